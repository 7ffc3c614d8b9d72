import { z } from 'zod';
import { defineCommand, isUuid, requirePrincipal, type CommandPipeline, type Principal, type Transaction } from '@pharmachat/chassis';
import { ChatErrors } from '../domain/chat.exception';
import type { ChatSession } from '../domain/chat-session';
import { FOR_UPDATE, requireStaffCaller, type ChatAccess } from './chat-access';

const sessionInput = z.object({ sessionId: z.string(ChatErrors.sessionNotFound().message) });
const pharmacyInput = z.object({ pharmacyId: z.string(ChatErrors.pharmacyNotFound().message) });

/** how many sessions one statement of Clear All deletes (all of them in one transaction) */
const CLEAR_BATCH = 1000;
/** how many ids the cleared event lists for Clear All (consumers clear the whole pharmacy anyway) */
const CLEARED_IDS_LISTED = 5000;

/** Clear All is for the pharmacy's administrators and super admins; staff of the pharmacy are told so. */
function requireClearAll(principal: Principal | null, pharmacyId: string): Principal {
  const caller = requirePrincipal(principal);
  if (caller.kind === 'system') return caller;
  if (caller.kind !== 'staff') throw ChatErrors.onlyStaffActions();
  if (caller.role === 'super_admin') return caller;
  if (caller.pharmacyId !== pharmacyId) throw ChatErrors.onlyStaffActions();
  if (caller.role !== 'pharmacy_admin') throw ChatErrors.clearAllForbidden();
  return caller;
}

/**
 * What staff do to a chat from the inbox: mark it urgent, resolve it, clear it (delete it for good), or clear all of
 * a pharmacy's chats. Each runs through the command pipeline, is written to the audit trail and publishes its event
 * in the same transaction, so every other open staff tab sees it live.
 */
export class InboxActions {
  private readonly escalateCommand;
  private readonly resolveCommand;
  private readonly clearCommand;
  private readonly clearAllCommand;

  constructor(
    private readonly access: ChatAccess,
    private readonly commands: CommandPipeline,
  ) {
    this.escalateCommand = defineCommand({
      name: 'chat.escalateChatSession',
      input: sessionInput,
      authorize: requireStaffCaller,
      execute: async (tx, input, caller) => {
        const session = await this.access.sessionForStaff(tx.em, caller, input.sessionId, FOR_UPDATE);
        // marking an urgent chat urgent again changes nothing and tells nobody (escalateWithin publishes changes only)
        this.access.escalateWithin(tx, session, 'staff', null);
        this.access.recordAccess(tx, caller, { action: 'update', objectType: 'chat_session', objectId: session.id, pharmacyId: session.pharmacyId });
        return session;
      },
    });

    this.resolveCommand = defineCommand({
      name: 'chat.resolveChatSession',
      input: sessionInput,
      authorize: requireStaffCaller,
      execute: async (tx, input, caller) => {
        const session = await this.access.sessionForStaff(tx.em, caller, input.sessionId, FOR_UPDATE);
        if (session.resolve()) this.publishResolved(tx, session);
        this.access.recordAccess(tx, caller, { action: 'update', objectType: 'chat_session', objectId: session.id, pharmacyId: session.pharmacyId });
        return session;
      },
    });

    this.clearCommand = defineCommand({
      name: 'chat.clearChatSession',
      input: sessionInput,
      authorize: requireStaffCaller,
      execute: async (tx, input, caller) => {
        const session = await this.access.sessionForStaff(tx.em, caller, input.sessionId, FOR_UPDATE);
        // its messages and feedback go with it (foreign keys on delete cascade)
        await tx.em.execute('delete from chat.chat_session where id = ?', [session.id], 'run');
        tx.em.getUnitOfWork().unsetIdentity(session);
        this.access.recordAccess(tx, caller, { action: 'delete', objectType: 'chat_session', objectId: session.id, pharmacyId: session.pharmacyId });
        this.publishCleared(tx, caller, session.pharmacyId, [session.id], 1, false);
        return session.id;
      },
    });

    this.clearAllCommand = defineCommand({
      name: 'chat.clearAllChatSessions',
      input: pharmacyInput,
      authorize: (principal, input) => requireClearAll(principal, input.pharmacyId),
      execute: async (tx, input, caller) => {
        if (!isUuid(input.pharmacyId)) return 0;
        const listed: string[] = [];
        let deleted = 0;
        for (;;) {
          const rows = await tx.em.execute<{ id: string }[]>(
            'delete from chat.chat_session where id in (select id from chat.chat_session where pharmacy_id = ? limit ?) returning id',
            [input.pharmacyId, CLEAR_BATCH],
          );
          if (rows.length === 0) break;
          deleted += rows.length;
          for (const row of rows) if (listed.length < CLEARED_IDS_LISTED) listed.push(row.id);
        }
        this.access.recordAccess(tx, caller, { action: 'delete', objectType: 'chat_session', objectId: input.pharmacyId, pharmacyId: input.pharmacyId });
        if (deleted > 0) this.publishCleared(tx, caller, input.pharmacyId, listed, deleted, true);
        return deleted;
      },
    });
  }

  /** Mark urgent (staff of the session's pharmacy). A resolved chat cannot be marked urgent (CONFLICT). */
  escalate(principal: Principal | null, sessionId: string): Promise<ChatSession> {
    return this.commands.run(this.escalateCommand, principal, { sessionId });
  }

  /** Resolve (staff of the session's pharmacy); resolving a resolved chat succeeds and changes nothing. */
  resolve(principal: Principal | null, sessionId: string): Promise<ChatSession> {
    return this.commands.run(this.resolveCommand, principal, { sessionId });
  }

  /** Clear one chat: deletes it with its messages and feedback (any staff member of its pharmacy). */
  clear(principal: Principal | null, sessionId: string): Promise<string> {
    return this.commands.run(this.clearCommand, principal, { sessionId });
  }

  /** Clear All: deletes every chat of the pharmacy (its pharmacy admins, super admins); returns how many. */
  clearAll(principal: Principal | null, pharmacyId: string): Promise<number> {
    return this.commands.run(this.clearAllCommand, principal, { pharmacyId });
  }

  private publishResolved(tx: Transaction, session: ChatSession): void {
    tx.publish('chat.session.resolved', {
      aggregateId: session.id,
      tenantId: session.pharmacyId,
      data: { sessionId: session.id, pharmacyId: session.pharmacyId, resolvedAt: (session.resolvedAt ?? new Date()).toISOString(), session: session.state },
    });
  }

  private publishCleared(tx: Transaction, caller: Principal, pharmacyId: string, sessionIds: string[], deletedSessions: number, all: boolean): void {
    tx.publish('chat.session.cleared', {
      aggregateId: all ? pharmacyId : sessionIds[0]!,
      tenantId: pharmacyId,
      data: { sessionIds, pharmacyId, clearedBy: caller.subject, clearedAt: new Date().toISOString(), all, deletedSessions },
    });
  }
}
