import { RunnableLambda, RunnableSequence } from '@langchain/core/runnables';
import { simplify } from '../domain/glossary/index';
import type { KnowledgeCategory, KnowledgeEntry } from '../domain/knowledge-entry';
import { detectSmallTalk, openingInfo, patientText, type PatientTextKind, type WeeklyHours } from '../domain/patient-texts/index';
import { answerFromKnowledgeBase, answerText, type KbDecision } from '../domain/retrieval/index';
import { assessUrgency, safetyReply, type UrgencyAssessment } from '../domain/safety/index';
import { analyseSentiment } from '../domain/sentiment';
import { categoryOf } from '../domain/triage';

export interface Citation {
  entryId: string;
  question: string;
}

/** The optional model (OPENAI_BASE_URL): it may word an answer better; it never decides past a rule. */
export interface ModelComposer {
  readonly name: string;
  compose(input: {
    question: string;
    language: string;
    entries: { id: string; question: string; answer: string }[];
    patient?: { name?: string; phone?: string };
  }): Promise<{ kind: 'answer'; content: string; citations: Citation[] } | { kind: 'handoff'; reason: string } | { kind: 'escalate'; reason: string } | null>;
}

export type ReplyKind = 'answer' | 'safety' | 'handoff' | 'small_talk';

export interface ReplyDecision {
  kind: ReplyKind;
  /** empty when the assistant only triages (staff have the chat, or the message is held over the limit) */
  content: string;
  /** the knowledge base's own wording when `content` explains medical terms more simply */
  original: string | null;
  language: string;
  citations: Citation[];
  handoff: boolean;
  urgent: boolean;
  handoffReason: string | null;
  triage: {
    urgency: 'emergency' | 'needs_staff' | 'routine';
    redFlags: string[];
    reason: string | null;
    category: KnowledgeCategory;
    language: string;
    sentiment: 'negative' | 'neutral' | 'positive';
    angry: boolean;
    escalationOff?: boolean;
  };
}

export interface PharmacyContext {
  name: string | null;
  timeZone: string;
  operatingHours: WeeklyHours | null;
  emergencyNumber: string;
  /** Settings' 'Auto responses' (default on): off = every question goes to staff; emergencies still get the safety reply */
  autoResponses?: boolean;
  /**
   * Settings' 'Escalation to staff' (default on): off = a question the assistant cannot answer (or a patient asking
   * for a person) is not handed to staff; the patient is asked to call the pharmacy. Emergencies are always handed over.
   */
  escalationEnabled?: boolean;
  /** the pharmacy's phone, for the escalation-off text */
  phone?: string | null;
  /** ISO country of the pharmacy (from its time zone), for the crisis line and the poison centre of the safety reply */
  country?: string;
}

export interface PipelineInput {
  text: string;
  entries: KnowledgeEntry[];
  /** who has the chat (chat's handoff state) */
  handoff: 'assistant' | 'waiting_for_staff' | 'with_staff' | 'resolved';
  /** held over the monthly limit: triage only; a safety reply if it is an emergency */
  heldForLimit: boolean;
  pharmacy: PharmacyContext;
  /** the language of the conversation so far, for messages too short to tell */
  sessionLanguage: string | null;
  patient?: { name?: string; phone?: string };
  now?: Date;
}

export type LanguageDetector = (text: string) => { language: string; confidence: number };

/**
 * Triage -> decision -> composition, as LangChain runnables. Every patient message is triaged first (urgency,
 * language, sentiment). Then, in order: an emergency gets the safety reply whoever has the chat; a message held
 * over the limit or a chat with staff gets no reply; small talk gets a short friendly reply; a patient who needs a
 * pharmacist soon or is upset is handed over; a question the knowledge base answers is answered (also while the
 * patient waits for staff); a question that needs clinical judgement, or that nothing answers, is handed over.
 */
