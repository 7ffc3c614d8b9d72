import { schemaOwners, type SchemaOwner } from './database-roles';

/**
 * The distributed topology in one table: each process, the port it listens on, its entry point, and the variables
 * it reads beyond the common ones. docker-compose.yml, k8s/ and the separate-process test follow it, and every
 * variable here is in the README's configuration table (the same table as the all-in-one host's); tests check both.
 */
export interface ProcessSpec {
  port: number;
  /** the script the image runs (`node --import tsx <entry>`) */
  entry: string;
  /** whose schema and database role */
  owner: SchemaOwner;
  /** must be set in this topology */
  required: readonly string[];
  /** passed through when the operator sets them */
  optional: readonly string[];
}

/** What every process understands (chassis `commonConfigShape`, tracing). */
export const commonVariables = ['NODE_ENV', 'LOG_LEVEL', 'PORT', 'HOST', 'DATABASE_URL', 'KAFKA_BROKERS', 'AUTH_JWKS_URLS', 'CAPTCHA_SECRET', 'DATA_DIR'] as const;
export const commonOptionalVariables = ['OUTBOX_MAX_ATTEMPTS', 'OUTBOX_SWEEP_MS', 'DB_POOL_SIZE', 'CAPTCHA_COST', 'CAPTCHA_MAX_COUNTER', 'OTEL_EXPORTER_OTLP_ENDPOINT'] as const;

const revoked = 'AUTH_REVOKED_SESSIONS_URL';

export const distributedProcesses = {
  identity: {
    port: 4001,
    entry: 'services/identity/src/main.ts',
    owner: 'identity',
    required: [],
    optional: ['IDENTITY_SIGNING_KEY', 'ACCESS_TOKEN_TTL_SECONDS', 'SESSION_IDLE_MINUTES', 'SESSION_MAX_HOURS', 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 'LOGIN_MAX_FAILURES_PER_ADDRESS', 'LOGIN_FAILURE_WINDOW_MINUTES'],
  },
  pharmacy: {
    port: 4002,
    entry: 'services/pharmacy/src/main.ts',
    owner: 'pharmacy',
    required: [revoked],
    optional: ['SMTP_URL', 'MAIL_FROM', 'SMTP_TIMEOUT_MS', 'SUPPORT_EMAIL'],
  },
  chat: {
    port: 4003,
    entry: 'services/chat/src/main.ts',
    owner: 'chat',
    required: [revoked],
    optional: ['CHAT_SIGNING_KEY', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID', 'TWILIO_API_BASE', 'TWILIO_TIMEOUT_MS', 'SMS_DEFAULT_COUNTRY_CODE'],
  },
  'ai-assistant': {
    port: 4004,
    entry: 'services/ai-assistant/src/main.ts',
    owner: 'ai-assistant',
    required: [revoked],
    optional: ['OPENAI_BASE_URL', 'OPENAI_API_KEY', 'LLM_MODEL', 'EMERGENCY_NUMBER'],
  },
  billing: {
    port: 4005,
    entry: 'services/billing/src/main.ts',
    owner: 'billing',
    required: [revoked],
    optional: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'],
  },
  doctor: { port: 4006, entry: 'services/doctor/src/main.ts', owner: 'doctor', required: [revoked], optional: [] },
  analytics: { port: 4007, entry: 'services/analytics/src/main.ts', owner: 'analytics', required: [revoked], optional: [] },
  retention: { port: 4008, entry: 'services/retention/src/main.ts', owner: 'retention', required: [revoked], optional: ['RETENTION_SCHEDULER'] },
  gateway: {
    port: 4000,
    entry: 'gateway/src/main.ts',
    owner: 'gateway',
    required: [
      revoked,
      'IDENTITY_SUBGRAPH_URL',
      'PHARMACY_SUBGRAPH_URL',
      'CHAT_SUBGRAPH_URL',
      'AI_ASSISTANT_SUBGRAPH_URL',
      'BILLING_SUBGRAPH_URL',
      'DOCTOR_SUBGRAPH_URL',
      'ANALYTICS_SUBGRAPH_URL',
      'RETENTION_SUBGRAPH_URL',
      'WEB_DIST_DIR',
    ],
    optional: ['RATE_LIMIT_LOGIN_PER_MINUTE', 'RATE_LIMIT_CHAT_PER_MINUTE', 'LIVE_CONNECTIONS_PER_ADDRESS', 'STRIPE_PUBLISHABLE_KEY'],
  },
} as const satisfies Record<SchemaOwner, ProcessSpec>;

export type ProcessName = keyof typeof distributedProcesses;
export const processNames = Object.keys(distributedProcesses) as ProcessName[];

/** Every variable a process of the distributed topology reads. */
export function variablesOf(name: ProcessName): { required: string[]; optional: string[] } {
  const spec: ProcessSpec = distributedProcesses[name];
  return { required: [...commonVariables, ...spec.required], optional: [...commonOptionalVariables, ...spec.optional] };
}

/** Kafka topics: partitions and retention the topics job creates them with (docs/operations.md, "Kafka topics"). */
export const kafkaTopicSettings = { partitions: 6, retentionMs: 7 * 24 * 3600 * 1000 } as const;

export { schemaOwners };
