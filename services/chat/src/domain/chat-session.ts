import { randomUUID } from 'node:crypto';
import { ChatErrors } from './chat.exception';
import { countingMonth } from './conversation-limit';
import { satisfactionOf, type FeedbackCategory } from './feedback';
import { nextHandoffState, type HandoffState } from './handoff';

export type ChatSender = 'user' | 'ai' | 'staff';
export type ChatSessionStatus = 'active' | 'waiting_for_staff' | 'escalated' | 'resolved';
export type Urgency = 'routine' | 'emergency';
export type EscalationReason = 'red_flag' | 'no_answer' | 'needs_staff' | 'staff';
export type Sentiment = 'negative' | 'neutral' | 'positive';

export const MAX_MESSAGE_LENGTH = 4000;
export const PREVIEW_LENGTH = 200;

export class ChatMessage {
  id: string = randomUUID();
  sessionId!: string;
  pharmacyId!: string;
  sender!: ChatSender;
  content!: string;
  staffMember: string | null = null;
  inReplyTo: string | null = null;
  metadata: Record<string, unknown> = {};
  createdAt = new Date();

  static create(props: Pick<ChatMessage, 'sessionId' | 'pharmacyId' | 'sender' | 'content'> & Partial<Pick<ChatMessage, 'staffMember' | 'inReplyTo' | 'metadata'>>): ChatMessage {
    return Object.assign(new ChatMessage(), props);
  }
}

/** Normalises what a patient typed as their name (trimmed, single spaces). */
export function normaliseName(name: string): string {
  const value = name.trim().replace(/\s+/g, ' ');
  if (!value) throw ChatErrors.nameRequired();
  if (value.length > 100) throw ChatErrors.nameTooLong();
  return value;
}

/** Phone numbers are compared by their digits. */
export function normalisePhone(phone: string): string {
  const value = phone.trim();
  const digits = value.replace(/\D/g, '');
  if (!value) throw ChatErrors.phoneRequired();
  if (!/^[+\d\s().-]+$/.test(value) || digits.length < 7 || digits.length > 15) {
    throw ChatErrors.phoneInvalid();
  }
  return digits;
}

export function messageContent(content: string): string {
  const value = content.trim();
  if (!value) throw ChatErrors.messageEmpty();
  if (value.length > MAX_MESSAGE_LENGTH) throw ChatErrors.messageTooLong({ max: MAX_MESSAGE_LENGTH });
  return value;
}

/** A patient's conversation with one pharmacy: the aggregate that keeps the chat's rules. */
export class ChatSession {
  id: string = randomUUID();
  pharmacyId!: string;
  /** a registered patient's id, or a generated id for a guest */
  patientId!: string;
  patientName!: string;
  /** digits only */
  patientPhone!: string;
  guest = true;
  category: string | null = null;
  /** who has the chat (see handoff.ts); `status` and `handedOff` are derived from it for the spec's views */
  handoff: HandoffState = 'assistant';
  status: ChatSessionStatus = 'active';
  needsStaffAttention = false;
  /** a staff member has replied: the assistant stays silent from then on (a new emergency's safety reply excepted) */
  handedOff = false;
  urgency: Urgency = 'routine';
  escalationReason: EscalationReason | null = null;
  /** why the session is urgent or needs staff: the red-flag group(s) or the staff reason, e.g. 'chest_pain' */
  urgencyReason: string | null = null;
  /** the language of the patient's latest message (ISO 639-1), and its sentiment */
  language: string | null = null;
  sentiment: Sentiment | null = null;
  messageCount = 0;
  lastMessage: string | null = null;
  lastMessageAt: Date | null = null;
  /** month (YYYY-MM) in which this session counted against the pharmacy's conversation limit */
  countedMonth: string | null = null;
  startedAt = new Date();
  resolvedAt: Date | null = null;
  /** how often the patient reopened it by writing after it was resolved */
  reopenCount = 0;
  /** the average of the patient's ratings (one decimal); null until rated */
  satisfactionRating: number | null = null;
  /** the categories the patient has rated, in the order they were rated */
  feedbackCategories: FeedbackCategory[] = [];

  static startForGuest(props: { pharmacyId: string; patientName: string; patientPhone: string }): ChatSession {
    const session = new ChatSession();
    session.pharmacyId = props.pharmacyId;
    session.patientId = randomUUID();
    session.patientName = normaliseName(props.patientName);
    session.patientPhone = normalisePhone(props.patientPhone);
    return session;
  }