export function buildReplyPipeline(options: { detectLanguage: LanguageDetector; model?: ModelComposer | null }) {
  const triage = RunnableLambda.from((input: PipelineInput) => {
    const urgency: UrgencyAssessment = assessUrgency(input.text);
    const detected = options.detectLanguage(input.text);
    const language = detected.language !== 'und' ? detected.language : (input.sessionLanguage ?? 'en');
    const sentiment = analyseSentiment(input.text, language);
    return { input, urgency, detected: detected.language, language, sentiment };
  });

  const decide = RunnableLambda.from(async (state: Awaited<ReturnType<typeof triage.invoke>>): Promise<ReplyDecision> => {
    const { input, urgency, language, sentiment } = state;
    const opening = openingInfo(input.pharmacy.operatingHours, input.pharmacy.timeZone, input.now);
    const text = (kind: PatientTextKind) => patientText(kind, language, { pharmacyName: input.pharmacy.name, emergencyNumber: input.pharmacy.emergencyNumber, opening, phone: input.pharmacy.phone ?? null });
    const level = urgency.level === 'emergency' ? 'emergency' : urgency.level === 'needs_staff' || sentiment.angry ? 'needs_staff' : 'routine';
    const reason = urgency.level === 'emergency' ? urgency.reasons.join(',') : urgency.level === 'needs_staff' ? urgency.staffReasons.join(',') || 'needs_staff' : sentiment.angry ? 'angry' : null;
    const base = (kb?: KbDecision): ReplyDecision['triage'] => ({
      urgency: level,
      redFlags: urgency.reasons,
      reason,
      category: categoryOf(input.text, kb?.kind === 'answer' ? kb.entry.category : undefined),
      language: state.detected,
      sentiment: sentiment.sentiment,
      angry: sentiment.angry,
      ...(input.pharmacy.escalationEnabled === false ? { escalationOff: true } : {}),
    });
    const reply = (kind: ReplyKind, content: string, extra: Partial<ReplyDecision> = {}, kb?: KbDecision): ReplyDecision => ({
      kind,
      content,
      original: null,
      language,
      citations: [],
      handoff: false,
      urgent: false,
      handoffReason: null,
      triage: base(kb),
      ...extra,
    });

    if (level === 'emergency') {
      return reply('safety', safetyReply({ reasons: urgency.reasons, language, emergencyNumber: input.pharmacy.emergencyNumber, ...(input.pharmacy.country ? { country: input.pharmacy.country } : {}) }), {
        handoff: true,
        urgent: true,
        handoffReason: reason,
      });
    }
    // triage only: over the limit (not an emergency: it is refused), or staff have the chat
    if (input.heldForLimit || input.handoff === 'with_staff' || input.handoff === 'resolved') return reply('small_talk', '');
    // the pharmacy turned auto responses off: its staff answer; the patient is told once that a pharmacist will reply
    if (input.pharmacy.autoResponses === false) {
      if (input.handoff === 'waiting_for_staff') return reply('small_talk', '');
      return reply('handoff', text('handoff'), { handoff: true, handoffReason: 'auto_responses_off' });
    }

    const smallTalk = detectSmallTalk(input.text);
    if (smallTalk) return reply('small_talk', text(smallTalk));

    // the pharmacy turned escalation off: nothing but an emergency goes to staff; the patient is asked to call instead
    const escalationOff = input.pharmacy.escalationEnabled === false;
    if (level === 'needs_staff') {
      if (escalationOff) return reply('handoff', text('call_us'), { handoffReason: 'escalation_off' });
      if (input.handoff === 'waiting_for_staff') return reply('handoff', text('handoff_again'), { handoff: true, handoffReason: reason });
      return reply('handoff', text('needs_staff'), { handoff: true, handoffReason: reason });
    }

    const kb = answerFromKnowledgeBase(input.text, input.entries, language);
    if (kb.kind === 'handoff') {
      if (escalationOff) return reply('handoff', text('call_us'), { handoffReason: 'escalation_off' }, kb);
      const kind: PatientTextKind = input.handoff === 'waiting_for_staff' ? 'handoff_again' : kb.reason === 'clinical_judgement' ? 'clinical' : 'handoff';
      return reply('handoff', text(kind), { handoff: true, handoffReason: kb.reason }, kb);
    }

    const citations = [{ entryId: kb.entry.id, question: kb.entry.question }];
    if (options.model) {
      const modelled = await options.model.compose({
        question: input.text,
        language,
        entries: [{ id: kb.entry.id, question: kb.entry.question, answer: kb.entry.answer }],
        patient: input.patient,
      });
      if (modelled?.kind === 'answer') return reply('answer', modelled.content, { citations: modelled.citations.length > 0 ? modelled.citations : citations }, kb);
      if (modelled?.kind === 'handoff' || modelled?.kind === 'escalate') {
        // the model may only be more careful than the rules, never less
        if (escalationOff) return reply('handoff', text('call_us'), { handoffReason: 'escalation_off' }, kb);
        return reply('handoff', text(modelled.kind === 'escalate' ? 'needs_staff' : 'handoff'), { handoff: true, handoffReason: modelled.kind === 'escalate' ? 'needs_staff' : 'not_covered' }, kb);
      }
    }
    const answer = answerText(kb.entry, input.text);
    // medical terms explained in the knowledge base's own language (the entry is quoted, never translated)
    const simpler = simplify(answer, options.detectLanguage(kb.entry.answer).language);
    const source = `\n\nSource: our pharmacy's knowledge base, "${kb.entry.question}"`;
    return reply('answer', `${simpler.text}${source}`, { citations, original: simpler.terms.length > 0 ? `${answer}${source}` : null }, kb);
  });

  return RunnableSequence.from([triage, decide]);
}

export type ReplyPipeline = ReturnType<typeof buildReplyPipeline>;
