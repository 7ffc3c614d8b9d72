import type { EventType } from '@pharmachat/proto';
import type { Logger } from '../logging/logger';
import { LOG_BATCH, type LoggedEvent, type OutboxLog } from '../outbox/outbox.log';
import { deliverWithRetries, KeyedProcessor, newOwnerId, ownerIsGone, PositionTracker, REPLAY_POLL_MS, retryPolicy, runReplayRequests, type RetryPolicy } from './delivery';
import type { AnyEnvelope, ConsumerLag, EventConsumer, EventTransport, LiveListener } from './event-transport';

export interface InProcessTransportOptions {
  logger: Logger;
  /** handler attempts per event and consumer before it is dead-lettered */
  maxAttempts?: number;
  /** aggregates one consumer handles at once */
  concurrency?: number;
  /** lease on a consumer's offset: another process takes over after this long without renewal */
  leaseMs?: number;
  /** how often each consumer re-reads the logs on its own (safety net; commits wake it at once) */
  sweepMs?: number;
}

/**
 * All-in-one transport. Each producer's outbox is the log (`OutboxLog.sequence()` appends committed rows in
 * commit order); every consumer is its own group with a durable offset per log in its own schema, its own
 * retries and dead letters, and reads on its own: a slow or failing consumer never holds back another. Live
 * listeners see an event as soon as it is in the log. Consumers are woken at once when their types arrive.
 */
export class InProcessTransport implements EventTransport {
  readonly kind = 'in-process' as const;
  private readonly sources = new Map<string, OutboxLog>();
  private readonly runners = new Map<string, ConsumerRunner>();
  private readonly listeners = new Set<{ types: ReadonlySet<EventType>; listener: LiveListener }>();
  private readonly owner = newOwnerId();
  private readonly policy: RetryPolicy;
  private readonly logger: Logger;

  constructor(private readonly options: InProcessTransportOptions) {
    this.logger = options.logger;
    this.policy = retryPolicy(options.maxAttempts ?? 8);
  }

  async publishFrom(log: OutboxLog): Promise<number> {
    const events = await log.sequence(LOG_BATCH);
    if (events.length === 0) return 0;
    for (const event of events) this.notifyListeners(event.envelope);
    const types = new Set(events.map((e) => e.envelope.type));
    // each consumer takes the events it was waiting for straight from this run (no read of the log); one that is
    // behind, or reading already, reads the log itself
    for (const runner of this.runners.values()) runner.offer(log.source, events, runner.wants(types));
    return events.length;
  }

  attachSource(log: OutboxLog): () => Promise<void> {
    this.sources.set(log.source, log);
    for (const runner of this.runners.values()) runner.addSource(log);
    return async () => {
      if (this.sources.get(log.source) !== log) return;
      this.sources.delete(log.source);
      await Promise.all([...this.runners.values()].map((runner) => runner.removeSource(log.source)));
    };
  }

  async subscribe(consumer: EventConsumer): Promise<() => Promise<void>> {
    if (this.runners.has(consumer.consumer)) throw new Error(`Consumer ${consumer.consumer} is already subscribed`);
    const runner = new ConsumerRunner(consumer, {
      owner: this.owner,
      policy: this.policy,
      logger: this.logger,
      concurrency: this.options.concurrency ?? 64,
      leaseMs: this.options.leaseMs ?? 10_000,
      sweepMs: this.options.sweepMs ?? 1000,
    });
    this.runners.set(consumer.consumer, runner);
    runner.start();
    for (const log of this.sources.values()) runner.addSource(log);
    return async () => {
      if (this.runners.get(consumer.consumer) !== runner) return;
      this.runners.delete(consumer.consumer);
      await runner.stop();
    };
  }

