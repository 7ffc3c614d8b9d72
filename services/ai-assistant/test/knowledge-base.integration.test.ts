import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEnvelope } from '@pharmachat/chassis';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventData } from '@pharmachat/proto';
import { assistantService } from '../src/index';

const pharmacyId = randomUUID();
const otherPharmacyId = randomUUID();

function posted(sessionId: string, content: string): AnyEnvelope {
  const data: EventData<'chat.message.posted'> = {
    messageId: randomUUID(), sessionId, pharmacyId, sender: 'user', content, staffMember: null, inReplyTo: null, metadata: {},
    postedAt: new Date().toISOString(), session: { status: 'active', needsStaffAttention: false, handedOff: false, handoff: 'assistant' },
  };
  return { id: randomUUID(), type: 'chat.message.posted', version: 1, source: 'chat', tenantId: pharmacyId, aggregateId: sessionId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

const ENTRY_FIELDS = 'id pharmacyId category question answer tags createdAt updatedAt';
const CREATE = `mutation($p: ID!, $input: KnowledgeBaseEntryInput!) { createKnowledgeBaseEntry(pharmacyId: $p, input: $input) { ${ENTRY_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: KnowledgeBaseEntryInput!) { updateKnowledgeBaseEntry(id: $id, input: $input) { ${ENTRY_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteKnowledgeBaseEntry(id: $id) }';
const IMPORT = `mutation($p: ID!, $entries: [KnowledgeBaseEntryInput!]!) { importKnowledgeBaseEntries(pharmacyId: $p, entries: $entries) { ${ENTRY_FIELDS} } }`;
const LIST = `query($p: ID!) { knowledgeBaseEntries(pharmacyId: $p) { ${ENTRY_FIELDS} } }`;

interface Entry {
  id: string;
  pharmacyId: string;
  category: string;
  question: string;
  answer: string;
  tags: string[];
  updatedAt: string;
}

describe('knowledge base management', () => {
  let env: TestServices;
  let url: string;
  let admin: string;
  let staff: string;
  let otherAdmin: string;
  const replies: AnyEnvelope[] = [];

  beforeAll(async () => {
    env = await startTestServices([assistantService as never]);
    url = env.get('ai-assistant').url;
    await env.transport.listen(['assistant.reply.composed'], (e) => replies.push(e));
    admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId });
    staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId });
    otherAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: otherPharmacyId });
  });
  afterAll(() => env.stop());

  async function ask(question: string) {
    const message = posted(randomUUID(), question);
    await env.publish(message);
    await env.settle();
    const reply = replies.find((r) => (r.data as { inReplyTo: string }).inReplyTo === (message.data as { messageId: string }).messageId);
    return reply!.data as EventData<'assistant.reply.composed'>;
  }

  it('answers the next question from a saved entry, from its edited text after an edit, and never after it is deleted', async () => {
    const question = 'Do you offer free home delivery of prescriptions?';
    expect((await ask(question)).kind).toBe('handoff');

    const created = await graphqlRequest<{ createKnowledgeBaseEntry: Entry }>(url, CREATE, {
      p: pharmacyId,
      input: { category: 'general', question: 'Do you deliver prescriptions to my home?', answer: 'Yes: free home delivery of prescriptions within 5 miles, same day before 3 PM.', tags: [' delivery ', 'home', '', 'delivery'] },
    }, admin);
    const entry = created.data!.createKnowledgeBaseEntry;
    expect(entry.tags).toEqual(['delivery', 'home']);
    const answered = await ask(question);
    expect(answered).toMatchObject({ kind: 'answer', handoff: false });
    expect(answered.content).toContain('within 5 miles');

    const updated = await graphqlRequest<{ updateKnowledgeBaseEntry: Entry }>(url, UPDATE, {
      id: entry.id,
      input: { category: 'general', question: 'Do you deliver prescriptions to my home?', answer: 'Yes: free home delivery of prescriptions within 10 miles, next day.', tags: ['delivery'] },
    }, admin);
    expect(updated.data?.updateKnowledgeBaseEntry).toMatchObject({ id: entry.id, tags: ['delivery'] });
    expect(new Date(updated.data!.updateKnowledgeBaseEntry.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(entry.updatedAt).getTime());
    expect((await ask(question)).content).toContain('within 10 miles');

    const deleted = await graphqlRequest<{ deleteKnowledgeBaseEntry: string }>(url, DELETE, { id: entry.id }, admin);
    expect(deleted.data?.deleteKnowledgeBaseEntry).toBe(entry.id);
    const after = await ask(question);
    expect(after).toMatchObject({ kind: 'handoff', handoff: true, citations: [] });
    const list = await graphqlRequest<{ knowledgeBaseEntries: Entry[] }>(url, LIST, { p: pharmacyId }, staff);
    expect(list.data?.knowledgeBaseEntries.map((e) => e.id)).not.toContain(entry.id);
    const again = await graphqlRequest(url, DELETE, { id: entry.id }, admin);
    expect(again.errors?.[0]).toMatchObject({ message: 'Knowledge base entry not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('lets only the pharmacy’s own admins change its entries: another pharmacy’s admin gets not found, staff are refused', async () => {
    const created = await graphqlRequest<{ createKnowledgeBaseEntry: Entry }>(url, CREATE, { p: pharmacyId, input: { category: 'store_hours', question: 'Are you open on holidays?', answer: 'We close on national holidays.' } }, admin);
    const id = created.data!.createKnowledgeBaseEntry.id;
    const input = { category: 'store_hours', question: 'Are you open on holidays?', answer: 'Open every holiday!' };

    const foreignUpdate = await graphqlRequest(url, UPDATE, { id, input }, otherAdmin);
    expect(foreignUpdate.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignDelete = await graphqlRequest(url, DELETE, { id }, otherAdmin);
    expect(foreignDelete.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const staffUpdate = await graphqlRequest(url, UPDATE, { id, input }, staff);
    expect(staffUpdate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const foreignList = await graphqlRequest(url, LIST, { p: pharmacyId }, otherAdmin);
    expect(foreignList.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const foreignImport = await graphqlRequest(url, IMPORT, { p: pharmacyId, entries: [input] }, otherAdmin);
    expect(foreignImport.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const list = await graphqlRequest<{ knowledgeBaseEntries: Entry[] }>(url, LIST, { p: pharmacyId }, admin);
    expect(list.data?.knowledgeBaseEntries.find((e) => e.id === id)?.answer).toBe('We close on national holidays.');
  });

  it('refuses an edit that breaks a rule with a message a person can act on', async () => {
    const created = await graphqlRequest<{ createKnowledgeBaseEntry: Entry }>(url, CREATE, { p: pharmacyId, input: { category: 'general', question: 'Do you sell masks?', answer: 'Yes.' } }, admin);
    const id = created.data!.createKnowledgeBaseEntry.id;
    const blank = await graphqlRequest(url, UPDATE, { id, input: { category: 'general', question: 'Do you sell masks?', answer: '   ' } }, admin);
    expect(blank.errors?.[0]).toMatchObject({ message: 'Answer is required.', extensions: { code: 'BAD_USER_INPUT' } });
    const category = await graphqlRequest(url, UPDATE, { id, input: { category: 'gossip', question: 'Do you sell masks?', answer: 'Yes.' } }, admin);
    expect(category.errors?.[0]?.message).toMatch(/^Category must be one of medication_info/);
    const unknown = await graphqlRequest(url, UPDATE, { id: 'not-an-id', input: { category: 'general', question: 'q', answer: 'a' } }, admin);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("uses the pharmacy's settings from the next message on: its emergency contact, and auto responses off", async () => {
    const updated = (data: Partial<EventData<'pharmacy.pharmacy.updated'>>): AnyEnvelope => ({
      id: randomUUID(), type: 'pharmacy.pharmacy.updated', version: 1, source: 'pharmacy', tenantId: pharmacyId, aggregateId: pharmacyId,
      occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null,
      data: { pharmacyId, name: 'Maple Pharmacy', status: 'active', phone: '2175550100', timeZone: 'UTC', ...data },
    });
    await env.publish(updated({ emergencyContact: '(217) 555-0999', autoResponses: true }));
    await env.settle();
    const safety = await ask('I have crushing chest pain and my left arm is numb');
    expect(safety).toMatchObject({ kind: 'safety', urgent: true });
    expect(safety.content).toContain('(217) 555-0999');

    await graphqlRequest(url, CREATE, { p: pharmacyId, input: { category: 'general', question: 'Do you sell reading glasses?', answer: 'Yes, reading glasses from +1.0 to +3.5 are by the entrance.' } }, admin);
    expect((await ask('Do you sell reading glasses?')).kind).toBe('answer');
    await env.publish(updated({ autoResponses: false }));
    await env.settle();
    expect(await ask('Do you sell reading glasses?')).toMatchObject({ kind: 'handoff', handoff: true, handoffReason: 'auto_responses_off' });
    // an emergency still gets the safety reply at once
    expect((await ask('I took too many pills, I think it is an overdose')).kind).toBe('safety');
    await env.publish(updated({ autoResponses: true, emergencyContact: null }));
    await env.settle();
    const back = await ask('Do you sell reading glasses?');
    expect(back.kind).toBe('answer');
    expect((await ask('I have crushing chest pain and my left arm is numb')).content).toContain('911');

    // escalation off: what the knowledge base does not answer is not handed over; the patient is asked to call
    await env.publish(updated({ escalationEnabled: false }));
    await env.settle();
    const notCovered = await ask('Can you fix my wheelchair?');
    expect(notCovered).toMatchObject({ kind: 'handoff', handoff: false, urgent: false, handoffReason: 'escalation_off' });
    expect(notCovered.content).toContain('Please call the pharmacy at 2175550100');
    expect((await ask('¿Pueden arreglar mi silla de ruedas?')).content).toContain('llame a la farmacia al 2175550100');
    expect((await ask('Do you sell reading glasses?')).kind).toBe('answer');
    // ...but an emergency is always handed over, urgent
    expect(await ask('I have crushing chest pain and my left arm is numb')).toMatchObject({ kind: 'safety', handoff: true, urgent: true });
    await env.publish(updated({ escalationEnabled: true }));
    await env.settle();
    expect(await ask('Can you fix my wheelchair?')).toMatchObject({ kind: 'handoff', handoff: true });
  });

  it('tells patients when a pharmacist replies from the opening hours the owner set', async () => {
    const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    const hours = (open: (day: string) => boolean) => Object.fromEntries(days.map((day) => [day, { isOpen: open(day), openTime: '00:00', closeTime: '24:00' }]));
    const publishHours = async (operatingHours: ReturnType<typeof hours>) => {
      await env.publish({
        id: randomUUID(), type: 'pharmacy.pharmacy.updated', version: 1, source: 'pharmacy', tenantId: pharmacyId, aggregateId: pharmacyId,
        occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null,
        data: { pharmacyId, name: 'Maple Pharmacy', status: 'active', phone: '2175550100', timeZone: 'UTC', operatingHours },
      });
      await env.settle();
    };
    await publishHours(hours(() => true));
    expect((await ask('Can you fix my wheelchair?')).content).toContain('reply here shortly');
    // open only the day after tomorrow (UTC): the pharmacist replies when it opens
    const openDay = days[(new Date().getUTCDay() + 2) % 7]!;
    await publishHours(hours((day) => day === openDay));
    const closed = await ask('Can you fix my wheelchair?');
    expect(closed.content).toContain(`when we open on ${openDay[0]!.toUpperCase()}${openDay.slice(1)} at 12:00 AM`);
  });

  it('imports many entries at once, or none with the bad row named', async () => {
    const before = (await graphqlRequest<{ knowledgeBaseEntries: Entry[] }>(url, LIST, { p: pharmacyId }, admin)).data!.knowledgeBaseEntries.length;
    const bad = await graphqlRequest(url, IMPORT, {
      p: pharmacyId,
      entries: [
        { category: 'general', question: 'Do you have parking?', answer: 'Free parking behind the store.' },
        { category: 'general', question: 'Do you print photos?', answer: '' },
      ],
    }, admin);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Row 2: Answer is required.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await graphqlRequest<{ knowledgeBaseEntries: Entry[] }>(url, LIST, { p: pharmacyId }, admin)).data!.knowledgeBaseEntries).toHaveLength(before);

    const empty = await graphqlRequest(url, IMPORT, { p: pharmacyId, entries: [] }, admin);
    expect(empty.errors?.[0]?.message).toMatch(/holds no entries/);

    const good = await graphqlRequest<{ importKnowledgeBaseEntries: Entry[] }>(url, IMPORT, {
      p: pharmacyId,
      entries: [
        { category: 'general', question: 'Do you have parking?', answer: 'Free parking behind the store.', tags: ['parking', 'car'] },
        { category: 'medication_info', question: 'Do you stock insulin?', answer: 'Yes, all common insulins are in stock.' },
      ],
    }, admin);
    expect(good.errors).toBeUndefined();
    expect(good.data?.importKnowledgeBaseEntries.map((e) => e.question)).toEqual(['Do you have parking?', 'Do you stock insulin?']);
    expect((await graphqlRequest<{ knowledgeBaseEntries: Entry[] }>(url, LIST, { p: pharmacyId }, admin)).data!.knowledgeBaseEntries).toHaveLength(before + 2);
  });
});
