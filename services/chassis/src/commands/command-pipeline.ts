import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../auth/principal';
import { currentContext } from '../context/request-context';
import type { Database, Transaction } from '../database/database';
import { badInput, DomainError, parseInput } from '../errors/domain-error';
import type { Logger } from '../logging/logger';
import { quoteIdent } from '../outbox/outbox.schema';

interface ParseableSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * How a command's result survives a retry with the same Idempotency-Key: `save` keeps a small JSON reference (an
 * id) in the same transaction as the state, `load` finds the same result again for the retry.
 */
export interface Replay<R> {
  save(result: R): Record<string, unknown>;
  /** `db` for a result that needs a write to hand out again (new sign-in tokens for the same new account) */
  load(em: EntityManager, saved: Record<string, unknown>, db: Database): Promise<R | null>;
}

/**
 * One use case that changes state, in the order every service follows:
 *   validate (zod) -> authorize (who may, before any work) -> prepare (slow work outside the transaction:
 *   hashing a password, checking a captcha) -> execute (one transaction: state and outbox events together) -> respond.
 * With `replay`, the command takes an Idempotency-Key: the same key (from the same caller) returns the first result
 * and stores nothing twice, also when the retries arrive at once.
 */
export interface Command<I, C, P, R> {
  /** `<service>.<useCase>`: names the command in logs and in idempotency records */
  name: string;
  input: ParseableSchema<I>;
  authorize(principal: Principal | null, input: I): C | Promise<C>;
  prepare?(input: I, caller: C): Promise<P>;
  execute(tx: Transaction, input: P, caller: C): Promise<R>;
  replay?: Replay<R>;
}

/** Declares a command with its types inferred (`prepare` left out: execute gets the validated input). */
export function defineCommand<I, C, R, P = I>(command: Command<I, C, P, R>): Command<I, C, P, R> {
  return command;
}

const KEY = /^[\x21-\x7e]{1,255}$/;
/** how long a retry waits for a first attempt still running before it is told to try again */
const IN_PROGRESS_WAIT_MS = 10_000;
/** a first attempt without a result after this long died with its process: a retry takes the key over */
const ABANDONED_AFTER_SECONDS = 120;
/** a key is remembered this long; a retry after that is a new request */
export const IDEMPOTENCY_TTL_HOURS = 24;

export const idempotencyKeyReused = () =>
  new DomainError('CONFLICT', 'This Idempotency-Key was already used for a different request. Send a new key with a new request.', {}, 'chassis.idempotency_key_reused');

/** Runs commands for one service: the shared pipeline (see `Command`). */
export class CommandPipeline {
  private writes = 0;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /**
   * Runs `command` for `principal` with `rawInput`. The Idempotency-Key is the one the request carried (the request
   * context), unless given here.
   */
  async run<I, C, P, R>(command: Command<I, C, P, R>, principal: Principal | null, rawInput: unknown, options: { idempotencyKey?: string | null } = {}): Promise<R> {
    const input = parseInput(command.input, rawInput);
    const caller = await command.authorize(principal, input);
    const key = command.replay ? (options.idempotencyKey ?? currentContext()?.idempotencyKey ?? null) : null;
    if (!key || !command.replay) {
      const prepared = command.prepare ? await command.prepare(input, caller) : (input as unknown as P);
      return this.db.transaction((tx) => command.execute(tx, prepared, caller));
    }
    if (!KEY.test(key)) throw badInput('Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice).', { field: 'Idempotency-Key' });
    const replay = command.replay;
    const record = { command: command.name, actor: actorOf(principal), key, fingerprint: fingerprint(input) };

    // the key is claimed before any work (a retry must not spend a single-use captcha again), in its own commit, so
    // a retry arriving meanwhile sees the first attempt in progress and waits for its result
    const claimed = await this.claim(record);
    if (claimed !== 'claimed') {
      const again = await replay.load(this.db.em(), claimed, this.db);
      if (again === null) throw new DomainError('CONFLICT', 'The first request with this Idempotency-Key no longer has a result. Send a new key.', {}, 'chassis.idempotency_result_gone');
      this.logger.info({ command: command.name }, 'idempotent retry answered with the first result');
      return again;
    }
    try {
      const prepared = command.prepare ? await command.prepare(input, caller) : (input as unknown as P);
      const result = await this.db.transaction(async (tx) => {
        const value = await command.execute(tx, prepared, caller);
        await tx.em.execute(`update ${this.table} set result = ? where command = ? and actor = ? and key = ?`, [JSON.stringify(replay.save(value)), record.command, record.actor, record.key], 'run');
        return value;
      });
      this.sweepNowAndThen();
      return result;
    } catch (error) {
      // nothing was stored: the key is free for a retry
      await this.release(record).catch((releaseError: unknown) => this.logger.warn({ err: releaseError }, 'could not release an idempotency key'));
      throw error;
    }
  }

