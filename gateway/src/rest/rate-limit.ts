import type { NextFunction, Request, Response } from 'express';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '@pharmachat/chassis';

/**
 * Where the REST edge counts requests per client address (rate-limiter-flexible). On PostgreSQL every gateway
 * replica counts in one table, so a client cannot multiply its allowance by the number of replicas; on the
 * embedded default (one process) the count is kept in memory.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres';
  /** a fixed window of `limit` requests per `windowMs`, counted under `name` */
  limiter(name: string, limit: number, windowMs: number): RateLimiterAbstract;
  close(): Promise<void>;
}

export function memoryRateLimitStore(): RateLimitStore {
  return {
    kind: 'memory',
    limiter: (name, limit, windowMs) => new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowMs / 1000 }),
    close: async () => undefined,
  };
}

export const RATE_LIMIT_SCHEMA = 'gateway';
export const RATE_LIMIT_TABLE = 'rate_limit';

/**
 * Counts in `gateway.rate_limit` on `databaseUrl` (created here, under an advisory lock so replicas starting at
 * once do not race). If the database stops answering, each replica falls back to counting in its own memory
 * (rate-limiter-flexible's insurance limiter) rather than refusing or waving through every request.
 */
export async function postgresRateLimitStore(databaseUrl: string, options: { logger?: Logger; poolSize?: number } = {}): Promise<RateLimitStore> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 2, application_name: 'pharmachat-gateway-rate-limit' });
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'rate-limit database connection failed'));
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('pharmachat.gateway.rate_limit'))`);
    // only when missing: a provisioned database gives the gateway's role this schema and no right to create one
    await client.query(`DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = '${RATE_LIMIT_SCHEMA}') THEN CREATE SCHEMA ${RATE_LIMIT_SCHEMA}; END IF; END $$`);
    // the table rate-limiter-flexible expects: key, points used in the window, window end (epoch ms)
    await client.query(`CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_SCHEMA}.${RATE_LIMIT_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
    await pool.end();
    throw error;
  }
  client.release();
  const limiters: RateLimiterPostgres[] = [];
  return {
    kind: 'postgres',
    limiter(name, limit, windowMs) {
      const limiter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        schemaName: RATE_LIMIT_SCHEMA,
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: name,
        points: limit,
        duration: windowMs / 1000,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowMs / 1000 }),
      });
      limiters.push(limiter);
      return limiter;
    },
    async close() {
      // the library deletes long-expired rows every 5 minutes on an unref'd timer; stop it with the pool
      for (const limiter of limiters) clearTimeout((limiter as unknown as { _clearExpiredTimeoutId?: NodeJS.Timeout })._clearExpiredTimeoutId);
      await pool.end();
    },
  };
}

/**
 * A fixed-window limit per client address for endpoints open to the public (sign-in, starting and writing
 * chats). Over the limit: 429 with Retry-After and a message saying how long to wait.
 */
export function rateLimit(store: RateLimitStore, options: { name: string; limit: number; windowMs: number; logger?: Logger }) {
  const limiter = store.limiter(options.name.replace(/\W+/g, '-'), options.limit, options.windowMs);
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    try {
      await limiter.consume(key);
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) {
        // the store failed and so did its fallback: serve the request rather than refuse everybody
        options.logger?.warn({ err: outcome, limit: options.name }, 'rate limit could not be counted');
        next();
        return;
      }
      const retryAfter = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      res.setHeader('Retry-After', String(retryAfter));
      res.status(429).json({ message: `Too many requests to ${options.name}. Please wait ${retryAfter} seconds and try again.`, retryAfter });
      return;
    }
    next();
  };
}