  /** A signed-in patient's chat: linked to their account (patientId is the account's id). */
  static startForPatient(props: { pharmacyId: string; patientId: string; patientName: string; patientPhone: string }): ChatSession {
    const session = new ChatSession();
    session.pharmacyId = props.pharmacyId;
    session.patientId = props.patientId;
    session.guest = false;
    session.patientName = normaliseName(props.patientName);
    session.patientPhone = normalisePhone(props.patientPhone);
    return session;
  }

  belongsTo(patientName: string, patientPhone: string): boolean {
    return this.patientName.toLowerCase() === normaliseName(patientName).toLowerCase() && this.patientPhone === normalisePhone(patientPhone);
  }

  get state() {
    return {
      status: this.status,
      needsStaffAttention: this.needsStaffAttention,
      handedOff: this.handedOff,
      handoff: this.handoff,
      language: this.language,
      isUrgent: this.isUrgent,
      urgency: this.urgency,
      reopenCount: this.reopenCount,
    };
  }

  /**
   * Staff should see it first: it needs staff attention, waits for staff or is escalated; never once resolved.
   * (The inbox's SQL writes the same rule: infrastructure/chat-session.queries.ts.)
   */
  get isUrgent(): boolean {
    return this.status !== 'resolved' && (this.needsStaffAttention || this.status === 'waiting_for_staff' || this.status === 'escalated');
  }

  /** whether people were called in: an escalation (by the assistant, triage or staff) or an emergency */
  get wasEscalated(): boolean {
    return this.escalationReason !== null || this.urgency === 'emergency' || this.needsStaffAttention;
  }

  /** true when the patient has rated at least one category (the patient chat stops offering feedback) */
  get feedbackGiven(): boolean {
    return this.feedbackCategories.length > 0;
  }

  durationSeconds(now = new Date()): number {
    const end = this.resolvedAt ?? this.lastMessageAt ?? now;
    return Math.max(0, Math.round((end.getTime() - this.startedAt.getTime()) / 1000));
  }

  addMessage(props: { sender: ChatSender; content: string; staffMember?: string | null; inReplyTo?: string | null; metadata?: Record<string, unknown> }): ChatMessage {
    const content = messageContent(props.content);
    let metadata = props.metadata;
    if (props.sender === 'user') {
      if (this.handoff === 'resolved') {
        // a patient writing again reopens the conversation: a new waiting conversation for staff; a message held
        // over the monthly limit keeps what it changed, so that a refusal can put the chat back as it was
        const before = this.reopen(new Date());
        if (metadata?.heldForLimit) metadata = { ...metadata, reopenedFrom: before };
      }
    } else if (props.sender === 'staff') {
      this.moveTo(nextHandoffState(this.handoff, { type: 'staff_replied' }));
      // a staff answer is the attention the session asked for
      this.needsStaffAttention = false;
    } else if (this.handoff === 'resolved') {
      nextHandoffState(this.handoff, { type: 'staff_replied' }); // refused: nothing is added to a resolved chat
    }
    const message = ChatMessage.create({ sessionId: this.id, pharmacyId: this.pharmacyId, ...props, ...(metadata ? { metadata } : {}), content });
    this.messageCount += 1;
    this.lastMessage = message.content.slice(0, PREVIEW_LENGTH);
    this.lastMessageAt = message.createdAt;
    this.derive();
    return message;
  }

  /**
   * The session needs people: an emergency (flag + top of the inbox), a patient who needs a pharmacist soon or is
   * upset, staff marking it urgent, or no grounded answer. The assistant hands over (waiting for staff) unless
   * staff already have it.
   */
  escalate(reason: EscalationReason, detail: string | null = null): void {
    if (this.handoff === 'resolved') {
      // staff mark open chats urgent; a resolved one comes back when its patient writes
      if (reason === 'staff') throw ChatErrors.resolvedNotEscalated();
      this.reopen(new Date());
    }
    this.moveTo(nextHandoffState(this.handoff, { type: 'handed_over' }));
    this.escalationReason = reason;
    if (reason === 'red_flag') {
      this.urgency = 'emergency';
      this.needsStaffAttention = true;
    } else if (reason === 'staff' || reason === 'needs_staff') {
      this.needsStaffAttention = true;
    }
    if (detail) this.urgencyReason = detail;
    this.derive();
  }

  /**
   * Resolves the chat: it ends, nobody needs to answer, the patient is offered feedback. Resolving a resolved chat
   * changes nothing and says so (false): two staff tabs resolving at once both succeed.
   */
  resolve(at = new Date()): boolean {
    if (this.handoff === 'resolved') return false;
    this.moveTo(nextHandoffState(this.handoff, { type: 'resolved' }));
    this.needsStaffAttention = false;
    this.resolvedAt = at;
    this.derive();
    return true;
  }

