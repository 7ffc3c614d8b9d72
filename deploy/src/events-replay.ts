import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DeadLetterAdmin, eventDeliveryFieldPrefix, startEmbeddedPostgres, type DeadLetter, type EmbeddedPostgres } from '@pharmachat/chassis';
import { subgraphNames, type SubgraphName } from '@pharmachat/gateway';
import { serviceModules } from './host';

export const USAGE = `Usage: npm run events:replay -- <command> --service <name> [options]

Commands:
  status    the service's outbox backlog, its consumers' positions and dead letters per consumer
  list      dead letters, newest first            [--status dead|replay|replayed|discarded] [--consumer C] [--limit N]
  replay    run dead letters through their consumer again    (--id N [--id N ...] | --all) [--consumer C]
  discard   give up on dead letters (kept, marked discarded)  (--id N [--id N ...] | --all) [--consumer C]

Services: ${subgraphNames.join(', ')}

Where it connects:
  --url <gateway>   a running PharmaChat (e.g. http://localhost:4000), signed in as a super admin with
                    EVENTS_ADMIN_USERNAME (default superadmin) and EVENTS_ADMIN_PASSWORD, or EVENTS_ADMIN_TOKEN
  DATABASE_URL      otherwise, straight to the PostgreSQL database the services use
  DATA_DIR          otherwise, the embedded database under DATA_DIR (default ./.data) while PharmaChat is stopped

A replay is queued: the running service picks it up within a few seconds and retries it with its usual policy;
a dead letter that fails again goes back to 'dead' with the new error.
`;

export class UsageError extends Error {}

interface Options {
  command: 'status' | 'list' | 'replay' | 'discard';
  service: SubgraphName;
  ids: string[] | 'all';
  consumer: string | null;
  status: DeadLetter['status'] | null;
  limit: number;
  url: string | null;
  json: boolean;
}

const statuses = ['dead', 'replay', 'replayed', 'discarded'] as const;

export function parseOptions(argv: string[]): Options {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      service: { type: 'string' },
      id: { type: 'string', multiple: true },
      all: { type: 'boolean' },
      consumer: { type: 'string' },
      status: { type: 'string' },
      limit: { type: 'string' },
      url: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) throw new UsageError('');
  const command = positionals[0];
  if (positionals.length !== 1 || !['status', 'list', 'replay', 'discard'].includes(command ?? '')) {
    throw new UsageError(command ? `Unknown command "${positionals.join(' ')}".` : 'Name a command: status, list, replay or discard.');
  }
  if (!values.service) throw new UsageError('--service is required.');
  if (!(subgraphNames as readonly string[]).includes(values.service)) throw new UsageError(`Unknown service "${values.service}". Services: ${subgraphNames.join(', ')}.`);
  const ids = values.id ?? [];
  const bad = ids.filter((id) => !/^\d{1,18}$/.test(id));
  if (bad.length) throw new UsageError(`--id takes a dead letter's number (as listed); not ${bad.map((b) => JSON.stringify(b)).join(', ')}.`);
  if (command === 'replay' || command === 'discard') {
    if (values.all && ids.length) throw new UsageError('Give either --id or --all, not both.');
    if (!values.all && !ids.length) throw new UsageError(`Say which dead letters to ${command}: --id <number> (repeatable) or --all.`);
  }
  if (values.status && !(statuses as readonly string[]).includes(values.status)) throw new UsageError(`--status must be one of ${statuses.join(', ')}.`);
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('--limit must be a whole number from 1 to 500.');
  return {
    command: command as Options['command'],
    service: values.service as SubgraphName,
    ids: values.all ? 'all' : ids,
    consumer: values.consumer ?? null,
    status: (values.status as DeadLetter['status'] | undefined) ?? null,
    limit,
    url: values.url ?? null,
    json: values.json ?? false,
  };
}

interface Letter {
  id: string;
  consumer: string;
  eventType: string | null;
  aggregateId: string | null;
  attempts: number;
  status: string;
  failedAt: string;
  error: string;
}

interface Status {
  pendingOutbox: number | null;
  consumers: { consumer: string; source: string; position: string; owner: string | null; leaseUntil: string | null }[];
  deadLetterCounts: { consumer: string; dead: number; replay: number }[];
}

/** What the command needs, over GraphQL or straight from the database. */
interface Backend {
  status(): Promise<Status>;
  list(o: Options): Promise<Letter[]>;
  replay(o: Options): Promise<number>;
  discard(o: Options): Promise<number>;
  close(): Promise<void>;
}

function directBackend(admin: DeadLetterAdmin, close: () => Promise<void>, by: string): Backend {
  return {
    async status() {
      return { pendingOutbox: null, consumers: await admin.offsets(), deadLetterCounts: await admin.counts() };
    },
    async list(o) {
      const letters = await admin.list({ status: o.status, consumer: o.consumer, limit: o.limit });
      return letters.map((l) => {
        const envelope = (l.envelope ?? {}) as { aggregateId?: string };
        return { id: l.id, consumer: l.consumer, eventType: l.eventType, aggregateId: envelope.aggregateId ?? null, attempts: l.attempts, status: l.status, failedAt: l.failedAt, error: l.error };
      });
    },
    replay: (o) => admin.requestReplay(o.ids, by, o.consumer),
    discard: (o) => admin.discard(o.ids, by, o.consumer),
    close,
  };
}

