import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commonConfigShape, ConfigError, loadConfig, portShape } from '../src/index';

describe('configuration from the environment', () => {
  it('applies defaults', () => {
    const config = loadConfig({ ...commonConfigShape, PORT: portShape(4000) }, {});
    expect(config).toMatchObject({ PORT: 4000, DATA_DIR: './.data', LOG_LEVEL: 'info', OUTBOX_MAX_ATTEMPTS: 8 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming each bad variable', () => {
    const load = () => loadConfig({ ...commonConfigShape, PORT: portShape(4000) }, { PORT: 'eighty', DATABASE_URL: 'mysql://x', KAFKA_BROKERS: 'nonsense' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT has the invalid value "eighty"/);
    expect(load).toThrow(/DATABASE_URL .*postgres:\/\//);
    expect(load).toThrow(/KAFKA_BROKERS .*host:port/);
  });

  it('names a missing required variable', () => {
    expect(() => loadConfig({ AUTH_JWKS_URLS: z.string().min(1) }, {})).toThrow(/AUTH_JWKS_URLS is missing/);
  });
});
