import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal, type AnyEnvelope } from '@pharmachat/chassis';
import { expectEventually, graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventData } from '@pharmachat/proto';
import { assistantService, type AssistantApplication } from '../src/index';

const pharmacyId = randomUUID();

function posted(sessionId: string, content: string, overrides: Partial<EventData<'chat.message.posted'>> = {}): AnyEnvelope {
  const data: EventData<'chat.message.posted'> = {
    messageId: randomUUID(), sessionId, pharmacyId, sender: 'user', content, staffMember: null, inReplyTo: null, metadata: {},
    postedAt: new Date().toISOString(), session: { status: 'active', needsStaffAttention: false, handedOff: false, handoff: 'assistant' }, ...overrides,
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
    const message = posted(randomUUID(), 'Do you repair wheelchairs?');
    await env.publish(message);
    await env.settle();
    const reply = replyTo(message)!.data as EventData<'assistant.reply.composed'>;
    expect(reply).toMatchObject({ kind: 'handoff', handoff: true, urgent: false, citations: [], handoffReason: 'not_covered' });
    expect(reply.content).toMatch(/pharmacist/i);
    expect(reply.content).toContain('911');
  });

  it('never answers a dosing question from an unrelated entry: it goes to a pharmacist', async () => {
    const message = posted(randomUUID(), "how much children's tylenol can I give my 4 year old?");
    await env.publish(message);
    await env.settle();
    const reply = replyTo(message)!.data as EventData<'assistant.reply.composed'>;
    expect(reply).toMatchObject({ kind: 'handoff', handoff: true, handoffReason: 'clinical_judgement', citations: [] });
    expect(reply.content).not.toMatch(/^Yes/);
  });

  it('answers a greeting with a short friendly reply, without handing over', async () => {
    const message = posted(randomUUID(), 'Hello!');
    await env.publish(message);
    await env.settle();
    const reply = replyTo(message)!.data as EventData<'assistant.reply.composed'>;
    expect(reply).toMatchObject({ kind: 'small_talk', handoff: false });
  });

  it('replies in the patient’s language with the safety message, and records language and sentiment', async () => {
    const message = posted(randomUUID(), 'me duele mucho el pecho y el brazo izquierdo, no puedo respirar bien');
    await env.publish(message);
    await env.settle();
    const reply = replyTo(message)!.data as EventData<'assistant.reply.composed'>;
    expect(reply).toMatchObject({ kind: 'safety', urgent: true, language: 'es' });
    expect(reply.content).toContain('911');
    const triage = triages.find((t) => (t.data as { messageId: string }).messageId === (message.data as { messageId: string }).messageId)!.data as EventData<'assistant.triage.completed'>;
    expect(triage).toMatchObject({ urgency: 'emergency', language: 'es' });
    expect(triage.redFlags).toContain('chest_pain');
  });

  it('keeps answering knowledge-base questions while the patient waits for staff', async () => {
    const message = posted(randomUUID(), 'When are you open on Saturday?', { session: { status: 'waiting_for_staff', needsStaffAttention: false, handedOff: false, handoff: 'waiting_for_staff' } });
    await env.publish(message);
    await env.settle();
    expect((replyTo(message)!.data as EventData<'assistant.reply.composed'>).kind).toBe('answer');
  });

  it('only triages a message held over the monthly limit: a safety reply if it is an emergency, nothing otherwise', async () => {
    const routine = posted(randomUUID(), 'When are you open on Saturday?', { metadata: { heldForLimit: true } });
    const urgent = posted(randomUUID(), 'my 2 year old swallowed a button battery', { metadata: { heldForLimit: true } });
    await env.publish(routine, urgent);
    await env.settle();
    expect(replyTo(routine)).toBeUndefined();
    expect(triages.some((t) => (t.data as { messageId: string }).messageId === (routine.data as { messageId: string }).messageId)).toBe(true);
    expect((replyTo(urgent)!.data as EventData<'assistant.reply.composed'>).kind).toBe('safety');
  });

  it.each([
    'I have chest pain after taking my pills',
    "I can’t breathe properly",
    'my lips and tongue are swelling up after the new antibiotic',
    'took like 30 tylenol an hour ago',
    'how many pills does it take to not wake up',
    'my dad’s face is drooping on one side and he can’t talk properly',
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

  });

  it.each(['this price is giving me a heart attack lol', 'is chest pain a side effect of this inhaler?', 'seizure med refill for my son please'])(
    'a mention is not an emergency: %s',
    async (text) => {
      const message = posted(randomUUID(), text);
      await env.publish(message);
      await env.settle();
      const reply = replyTo(message)!.data as EventData<'assistant.reply.composed'>;
      expect(reply.kind).not.toBe('safety');
      expect(reply.urgent).toBe(false);
    },
  );

  it('stays silent once staff have replied, except for an emergency', async () => {
    const sessionId = randomUUID();
    const withStaff = { session: { status: 'active' as const, needsStaffAttention: false, handedOff: true, handoff: 'with_staff' as const } };
    const question = posted(sessionId, 'How do I request a prescription refill?', withStaff);
    const urgent = posted(sessionId, 'I took too many of my sleeping pills', withStaff);
    await env.publish(question, urgent);
    await env.settle();
    expect(replyTo(question)).toBeUndefined();
    expect((replyTo(urgent)!.data as EventData<'assistant.reply.composed'>).kind).toBe('safety');
  });

  it('suggests three replies for staff, grounded in the knowledge base, for that pharmacy’s staff only', async () => {
    const url = env.get('ai-assistant').url;
    const query = `query($p: ID!, $m: String!) { replySuggestions(pharmacyId: $p, message: $m, patientName: "Ana Lopez") { text source entryId } }`;
    const staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId });
    const own = await graphqlRequest<{ replySuggestions: { text: string; source: string; entryId: string | null }[] }>(url, query, { p: pharmacyId, m: 'how do i get my script refilled?' }, staff);
    expect(own.data?.replySuggestions).toHaveLength(3);
    expect(own.data?.replySuggestions[0]).toMatchObject({ source: 'knowledge_base' });
    expect(own.data?.replySuggestions[0]?.text).toMatch(/^Hi Ana, .*prescription number/);
    const other = await graphqlRequest(url, query, { p: pharmacyId, m: 'hello' }, await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId: randomUUID() }));
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const blank = await graphqlRequest(url, query, { p: pharmacyId, m: '   ' }, staff);
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
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
