import { defineEntity, p } from '@mikro-orm/postgresql';
import { badInput, requireRole, type Database, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData, EventEnvelope } from '@pharmachat/proto';

/** One line of the audit trail: who read or changed which patient data, when. Append-only. */
export class AuditEntry {
  /** the id of the event that reported the access (so a redelivery cannot write it twice) */
  id!: string;
  at!: Date;
  actorId!: string;
  actorKind!: string;
  actorRole: string | null = null;
  actorName: string | null = null;
  pharmacyId: string | null = null;
  action!: string;
  objectType!: string;
  objectId!: string;
  /** the service that reported it */
  source!: string;
  recordedAt = new Date();
}

export const AuditEntrySchema = defineEntity({
  class: AuditEntry,
  tableName: 'audit_log',
  schema: 'identity',
  properties: {
    id: p.uuid().primary(),
    at: p.datetime(),
    actorId: p.string(),
    actorKind: p.string(),
    actorRole: p.string().nullable(),
    actorName: p.string().nullable(),
    pharmacyId: p.string().nullable(),
    action: p.string(),
    objectType: p.string(),
    objectId: p.string(),
    source: p.string(),
    recordedAt: p.datetime(),
  },
});

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

function encodeCursor(entry: AuditEntry): string {
  return Buffer.from(JSON.stringify([entry.at.toISOString(), entry.id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string' && !Number.isNaN(Date.parse(value[0]))) return [value[0], value[1]];
  } catch {
    /* fall through */
  }
  throw badInput('The page cursor is not valid: start again from the first page.');
}

/**
 * The audit log of access to patient data, kept by identity from the events every owner of patient data
 * publishes. The table refuses UPDATE, DELETE and TRUNCATE (a trigger), so the application cannot rewrite it.
 */
export class AuditLog {
  constructor(private readonly db: Database) {}

  record(tx: Transaction, access: EventData<'chat.patient-data.accessed'>, event: EventEnvelope<unknown>): void {
    tx.em.persist(
      Object.assign(new AuditEntry(), {
        id: event.id,
        at: new Date(access.at),
        actorId: access.actorId,
        actorKind: access.actorKind,
        actorRole: access.actorRole,
        actorName: access.actorName,
        pharmacyId: access.pharmacyId,
        action: access.action,
        objectType: access.objectType,
        objectId: access.objectId,
        source: event.source,
      }),
    );
  }

  /**
   * Newest first, keyset-paged. A super admin sees every tenant (optionally one); a pharmacy admin only their
   * own pharmacy's entries.
   */
  async page(principal: Principal | null, options: { first?: number | null; after?: string | null; pharmacyId?: string | null }): Promise<AuditPage> {
    const caller = requireRole(principal, ['super_admin', 'pharmacy_admin']);
    const first = options.first ?? 50;
    if (!Number.isInteger(first) || first < 1 || first > 200) throw badInput('first must be between 1 and 200.');
    const pharmacyId = caller.role === 'super_admin' || caller.kind === 'system' ? (options.pharmacyId ?? null) : caller.pharmacyId;
    const where: Record<string, unknown> = {};
    if (pharmacyId) where.pharmacyId = pharmacyId;
    if (options.after) {
      const [at, id] = decodeCursor(options.after);
      where.$or = [{ at: { $lt: new Date(at) } }, { at: new Date(at), id: { $lt: id } }];
    }
    const rows = await this.db.em().find(AuditEntry, where, { orderBy: { at: 'desc', id: 'desc' }, limit: first + 1 });
    const entries = rows.slice(0, first);
    return { entries, nextCursor: rows.length > first && entries.length > 0 ? encodeCursor(entries[entries.length - 1]!) : null };
  }
}

export function auditEntryView(entry: AuditEntry) {
  return { ...entry, at: entry.at.toISOString() };
}
