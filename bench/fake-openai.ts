import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible Chat Completions endpoint (`POST /v1/chat/completions`, non-streaming) that answers
 * after a fixed delay, like a hosted model would. The assistant's composer (services/ai-assistant/src/
 * infrastructure/openai.composer.ts, LangChain ChatOpenAI) sends the knowledge-base entries as
 * "[1] Q: ...\nA: ..." in the user message and expects an answer citing "[n]" (or NO_ANSWER): this fake quotes
 * the first entry's answer and cites [1], so every call becomes an `answer` reply.
 */
export interface FakeOpenAi {
  /** base URL for OPENAI_BASE_URL (ends in /v1) */
  baseUrl: string;
  /** completions answered so far */
  readonly calls: number;
  /** requests currently waiting for their answer (the model's own queue) */
  readonly inFlight: number;
  readonly maxInFlight: number;
  delayMs: number;
  stop(): Promise<void>;
}

export async function startFakeOpenAi(options: { delayMs: number }): Promise<FakeOpenAi> {
  let calls = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const state = { delayMs: options.delayMs };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'GET' && req.url?.endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'bench' }] }));
        return;
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `not found: ${req.method} ${req.url}` } }));
        return;
      }
      let body: { model?: string; messages?: { role: string; content: unknown }[] } = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'bad json' } }));
        return;
      }
      const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
      const text = typeof user?.content === 'string' ? user.content : '';
      const answer = /\[1\] Q: [^\n]*\nA: ([^\n]*)/.exec(text)?.[1] ?? 'Please ask at the counter.';
      const content = `${answer} [1]`;
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        calls += 1;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-bench-${calls}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model ?? 'fake-model',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
            usage: { prompt_tokens: Math.ceil(text.length / 4), completion_tokens: Math.ceil(content.length / 4), total_tokens: Math.ceil((text.length + content.length) / 4) },
          }),
        );
      }, state.delayMs);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get calls() {
      return calls;
    },
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