  async listen(types: readonly EventType[], listener: LiveListener): Promise<() => void> {
    const entry = { types: new Set(types), listener };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  async start(): Promise<void> {}

  async stop(): Promise<void> {
    await Promise.all([...this.runners.values()].map((runner) => runner.stop()));
    this.runners.clear();
    this.listeners.clear();
  }

  async settle(timeoutMs = 30_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const results = await Promise.all([...this.runners.values()].map((runner) => runner.catchUp(deadline)));
      if (results.every(Boolean)) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return false;
  }

  lag(): ConsumerLag[] {
    return [...this.runners.values()].flatMap((runner) => runner.lag());
  }

  sourceLog(source: string): OutboxLog | undefined {
    return this.sources.get(source);
  }

  private notifyListeners(envelope: AnyEnvelope): void {
    for (const { types, listener } of this.listeners) {
      if (!types.has(envelope.type)) continue;
      try {
        listener(envelope);
      } catch (error) {
        this.logger.warn({ err: error, eventId: envelope.id }, 'live listener failed');
      }
    }
  }
}

interface RunnerOptions {
  owner: string;
  policy: RetryPolicy;
  logger: Logger;
  concurrency: number;
  leaseMs: number;
  sweepMs: number;
}

/** One consumer's reading position in one producer's log. */
interface Cursor {
  log: OutboxLog;
  /** set while this process holds the lease; replaced on every (re)claim */
  tracker: PositionTracker | null;
  /** the highest position fetched (the next read starts after it) */
  fetched: bigint;
  /** the log's head at the last read */
  head: bigint;
  fetching: Promise<void> | null;
  again: boolean;
  committing: boolean;
  commitAgain: boolean;
  removed: boolean;
  /** the last read failed: the next tick reads again */
  failed: boolean;
  /** a position write waiting to go out (positions are written at most every COMMIT_DELAY_MS) */
  commitTimer: NodeJS.Timeout | null;
}

/**
 * How long a moved position may wait before it is written: under load one write covers many events. A crash
 * in between only redelivers those events, which the consumer's inbox turns into no-ops.
 */
const COMMIT_DELAY_MS = 100;

/** at most this many fetched, unfinished events per consumer and log (backpressure) */
const MAX_BUFFERED = 2000;

/** One durable consumer (consumer group) reading every producer's log. */
class ConsumerRunner {
  private readonly cursors = new Map<string, Cursor>();
  private readonly processor: KeyedProcessor;
  private readonly types: ReadonlySet<EventType>;
  private readonly replaying = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private lastMaintenance = 0;
  private lastSweep = 0;
  private lastReplay = 0;

  constructor(
    private readonly consumer: EventConsumer,
    private readonly options: RunnerOptions,
  ) {
    this.processor = new KeyedProcessor(options.concurrency);
    this.types = new Set(consumer.types);
  }

  wants(types: ReadonlySet<EventType>): boolean {
    for (const type of types) if (this.types.has(type)) return true;
    return false;
  }

  start(): void {
    // the lease must be renewed and replays looked for even when the safety sweep is rare
    const every = Math.min(this.options.sweepMs, this.maintenanceMs, REPLAY_POLL_MS);
    this.timer = setInterval(() => void this.tick(), every);
    this.timer.unref();
  }

  private get maintenanceMs(): number {
    return Math.min(this.options.leaseMs / 3, 3000);
  }

  addSource(log: OutboxLog): void {
    if (this.stopped || this.cursors.has(log.source)) return;
    const cursor: Cursor = { log, tracker: null, fetched: 0n, head: 0n, fetching: null, again: false, committing: false, commitAgain: false, removed: false, failed: false, commitTimer: null };
    this.cursors.set(log.source, cursor);
    void this.claim(cursor);
  }

  async removeSource(source: string): Promise<void> {
    const cursor = this.cursors.get(source);
    if (!cursor) return;
    cursor.removed = true;
    this.cursors.delete(source);
    await this.release(cursor);
  }

  wake(source: string): void {
    const cursor = this.cursors.get(source);
    if (cursor) void this.fetch(cursor);
  }

