import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@pharmachat/chassis';
import { KnowledgeEntry } from '../src/domain/knowledge-entry';
import { buildReplyPipeline } from '../src/application/reply-pipeline';
import { openAiComposer } from '../src/infrastructure/openai.composer';

/** A local server that speaks the Chat Completions API, so the real ChatOpenAI client is exercised. */
let server: Server;
let baseUrl: string;
let nextReply: { status: number; content: string };
const requests: { messages: { role: string; content: string }[]; model: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push(JSON.parse(body));
      res.writeHead(nextReply.status, { 'content-type': 'application/json' });
      if (nextReply.status !== 200) return res.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
      res.end(JSON.stringify({
        id: 'chatcmpl-test', object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: 'local-model',
        choices: [{ index: 0, message: { role: 'assistant', content: nextReply.content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const entries = [
  KnowledgeEntry.create('7d1b0a34-8a0a-4a55-9f47-2b1c1d7f3e10', { category: 'refill_requests', question: 'How do I request a prescription refill?', answer: 'Send us your prescription number; refills are ready within 24 hours.', tags: ['refill'] }),
];

function pipeline() {
  return buildReplyPipeline({ composer: openAiComposer({ baseUrl, apiKey: 'test-key', model: 'local-model', logger: createLogger({ name: 't', level: 'silent' }) }), emergencyNumber: '911' });
}

describe('OpenAI-compatible composer', () => {
  it('rephrases the retrieved entries and cites them', async () => {
    nextReply = { status: 200, content: 'Just send your prescription number here and it will be ready within a day [1]' };
    const decision = await pipeline().invoke({ text: 'How can I get a refill?', entries });
    expect(decision.kind).toBe('answer');
    expect(decision.content).toContain('within a day');
    expect(decision.citations).toEqual([{ entryId: entries[0]!.id, question: 'How do I request a prescription refill?' }]);
    const sent = requests.at(-1)!;
    expect(sent.model).toBe('local-model');
    expect(sent.messages[1]!.content).toContain('Send us your prescription number');
  });

  it('hands over to staff when the model says the entries do not answer', async () => {
    nextReply = { status: 200, content: 'NO_ANSWER' };
    const decision = await pipeline().invoke({ text: 'How do I request a refill for my cat?', entries });
    expect(decision.kind).toBe('handoff');
  });

  it('falls back to the extractive answer when the model endpoint fails', async () => {
    nextReply = { status: 500, content: '' };
    const decision = await pipeline().invoke({ text: 'How do I request a refill?', entries });
    expect(decision.kind).toBe('answer');
    expect(decision.content).toContain('Send us your prescription number');
  });

  it('never asks the model about a red flag: the safety message is fixed', async () => {
    const before = requests.length;
    const decision = await pipeline().invoke({ text: "I can't breathe after my refill", entries });
    expect(decision.kind).toBe('safety');
    expect(requests.length).toBe(before);
  });
});
