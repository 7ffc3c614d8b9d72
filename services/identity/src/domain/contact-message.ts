/** What the contact form asks for and how long each field may be (the web form shows the same limits). */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, subject: 150, message: 5000, minSubject: 5, minMessage: 10 } as const;

/** At most this many messages per sender (network address) per hour: the form is open to anyone. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/** What the message is about: the contact page's choices. */
export const contactTopics = ['general', 'support', 'billing', 'pharmacy_onboarding', 'privacy'] as const;
export type ContactTopic = (typeof contactTopics)[number];

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  topic: ContactTopic;
  subject: string;
  message: string;
}

/**
 * A message sent with the public contact form (/contact, /support) to the people who run the platform. It holds a
 * person's name and e-mail address, so only the super admin reads it; it is kept until the super admin deletes it.
 */
export class ContactMessage {
  id!: string;
  name!: string;
  email!: string;
  phone: string | null = null;
  topic!: ContactTopic;
  subject!: string;
  message!: string;
  receivedAt!: Date;
  /** a one-way fingerprint (SHA-256) of the sender's network address, only to count messages per sender; null when unknown */
  senderKey: string | null = null;
  /** when the super admin marked it handled; null while it waits */
  handledAt: Date | null = null;

  static receive(input: NewContactMessage, id: string, at: Date, senderKey: string | null): ContactMessage {
    return Object.assign(new ContactMessage(), { ...input, id, receivedAt: at, senderKey, handledAt: null });
  }

  markHandled(at: Date): void {
    this.handledAt ??= at;
  }
}
