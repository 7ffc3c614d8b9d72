import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The environment of an all-in-one host for an end-to-end test: a free port, its own data, no web build. */
export function hostEnv(databaseUrl?: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-e2e-')),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
    OUTBOX_SWEEP_MS: '200',
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-noweb-')),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extra,
  };
}

/** A JSON client of the REST API at `base()` (a function: the host may restart on another port). */
export function restClient(base: () => string) {
  return async function api<T = unknown>(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}
