import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiComposer, type ModelComposeInput } from '../src/infrastructure/openai.composer';

/** A local server that speaks the Chat Completions API (non-streaming), so the real ChatOpenAI client is exercised. */
type FakeReply =
  | { status: 200; content: string }
  | { status: 200; toolCall: { name: string; arguments: string } }
  | { status: 500 }
  | { status: 200; delayMs: number; content: string };

let server: Server;
let baseUrl: string;
let nextReply: FakeReply;
let rawBodies: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      rawBodies.push(body);
      const reply = nextReply;
      const send = () => {
        if (reply.status === 500) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
          return;
        }
        const message =
          'toolCall' in reply
            ? { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: reply.toolCall }] }
            : { role: 'assistant', content: reply.content };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'local-model',
            choices: [{ index: 0, message, finish_reason: 'toolCall' in reply ? 'tool_calls' : 'stop', logprobs: null }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      };
      if ('delayMs' in reply) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  rawBodies = [];
});

const refill = { id: '7d1b0a34-8a0a-4a55-9f47-2b1c1d7f3e10', question: 'How do I request a prescription refill?', answer: 'Send us your prescription number; refills are ready within 24 hours.' };
const ibuprofen = {
  id: '3f0c1a8e-5b7d-4c1e-9a2f-6d4e8b1c0a99',
  question: 'How much ibuprofen can an adult take?',
  answer: 'Adults can take 1 or 2 tablets of 200 mg every 6 hours, no more than 1200 mg a day without medical advice.',
};

function composer(extra: { timeoutMs?: number } = {}) {
  return createOpenAiComposer({ baseUrl, apiKey: 'test-key', model: 'local-model', maxRetries: 0, timeoutMs: extra.timeoutMs ?? 2_000 });
}

const input = (overrides: Partial<ModelComposeInput> = {}): ModelComposeInput => ({ question: 'How can I get a refill?', language: 'en', entries: [refill, ibuprofen], ...overrides });

