import { gql } from 'graphql-tag';
import type { DocumentNode } from 'graphql';
import { requireRole } from '../auth/principal';
import type { Database } from '../database/database';
import { badInput } from '../errors/domain-error';
import { DeadLetterAdmin, type DeadLetter } from '../outbox/consumer.store';
import { OutboxLog } from '../outbox/outbox.log';
import { withContext, type Resolvers } from './subgraph-server';

/**
 * Every service answers for its own event delivery: its outbox, its consumers' positions and its dead letters.
 * The root fields carry the service's name (`chatEventDelivery`, `aiAssistantReplayDeadLetters`, ...) so the
 * eight subgraphs compose into one supergraph; the types are shared (identical in every subgraph). Super admin
 * only. Dead letters are shown by their metadata, never the event's data (it may hold a patient's message): the
 * operator's `npm run events:replay` reads the envelope straight from the database when it is really needed.
 */

/** 'ai-assistant' -> 'aiAssistant' */
export function eventDeliveryFieldPrefix(service: string): string {
  return service.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

const sharedTypes = `
"A consumer's durable position in one event log (the producing service's outbox)."
type EventConsumerPosition @federation__shareable {
  consumer: String!
  "the producing service whose log this is"
  source: String!
  "the last log position this consumer has handled"
  position: String!
  "the process holding the consumer's lease (host:pid:id), or null when none does"
  owner: String
  leaseUntil: String
  updatedAt: String!
}

"Dead letters of one consumer, by status."
type DeadLetterCount @federation__shareable {
  consumer: String!
  dead: Int!
  "asked to replay, not yet run"
  replay: Int!
}

"""An event a consumer could not handle after its retries. 'dead' waits for an operator; 'replay' is queued to run
again; 'replayed' ran fine on replay; 'discarded' was given up on."""
type DeadLetter @federation__shareable {
  id: ID!
  service: String!
  consumer: String!
  "the producing service, when known"
  source: String
  eventId: String!
  eventType: String
  aggregateId: String
  occurredAt: String
  correlationId: String
  error: String!
  attempts: Int!
  status: String!
  failedAt: String!
  resolvedAt: String
  resolvedBy: String
}

type EventDelivery @federation__shareable {
  service: String!
  "events committed in this service's outbox and not yet in its log"
  pendingOutbox: Int!
  "the last position of this service's own event log"
  logHead: String!
  consumers: [EventConsumerPosition!]!
  deadLetterCounts: [DeadLetterCount!]!
  "newest first; status one of dead, replay, replayed, discarded (all when omitted)"
  deadLetters(status: String, consumer: String, limit: Int): [DeadLetter!]!
}
`;

export function eventDeliverySdl(service: string): string {
  const prefix = eventDeliveryFieldPrefix(service);
  return `${sharedTypes}
extend type Query {
  "${service}: its outbox, its consumers' positions and its dead letters (super admin)"
  ${prefix}EventDelivery: EventDelivery!
}

extend type Mutation {
  "${service}: runs these dead letters (or all dead ones, optionally of one consumer) again; returns how many were queued"
  ${prefix}ReplayDeadLetters(ids: [ID!], all: Boolean, consumer: String): Int!
  "${service}: gives up on these dead letters (kept, marked discarded); returns how many"
  ${prefix}DiscardDeadLetters(ids: [ID!], all: Boolean, consumer: String): Int!
}
`;
}

/** served beside the service's own schema, which links Federation 2 (hence `@federation__shareable`) */
export function eventDeliveryTypeDefs(service: string): DocumentNode {
  return gql(eventDeliverySdl(service));
}

const statuses = ['dead', 'replay', 'replayed', 'discarded'] as const;

interface Selection {
  ids?: string[] | null;
  all?: boolean | null;
  consumer?: string | null;
}

/** ids, or all: exactly one, so a mutation never touches everything by mistake */
function selection(input: Selection): string[] | 'all' {
  const ids = input.ids ?? [];
  if (input.all === true && ids.length > 0) throw badInput('Give either ids or all: true, not both.');
  if (input.all === true) return 'all';
  if (ids.length === 0) throw badInput('Give the ids of the dead letters (or all: true).');
  const bad = ids.find((id) => !/^\d{1,18}$/.test(id));
  if (bad !== undefined) throw badInput(`"${bad}" is not a dead letter id (ids are numbers).`);
  return ids;
}

function deadLetterView(service: string, letter: DeadLetter) {
  const envelope = (letter.envelope ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: letter.id,
    service,
    consumer: letter.consumer,
    source: letter.source,
    eventId: letter.eventId,
    eventType: letter.eventType,
    aggregateId: text(envelope.aggregateId),
    occurredAt: text(envelope.occurredAt),
    correlationId: text(envelope.correlationId),
    error: letter.error,
    attempts: letter.attempts,
    status: letter.status,
    failedAt: letter.failedAt,
    resolvedAt: letter.resolvedAt,
    resolvedBy: letter.resolvedBy,
  };
}

export function eventDeliveryResolvers(service: string, db: Database): Resolvers {
  const prefix = eventDeliveryFieldPrefix(service);
  const admin = new DeadLetterAdmin(db);
  const log = new OutboxLog(db);
  const superAdmin = (principal: Parameters<typeof requireRole>[0]) => requireRole(principal, ['super_admin']);
  const by = (principal: ReturnType<typeof superAdmin>) => principal.username ?? principal.subject;
  return {
    Query: {
      [`${prefix}EventDelivery`]: withContext((_args: unknown, ctx) => {
        superAdmin(ctx.principal);
        return { service };
      }),
    },
    Mutation: {
      [`${prefix}ReplayDeadLetters`]: withContext(async (args: Selection, ctx) => {
        const caller = superAdmin(ctx.principal);
        return admin.requestReplay(selection(args), by(caller), args.consumer);
      }),
      [`${prefix}DiscardDeadLetters`]: withContext(async (args: Selection, ctx) => {
        const caller = superAdmin(ctx.principal);
        return admin.discard(selection(args), by(caller), args.consumer);
      }),
    },
    EventDelivery: {
      pendingOutbox: () => log.pendingCount(),
      logHead: async () => String(await log.headPosition()),
      consumers: () => admin.offsets(),
      deadLetterCounts: () => admin.counts(),
      deadLetters: async (_parent: unknown, args: { status?: string | null; consumer?: string | null; limit?: number | null }) => {
        if (args.status && !(statuses as readonly string[]).includes(args.status)) throw badInput(`status must be one of ${statuses.join(', ')}.`);
        if (args.limit !== undefined && args.limit !== null && (args.limit < 1 || args.limit > 500)) throw badInput('limit must be between 1 and 500.');
        const letters = await admin.list({ status: args.status as DeadLetter['status'] | null, consumer: args.consumer, limit: args.limit ?? 100 });
        return letters.map((letter) => deadLetterView(service, letter));
      },
    },
  } as Resolvers;
}
