import { randomUUID } from 'node:crypto';
import { badInput, DomainError } from '@pharmachat/chassis';

export type ChatSender = 'user' | 'ai' | 'staff';
export type ChatSessionStatus = 'active' | 'waiting_for_staff' | 'escalated' | 'resolved';
export type Urgency = 'routine' | 'emergency';
export type EscalationReason = 'red_flag' | 'no_answer' | 'staff';

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
  if (!value) throw badInput('Please enter your full name to start the chat.');
  if (value.length > 100) throw badInput('Name is too long (at most 100 characters).');
  return value;
}

/** Phone numbers are compared by their digits. */
export function normalisePhone(phone: string): string {
  const value = phone.trim();
  const digits = value.replace(/\D/g, '');
  if (!value) throw badInput('Please enter your phone number to start the chat.');
  if (!/^[+\d\s().-]+$/.test(value) || digits.length < 7 || digits.length > 15) {
    throw badInput('Please enter a valid phone number (7 to 15 digits).');
  }
  return digits;
}

export function messageContent(content: string): string {
  const value = content.trim();
  if (!value) throw badInput('Message cannot be empty.');
  if (value.length > MAX_MESSAGE_LENGTH) throw badInput(`Message is too long (at most ${MAX_MESSAGE_LENGTH} characters).`);
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
  status: ChatSessionStatus = 'active';
  needsStaffAttention = false;
  /** staff have taken over: the assistant stays silent from then on */
  handedOff = false;
  urgency: Urgency = 'routine';
  escalationReason: EscalationReason | null = null;
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
    return { status: this.status, needsStaffAttention: this.needsStaffAttention, handedOff: this.handedOff };
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
    if (this.status === 'resolved' && props.sender === 'user') {
      // a patient writing again reopens the conversation
      this.status = 'active';
      this.resolvedAt = null;
    }
    if (this.status === 'resolved' && props.sender !== 'user') {
      throw new DomainError('CONFLICT', 'This chat has been resolved. The patient can write again to reopen it.');
    }
    const message = ChatMessage.create({ sessionId: this.id, pharmacyId: this.pharmacyId, ...props, content: messageContent(props.content) });
    this.messageCount += 1;
    this.lastMessage = message.content.slice(0, PREVIEW_LENGTH);
    this.lastMessageAt = message.createdAt;
    if (props.sender === 'staff') {
      this.handedOff = true;
      // a staff answer is the attention the session asked for
      this.needsStaffAttention = false;
      if (this.status === 'waiting_for_staff' || this.status === 'escalated') this.status = 'active';
    }
    return message;
  }

  escalate(reason: EscalationReason): void {
    this.handedOff = true;
    this.escalationReason = reason;
    if (reason === 'red_flag') {
      this.urgency = 'emergency';
      this.needsStaffAttention = true;
      this.status = 'escalated';
    } else if (reason === 'staff') {
      this.needsStaffAttention = true;
      this.status = 'escalated';
    } else {
      this.status = 'waiting_for_staff';
    }
  }
}

/** Orders a pharmacy's sessions for the staff inbox: emergencies, other urgent ones, then most recent. */
export function inboxOrder(a: ChatSession, b: ChatSession): number {
  const rank = (s: ChatSession) => (s.urgency === 'emergency' && s.status !== 'resolved' ? 0 : s.isUrgent ? 1 : s.status === 'resolved' ? 3 : 2);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  return (b.lastMessageAt ?? b.startedAt).getTime() - (a.lastMessageAt ?? a.startedAt).getTime();
}
