import type { Client } from 'graphql-ws';
import {
  answerableQuestions,
  api,
  connectLive,
  listPharmacies,
  openGuestChat,
  sendPatientMessage,
  staffLogin,
  subscribeChat,
  subscribeStaffFeed,
  type GuestChat,
  type LiveUpdate,
  type Pharmacy,
} from './client';
import { round, sleep, summarize, waitFor, type LatencySummary } from './stats';

/**
 * The client side of each scenario. These run in a worker thread (bench/worker.ts), so the load generator and
 * the WebSocket clients have their own event loop and do not queue behind the host's work on the main thread;
 * every time is taken with performance.now() inside the worker (send and receipt on the same clock).
 */
export interface StaffCredentials {
  username: string;
  password: string;
}

export interface ScenarioInput {
  base: string;
  /** pharmacy staff sign-ins (the demo seed's pharmacy_staff and pharmacy_admin accounts) */
  staff: StaffCredentials[];
  /** an identifying tag, so guest names differ between runs on one database */
  tag: string;
  [key: string]: unknown;
}

function roundSummary(s: LatencySummary) {
  return { count: s.count, p50: round(s.p50), p90: round(s.p90), p99: round(s.p99), max: round(s.max), mean: round(s.mean) };
}

async function staffFor(input: ScenarioInput, pharmacyId: string): Promise<{ token: string; username: string }[]> {
  const out: { token: string; username: string }[] = [];
  for (const cred of input.staff) {
    const login = await staffLogin(input.base, cred.username, cred.password);
    if (login.pharmacyId === pharmacyId) out.push({ token: login.token, username: cred.username });
  }
  if (out.length === 0) throw new Error(`no staff sign-in for pharmacy ${pharmacyId}`);
  return out;
}

/**
 * The listed pharmacies that accept guest chats. A pharmacy can be listed (pharmacy service: active) and still
 * refuse chats when the chat service's projection of it is stale; the scenarios then use the others and say so.
 */
export async function chatPharmacies(base: string, tag: string): Promise<{ open: Pharmacy[]; closed: string[] }> {
  const open: Pharmacy[] = [];
  const closed: string[] = [];
  for (const pharmacy of await listPharmacies(base)) {
    const probe = await api(base, 'GET', `/api/public/chat-session/${pharmacy.id}/${encodeURIComponent(`Bench probe ${tag}`)}?phone=2175550000`);
    if (probe.status === 200) open.push(pharmacy);
    else closed.push(`${pharmacy.name} (HTTP ${probe.status})`);
  }
  if (open.length === 0) throw new Error(`no pharmacy accepts guest chats: ${closed.join(', ')}`);
  return { open, closed };
}

const phone = (n: number) => `217555${String(1000 + (n % 9000)).padStart(4, '0')}`;

/** Closes graphql-ws clients without waiting long for the server. */
async function disposeAll(clients: Client[]): Promise<void> {
  await Promise.all(clients.map((c) => Promise.race([c.dispose(), sleep(2000)])));
}

// ---------------------------------------------------------------------------------------------------------------
// a. one patient at a time: patient message -> staff live feed
// ---------------------------------------------------------------------------------------------------------------

