import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '../logging/logger';
import type { AnyEnvelope, EventConsumer } from './event-transport';

/**
 * The consumer side of event delivery, shared by both transports so that in-process and Kafka mean the same:
 * per-consumer retries with backoff, dead letters, order per aggregate, bounded concurrency across aggregates,
 * and a committed position that never passes an event that is not finished.
 */

/** How often and how patiently one consumer retries one event before dead-lettering it. */
export interface RetryPolicy {
  /** handler attempts in all (the first try included) */
  maxAttempts: number;
  /** wait before the second attempt; doubles for each further attempt */
  baseDelayMs: number;
  /** the longest wait between two attempts */
  maxDelayMs: number;
}

export function retryPolicy(maxAttempts: number): RetryPolicy {
  return { maxAttempts, baseDelayMs: 100, maxDelayMs: 30_000 };
}

/** The wait before attempt `attempt + 1` (attempt counts from 1). */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

/** The longest an aggregate's later events wait behind a poison event: the sum of every backoff. */
export function worstCaseBlockMs(policy: RetryPolicy): number {
  let total = 0;
  for (let attempt = 1; attempt < policy.maxAttempts; attempt++) total += backoffMs(policy, attempt);
  return total;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/**
 * Runs one event through one consumer: retried with exponential backoff, then written to the consumer's dead
 * letters with the error and the attempts. Never throws while `active()` holds: the caller may move past the
 * event afterwards. Returns false only when it gave up because the consumer is stopping (the event stays
 * unfinished and is redelivered later).
 */
export async function deliverWithRetries(
  consumer: EventConsumer,
  envelope: AnyEnvelope,
  source: string,
  policy: RetryPolicy,
  logger: Logger,
  active: () => boolean,
): Promise<boolean> {
  let lastError = '';
  let attempts = 0;
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
    attempts = attempt;
    try {
      await consumer.handle(envelope);
      return true;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      logger.warn({ err: error, eventId: envelope.id, eventType: envelope.type, consumer: consumer.consumer, attempt }, 'event handler failed');
      // an event that breaks its contract fails the same way every time: straight to the dead letters
      if (attempt === policy.maxAttempts || isPermanent(error)) break;
      if (!active()) return false;
      await sleep(backoffMs(policy, attempt));
      if (!active()) return false;
    }
  }
  // dead-letter; if even that fails (database unreachable), keep trying: moving on would lose the event
  for (let attempt = 1; ; attempt++) {
    try {
      await consumer.store.deadLetter({ envelope, source, error: lastError, attempts });
      logger.error({ eventId: envelope.id, eventType: envelope.type, consumer: consumer.consumer, attempts, error: lastError }, 'event dead-lettered');
      return true;
    } catch (error) {
      logger.error({ err: error, eventId: envelope.id, consumer: consumer.consumer }, 'could not write the dead letter; retrying');
      if (!active()) return false;
      await sleep(Math.min(1000 * attempt, 10_000));
    }
  }
}

export function isPermanent(error: unknown): boolean {
  return error instanceof Error && error.name === 'EventContractError';
}

/**
 * Runs tasks keyed by aggregate: one at a time per key, in the order added; up to `concurrency` keys at once.
 */
export class KeyedProcessor {
  private readonly queues = new Map<string, (() => Promise<void>)[]>();
  private readonly ready: string[] = [];
  private running = 0;
  private queued = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  /** tasks added and not finished */
  get size(): number {
    return this.queued + this.running;
  }

  add(key: string, task: () => Promise<void>): void {
    const queue = this.queues.get(key);
    this.queued += 1;
    if (queue) {
      queue.push(task);
      return;
    }
    this.queues.set(key, [task]);
    this.ready.push(key);
    this.pump();
  }

  /** resolves when nothing is queued or running */
  idle(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    while (this.running < this.concurrency && this.ready.length > 0) {
      const key = this.ready.shift()!;
      const queue = this.queues.get(key)!;
      const task = queue.shift()!;
      this.queued -= 1;
      this.running += 1;
      void task()
        .catch(() => undefined)
        .finally(() => {
          this.running -= 1;
          if (queue.length > 0) this.ready.push(key);
          else this.queues.delete(key);
          this.pump();
          if (this.size === 0) {
            const waiters = this.idleWaiters;
            this.idleWaiters = [];
            for (const wake of waiters) wake();
          }
        });
    }
  }
}