  /** Forgets a key whose first result was taken back after the commit (a retry then runs the command anew). */
  async forget(commandName: string, principal: Principal | null, key: string | null | undefined = currentContext()?.idempotencyKey): Promise<void> {
    if (!key) return;
    await this.release({ command: commandName, actor: actorOf(principal), key });
  }

  private get table(): string {
    return `${quoteIdent(this.db.schema)}.idempotency_key`;
  }

  private async release(record: { command: string; actor: string; key: string }): Promise<void> {
    await this.db.em().execute(`delete from ${this.table} where command = ? and actor = ? and key = ?`, [record.command, record.actor, record.key], 'run');
  }

  /**
   * Claims the key for a first attempt, or returns the first attempt's saved result. A first attempt still running
   * is waited for (up to IN_PROGRESS_WAIT_MS); one that went away (failed, or its process died) frees the key.
   */
  private async claim(record: { command: string; actor: string; key: string; fingerprint: string }): Promise<'claimed' | Record<string, unknown>> {
    const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
    for (;;) {
      const em = this.db.em();
      const inserted = await em.execute<{ key: string }[]>(
        `insert into ${this.table} (command, actor, key, fingerprint) values (?, ?, ?, ?) on conflict (command, actor, key) do nothing returning key`,
        [record.command, record.actor, record.key, record.fingerprint],
      );
      if (inserted.length > 0) return 'claimed';
      const [existing] = await em.execute<{ fingerprint: string; result: Record<string, unknown> | string | null; age_seconds: number }[]>(
        `select fingerprint, result, extract(epoch from now() - created_at)::float8 as age_seconds from ${this.table} where command = ? and actor = ? and key = ?`,
        [record.command, record.actor, record.key],
      );
      if (!existing) continue; // the first attempt failed and let go of the key just now
      const expired = existing.age_seconds > IDEMPOTENCY_TTL_HOURS * 3600;
      const abandoned = existing.result === null && existing.age_seconds > ABANDONED_AFTER_SECONDS;
      if (expired || abandoned) {
        // an expired key is a new request; an attempt that never finished (its process died) is taken over
        const taken = await em.execute<{ key: string }[]>(
          `update ${this.table} set fingerprint = ?, result = null, created_at = now()
           where command = ? and actor = ? and key = ?
             and (created_at < now() - make_interval(hours => ?) or (result is null and created_at < now() - make_interval(secs => ?)))
           returning key`,
          [record.fingerprint, record.command, record.actor, record.key, IDEMPOTENCY_TTL_HOURS, ABANDONED_AFTER_SECONDS],
        );
        if (taken.length > 0) return 'claimed';
        continue;
      }
      if (existing.fingerprint !== record.fingerprint) throw idempotencyKeyReused();
      if (existing.result !== null) return typeof existing.result === 'string' ? (JSON.parse(existing.result) as Record<string, unknown>) : existing.result;
      if (Date.now() > deadline) {
        throw new DomainError('CONFLICT', 'Another request with this Idempotency-Key is still running. Try again in a moment.', {}, 'chassis.idempotency_in_progress');
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Expired keys are deleted now and then, by whichever write comes along (no scheduler needed). */
  private sweepNowAndThen(): void {
    this.writes += 1;
    if (this.writes % 200 !== 1) return;
    void this.db
      .em()
      .execute(`delete from ${this.table} where created_at < now() - make_interval(hours => ?)`, [IDEMPOTENCY_TTL_HOURS], 'run')
      .catch((error: unknown) => this.logger.warn({ err: error }, 'could not sweep expired idempotency keys'));
  }
}

/** Keys are per caller: two people who happen to send the same key never see each other's results. */
function actorOf(principal: Principal | null): string {
  if (!principal) return 'anonymous';
  return `${principal.kind}:${principal.subject}${principal.sessionId ? `:${principal.sessionId}` : ''}`;
}

/**
 * The validated input, canonically: the same request retried gives the same fingerprint, whatever its key order.
 * Secrets (passwords, captcha solutions, tokens) are left out: the fingerprint is stored, and must not help anyone
 * guess a password.
 */
function fingerprint(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

const SECRET = /password|captcha|token|secret/i;

function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([k, v]) => v !== undefined && !SECRET.test(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
