import { z } from 'zod';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads configuration from environment variables and validates it with zod.
 * A bad or missing value throws a ConfigError naming each offending variable, so start-up stops with a
 * message a person can act on.
 */
export function loadConfig<TShape extends z.ZodRawShape>(shape: TShape, env: Env = process.env): z.infer<z.ZodObject<TShape>> {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(shape)) {
    const value = env[key];
    input[key] = value === '' ? undefined : value;
  }
  const parsed = z.object(shape).safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const variable = issue.path.join('.') || '(environment)';
      const shown = input[variable] === undefined ? 'is missing' : `has the invalid value ${JSON.stringify(input[variable])}`;
      return `  ${variable} ${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** Variables every process understands. */
export const commonConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; when absent an embedded PGlite under DATA_DIR is used */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// connection string' }).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  /** comma-separated Kafka brokers; when absent events travel in-process */
  KAFKA_BROKERS: z
    .string()
    .regex(/^[^,\s]+:\d+(,[^,\s]+:\d+)*$/, 'must be host:port[,host:port...]')
    .optional(),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  OUTBOX_SWEEP_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(4),
  /** HMAC secret for the self-hosted captcha; the all-in-one host generates one under DATA_DIR/keys */
  CAPTCHA_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(1).max(10_000_000).default(3000),
};

export const portShape = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

export type CommonConfig = z.infer<z.ZodObject<typeof commonConfigShape>>;