export async function scenarioA(input: ScenarioInput & { messages: number; warmup: number }) {
  const { open: pharmacies, closed } = await chatPharmacies(input.base, input.tag);
  const pharmacy = pharmacies[0]!;
  const [staff] = await staffFor(input, pharmacy.id);
  const staffClient = await connectLive(input.base, staff!.token);
  const chat = await openGuestChat(input.base, pharmacy.id, `Bench A ${input.tag}`, phone(1));

  const seenUser = new Map<string, number>(); // content -> time seen on the staff feed
  let aiReplies = 0;
  const errors: string[] = [];
  subscribeStaffFeed(
    staffClient,
    pharmacy.id,
    (update, at) => {
      if (update.event !== 'message' || update.sessionId !== chat.id || !update.message) return;
      if (update.message.sender === 'user') seenUser.set(update.message.content, at);
      else if (update.message.sender === 'ai') aiReplies += 1;
    },
    (error) => errors.push(String(error)),
  );
  await sleep(300); // the subscription is registered after the server's subscribe resolves; the warm-up proves it

  const feed: number[] = [];
  const accept: number[] = [];
  let timeouts = 0;
  for (let i = 0; i < input.warmup + input.messages; i++) {
    const content = `${answerableQuestions[i % answerableQuestions.length]} (message ${i + 1})`;
    const repliesBefore = aiReplies;
    const t0 = performance.now();
    const sent = sendPatientMessage(input.base, chat, content).then((r) => {
      if (r.status !== 201) throw new Error(`send: HTTP ${r.status}`);
      return performance.now();
    });
    const seen = await waitFor(() => seenUser.has(content), 10_000, 0.5);
    const acceptedAt = await sent;
    if (!seen) timeouts += 1;
    if (i >= input.warmup && seen) {
      feed.push(seenUser.get(content)! - t0);
      accept.push(acceptedAt - t0);
    }
    // let the assistant's reply land too, so each measured message meets a quiet system
    await waitFor(() => aiReplies > repliesBefore, 5000, 1);
  }
  await disposeAll([staffClient]);
  return { feed: roundSummary(summarize(feed)), accept: roundSummary(summarize(accept)), timeouts, closedForChat: closed, errors: errors.slice(0, 5) };
}

// ---------------------------------------------------------------------------------------------------------------
// b. many patients at once, the model behind a slow endpoint
// ---------------------------------------------------------------------------------------------------------------