async function gatewayBackend(url: string, env: Record<string, string | undefined>, service: SubgraphName): Promise<Backend> {
  const base = url.replace(/\/+$/, '');
  let token = env.EVENTS_ADMIN_TOKEN;
  if (!token) {
    const password = env.EVENTS_ADMIN_PASSWORD;
    if (!password) throw new UsageError('With --url, set EVENTS_ADMIN_PASSWORD (and EVENTS_ADMIN_USERNAME if not "superadmin"), or EVENTS_ADMIN_TOKEN.');
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: env.EVENTS_ADMIN_USERNAME ?? 'superadmin', password }),
    });
    const body = (await response.json().catch(() => ({}))) as { token?: string; message?: string };
    if (!response.ok || !body.token) throw new Error(`Sign-in at ${base} failed (${response.status}): ${body.message ?? 'no token'}`);
    token = body.token;
  }
  const prefix = eventDeliveryFieldPrefix(service);
  const graphql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    if (!body.data) throw new Error(`The gateway at ${base} answered ${response.status} without data.`);
    return body.data;
  };
  const selection = (o: Options) => (o.ids === 'all' ? { all: true, consumer: o.consumer } : { ids: o.ids, consumer: o.consumer });
  return {
    async status() {
      const data = await graphql<Record<string, Status>>(
        `{ d: ${prefix}EventDelivery { pendingOutbox consumers { consumer source position owner leaseUntil } deadLetterCounts { consumer dead replay } } }`,
      );
      return data.d!;
    },
    async list(o) {
      const data = await graphql<Record<string, { deadLetters: Letter[] }>>(
        `query($status: String, $consumer: String, $limit: Int) { d: ${prefix}EventDelivery { deadLetters(status: $status, consumer: $consumer, limit: $limit) { id consumer eventType aggregateId attempts status failedAt error } } }`,
        { status: o.status, consumer: o.consumer, limit: o.limit },
      );
      return data.d!.deadLetters;
    },
    async replay(o) {
      const data = await graphql<Record<string, number>>(`mutation($ids: [ID!], $all: Boolean, $consumer: String) { n: ${prefix}ReplayDeadLetters(ids: $ids, all: $all, consumer: $consumer) }`, selection(o));
      return data.n!;
    },
    async discard(o) {
      const data = await graphql<Record<string, number>>(`mutation($ids: [ID!], $all: Boolean, $consumer: String) { n: ${prefix}DiscardDeadLetters(ids: $ids, all: $all, consumer: $consumer) }`, selection(o));
      return data.n!;
    },
    close: async () => undefined,
  };
}

async function openBackend(o: Options, env: Record<string, string | undefined>): Promise<Backend> {
  if (o.url) return gatewayBackend(o.url, env, o.service);
  const by = `events:replay (${env.USER ?? 'operator'})`;
  const schema = serviceModules[o.service].schema;
  if (env.DATABASE_URL) {
    const { admin, close } = await DeadLetterAdmin.connect(env.DATABASE_URL, schema);
    return directBackend(admin, close, by);
  }
  let embedded: EmbeddedPostgres;
  const dataDir = join(env.DATA_DIR || './.data', 'pglite');
  try {
    embedded = await startEmbeddedPostgres({ dataDir, mustExist: true });
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nWhile PharmaChat runs, use --url <its address> instead.`);
  }
  try {
    const { admin, close } = await DeadLetterAdmin.connect(embedded.url, schema);
    return directBackend(admin, async () => {
      await close();
      await embedded.stop();
    }, by);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}

/** Runs the command; returns the process exit code. Output goes to `out`, problems to `err`. */
export async function runEventsReplay(
  argv: string[],
  env: Record<string, string | undefined>,
  // a command-line tool: its output is the point
  // eslint-disable-next-line no-console
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) err(error.message);
      err(USAGE);
      return error.message ? 2 : 0;
    }
    throw error;
  }
  let backend: Backend;
  try {
    backend = await openBackend(options, env);
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return error instanceof UsageError ? 2 : 1;
  }
  try {
    switch (options.command) {
      case 'status': {
        const status = await backend.status();
        if (options.json) return out(JSON.stringify(status, null, 2)), 0;
        if (status.pendingOutbox !== null) out(`${options.service}: ${status.pendingOutbox} event(s) committed and not yet in the log`);
        out(status.consumers.length ? table([['consumer', 'reads', 'position', 'held by'], ...status.consumers.map((c) => [c.consumer, c.source, c.position, c.owner ?? '-'])]) : 'no consumers have a position yet');
        const counts = status.deadLetterCounts.filter((c) => c.dead + c.replay > 0);
        out(counts.length ? table([['consumer', 'dead', 'queued for replay'], ...counts.map((c) => [c.consumer, String(c.dead), String(c.replay)])]) : 'no dead letters');
        return 0;
      }
      case 'list': {
        const letters = await backend.list(options);
        if (options.json) return out(JSON.stringify(letters, null, 2)), 0;
        if (!letters.length) return out('no dead letters match'), 0;
        out(
          table([
            ['id', 'consumer', 'event', 'aggregate', 'attempts', 'status', 'failed at', 'error'],
            ...letters.map((l) => [l.id, l.consumer, l.eventType ?? '?', l.aggregateId ?? '?', String(l.attempts), l.status, l.failedAt, l.error.replace(/\s+/g, ' ').slice(0, 80)]),
          ]),
        );
        return 0;
      }
      case 'replay': {
        const n = await backend.replay(options);
        out(n === 0 ? 'no dead letters matched (only those with status "dead" can be replayed)' : `${n} dead letter(s) queued for replay; the running service retries them within a few seconds`);
        return 0;
      }
      case 'discard': {
        const n = await backend.discard(options);
        out(n === 0 ? 'no dead letters matched (only those with status "dead" can be discarded)' : `${n} dead letter(s) discarded`);
        return 0;
      }
    }
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await backend.close();
  }
}
