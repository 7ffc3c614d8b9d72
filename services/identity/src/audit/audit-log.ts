import { defineEntity, p } from '@mikro-orm/postgresql';
import { requireRole, type Database, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData, EventEnvelope } from '@pharmachat/proto';
import { IdentityErrors } from '../domain/identity.exception';

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
    actorId: p.text(),
    actorKind: p.text(),
    actorRole: p.text().nullable(),
    actorName: p.text().nullable(),
    pharmacyId: p.text().nullable(),
    action: p.text(),
    objectType: p.text(),
    objectId: p.text(),
    source: p.text(),
    recordedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [
    { name: 'audit_log_at_idx', columns: [{ name: 'at', sort: 'desc' }, { name: 'id', sort: 'desc' }] },
    // as raw DDL (compared by name only): MikroORM 7.2.1 reads this index's `id desc` back as `id` (it finds `id`
    // inside `pharmacy_id`), so a structural declaration would always differ
    { name: 'audit_log_pharmacy_idx', expression: 'create index audit_log_pharmacy_idx on identity.audit_log (pharmacy_id, at desc, id desc)' },
  ],
  // append-only: the triggers and their function are migration 0003's SQL. The update/delete trigger is declared
  // here by name so the schema diff keeps it (raw trigger DDL is compared by name only). The truncate trigger is
  // not: PostgreSQL's information_schema.triggers, which the diff reads, does not list truncate triggers, so the diff
  // neither sees nor drops it, and declaring it would make the diff create it again every time.
  triggers: [
    {
      name: 'audit_log_no_update_or_delete',
      timing: 'before',
      events: ['update', 'delete'],
      expression: 'create trigger audit_log_no_update_or_delete before update or delete on identity.audit_log for each row execute function identity.audit_log_is_append_only()',
    },
  ],
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
  throw IdentityErrors.badPageCursor();
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
    if (!Number.isInteger(first) || first < 1 || first > 200) throw IdentityErrors.pageSizeOutOfRange();
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
