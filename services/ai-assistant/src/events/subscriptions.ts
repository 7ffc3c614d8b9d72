import { businessCounter, on, onPrepared, type EventSubscription } from '@pharmachat/chassis';
import type { AssistantApplication } from '../application/assistant.application';

/** What the assistant decided for each patient message (reply kinds, triage only, none), for /metrics. */
const assistantDecisions = businessCounter('pharmachat_assistant_decisions_total', 'decisions on patient messages by kind (reply kind, triage_only, none) and whether staff were handed the chat', ['kind', 'handoff']);

/** Every event the assistant consumes. */
export function assistantSubscriptions(app: AssistantApplication): EventSubscription<never, never>[] {
  return [
    onPrepared(
      'chat.message.posted',
      'assistant.answer-patient-message',
      (message) => app.decideReply(message),
      async (message, { tx, prepared }) => {
        await app.publishReply(tx, message, prepared);
        // counted when the transaction's work is done (a retried delivery may count twice: a rate, not a ledger)
        assistantDecisions.inc({ kind: prepared ? (prepared.content ? prepared.kind : 'triage_only') : 'none', handoff: String(Boolean(prepared?.handoff)) });
      },
    ),
    on('pharmacy.pharmacy.approved', 'assistant.project-pharmacy', async (pharmacy, { tx }) => {
      await app.projectPharmacy(tx, pharmacy);
    }),
    // Settings and Pharmacy Locations: hours, time zone and emergency contact from the next message on
    on('pharmacy.pharmacy.updated', 'assistant.project-pharmacy-update', async (pharmacy, { tx }) => {
      await app.projectPharmacy(tx, pharmacy);
    }),
    // a deleted pharmacy's knowledge base, chat state and profile go; the counts go back to the pharmacy service
    on('pharmacy.pharmacy.deleted', 'assistant.delete-pharmacy-data', async (deleted, { tx }) => {
      const counts: Record<string, number> = {};
      for (const table of ['knowledge_entry', 'session_state', 'pharmacy_profile']) {
        const [row] = await tx.em.execute<{ n: string }[]>(`with gone as (delete from assistant.${table} where pharmacy_id = ? returning 1) select count(*)::text as n from gone`, [deleted.pharmacyId]);
        counts[table] = Number(row?.n ?? 0);
      }
      tx.publish('assistant.pharmacy-data.deleted', { aggregateId: deleted.pharmacyId, tenantId: deleted.pharmacyId, data: { pharmacyId: deleted.pharmacyId, deletionId: deleted.deletionId, counts } });
    }),
    on('retention.purge.requested', 'assistant.purge-session-state', async (request, { tx }) => {
      await tx.em.execute('delete from assistant.session_state where updated_at < ?', [request.cutoff], 'run');
    }),
  ] as unknown as EventSubscription<never, never>[];
}
