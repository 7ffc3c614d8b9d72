import { requireRole, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import { KnownPharmacy } from '../domain/doctor-connection';

/** Other services' events: which pharmacies doctors may reach, a deleted pharmacy's chats, the retention purge. */
export class DoctorProjections {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** What a purge at this cutoff would delete, per pharmacy (the super admin's preview): the same rule as purgeOlderThan. */
  async countOlderThan(principal: Principal | null, cutoff: string): Promise<{ pharmacyId: string; sessions: number; messages: number }[]> {
    requireRole(principal, ['super_admin']);
    const at = new Date(cutoff);
    if (Number.isNaN(at.getTime())) return [];
    const rows = await this.db.em().execute<{ pharmacy_id: string; sessions: string; messages: string }[]>(
      `select pharmacy_id, count(*)::text as sessions, coalesce(sum(message_count), 0)::text as messages
       from doctor.doctor_chat_session where coalesce(last_message_at, created_at) < ? group by pharmacy_id order by count(*) desc`,
      [at],
    );
    return rows.map((row) => ({ pharmacyId: row.pharmacy_id, sessions: Number(row.sessions), messages: Number(row.messages) }));
  }

  /** pharmacy.pharmacy.*: open while active (approved, reactivated, added active), closed otherwise. */
  async projectPharmacy(tx: Transaction, pharmacy: { pharmacyId: string; name: string; status: string }, at: Date): Promise<void> {
    const known = await tx.em.findOne(KnownPharmacy, { pharmacyId: pharmacy.pharmacyId });
    if (known && known.updatedAt > at) return; // an older event than the one it reflects
    const row = known ?? Object.assign(new KnownPharmacy(), { pharmacyId: pharmacy.pharmacyId });
    row.name = pharmacy.name;
    row.open = pharmacy.status === 'active' || pharmacy.status === 'approved';
    row.updatedAt = at;
    tx.em.persist(row);
  }

  /** pharmacy.pharmacy.deleted: its doctor chats (messages go with them), connections and what was known of it. */
  async deletePharmacyData(tx: Transaction, deleted: EventData<'pharmacy.pharmacy.deleted'>): Promise<void> {
    const [sessions] = await tx.em.execute<{ count: string }[]>('with gone as (delete from doctor.doctor_chat_session where pharmacy_id = ? returning id) select count(*)::text as count from gone', [deleted.pharmacyId]);
    const [connections] = await tx.em.execute<{ count: string }[]>('with gone as (delete from doctor.doctor_connection where pharmacy_id = ? returning id) select count(*)::text as count from gone', [deleted.pharmacyId]);
    await tx.em.execute('delete from doctor.known_pharmacy where pharmacy_id = ?', [deleted.pharmacyId], 'run');
    tx.publish('doctor.pharmacy-data.deleted', {
      aggregateId: deleted.pharmacyId,
      tenantId: deleted.pharmacyId,
      data: { pharmacyId: deleted.pharmacyId, deletionId: deleted.deletionId, counts: { doctorChats: Number(sessions?.count ?? 0), connections: Number(connections?.count ?? 0) } },
    });
  }

  /** retention.purge.requested: doctor chats whose last activity is older than the cutoff go with their messages. */
  async purgeOlderThan(tx: Transaction, request: EventData<'retention.purge.requested'>): Promise<void> {
    const deleted = await tx.em.execute<{ pharmacy_id: string; sessions: string; messages: string }[]>(
      `with old as (
         delete from doctor.doctor_chat_session where coalesce(last_message_at, created_at) < ?
         returning id, pharmacy_id, message_count
       )
       select pharmacy_id, count(*)::text as sessions, coalesce(sum(message_count), 0)::text as messages from old group by pharmacy_id`,
      [request.cutoff],
    );
    tx.publish('doctor.chat.purged', {
      aggregateId: request.runId,
      tenantId: null,
      data: {
        runId: request.runId,
        cutoff: request.cutoff,
        deletions: deleted.map((row) => ({ pharmacyId: row.pharmacy_id, sessions: Number(row.sessions), messages: Number(row.messages) })),
      },
    });
    this.logger.info({ runId: request.runId, cutoff: request.cutoff, pharmacies: deleted.length }, 'old doctor chats purged');
  }
}