  /**
   * Events just appended to `source`'s log (contiguous positions, in order). When this consumer has read
   * everything before them and is not reading now, it takes them as they are; otherwise, if it `wanted` them,
   * it reads the log, which holds them.
   */
  offer(source: string, events: readonly LoggedEvent[], wanted: boolean): void {
    const cursor = this.cursors.get(source);
    if (!cursor || events.length === 0) return;
    const tracker = cursor.tracker;
    const contiguous = events[0]!.position === cursor.fetched + 1n;
    if (!tracker || this.stopped || cursor.removed || cursor.fetching || !contiguous || tracker.inFlight >= MAX_BUFFERED) {
      if (wanted) void this.fetch(cursor);
      return;
    }
    const last = events.at(-1)!.position;
    for (const event of events) if (this.types.has(event.envelope.type)) this.enqueue(cursor, tracker, event);
    if (last > cursor.head) cursor.head = last;
    if (last > cursor.fetched) {
      cursor.fetched = last;
      // nothing here for this consumer: the position moves in memory and is written with the next lease renewal
      tracker.skipTo(last);
    }
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([...this.cursors.values()].map((cursor) => cursor.fetching));
    await this.processor.idle();
    await Promise.all([...this.cursors.values()].map((cursor) => this.release(cursor)));
  }

  /** fetches what is new in every log and waits until it is handled; true when nothing is left */
  async catchUp(deadline: number): Promise<boolean> {
    for (const cursor of this.cursors.values()) if (!cursor.tracker) await this.claim(cursor);
    await Promise.all([...this.cursors.values()].map((cursor) => this.fetch(cursor)));
    while (this.processor.size > 0 && Date.now() < deadline) await Promise.race([this.processor.idle(), new Promise((r) => setTimeout(r, 50))]);
    for (const cursor of this.cursors.values()) {
      if (!cursor.tracker || cursor.tracker.inFlight > 0) return false;
      if ((await cursor.log.headPosition()) > cursor.fetched) return false;
    }
    return this.processor.size === 0 && this.replaying.size === 0;
  }

  lag(): ConsumerLag[] {
    return [...this.cursors.values()].map((cursor) => ({
      consumer: this.consumer.consumer,
      source: cursor.log.source,
      position: cursor.tracker ? cursor.tracker.committed.toString() : null,
      inFlight: cursor.tracker?.inFlight ?? 0,
      active: cursor.tracker !== null,
    }));
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    const now = Date.now();
    const maintenance = now - this.lastMaintenance >= this.maintenanceMs;
    if (maintenance) this.lastMaintenance = now;
    const sweep = now - this.lastSweep >= this.options.sweepMs;
    if (sweep) this.lastSweep = now;
    for (const cursor of this.cursors.values()) {
      if (!cursor.tracker) {
        await this.claim(cursor);
        continue;
      }
      if (maintenance) await this.commit(cursor); // renews the lease
      // a safety net only: commits in this process wake the consumer at once
      if (cursor.failed || (sweep && cursor.log.knownHead > cursor.fetched)) void this.fetch(cursor);
    }
    if (now - this.lastReplay >= REPLAY_POLL_MS) {
      this.lastReplay = now;
      await this.runReplays();
    }
  }

  private async claim(cursor: Cursor): Promise<void> {
    if (this.stopped || cursor.removed || cursor.tracker) return;
    try {
      const position = await this.consumer.store.claim(cursor.log.source, this.options.owner, this.options.leaseMs, ownerIsGone);
      if (position === null || cursor.tracker || this.stopped || cursor.removed) return;
      cursor.tracker = new PositionTracker(position);
      cursor.fetched = position;
      this.options.logger.debug({ consumer: this.consumer.consumer, source: cursor.log.source, position: position.toString() }, 'consumer reading log');
      void this.fetch(cursor);
    } catch (error) {
      this.options.logger.warn({ err: error, consumer: this.consumer.consumer, source: cursor.log.source }, 'could not claim the consumer offset');
    }
  }

