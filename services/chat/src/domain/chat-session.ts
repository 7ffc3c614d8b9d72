import { randomUUID } from 'node:crypto';
import { ChatErrors } from './chat.exception';
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

  static startForGuest(props: { pharmacyId: string; patientName: string; patientPhone: string }): ChatSession {
    const session = new ChatSession();
    session.pharmacyId = props.pharmacyId;
    session.patientId = randomUUID();
    session.patientName = normaliseName(props.patientName);
    session.patientPhone = normalisePhone(props.patientPhone);
    return session;
  }

  belongsTo(patientName: string, patientPhone: string): boolean {
    return this.patientName.toLowerCase() === normaliseName(patientName).toLowerCase() && this.patientPhone === normalisePhone(patientPhone);
  }

  get state() {
    return { status: this.status, needsStaffAttention: this.needsStaffAttention, handedOff: this.handedOff, handoff: this.handoff, language: this.language };
  }

  /** Urgent sessions first in the staff inbox: emergencies, then other escalations, then the rest. */
  get isUrgent(): boolean {
    return this.needsStaffAttention || this.status === 'waiting_for_staff' || this.status === 'escalated';
  }

  durationSeconds(now = new Date()): number {
    const end = this.resolvedAt ?? this.lastMessageAt ?? now;
    return Math.max(0, Math.round((end.getTime() - this.startedAt.getTime()) / 1000));
  }

  addMessage(props: { sender: ChatSender; content: string; staffMember?: string | null; inReplyTo?: string | null; metadata?: Record<string, unknown> }): ChatMessage {
    const content = messageContent(props.content);
    if (props.sender === 'user') {
      if (this.handoff === 'resolved') {
        // a patient writing again reopens the conversation, with the assistant first
        this.moveTo(nextHandoffState(this.handoff, { type: 'patient_wrote' }));
        this.resolvedAt = null;
        this.urgency = 'routine';
        this.urgencyReason = null;
        this.escalationReason = null;
      }
    } else if (props.sender === 'staff') {
      this.moveTo(nextHandoffState(this.handoff, { type: 'staff_replied' }));
      // a staff answer is the attention the session asked for
      this.needsStaffAttention = false;
    } else if (this.handoff === 'resolved') {
      nextHandoffState(this.handoff, { type: 'staff_replied' }); // refused: nothing is added to a resolved chat
    }
    const message = ChatMessage.create({ sessionId: this.id, pharmacyId: this.pharmacyId, ...props, content });
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
    if (this.handoff === 'resolved') this.addMessageReopen();
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

  resolve(at = new Date()): void {
    this.moveTo(nextHandoffState(this.handoff, { type: 'resolved' }));
    this.needsStaffAttention = false;
    this.resolvedAt = at;
    this.derive();
  }

  private addMessageReopen(): void {
    this.moveTo(nextHandoffState(this.handoff, { type: 'patient_wrote' }));
    this.resolvedAt = null;
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

/** Orders a pharmacy's sessions for the staff inbox: emergencies, other urgent ones, then most recent. */
export function inboxOrder(a: ChatSession, b: ChatSession): number {
  const rank = (s: ChatSession) => (s.urgency === 'emergency' && s.status !== 'resolved' ? 0 : s.isUrgent ? 1 : s.status === 'resolved' ? 3 : 2);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  return (b.lastMessageAt ?? b.startedAt).getTime() - (a.lastMessageAt ?? a.startedAt).getTime();
}