/**
 * The committed position of a consumer in a log while events finish out of order across aggregates: the
 * highest position below which everything fetched is finished. Positions are added in increasing order.
 */
export class PositionTracker {
  private readonly entries: { position: bigint; done: boolean }[] = [];
  private readonly byPosition = new Map<bigint, { position: bigint; done: boolean }>();

  constructor(public committed: bigint) {}

  get inFlight(): number {
    return this.byPosition.size;
  }

  /** an event being handled */
  add(position: bigint): void {
    const entry = { position, done: false };
    this.entries.push(entry);
    this.byPosition.set(position, entry);
  }

  /** everything up to `position` was looked at and nothing there concerns this consumer */
  skipTo(position: bigint): void {
    if (this.entries.length === 0) {
      if (position > this.committed) this.committed = position;
      return;
    }
    this.entries.push({ position, done: true });
  }

  /** marks an event finished; returns true when the committed position moved */
  finish(position: bigint): boolean {
    const entry = this.byPosition.get(position);
    if (!entry) return false;
    entry.done = true;
    this.byPosition.delete(position);
    let moved = false;
    while (this.entries.length > 0 && this.entries[0]!.done) {
      const head = this.entries.shift()!;
      if (head.position > this.committed) {
        this.committed = head.position;
        moved = true;
      }
    }
    return moved;
  }
}

/**
 * Who holds a consumer lease or an outbox claim: host, process id and a random id per transport instance. A
 * claim by a process on this host that no longer runs is taken over at once (a restart after a crash does not
 * wait out the lease); anything else waits for the lease to expire.
 */
export function newOwnerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

export function ownerIsGone(owner: string | null): boolean {
  if (!owner) return true;
  const [host, pidText] = owner.split(':');
  if (host !== hostname()) return false;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** How often a consumer looks for dead letters an operator asked to replay. */
export const REPLAY_POLL_MS = 2000;

/**
 * Runs the dead letters an operator asked to replay (`events:replay`, or the super admin's GraphQL mutation)
 * through the consumer again, with the same retries: handled -> `replayed`; failed again -> back to `dead`
 * with the new error. `schedule` runs each one (the in-process transport keeps them in their aggregate's order).
 */
export async function runReplayRequests(
  consumer: EventConsumer,
  policy: RetryPolicy,
  logger: Logger,
  active: () => boolean,
  inProgress: Set<string>,
  schedule: (key: string, task: () => Promise<void>) => void = (_key, task) => void task(),
): Promise<void> {
  let requests;
  try {
    requests = await consumer.store.replayRequests(50);
  } catch {
    return;
  }
  for (const request of requests) {
    if (inProgress.has(request.id)) continue;
    inProgress.add(request.id);
    const envelope = request.envelope as AnyEnvelope;
    schedule(envelope?.aggregateId ?? `dead-letter:${request.id}`, async () => {
      try {
        let lastError = '';
        for (let attempt = 1; attempt <= policy.maxAttempts && active(); attempt++) {
          try {
            await consumer.handle(envelope);
            await consumer.store.finishReplay(request.id, { ok: true });
            logger.info({ deadLetter: request.id, consumer: consumer.consumer }, 'dead letter replayed');
            return;
          } catch (error) {
            lastError = error instanceof Error ? error.message : String(error);
            if (isPermanent(error)) break;
            if (attempt < policy.maxAttempts) await sleep(backoffMs(policy, attempt));
          }
        }
        if (active()) await consumer.store.finishReplay(request.id, { ok: false, error: lastError, attempts: policy.maxAttempts });
      } catch (error) {
        logger.warn({ err: error, deadLetter: request.id }, 'replay could not be recorded');
      } finally {
        inProgress.delete(request.id);
      }
    });
  }
}
