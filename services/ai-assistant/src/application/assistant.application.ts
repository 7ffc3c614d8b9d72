import { z } from 'zod';
import { CommandPipeline, defineCommand, isDomainError, isUuid, requireRole, requireStaffOfPharmacy, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import { KnowledgeEntry, type KnowledgeEntryInput } from '../domain/knowledge-entry';
import { countryOfTimeZone } from '../domain/safety/index';
import { PharmacyProfile } from '../infrastructure/assistant.entities';
import type { LanguageDetector, ReplyDecision, ReplyPipeline } from './reply-pipeline';
import { suggestReplies, type ReplySuggestion } from './reply-suggestions';
import { AssistantErrors } from '../domain/assistant.exception';

type PostedMessage = EventData<'chat.message.posted'>;

const entryFields = z.object({
  category: z.string('Category is required.'),
  question: z.string('Question is required.'),
  answer: z.string('Answer is required.'),
  tags: z.array(z.string('Tags must be text.'), 'Tags must be a list of words.').max(50, 'At most 50 tags.').nullish(),
});

const createEntryInput = z.object({ pharmacyId: z.string(), entry: entryFields });
const updateEntryInput = z.object({ id: z.string(), entry: entryFields });
const deleteEntryInput = z.object({ id: z.string() });

/** most entries one import (a CSV file) may add */
export const MAX_IMPORTED_ENTRIES = 500;
const importEntriesInput = z.object({ pharmacyId: z.string(), entries: z.array(entryFields, 'Entries must be a list.') });

type EntryFields = z.infer<typeof entryFields>;
const asEntryInput = (fields: EntryFields): KnowledgeEntryInput => ({ ...fields, tags: fields.tags ?? undefined });

/** Who may change a pharmacy's knowledge base: its admins and super admins (staff read it). */
const requireKnowledgeEditor = (principal: Principal | null) => requireRole(principal, ['pharmacy_admin', 'super_admin']);

/** An entry exists for the caller only when it belongs to a pharmacy the caller edits: another's is "not found". */
function editableEntry(entry: KnowledgeEntry | null, caller: Principal): KnowledgeEntry {
  if (!entry) throw AssistantErrors.entryNotFound();
  if (caller.kind === 'staff' && caller.role !== 'super_admin' && caller.pharmacyId !== entry.pharmacyId) throw AssistantErrors.entryNotFound();
  return entry;
}

/** The assistant's use cases: the knowledge base, and answering patients from it. */
export class AssistantApplication {
  constructor(
    private readonly db: Database,
    private readonly pipeline: ReplyPipeline,
    private readonly logger: Logger,
    private readonly defaults: { emergencyNumber: string },
    private readonly detectLanguage: LanguageDetector = () => ({ language: 'und', confidence: 0 }),
  ) {
    this.commands = new CommandPipeline(db, logger);
  }

  private readonly commands: CommandPipeline;

  createEntry(principal: Principal | null, pharmacyId: string, input: Omit<KnowledgeEntryInput, 'tags'> & { tags?: string[] | null }): Promise<KnowledgeEntry> {
    return this.commands.run(this.createEntryCommand, principal, { pharmacyId, entry: input });
  }

  /** A new knowledge-base entry (takes an Idempotency-Key); the entry's own rules are the domain's. */
  private readonly createEntryCommand = defineCommand({
    name: 'assistant.createKnowledgeBaseEntry',
    input: createEntryInput,
    authorize: (principal: Principal | null, input: z.infer<typeof createEntryInput>) => {
      requireRole(principal, ['pharmacy_admin', 'super_admin'], input.pharmacyId);
      if (!isUuid(input.pharmacyId)) throw AssistantErrors.pharmacyNotFound();
      return principal;
    },
    execute: async (tx, input) => {
      const entry = KnowledgeEntry.create(input.pharmacyId, { ...input.entry, tags: input.entry.tags ?? undefined });
      tx.em.persist(entry);
      return entry;
    },
    replay: {
      save: (entry: KnowledgeEntry) => ({ entryId: entry.id }),
      load: (em, saved) => em.findOne(KnowledgeEntry, { id: String(saved.entryId) }),
    },
  });

  /** Changes an entry's category, question, answer and tags; the next patient question is answered from the new text. */
  updateEntry(principal: Principal | null, id: string, input: EntryFields): Promise<KnowledgeEntry> {
    return this.commands.run(this.updateEntryCommand, principal, { id, entry: input });
  }

  private readonly updateEntryCommand = defineCommand({
    name: 'assistant.updateKnowledgeBaseEntry',
    input: updateEntryInput,
    authorize: requireKnowledgeEditor,
    execute: async (tx, input, caller) => {
      const entry = editableEntry(isUuid(input.id) ? await tx.em.findOne(KnowledgeEntry, { id: input.id }) : null, caller);
      entry.update(asEntryInput(input.entry));
      return entry;
    },
  });

  /** Deletes an entry for good: the assistant never answers from it again. Returns the id. */
  deleteEntry(principal: Principal | null, id: string): Promise<string> {
    return this.commands.run(this.deleteEntryCommand, principal, { id });
  }

  private readonly deleteEntryCommand = defineCommand({
    name: 'assistant.deleteKnowledgeBaseEntry',
    input: deleteEntryInput,
    authorize: requireKnowledgeEditor,
    execute: async (tx, input, caller) => {
      const entry = editableEntry(isUuid(input.id) ? await tx.em.findOne(KnowledgeEntry, { id: input.id }) : null, caller);
      tx.em.remove(entry);
      this.logger.info({ entryId: entry.id, pharmacyId: entry.pharmacyId }, 'knowledge base entry deleted');
      return entry.id;
    },
  });

  /**
   * Adds many entries at once (a CSV import): all of them or, when any row breaks a rule, none, with the row named
   * ("Row 3: Answer is required."; row 1 is the first entry). Takes an Idempotency-Key: a retried upload adds them once.
   */
  importEntries(principal: Principal | null, pharmacyId: string, entries: EntryFields[]): Promise<KnowledgeEntry[]> {
    return this.commands.run(this.importEntriesCommand, principal, { pharmacyId, entries });
  }

  private readonly importEntriesCommand = defineCommand({
    name: 'assistant.importKnowledgeBaseEntries',
    input: importEntriesInput,
    authorize: (principal: Principal | null, input: z.infer<typeof importEntriesInput>) => {
      requireRole(principal, ['pharmacy_admin', 'super_admin'], input.pharmacyId);
      if (!isUuid(input.pharmacyId)) throw AssistantErrors.pharmacyNotFound();
      return principal;
    },
    prepare: async (input) => {
      if (input.entries.length === 0) throw AssistantErrors.importEmpty();
      if (input.entries.length > MAX_IMPORTED_ENTRIES) throw AssistantErrors.importTooLarge({ max: MAX_IMPORTED_ENTRIES });
      return input.entries.map((fields, index) => {
        try {
          return KnowledgeEntry.create(input.pharmacyId, asEntryInput(fields));
        } catch (error) {
          if (isDomainError(error)) throw AssistantErrors.importRowInvalid({ row: index + 1, problem: error.message });
          throw error;
        }
      });
    },
    execute: async (tx, entries: KnowledgeEntry[]) => {
      for (const entry of entries) tx.em.persist(entry);
      this.logger.info({ pharmacyId: entries[0]?.pharmacyId, count: entries.length }, 'knowledge base entries imported');
      return entries;
    },
    replay: {
      save: (entries: KnowledgeEntry[]) => ({ entryIds: entries.map((entry) => entry.id) }),
      load: async (em, saved) => {
        const ids = Array.isArray(saved.entryIds) ? saved.entryIds.map(String) : [];
        const found = await em.find(KnowledgeEntry, { id: { $in: ids } });
        return ids.map((id) => found.find((entry) => entry.id === id)).filter((entry): entry is KnowledgeEntry => !!entry);
      },
    },
  });

  async listEntries(principal: Principal | null, pharmacyId: string): Promise<KnowledgeEntry[]> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!isUuid(pharmacyId)) return [];
    return this.db.em().find(KnowledgeEntry, { pharmacyId }, { orderBy: { category: 'asc', question: 'asc' } });
  }

  /** How much the pharmacy's knowledge base takes in the database (Subscription's storage figure). */
  async knowledgeBaseStorage(principal: Principal | null, pharmacyId: string): Promise<{ entries: number; bytes: number }> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!isUuid(pharmacyId)) return { entries: 0, bytes: 0 };
    const [row] = await this.db.em().execute<{ entries: string; bytes: string | null }[]>(
      'select count(*) as entries, coalesce(sum(pg_column_size(k.*)), 0) as bytes from assistant.knowledge_entry k where k.pharmacy_id = ?',
      [pharmacyId],
    );
    return { entries: Number(row?.entries ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  /**
   * Triages a patient message and decides the reply, outside any transaction (a model call may take seconds).
   * Every patient message is triaged, also when staff have the chat or it is held over the monthly limit (then
   * only an emergency gets a reply: the safety message). Returns null for messages that are not the patient's,
   * and for a held message released after screening (it was triaged already).
   */
  async decideReply(message: PostedMessage): Promise<ReplyDecision | null> {
    if (message.sender !== 'user' || message.metadata.screened === true) return null;
    const em = this.db.em();
    const [entries, profile] = await Promise.all([em.find(KnowledgeEntry, { pharmacyId: message.pharmacyId }), em.findOne(PharmacyProfile, { pharmacyId: message.pharmacyId })]);
    const handoff = message.session.handoff ?? (message.session.status === 'resolved' ? 'resolved' : message.session.handedOff ? 'with_staff' : 'assistant');
    const country = countryOfTimeZone(profile?.timeZone);
    return this.pipeline.invoke({
      text: message.content,
      entries,
      handoff,
      heldForLimit: message.metadata.heldForLimit === true,
      sessionLanguage: message.session.language ?? null,
      pharmacy: {
        name: profile?.name ?? null,
        timeZone: profile?.timeZone ?? 'UTC',
        operatingHours: profile?.operatingHours ?? null,
        emergencyNumber: profile?.emergencyContact || this.defaults.emergencyNumber,
        ...(country ? { country } : {}),
        autoResponses: profile?.autoResponses ?? true,
        escalationEnabled: profile?.escalationEnabled ?? true,
        phone: profile?.phone ?? null,
      },
    });
  }

  /** Records the decision in one transaction: the triage of the message and, when there is one, the reply. */
  async publishReply(tx: Transaction, message: PostedMessage, decision: ReplyDecision | null): Promise<void> {
    if (!decision) return;
    tx.publish('assistant.triage.completed', {
      aggregateId: message.sessionId,
      tenantId: message.pharmacyId,
      data: { sessionId: message.sessionId, pharmacyId: message.pharmacyId, messageId: message.messageId, ...decision.triage },
    });
    if (decision.content) {
      tx.publish('assistant.reply.composed', {
        aggregateId: message.sessionId,
        tenantId: message.pharmacyId,
        data: {
          sessionId: message.sessionId,
          pharmacyId: message.pharmacyId,
          inReplyTo: message.messageId,
          kind: decision.kind,
          content: decision.content,
          original: decision.original,
          language: decision.language,
          citations: decision.citations,
          handoff: decision.handoff,
          handoffReason: decision.handoffReason,
          urgent: decision.urgent,
        },
      });
    }
    this.logger.info({ sessionId: message.sessionId, kind: decision.content ? decision.kind : 'triage_only', urgency: decision.triage.urgency, language: decision.triage.language }, 'assistant triaged');
  }

  /**
   * Three replies a staff member can start from for the patient's latest message: the knowledge base's answer when
   * it has one (or the closest entries), the safety line for an emergency, and a question that asks for what a
   * pharmacist needs to know. Staff edit and send them; nothing is sent from here.
   */
  async replySuggestions(principal: Principal | null, input: { pharmacyId: string; message: string; patientName?: string | null; language?: string | null }): Promise<ReplySuggestion[]> {
    requireStaffOfPharmacy(principal, input.pharmacyId);
    const message = input.message.trim();
    if (!message) throw AssistantErrors.suggestionMessageRequired();
    if (message.length > 4000) throw AssistantErrors.suggestionMessageTooLong();
    if (!isUuid(input.pharmacyId)) return [];
    const em = this.db.em();
    const [entries, profile] = await Promise.all([em.find(KnowledgeEntry, { pharmacyId: input.pharmacyId }), em.findOne(PharmacyProfile, { pharmacyId: input.pharmacyId })]);
    const country = countryOfTimeZone(profile?.timeZone);
    return suggestReplies({
      message,
      patientName: input.patientName?.trim() || null,
      entries,
      emergencyNumber: profile?.emergencyContact || this.defaults.emergencyNumber,
      language: input.language?.trim() || this.languageOf(message),
      ...(country ? { country } : {}),
    });
  }

  /** the message's language, English when it is too short to tell */
  private languageOf(message: string): string {
    const detected = this.detectLanguage(message).language;
    return detected === 'und' ? 'en' : detected;
  }

  /** Keeps what the replies need to know of a pharmacy: name, phone, hours, time zone, emergency number, the assistant's settings. */
  async projectPharmacy(tx: Transaction, pharmacy: EventData<'pharmacy.pharmacy.approved'> | EventData<'pharmacy.pharmacy.updated'>): Promise<void> {
    const profile = (await tx.em.findOne(PharmacyProfile, { pharmacyId: pharmacy.pharmacyId })) ?? Object.assign(new PharmacyProfile(), { pharmacyId: pharmacy.pharmacyId });
    profile.name = pharmacy.name;
    if (pharmacy.timeZone) profile.timeZone = pharmacy.timeZone;
    profile.timeZone ??= 'UTC';
    if (pharmacy.operatingHours) profile.operatingHours = pharmacy.operatingHours;
    if (pharmacy.emergencyContact !== undefined) profile.emergencyContact = pharmacy.emergencyContact;
    if ('autoResponses' in pharmacy && typeof pharmacy.autoResponses === 'boolean') profile.autoResponses = pharmacy.autoResponses;
    if ('escalationEnabled' in pharmacy && typeof pharmacy.escalationEnabled === 'boolean') profile.escalationEnabled = pharmacy.escalationEnabled;
    if (pharmacy.phone) profile.phone = pharmacy.phone;
    profile.updatedAt = new Date();
    tx.em.persist(profile);
  }
}