export async function scenarioB(input: ScenarioInput & { patients: number; durationS: number; replyWaitS: number }) {
  const { open: pharmacies, closed } = await chatPharmacies(input.base, input.tag);
  const errors: string[] = [];
  const onError = (error: unknown) => errors.length < 20 && errors.push(error instanceof Error ? error.message : String(error));

  // staff: one live inbox per pharmacy
  const clients: Client[] = [];
  const feedSeenAt = new Map<string, number>(); // user message id -> first time seen on a staff feed (arrived before the 201)
  const pending = new Map<string, number>(); // accepted user message id -> send start, not yet seen on the feed
  const sentAt = new Map<string, number>(); // accepted user message id -> send start
  const feedLatency: number[] = [];
  const acceptedAt = new Map<string, number>(); // accepted user message id -> when its 201 arrived
  const feedAfterAccept: number[] = []; // from the 201 to the staff feed (0 when the feed was first)
  let maxBacklog = 0;
  let measuring = false;
  let seenOnFeed = 0;
  const onFeed = (update: LiveUpdate, at: number) => {
    if (update.event !== 'message' || !update.message || update.message.sender !== 'user') return;
    const id = update.message.id;
    const t0 = pending.get(id);
    if (t0 !== undefined) {
      pending.delete(id);
      seenOnFeed += 1;
      if (measuring || sentAt.has(id)) {
        feedLatency.push(at - t0);
        const accepted = acceptedAt.get(id);
        if (accepted !== undefined) feedAfterAccept.push(Math.max(0, at - accepted));
      }
    } else if (!feedSeenAt.has(id)) {
      feedSeenAt.set(id, at);
    }
  };
  for (const pharmacy of pharmacies) {
    const [staff] = await staffFor(input, pharmacy.id);
    const client = await connectLive(input.base, staff!.token);
    clients.push(client);
    subscribeStaffFeed(client, pharmacy.id, onFeed, onError);
  }

  // patients: each its own guest chat and live connection (a browser tab), spread over the pharmacies
  interface Patient {
    chat: GuestChat;
    replies: number;
    modelReplies: number;
    userEcho: number;
    accepted: string[];
  }
  const patients: Patient[] = [];
  await Promise.all(
    Array.from({ length: input.patients }, async (_, i) => {
      const pharmacy = pharmacies[i % pharmacies.length]!;
      const chat = await openGuestChat(input.base, pharmacy.id, `Bench B ${input.tag} ${i + 1}`, phone(100 + i));
      const patient: Patient = { chat, replies: 0, modelReplies: 0, userEcho: 0, accepted: [] };
      const client = await connectLive(input.base, chat.token);
      clients.push(client);
      subscribeChat(
        client,
        chat.id,
        (message) => {
          if (message.sender === 'ai') {
            patient.replies += 1;
            if (/\[1\]$/.test(message.content)) patient.modelReplies += 1;
          } else if (message.sender === 'user') patient.userEcho += 1;
        },
        onError,
      );
      patients[i] = patient;
    }),
  );
  await sleep(300);

  // warm-up: one message per patient, until its echo, its staff-feed copy and its reply have all arrived
  const send = async (patient: Patient, content: string): Promise<{ ok: boolean; t0: number; id?: string; acceptMs: number }> => {
    const t0 = performance.now();
    try {
      const result = await sendPatientMessage(input.base, patient.chat, content);
      const acceptMs = performance.now() - t0;
      if (result.status !== 201) {
        onError(new Error(`send: HTTP ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`));
        return { ok: false, t0, acceptMs };
      }
      const id = result.body.posted.id;
      const early = feedSeenAt.get(id);
      if (early !== undefined) {
        feedSeenAt.delete(id);
        seenOnFeed += 1;
        if (measuring) {
          feedLatency.push(early - t0);
          feedAfterAccept.push(0);
        }
      } else {
        if (measuring) acceptedAt.set(id, t0 + acceptMs);
        pending.set(id, t0);
        if (measuring && pending.size > maxBacklog) maxBacklog = pending.size;
      }
      return { ok: true, t0, id, acceptMs };
    } catch (error) {
      onError(error);
      return { ok: false, t0, acceptMs: performance.now() - t0 };
    }
  };
  await Promise.all(patients.map((p, i) => send(p, answerableQuestions[i % answerableQuestions.length]!)));
  const warmed = await waitFor(() => pending.size === 0 && patients.every((p) => p.replies >= 1 && p.userEcho >= 1), 60_000, 10);
  if (!warmed) onError(new Error('warm-up did not complete within 60 s'));
  for (const p of patients) {
    p.replies = 0;
    p.modelReplies = 0;
  }
  seenOnFeed = 0;

  // measured window: every patient sends as soon as its previous message is accepted (closed loop)
  measuring = true;
  const acceptLatency: number[] = [];
  let accepted = 0;
  let rejected = 0;
  const start = performance.now();
  const end = start + input.durationS * 1000;
  let counter = 0;
  await Promise.all(
    patients.map(async (patient, i) => {
      while (performance.now() < end) {
        counter += 1;
        const content = answerableQuestions[(i + counter) % answerableQuestions.length]!;
        const r = await send(patient, content);
        if (r.ok) {
          accepted += 1;
          patient.accepted.push(r.id!);
          sentAt.set(r.id!, r.t0);
          acceptLatency.push(r.acceptMs);
        } else {
          rejected += 1;
        }
      }
    }),
  );
  const elapsedS = (performance.now() - start) / 1000;
  const repliesAtEnd = patients.reduce((n, p) => n + p.replies, 0);

  // drain: every accepted message should reach the staff feed; then give the replies a bounded time
  await waitFor(() => pending.size === 0, 15_000, 10);
  const unseenOnFeed = [...pending.keys()].filter((id) => sentAt.has(id));
  measuring = false;
  const replyDeadline = performance.now() + input.replyWaitS * 1000;
  let lastReplies = -1;
  let lastProgress = performance.now();
  while (performance.now() < replyDeadline) {
    const replies = patients.reduce((n, p) => n + p.replies, 0);
    if (replies >= accepted) break;
    if (replies !== lastReplies) {
      lastReplies = replies;
      lastProgress = performance.now();
    } else if (performance.now() - lastProgress > 5000) break; // no progress at all for 5 s
    await sleep(50);
  }
  const repliesSeen = patients.reduce((n, p) => n + p.replies, 0);
  const modelReplies = patients.reduce((n, p) => n + p.modelReplies, 0);
  const waitedS = (performance.now() - start) / 1000 - elapsedS;
  await disposeAll(clients);

  return {
    patients: input.patients,
    durationS: round(elapsedS),
    accepted,
    rejected,
    acceptedPerS: round(accepted / elapsedS, 1),
    accept: roundSummary(summarize(acceptLatency)),
    feed: roundSummary(summarize(feedLatency)),
    feedAfterAccept: roundSummary(summarize(feedAfterAccept)),
    maxBacklog,
    seenOnFeed,
    unseenOnFeed: unseenOnFeed.length,
    repliesExpected: accepted,
    repliesSeen,
    repliesAtEndOfWindow: repliesAtEnd,
    replyRatePerS: round(repliesAtEnd / elapsedS, 1),
    modelReplies,
    replyWaitS: round(waitedS, 1),
    sessions: patients.map((p) => ({ sessionId: p.chat.id, accepted: p.accepted })),
    closedForChat: closed,
    errors,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// c. knowledge-base reply reaching the patient (embedded composer), one message at a time
// ---------------------------------------------------------------------------------------------------------------

export async function scenarioC(input: ScenarioInput & { messages: number; warmup: number; chats: number }) {
  const { open: pharmacies, closed } = await chatPharmacies(input.base, input.tag);
  const errors: string[] = [];
  const chats: { chat: GuestChat; client: Client; aiAt: number[]; kinds: (string | null)[] }[] = [];
  for (let i = 0; i < input.chats; i++) {
    const chat = await openGuestChat(input.base, pharmacies[i % pharmacies.length]!.id, `Bench C ${input.tag} ${i + 1}`, phone(300 + i));
    const client = await connectLive(input.base, chat.token);
    const entry = { chat, client, aiAt: [] as number[], kinds: [] as (string | null)[] };
    subscribeChat(
      client,
      chat.id,
      (message, at) => {
        if (message.sender === 'ai') {
          entry.aiAt.push(at);
          entry.kinds.push(message.kind);
        }
      },
      (error) => errors.push(String(error)),
    );
    chats.push(entry);
  }
  await sleep(300);
  const latency: number[] = [];
  const kinds: Record<string, number> = {};
  let timeouts = 0;
  for (let i = 0; i < input.warmup + input.messages; i++) {
    const entry = chats[i % chats.length]!;
    const before = entry.aiAt.length;
    const t0 = performance.now();
    const sent = await sendPatientMessage(input.base, entry.chat, answerableQuestions[i % answerableQuestions.length]!);
    if (sent.status !== 201) {
      errors.push(`send: HTTP ${sent.status}`);
      continue;
    }
    const ok = await waitFor(() => entry.aiAt.length > before, 10_000, 0.5);
    if (!ok) {
      timeouts += 1;
      continue;
    }
    if (i >= input.warmup) {
      latency.push(entry.aiAt[before]! - t0);
      const kind = entry.kinds[before] ?? 'unknown';
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
  }
  await disposeAll(chats.map((c) => c.client));
  return { reply: roundSummary(summarize(latency)), kinds, timeouts, via: 'chatMessages(sessionId) live subscription (graphql-ws)', closedForChat: closed, errors: errors.slice(0, 5) };
}

// ---------------------------------------------------------------------------------------------------------------
// d. the public pharmacy finder query: through the gateway vs straight to the pharmacy subgraph
// ---------------------------------------------------------------------------------------------------------------

const FINDER_QUERY = 'query PublicPharmacies { publicPharmacies { id name address phone openingHours isOnline } }';

async function hammer(url: string, concurrency: number, durationMs: number) {
  const body = JSON.stringify({ query: FINDER_QUERY });
  let ok = 0;
  let failed = 0;
  const latency: number[] = [];
  const end = performance.now() + durationMs;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
          const json = (await response.json()) as { data?: { publicPharmacies?: unknown[] } };
          if (response.status === 200 && (json.data?.publicPharmacies?.length ?? 0) > 0) ok += 1;
          else failed += 1;
        } catch {
          failed += 1;
        }
        latency.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return { requests: ok, failed, perS: ok / seconds, latency: summarize(latency) };
}

export async function scenarioD(input: ScenarioInput & { subgraphUrl: string; concurrency: number; durationS: number; rounds: number }) {
  const gatewayUrl = `${input.base}/graphql`;
  const rounds: { gatewayPerS: number; directPerS: number }[] = [];
  let gatewayLatency: LatencySummary | null = null;
  let directLatency: LatencySummary | null = null;
  let failed = 0;
  // warm-up both paths (query plans, JIT, connection pools)
  await hammer(gatewayUrl, input.concurrency, 1500);
  await hammer(input.subgraphUrl, input.concurrency, 1500);
  for (let r = 0; r < input.rounds; r++) {
    // alternate the order, so a drift in background load does not favour one side
    const first = r % 2 === 0 ? 'gateway' : 'direct';
    const results: Record<string, Awaited<ReturnType<typeof hammer>>> = {};
    for (const side of first === 'gateway' ? ['gateway', 'direct'] : ['direct', 'gateway']) {
      results[side] = await hammer(side === 'gateway' ? gatewayUrl : input.subgraphUrl, input.concurrency, input.durationS * 1000);
    }
    rounds.push({ gatewayPerS: round(results.gateway!.perS, 1), directPerS: round(results.direct!.perS, 1) });
    gatewayLatency = results.gateway!.latency;
    directLatency = results.direct!.latency;
    failed += results.gateway!.failed + results.direct!.failed;
  }
  const gatewayPerS = rounds.reduce((n, r) => n + r.gatewayPerS, 0) / rounds.length;
  const directPerS = rounds.reduce((n, r) => n + r.directPerS, 0) / rounds.length;
  return {
    query: FINDER_QUERY,
    concurrency: input.concurrency,
    gatewayPerS: round(gatewayPerS, 1),
    directPerS: round(directPerS, 1),
    ratio: round(gatewayPerS / directPerS, 3),
    rounds,
    gatewayLatency: gatewayLatency && roundSummary(gatewayLatency),
    directLatency: directLatency && roundSummary(directLatency),
    failed,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// f. many idle staff subscriptions on one pharmacy's feed: time until the last one has a patient message
// ---------------------------------------------------------------------------------------------------------------

export async function scenarioF(input: ScenarioInput & { subscribers: number; messages: number; warmup: number }) {
  const { open: pharmacies, closed } = await chatPharmacies(input.base, input.tag);
  const pharmacy = pharmacies[0]!;
  const tokens = await staffFor(input, pharmacy.id);
  const errors: string[] = [];
  const arrivals = new Map<string, { count: number; first: number; last: number }>();
  let aiArrivals = 0;
  const clients: Client[] = [];
  const connectStart = performance.now();
  for (let batch = 0; batch < input.subscribers; batch += 50) {
    const size = Math.min(50, input.subscribers - batch);
    const connected = await Promise.all(Array.from({ length: size }, (_, i) => connectLive(input.base, tokens[(batch + i) % tokens.length]!.token)));
    for (const client of connected) {
      clients.push(client);
      subscribeStaffFeed(
        client,
        pharmacy.id,
        (update, at) => {
          if (update.event !== 'message' || !update.message) return;
          if (update.message.sender === 'ai') {
            aiArrivals += 1;
            return;
          }
          if (update.message.sender !== 'user') return;
          const entry = arrivals.get(update.message.id);
          if (entry) {
            entry.count += 1;
            entry.last = at;
          } else arrivals.set(update.message.id, { count: 1, first: at, last: at });
        },
        (error) => errors.length < 5 && errors.push(String(error)),
      );
    }
  }
  const connectMs = performance.now() - connectStart;
  const chat = await openGuestChat(input.base, pharmacy.id, `Bench F ${input.tag}`, phone(500));
  await sleep(500);

  const last: number[] = [];
  const first: number[] = [];
  let incomplete = 0;
  for (let i = 0; i < input.warmup + input.messages; i++) {
    const aiBefore = aiArrivals;
    const t0 = performance.now();
    const sent = await sendPatientMessage(input.base, chat, answerableQuestions[i % answerableQuestions.length]!);
    if (sent.status !== 201) {
      errors.push(`send: HTTP ${sent.status}`);
      continue;
    }
    const id = sent.body.posted.id;
    const all = await waitFor(() => (arrivals.get(id)?.count ?? 0) >= input.subscribers, 15_000, 0.5);
    if (!all) incomplete += 1;
    const entry = arrivals.get(id);
    if (i >= input.warmup && all && entry) {
      last.push(entry.last - t0);
      first.push(entry.first - t0);
    }
    // wait for the assistant's reply to reach every subscriber too, then a short pause: each message meets idle subscribers
    await waitFor(() => aiArrivals >= aiBefore + input.subscribers, 15_000, 1);
    await sleep(100);
  }
  await disposeAll(clients);
  return {
    subscribers: input.subscribers,
    connectMs: round(connectMs),
    last: roundSummary(summarize(last)),
    first: roundSummary(summarize(first)),
    incomplete,
    closedForChat: closed,
    errors,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// load for the memory figure of the cold-start child (e): patients chatting and the finder query, for a while
// ---------------------------------------------------------------------------------------------------------------

export async function scenarioLoad(input: ScenarioInput & { patients: number; durationS: number }) {
  const { open: pharmacies, closed } = await chatPharmacies(input.base, input.tag);
  const chats = await Promise.all(
    Array.from({ length: input.patients }, (_, i) => openGuestChat(input.base, pharmacies[i % pharmacies.length]!.id, `Bench E ${input.tag} ${i + 1}`, phone(700 + i))),
  );
  const clients = await Promise.all(chats.map((chat) => connectLive(input.base, chat.token)));
  chats.forEach((chat, i) => subscribeChat(clients[i]!, chat.id, () => undefined));
  const staffClients: Client[] = [];
  for (const pharmacy of pharmacies) {
    const [staff] = await staffFor(input, pharmacy.id);
    const client = await connectLive(input.base, staff!.token);
    subscribeStaffFeed(client, pharmacy.id, () => undefined);
    staffClients.push(client);
  }
  let sent = 0;
  let queries = 0;
  const end = performance.now() + input.durationS * 1000;
  await Promise.all([
    ...chats.map(async (chat, i) => {
      while (performance.now() < end) {
        const r = await sendPatientMessage(input.base, chat, answerableQuestions[(i + sent) % answerableQuestions.length]!);
        if (r.status === 201) sent += 1;
      }
    }),
    ...Array.from({ length: 4 }, async () => {
      while (performance.now() < end) {
        await api(input.base, 'GET', '/api/public/pharmacies');
        queries += 1;
      }
    }),
  ]);
  await disposeAll([...clients, ...staffClients]);
  return { sent, queries, closedForChat: closed };
}

export const scenarios = { a: scenarioA, b: scenarioB, c: scenarioC, d: scenarioD, f: scenarioF, load: scenarioLoad } as const;
export type ScenarioName = keyof typeof scenarios;
export type { Pharmacy };