describe('OpenAI-compatible composer (model mode)', () => {
  it('answers from the entries, with citations mapped to entry ids and markers removed', async () => {
    nextReply = { status: 200, content: 'Just send us your prescription number here; it will be ready within 24 hours [1].' };
    const decision = await composer().compose(input());
    expect(decision).toEqual({
      kind: 'answer',
      content: 'Just send us your prescription number here; it will be ready within 24 hours.',
      citations: [{ entryId: refill.id, question: refill.question }],
    });
    const sent = JSON.parse(rawBodies[0]!);
    expect(sent.model).toBe('local-model');
    expect(sent.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual(['handoff_to_pharmacist', 'escalate_emergency']);
    expect(sent.messages[0].content).toContain('Reply in English');
    expect(sent.messages.at(-1).content).toContain('[1] Q: How do I request a prescription refill?\nA: Send us your prescription number');
  });

  it('a handoff_to_pharmacist tool call is a handoff', async () => {
    nextReply = { status: 200, toolCall: { name: 'handoff_to_pharmacist', arguments: JSON.stringify({ reason: 'asks about a dose for a child' }) } };
    expect(await composer().compose(input({ question: 'How much ibuprofen for my 3 year old?' }))).toEqual({ kind: 'handoff', reason: 'asks about a dose for a child' });
  });

  it('an escalate_emergency tool call is an escalation', async () => {
    nextReply = { status: 200, toolCall: { name: 'escalate_emergency', arguments: JSON.stringify({ reason: 'took a whole pack of pills' }) } };
    expect(await composer().compose(input({ question: 'I think my dad swallowed a whole pack' }))).toEqual({ kind: 'escalate', reason: 'took a whole pack of pills' });
  });

  it('a tool call with malformed arguments still hands over', async () => {
    nextReply = { status: 200, toolCall: { name: 'handoff_to_pharmacist', arguments: '{not json' } };
    expect(await composer().compose(input())).toMatchObject({ kind: 'handoff' });
  });

  it('discards an answer with a dose the cited entries do not contain (the dosing guard) and hands over', async () => {
    nextReply = { status: 200, content: 'For adults: take 800 mg every 4 hours [2].' };
    const decision = await composer().compose(input({ question: 'How much ibuprofen can I take?' }));
    expect(decision?.kind).toBe('handoff');
    expect(decision && 'reason' in decision && decision.reason).toMatch(/800 mg.*every 4 hours/);
  });

  it('keeps an answer whose doses are in the cited entry, also in another language', async () => {
    nextReply = { status: 200, content: 'Los adultos pueden tomar 1 o 2 comprimidos de 200 mg cada 6 horas, como máximo 1200 mg al día [2].' };
    const decision = await composer().compose(input({ question: '¿Cuánto ibuprofeno puede tomar un adulto?', language: 'es' }));
    expect(decision).toMatchObject({ kind: 'answer', citations: [{ entryId: ibuprofen.id, question: ibuprofen.question }] });
    expect(JSON.parse(rawBodies[0]!).messages[0].content).toContain('Reply in Spanish');
  });

  it('sends no patient name, phone, email or other identifier to the model', async () => {
    nextReply = { status: 200, content: 'Hello [NAME], send us your prescription number [1].' };
    const decision = await composer().compose(
      input({
        question: 'Hi, I am Maria Gonzalez, call me on 555-123-4567 or write to maria.g@example.com. My Rx number is RX-4455667, can I get a refill?',
        patient: { name: 'María González', phone: '+1 (555) 123-4567' },
        history: [
          { sender: 'user', content: 'Hello, this is maria gonzalez, born 03/12/1985, I live at 42 Elm Street' },
          { sender: 'staff', content: 'Hi María! We have your number 5551234567 on file.' },
          { sender: 'ai', content: 'How can I help?' },
        ],
      }),
    );
    const body = rawBodies[0]!;
    for (const secret of ['Maria', 'María', 'maria', 'Gonz', 'gonz', '555', '4567', '123-4567', 'example.com', '4455667', '1985', 'Elm']) expect(body).not.toContain(secret);
    expect(body).toContain('[NAME]');
    expect(body).toContain('[PHONE]');
    expect(body).toContain('[EMAIL]');
    expect(body).toContain('can I get a refill?');
    // the answer goes back to the patient: their own name is put back
    expect(decision).toMatchObject({ kind: 'answer', content: 'Hello María, send us your prescription number.' });
  });

  it('drops citations of unknown entries, and hands over when none remain', async () => {
    nextReply = { status: 200, content: 'Send us your prescription number [1][7]. Ready within 24 hours [3, 1].' };
    expect(await composer().compose(input())).toEqual({
      kind: 'answer',
      content: 'Send us your prescription number. Ready within 24 hours.',
      citations: [{ entryId: refill.id, question: refill.question }],
    });
    nextReply = { status: 200, content: 'Send us your prescription number [5].' };
    expect(await composer().compose(input())).toMatchObject({ kind: 'handoff' });
    nextReply = { status: 200, content: 'Send us your prescription number.' };
    expect(await composer().compose(input())).toMatchObject({ kind: 'handoff' });
  });

  it('NO_ANSWER (models without tool calling) is a handoff', async () => {
    nextReply = { status: 200, content: 'NO_ANSWER' };
    expect(await composer().compose(input())).toMatchObject({ kind: 'handoff' });
  });

  it('returns null (the caller keeps the embedded decision) when the endpoint fails', async () => {
    nextReply = { status: 500 };
    expect(await composer().compose(input())).toBeNull();
  });

  it('returns null when the model does not answer in time', async () => {
    nextReply = { status: 200, delayMs: 1_000, content: 'too late [1]' };
    const started = Date.now();
    expect(await composer({ timeoutMs: 150 }).compose(input())).toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('returns null when nothing listens at the endpoint', async () => {
    const offline = createOpenAiComposer({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm', maxRetries: 0, timeoutMs: 1_000 });
    expect(await offline.compose(input())).toBeNull();
  });

  it('hands over without calling the model when there are no entries', async () => {
    expect(await composer().compose(input({ entries: [] }))).toMatchObject({ kind: 'handoff' });
    expect(rawBodies).toHaveLength(0);
  });
});
