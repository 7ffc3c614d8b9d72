import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal, type AnyEnvelope } from '@pharmachat/chassis';
import { expectEventually, graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventData } from '@pharmachat/proto';
import { assistantService, HANDOFF_MESSAGE, type AssistantApplication } from '../src/index';

const pharmacyId = randomUUID();

function posted(sessionId: string, content: string, overrides: Partial<EventData<'chat.message.posted'>> = {}): AnyEnvelope {
  const data: EventData<'chat.message.posted'> = {
    messageId: randomUUID(), sessionId, pharmacyId, sender: 'user', content, staffMember: null, inReplyTo: null, metadata: {},
    postedAt: new Date().toISOString(), session: { status: 'active', needsStaffAttention: false, handedOff: false }, ...overrides,
  };
  return { id: randomUUID(), type: 'chat.message.posted', version: 1, source: 'chat', tenantId: pharmacyId, aggregateId: sessionId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

describe('assistant answers from the knowledge base', () => {
  let env: TestServices;
  let app: AssistantApplication;
  const replies: AnyEnvelope[] = [];
  const triages: AnyEnvelope[] = [];

  beforeAll(async () => {
    env = await startTestServices([assistantService as never]);
    app = env.get<AssistantApplication>('ai-assistant').app;
    await env.transport.listen(['assistant.reply.composed'], (e) => replies.push(e));
    await env.transport.listen(['assistant.triage.completed'], (e) => triages.push(e));
    await app.createEntry(systemPrincipal, pharmacyId, { category: 'store_hours', question: 'What are your store hours?', answer: 'We are open Monday to Friday 9 AM to 6 PM and Saturday 9 AM to 2 PM. Closed Sunday.', tags: ['hours', 'open', 'weekend'] });
    await app.createEntry(systemPrincipal, pharmacyId, { category: 'refill_requests', question: 'How do I request a prescription refill?', answer: 'Send us your prescription number in this chat or call the pharmacy; refills are usually ready within 24 hours.', tags: ['refill', 'prescription', 'renew'] });
    await app.createEntry(systemPrincipal, pharmacyId, { category: 'side_effects', question: 'What should I do about side effects?', answer: 'Mild side effects such as an upset stomach often pass. Tell your pharmacist about any side effect that worries you.', tags: ['side effects', 'reaction'] });
  });
  afterAll(() => env.stop());

  const replyTo = (e: AnyEnvelope) => replies.find((r) => (r.data as { inReplyTo: string }).inReplyTo === (e.data as { messageId: string }).messageId);

  it('answers a question with the matching entry, cited', async () => {
    const message = posted(randomUUID(), 'When are you open on Saturday?');
    await env.publish(message);
    await env.settle();
    const reply = replyTo(message)!.data as EventData<'assistant.reply.composed'>;
    expect(reply.kind).toBe('answer');
    expect(reply.content).toContain('Saturday 9 AM to 2 PM');
    expect(reply.citations[0]?.question).toBe('What are your store hours?');
    expect(reply.handoff).toBe(false);
  });

  it('hands over to staff when nothing fits, without inventing advice', async () => {
    const message = posted(randomUUID(), 'Can I give ibuprofen to my dog?');
    await env.publish(message);
    await env.settle();
    const reply = replyTo(message)!.data as EventData<'assistant.reply.composed'>;
    expect(reply).toMatchObject({ kind: 'handoff', content: HANDOFF_MESSAGE, handoff: true, urgent: false, citations: [] });
  });

  it.each([
    'I have chest pain after taking my pills',
    "I can’t breathe properly",
    'I think I am having an allergic reaction, my throat is swelling',
    'severe side effects from the new medication',
    'this is an emergency',
    'I took too many of my sleeping pills',
  ])('a red flag gets the safety message at once and marks the session urgent: %s', async (text) => {
    const sessionId = randomUUID();
    const message = posted(sessionId, text);
    await env.publish(message);
    await env.settle();
    const reply = replyTo(message)!.data as EventData<'assistant.reply.composed'>;
    expect(reply.kind).toBe('safety');
    expect(reply.content).toContain('911');
    expect(reply).toMatchObject({ handoff: true, urgent: true });
    const triage = triages.find((t) => (t.data as { messageId: string }).messageId === (message.data as { messageId: string }).messageId)!.data as EventData<'assistant.triage.completed'>;
    expect(triage.urgency).toBe('emergency');

    // after the handoff the assistant stays silent in that session
    const followUp = posted(sessionId, 'What are your store hours?');
    await env.publish(followUp);
    await env.settle();
    expect(replyTo(followUp)).toBeUndefined();
  });

  it('stays silent once staff have replied', async () => {
    const sessionId = randomUUID();
    await env.publish(posted(sessionId, 'Hello from staff', { sender: 'staff', staffMember: 'sam' }));
    const question = posted(sessionId, 'How do I request a prescription refill?');
    await env.publish(question);
    await env.settle();
    expect(replyTo(question)).toBeUndefined();
  });

  it('handles a redelivered message once', async () => {
    const message = posted(randomUUID(), 'How do I get a refill of my prescription?');
    await env.publish(message);
    await env.publish(message);
    await env.settle();
    await expectEventually(() => replyTo(message));
    expect(replies.filter((r) => (r.data as { inReplyTo: string }).inReplyTo === (message.data as { messageId: string }).messageId)).toHaveLength(1);
  });

  it('keeps the knowledge base per pharmacy and refuses other pharmacies’ staff', async () => {
    const url = env.get('ai-assistant').url;
    const query = `query($p: ID!) { knowledgeBaseEntries(pharmacyId: $p) { question } }`;
    const own = await graphqlRequest<{ knowledgeBaseEntries: unknown[] }>(url, query, { p: pharmacyId }, await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId }));
    expect(own.data?.knowledgeBaseEntries).toHaveLength(3);
    const other = await graphqlRequest(url, query, { p: pharmacyId }, await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: randomUUID() }));
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const create = `mutation($p: ID!) { createKnowledgeBaseEntry(pharmacyId: $p, input: { category: "nonsense", question: "q", answer: "a" }) { id } }`;
    const bad = await graphqlRequest(url, create, { p: pharmacyId }, await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId }));
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