  /**
   * The patient's ratings so far (every category they rated, this one included): the session's satisfaction is
   * their average, one decimal.
   */
  recordFeedback(ratings: readonly { category: FeedbackCategory; rating: number }[]): void {
    this.feedbackCategories = [...new Set(ratings.map((r) => r.category))];
    this.satisfactionRating = satisfactionOf(ratings.map((r) => r.rating));
  }

  /**
   * A resolved chat reopened (its patient wrote, or a red flag came in): it waits for staff again, as a new
   * conversation. Against the monthly limit it counts again only in a later month than the one it counted in
   * (domain/conversation-limit.ts): then it is as if not counted yet. Returns what it changed, for `undoReopen`.
   */
  private reopen(at: Date): ReopenedFrom {
    const before: ReopenedFrom = {
      resolvedAt: this.resolvedAt?.toISOString() ?? null,
      countedMonth: this.countedMonth,
      urgency: this.urgency,
      urgencyReason: this.urgencyReason,
      escalationReason: this.escalationReason,
    };
    this.moveTo(nextHandoffState(this.handoff, { type: 'patient_wrote' }));
    this.resolvedAt = null;
    this.needsStaffAttention = false;
    this.urgency = 'routine';
    this.urgencyReason = null;
    this.escalationReason = null;
    this.reopenCount += 1;
    if (this.countedMonth !== null && this.countedMonth !== countingMonth(at)) this.countedMonth = null;
    return before;
  }

  /** The message that reopened the chat was refused over the monthly limit: the chat is resolved again, as it was. */
  undoReopen(before: unknown): void {
    if (!isReopenedFrom(before) || this.handoff === 'resolved') return;
    this.handoff = 'resolved';
    this.resolvedAt = before.resolvedAt ? new Date(before.resolvedAt) : new Date();
    this.countedMonth = before.countedMonth;
    this.urgency = before.urgency;
    this.urgencyReason = before.urgencyReason;
    this.escalationReason = before.escalationReason;
    this.needsStaffAttention = false;
    this.reopenCount = Math.max(0, this.reopenCount - 1);
    this.derive();
  }

  private moveTo(state: HandoffState): void {
    this.handoff = state;
  }

  /** The spec's status and the assistant's silence, from the handoff state and the flags. */
  private derive(): void {
    this.handedOff = this.handoff === 'with_staff';
    const flagged = this.needsStaffAttention && (this.urgency === 'emergency' || this.escalationReason === 'staff');
    if (this.handoff === 'resolved') this.status = 'resolved';
    else if (flagged) this.status = 'escalated';
    else if (this.handoff === 'waiting_for_staff') this.status = 'waiting_for_staff';
    else this.status = 'active';
  }
}

/** What a reopen changed (kept on a message held over the monthly limit, so that a refusal can undo it). */
interface ReopenedFrom {
  resolvedAt: string | null;
  countedMonth: string | null;
  urgency: Urgency;
  urgencyReason: string | null;
  escalationReason: EscalationReason | null;
}

function isReopenedFrom(value: unknown): value is ReopenedFrom {
  return typeof value === 'object' && value !== null && 'urgency' in value && 'countedMonth' in value;
}

/** The staff inbox's lists: urgent (needs staff), active (open, not urgent), resolved; `all` holds every session. */
export type InboxList = 'urgent' | 'active' | 'resolved' | 'all';

/** The list a session is in (besides `all`). */
export function inboxListOf(session: ChatSession): Exclude<InboxList, 'all'> {
  if (session.status === 'resolved') return 'resolved';
  return session.isUrgent ? 'urgent' : 'active';
}

/**
 * Where a session stands in the inbox: 0 an emergency still waiting for staff, 1 other urgent ones, 2 the other open
 * ones, 3 resolved. An emergency staff have answered is no longer urgent and leaves the top. (The inbox's SQL writes
 * the same rule: infrastructure/chat-session.queries.ts.)
 */
export function inboxRank(session: ChatSession): number {
  if (session.isUrgent) return session.urgency === 'emergency' ? 0 : 1;
  return session.status === 'resolved' ? 3 : 2;
}

/** Orders a pharmacy's sessions for the staff inbox: emergencies, other urgent ones, then most recent (then by id). */
export function inboxOrder(a: ChatSession, b: ChatSession): number {
  const byRank = inboxRank(a) - inboxRank(b);
  if (byRank !== 0) return byRank;
  const byTime = (b.lastMessageAt ?? b.startedAt).getTime() - (a.lastMessageAt ?? a.startedAt).getTime();
  if (byTime !== 0) return byTime;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
