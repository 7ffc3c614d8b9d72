import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * The web client's side of the API, as the benchmark uses it: REST under /api (guest chat, staff sign-in) and
 * the gateway's live GraphQL subscriptions over graphql-ws on /graphql.
 */
export interface ApiResult<T> {
  status: number;
  body: T;
}

export async function api<T = unknown>(base: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<ApiResult<T>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body: body as T };
}

export function expectStatus<T>(result: ApiResult<T>, status: number, what: string): T {
  if (result.status !== status) throw new Error(`${what}: HTTP ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`);
  return result.body;
}

export interface Pharmacy {
  id: string;
  name: string;
}

export interface GuestChat {
  id: string;
  token: string;
  pharmacyId: string;
}

export async function listPharmacies(base: string): Promise<Pharmacy[]> {
  return expectStatus(await api<Pharmacy[]>(base, 'GET', '/api/public/pharmacies'), 200, 'list pharmacies');
}

export async function openGuestChat(base: string, pharmacyId: string, name: string, phone: string): Promise<GuestChat> {
  const opened = expectStatus(
    await api<{ id: string; token: string }>(base, 'GET', `/api/public/chat-session/${pharmacyId}/${encodeURIComponent(name)}?phone=${encodeURIComponent(phone)}`),
    200,
    'open guest chat',
  );
  return { id: opened.id, token: opened.token, pharmacyId };
}

export interface Posted {
  sessionId: string;
  posted: { id: string; sender: string; content: string };
}

export async function sendPatientMessage(base: string, chat: GuestChat, message: string): Promise<ApiResult<Posted>> {
  return api<Posted>(base, 'POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message } });
}

export async function staffLogin(base: string, username: string, password: string): Promise<{ token: string; pharmacyId: string }> {
  const body = expectStatus(
    await api<{ token: string; user: { pharmacyId: string } }>(base, 'POST', '/api/auth/login', { body: { username, password } }),
    200,
    `sign in ${username}`,
  );
  return { token: body.token, pharmacyId: body.user.pharmacyId };
}

export function wsUrl(base: string): string {
  return `${base.replace(/^http/, 'ws')}/graphql`;
}

/** One graphql-ws connection (one browser tab), connected eagerly. */
export async function connectLive(base: string, token: string): Promise<Client> {
  let connected!: () => void;
  let failed!: (error: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => {
    connected = resolve;
    failed = reject;
  });
  const client = createClient({
    url: wsUrl(base),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
    on: { connected: () => connected(), closed: (event) => failed(new Error(`live connection closed: ${JSON.stringify(event)}`)), error: (error) => failed(error) },
  });
  await ready;
  return client;
}

export interface LiveMessage {
  id: string;
  sessionId: string;
  sender: string;
  content: string;
  kind: string | null;
}

export interface LiveUpdate {
  event: string;
  sessionId: string;
  message: LiveMessage | null;
}

/** The staff inbox live feed: `pharmacyChatUpdates(pharmacyId)`. Returns the unsubscribe function. */
export function subscribeStaffFeed(client: Client, pharmacyId: string, onUpdate: (update: LiveUpdate, at: number) => void, onError: (error: unknown) => void = () => undefined): () => void {
  return client.subscribe<{ pharmacyChatUpdates: LiveUpdate }>(
    {
      query: 'subscription($p: ID!) { pharmacyChatUpdates(pharmacyId: $p) { event sessionId message { id sessionId sender content kind } } }',
      variables: { p: pharmacyId },
    },
    {
      next: (result) => {
        const at = performance.now();
        if (result.errors) onError(new Error(result.errors[0]!.message));
        else if (result.data) onUpdate(result.data.pharmacyChatUpdates, at);
      },
      error: onError,
      complete: () => undefined,
    },
  );
}

/** A patient's own live messages: `chatMessages(sessionId)` with the guest chat token. */
export function subscribeChat(client: Client, sessionId: string, onMessage: (message: LiveMessage, at: number) => void, onError: (error: unknown) => void = () => undefined): () => void {
  return client.subscribe<{ chatMessages: LiveMessage }>(
    { query: 'subscription($id: ID!) { chatMessages(sessionId: $id) { id sessionId sender content kind } }', variables: { id: sessionId } },
    {
      next: (result) => {
        const at = performance.now();
        if (result.errors) onError(new Error(result.errors[0]!.message));
        else if (result.data) onMessage(result.data.chatMessages, at);
      },
      error: onError,
      complete: () => undefined,
    },
  );
}

/** Questions that the demo knowledge base answers (BM25 finds an entry, so the composer — and the model — runs). */
export const answerableQuestions = [
  'What are your store hours on Saturday?',
  'How do I request a prescription refill?',
  'Do you offer flu shots and vaccinations?',
  'Can I get a generic version of my medication?',
  'Can you check whether my medications interact?',
  'What are your opening hours on Sunday?',
  'How long does a prescription refill take to be ready for pickup?',
  'Do you have the flu vaccine for children?',
];
