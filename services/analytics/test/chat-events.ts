import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServices } from '@pharmachat/chassis/testing';
import type { EventEnvelope, EventType } from '@pharmachat/proto';

/** Chat's events, as chat publishes them (aggregate = session, tenant = pharmacy). */
function envelope<T extends EventType>(type: T, sessionId: string, pharmacyId: string, data: unknown): EventEnvelope<unknown, T> {
  return { id: randomUUID(), type, version: 1, source: 'chat', tenantId: pharmacyId, aggregateId: sessionId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

export const sessionStarted = (pharmacyId: string, sessionId: string, at: Date) =>
  envelope('chat.session.started', sessionId, pharmacyId, { sessionId, pharmacyId, patientId: `guest-${randomUUID()}`, guest: true, startedAt: at.toISOString() });

export const messagePosted = (pharmacyId: string, sessionId: string, sender: 'user' | 'ai' | 'staff', at: Date) =>
  envelope('chat.message.posted', sessionId, pharmacyId, {
    messageId: randomUUID(),
    sessionId,
    pharmacyId,
    sender,
    content: sender === 'user' ? 'Is my refill ready?' : 'Yes, it is ready for pick-up.',
    staffMember: sender === 'staff' ? 'sam' : null,
    inReplyTo: null,
    metadata: {},
    postedAt: at.toISOString(),
    session: { status: 'active', needsStaffAttention: false, handedOff: sender === 'staff' },
  });

export const sessionEscalated = (pharmacyId: string, sessionId: string, at: Date) =>
  envelope('chat.session.escalated', sessionId, pharmacyId, {
    sessionId,
    pharmacyId,
    reason: 'staff',
    escalatedAt: at.toISOString(),
    session: { status: 'escalated', needsStaffAttention: true, handedOff: true },
  });

/** Hands events to the service's consumers in order, as the relay would, and expects each to be processed. */
export async function deliver(env: Pick<TestServices, 'publish'>, ...events: EventEnvelope<unknown, EventType>[]): Promise<void> {
  for (const event of events) {
    const [result] = await env.publish(event);
    expect(result, `delivery of ${event.type}`).toMatchObject({ ok: true });
  }
}

export const secondsAgo = (seconds: number, from = Date.now()) => new Date(from - seconds * 1000);
export const daysAgo = (days: number) => secondsAgo(days * 24 * 3600);
export const secondsAfter = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

export const feedbackSubmitted = (pharmacyId: string, sessionId: string, category: 'overall' | 'response_quality' | 'speed' | 'helpfulness', rating: number, sessionRating = rating) =>
  envelope('chat.feedback.submitted', sessionId, pharmacyId, {
    feedbackId: randomUUID(),
    sessionId,
    pharmacyId,
    category,
    rating,
    sessionRating,
    wasEscalated: false,
    submittedAt: new Date().toISOString(),
  });
