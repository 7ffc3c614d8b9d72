import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { doctorChatPriority } from '@pharmachat/proto';
import { DoctorErrors } from './doctor.exception';

export type DoctorChatPriority = z.infer<typeof doctorChatPriority>;
export type DoctorChatStatus = 'active' | 'resolved' | 'closed';
export type DoctorChatSender = 'doctor' | 'staff';

export const MAX_MESSAGE_LENGTH = 4000;
const digits = (value: string) => value.replace(/\D/g, '');

/** A patient's date of birth as the form writes it (MM/DD/YYYY) or as ISO (YYYY-MM-DD); stored as ISO. */
function isoDateOfBirth(value: string): string | null {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso || date.getTime() > Date.now() || date.getUTCFullYear() < 1900) return null;
  return iso;
}

/** The new chat form (spec part 2 section 5: doctor new chat). */
export const startDoctorChatInput = z.object({
  pharmacyId: z.uuid('Please select a pharmacy').transform((id) => id.toLowerCase()),
  patientFirstName: z.string('Patient first name is required').trim().min(1, 'Patient first name is required').max(100, 'Names can be at most 100 characters'),
  patientLastName: z.string('Patient last name is required').trim().min(1, 'Patient last name is required').max(100, 'Names can be at most 100 characters'),
  patientPhone: z
    .string('Patient phone number must be at least 10 digits')
    .trim()
    .max(30, 'Phone number can be at most 30 characters')
    .refine((value) => digits(value).length >= 10, 'Patient phone number must be at least 10 digits'),
  patientDOB: z
    .string()
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const iso = isoDateOfBirth(value);
      if (!iso) ctx.addIssue({ code: 'custom', message: 'Date of birth must be a past date as MM/DD/YYYY' });
      return iso;
    }),
  subject: z.string('Subject must be at least 5 characters').trim().min(5, 'Subject must be at least 5 characters').max(200, 'Subject can be at most 200 characters'),
  priority: doctorChatPriority.nullish().transform((value) => value ?? 'normal'),
  context: z
    .string()
    .trim()
    .max(4000, 'Context can be at most 4000 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type StartDoctorChatInput = z.input<typeof startDoctorChatInput>;
export type StartDoctorChatCommand = z.output<typeof startDoctorChatInput>;

/** A message's text as it is stored: trimmed; blank and overlong texts are refused. */
export function messageText(content: string): string {
  const text = content.trim();
  if (!text) throw DoctorErrors.messageEmpty();
  if (text.length > MAX_MESSAGE_LENGTH) throw DoctorErrors.messageTooLong();
  return text;
}

/**
 * A doctor's chat with a pharmacy's staff about one patient. The doctor service owns it (with the doctor's profile
 * and connections); staff of the pharmacy answer it from their inbox.
 */
export class DoctorChatSession {
  id: string = randomUUID();
  doctorId!: string;
  /** the doctor's name as staff see it */
  doctorName!: string;
  pharmacyId!: string;
  subject!: string;
  category = 'doctor_consultation';
  priority: DoctorChatPriority = 'normal';
  status: DoctorChatStatus = 'active';
  /** a doctor's message waits for a staff answer */
  needsStaffAttention = false;
  patientFirstName!: string;
  patientLastName!: string;
  patientPhone!: string;
  /** ISO date (YYYY-MM-DD) */
  patientDob: string | null = null;
  context: string | null = null;
  messageCount = 0;
  lastMessage: string | null = null;
  lastMessageAt: Date | null = null;
  createdAt: Date = new Date();
  resolvedAt: Date | null = null;

  static start(doctor: { id: string; name: string }, input: StartDoctorChatCommand, at = new Date()): DoctorChatSession {
    const session = new DoctorChatSession();
    session.doctorId = doctor.id;
    session.doctorName = doctor.name;
    session.pharmacyId = input.pharmacyId;
    session.subject = input.subject;
    session.priority = input.priority;
    session.patientFirstName = input.patientFirstName;
    session.patientLastName = input.patientLastName;
    session.patientPhone = input.patientPhone;
    session.patientDob = input.patientDOB;
    session.context = input.context;
    session.createdAt = at;
    return session;
  }

  get patientName(): string {
    return `${this.patientFirstName} ${this.patientLastName}`;
  }

  get patientInitials(): string {
    return `${this.patientFirstName.charAt(0)}${this.patientLastName.charAt(0)}`.toUpperCase();
  }

  /** Urgent in the staff inbox: an open chat of high or urgent priority, or one whose doctor waits for an answer. */
  get isUrgent(): boolean {
    return this.status === 'active' && (this.priority === 'urgent' || this.priority === 'high' || this.needsStaffAttention);
  }

  get state() {
    return { status: this.status, priority: this.priority, needsStaffAttention: this.needsStaffAttention, isUrgent: this.isUrgent, messageCount: this.messageCount };
  }

  /** A message of the doctor or of staff; a resolved chat takes none. */
  post(sender: DoctorChatSender, senderName: string, content: string, at = new Date()): DoctorChatMessage {
    if (this.status !== 'active') throw DoctorErrors.chatResolved();
    const message = new DoctorChatMessage();
    message.sessionId = this.id;
    message.senderType = sender;
    message.senderName = senderName;
    message.content = messageText(content);
    message.createdAt = at;
    this.messageCount += 1;
    this.lastMessage = message.content;
    this.lastMessageAt = at;
    this.needsStaffAttention = sender === 'doctor';
    return message;
  }

  /** Mark as Resolved: the chat moves to the doctor's history. Resolving a resolved chat changes nothing (false). */
  resolve(at = new Date()): boolean {
    if (this.status !== 'active') return false;
    this.status = 'resolved';
    this.resolvedAt = at;
    this.needsStaffAttention = false;
    return true;
  }

  /** Clear Chat: the messages are gone, the chat stays. */
  messagesCleared(): void {
    this.messageCount = 0;
    this.lastMessage = null;
    this.lastMessageAt = null;
    this.needsStaffAttention = false;
  }
}

export class DoctorChatMessage {
  id: string = randomUUID();
  sessionId!: string;
  senderType!: DoctorChatSender;
  senderName!: string;
  content!: string;
  createdAt: Date = new Date();
}