  /** reads new events of this consumer's types into the processor (coalesced; bounded by MAX_BUFFERED) */
  private fetch(cursor: Cursor): Promise<void> {
    if (cursor.fetching) {
      cursor.again = true;
      return cursor.fetching;
    }
    cursor.fetching = (async () => {
      do {
        cursor.again = false;
        const tracker = cursor.tracker;
        if (!tracker || this.stopped || cursor.removed) return;
        try {
          while (cursor.tracker === tracker && tracker.inFlight < MAX_BUFFERED && !this.stopped) {
            const { events, head } = await cursor.log.read(cursor.fetched, [...this.types], LOG_BATCH);
            if (cursor.tracker !== tracker) return;
            cursor.failed = false;
            cursor.head = head;
            for (const event of events) this.enqueue(cursor, tracker, event);
            if (events.length < LOG_BATCH) {
              if (head > cursor.fetched) {
                cursor.fetched = head;
                const before = tracker.committed;
                tracker.skipTo(head);
                if (tracker.committed !== before) this.scheduleCommit(cursor);
              }
              break;
            }
          }
        } catch (error) {
          cursor.failed = true;
          this.options.logger.warn({ err: error, consumer: this.consumer.consumer, source: cursor.log.source }, 'could not read the log');
          return;
        }
      } while (cursor.again && !this.stopped);
    })().finally(() => {
      cursor.fetching = null;
    });
    return cursor.fetching;
  }

  private enqueue(cursor: Cursor, tracker: PositionTracker, event: LoggedEvent): void {
    tracker.add(event.position);
    cursor.fetched = event.position;
    const active = () => !this.stopped && cursor.tracker === tracker;
    this.processor.add(event.envelope.aggregateId, async () => {
      if (!active()) return;
      const finished = await deliverWithRetries(this.consumer, event.envelope, cursor.log.source, this.options.policy, this.options.logger, active);
      if (finished && tracker.finish(event.position) && cursor.tracker === tracker) this.scheduleCommit(cursor);
      if (tracker.inFlight < MAX_BUFFERED / 2 && cursor.head > cursor.fetched) void this.fetch(cursor);
    });
  }

  /** writes the committed position within COMMIT_DELAY_MS (one write for everything finished meanwhile) */
  private scheduleCommit(cursor: Cursor): void {
    if (cursor.commitTimer) return;
    cursor.commitTimer = setTimeout(() => {
      cursor.commitTimer = null;
      void this.commit(cursor);
    }, COMMIT_DELAY_MS);
    cursor.commitTimer.unref?.();
  }

  /** stores the committed position and renews the lease (coalesced: one write at a time per log) */
  private async commit(cursor: Cursor): Promise<void> {
    if (cursor.commitTimer) {
      clearTimeout(cursor.commitTimer);
      cursor.commitTimer = null;
    }
    if (cursor.committing) {
      cursor.commitAgain = true;
      return;
    }
    cursor.committing = true;
    try {
      do {
        cursor.commitAgain = false;
        const tracker = cursor.tracker;
        if (!tracker) return;
        const kept = await this.consumer.store.commit(cursor.log.source, this.options.owner, tracker.committed, this.options.leaseMs);
        if (!kept && cursor.tracker === tracker) {
          this.options.logger.warn({ consumer: this.consumer.consumer, source: cursor.log.source }, 'consumer lease lost to another process');
          cursor.tracker = null;
        }
      } while (cursor.commitAgain);
    } catch (error) {
      this.options.logger.warn({ err: error, consumer: this.consumer.consumer }, 'could not store the consumer offset');
    } finally {
      cursor.committing = false;
    }
  }

  private async release(cursor: Cursor): Promise<void> {
    const tracker = cursor.tracker;
    if (!tracker) return;
    try {
      await this.commit(cursor);
      cursor.tracker = null;
      await this.consumer.store.release(cursor.log.source, this.options.owner);
    } catch (error) {
      this.options.logger.warn({ err: error, consumer: this.consumer.consumer }, 'could not release the consumer offset');
    }
  }

  /** dead letters an operator asked to replay, in their aggregate's order */
  private async runReplays(): Promise<void> {
    if (this.stopped || ![...this.cursors.values()].some((c) => c.tracker)) return;
    await runReplayRequests(this.consumer, this.options.policy, this.options.logger, () => !this.stopped, this.replaying, (key, task) => this.processor.add(key, task));
  }
}
