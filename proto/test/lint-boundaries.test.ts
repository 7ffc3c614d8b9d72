import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The module boundaries of eslint.config.js, run through ESLint's Node API on small texts placed at paths of the
 * repository (the files need not exist; the modules they import do, so relative imports resolve as in real code).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const boundaryRules = new Set(['no-restricted-imports', 'no-restricted-syntax', 'import-x/no-relative-packages', 'import-x/no-nodejs-modules']);

/** the boundary errors ESLint reports for `code` as the file at `path` (relative to the repository) */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${path}` });
  return result!.messages.filter((message) => message.ruleId && boundaryRules.has(message.ruleId)).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('a service reaches another workspace only through @pharmachat/proto and @pharmachat/chassis', () => {
  it('refuses a relative import into another service, the chassis, the gateway or proto', async () => {
    for (const code of [
      "export { createIdentityApplication } from '../../../identity/src/index';",
      "export * from '../../../identity/src/domain/staff-user';",
      "export { DomainError } from '../../../chassis/src/errors/domain-error';",
      "export * from '../../../../gateway/src/hardening';",
      "export * from '../../../../proto/src/envelope';",
    ]) {
      const errors = await boundaryErrors('services/chat/src/application/fixture.ts', code);
      expect(errors, code).toEqual([expect.stringMatching(/^import-x\/no-relative-packages: Relative import from another package is not allowed/)]);
    }
  });

  it('refuses another service, the gateway or deploy by package name', async () => {
    for (const name of ['@pharmachat/identity', '@pharmachat/gateway', '@pharmachat/deploy', '@pharmachat/chassis/testing']) {
      const errors = await boundaryErrors('services/chat/src/application/fixture.ts', `export * from '${name}';`);
      expect(errors, name).toEqual([expect.stringMatching(/^no-restricted-imports: .*A service imports only @pharmachat\/proto and @pharmachat\/chassis/)]);
    }
  });

  it('lets a service import proto, the chassis and its own files', async () => {
    const code = [
      "export { DomainError } from '@pharmachat/chassis';",
      "export { eventSchemas } from '@pharmachat/proto';",
      "export * from '../domain/chat-session';",
      "export * from './fixture-sibling';",
    ].join('\n');
    expect(await boundaryErrors('services/chat/src/application/fixture.ts', code)).toEqual([]);
  });

  it('holds for a service test too, and other workspaces (gateway, deploy) reaching into a service by path', async () => {
    expect(await boundaryErrors('services/chat/test/fixture.test.ts', "export * from '../../identity/src/index';")).toHaveLength(1);
    expect(await boundaryErrors('gateway/src/fixture.ts', "export * from '../../services/chat/src/index';")).toHaveLength(1);
    expect(await boundaryErrors('deploy/src/fixture.ts', "export * from '../../services/chat/src/domain/handoff';")).toHaveLength(1);
    expect(await boundaryErrors('deploy/src/fixture.ts', "export * from '@pharmachat/chat';")).toEqual([]);
  });
});

describe('domain code imports only @pharmachat/chassis/errors', () => {
  const domainFile = 'services/chat/src/domain/fixture.ts';

  it('refuses the chassis barrel, its other entry points, other services and frameworks', async () => {
    for (const name of ['@pharmachat/chassis', '@pharmachat/chassis/testing', '@pharmachat/identity']) {
      const errors = await boundaryErrors(domainFile, `export * from '${name}';`);
      expect(errors, name).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*Domain code imports of our packages only @pharmachat\/chassis\/errors/));
    }
    for (const name of ['@mikro-orm/core', 'graphql', 'express', 'pg', 'kafkajs', 'pino', '@apollo/server']) {
      const errors = await boundaryErrors(domainFile, `export * from '${name}';`);
      expect(errors, name).toEqual([expect.stringMatching(/^no-restricted-imports: .*Domain code stays plain/)]);
    }
  });

  it('refuses its own application, infrastructure, graphql and events layers', async () => {
    for (const path of ['../application/post-message.command', '../infrastructure/chat.entities', '../graphql/chat.resolver', '../events/subscriptions', '../../infrastructure/x']) {
      const errors = await boundaryErrors(domainFile, `export * from '${path}';`);
      expect(errors, path).toEqual([expect.stringMatching(/^no-restricted-imports: .*Domain code does not depend on its own application/)]);
    }
  });

  it('lets domain code import the errors entry point, proto, plain libraries and other domain files', async () => {
    const code = [
      "export { DomainError } from '@pharmachat/chassis/errors';",
      "export { eventSchemas } from '@pharmachat/proto';",
      "export { randomUUID } from 'node:crypto';",
      "export { z } from 'zod';",
      "export * from './handoff';",
    ].join('\n');
    expect(await boundaryErrors(domainFile, code)).toEqual([]);
    // the rest of the service is still free to use the barrel
    expect(await boundaryErrors('services/chat/src/infrastructure/fixture.ts', "export { DomainError } from '@pharmachat/chassis';")).toEqual([]);
  });
});

describe('the web app imports no server code', () => {
  const webFile = 'web/src/features/fixture/fixture.ts';

  it('refuses our server packages by name and by relative path', async () => {
    for (const name of ['@pharmachat/chassis', '@pharmachat/gateway', '@pharmachat/chat', '@pharmachat/deploy', '@pharmachat/proto']) {
      const errors = await boundaryErrors(webFile, `export * from '${name}';`);
      expect(errors, name).toEqual([expect.stringMatching(/^no-restricted-imports: .*The web app imports no server code/)]);
    }
    for (const path of ['../../../../services/chat/src/domain/handoff', '../../../../gateway/src/hardening', '../../../../deploy/src/seed', '../../../../services/chassis/src/errors/domain-error']) {
      const errors = await boundaryErrors(webFile, `export * from '${path}';`);
      expect(errors, path).toEqual([expect.stringMatching(/^import-x\/no-relative-packages:/)]);
    }
  });

  it('refuses Node built-ins and server-only packages', async () => {
    for (const name of ['node:fs', 'fs', 'child_process', 'node:crypto']) {
      const errors = await boundaryErrors(webFile, `export * from '${name}';`);
      expect(errors, name).toEqual([expect.stringMatching(/^import-x\/no-nodejs-modules:/)]);
    }
    for (const name of ['express', 'pg', '@mikro-orm/core', '@apollo/server', 'pino', 'ws']) {
      const errors = await boundaryErrors(webFile, `export * from '${name}';`);
      expect(errors, name).toEqual([expect.stringMatching(/^no-restricted-imports: .*The web app imports no server-only package/)]);
    }
  });

  it('lets the web app import its libraries and its own files', async () => {
    const code = [
      "export { Button } from 'antd';",
      "export { useState } from 'react';",
      "export { gql } from '@apollo/client';",
      "export { createClient } from 'graphql-ws';",
      "export * from '../../app/routes';",
    ].join('\n');
    expect(await boundaryErrors(webFile, code)).toEqual([]);
  });
});

describe('dynamic imports and require() are held to the same boundaries', () => {
  it('refuses them where the static import is refused, and allows them where it is allowed', async () => {
    const refused: [string, string, RegExp][] = [
      ['services/chat/src/application/fixture.ts', "export const load = () => import('@pharmachat/identity');", /A service imports only/],
      ['services/chat/src/application/fixture.ts', "export const load = () => require('@pharmachat/gateway');", /A service imports only/],
      ['services/chat/src/domain/fixture.ts', "export const load = () => import('@pharmachat/chassis');", /Domain code imports of our packages only/],
      ['services/chat/src/domain/fixture.ts', "export const load = () => import('@mikro-orm/core');", /Domain code stays plain/],
      ['services/chat/src/domain/fixture.ts', "export const load = () => import('../infrastructure/chat.entities');", /Domain code does not depend/],
      ['web/src/features/fixture/fixture.ts', "export const load = () => import('@pharmachat/chassis');", /The web app imports no server code/],
      ['web/src/features/fixture/fixture.ts', "export const load = () => import('@mikro-orm/core');", /no server-only package/],
      ['web/src/features/fixture/fixture.ts', "export const load = () => import('express');", /no server-only package/],
      ['web/src/features/fixture/fixture.ts', "export const load = () => import('node:fs');", /builtin module/],
      ['services/chat/src/application/fixture.ts', "export const load = () => import('../../../identity/src/index');", /Relative import from another package/],
    ];
    for (const [path, code, message] of refused) {
      const errors = await boundaryErrors(path, code);
      expect(errors, `${path}: ${code}`).toEqual([expect.stringMatching(message)]);
    }
    const allowed: [string, string][] = [
      ['services/chat/src/application/fixture.ts', "export const load = () => import('@pharmachat/chassis');"],
      ['services/chat/src/domain/fixture.ts', "export const load = () => import('@pharmachat/chassis/errors');"],
      ['web/src/features/fixture/fixture.ts', "export const load = () => import('antd');"],
      ['web/src/features/fixture/fixture.ts', "export const load = () => import('@apollo/client');"],
      ['web/src/features/fixture/fixture.ts', "export const load = () => import('../../app/routes');"],
    ];
    for (const [path, code] of allowed) expect(await boundaryErrors(path, code), `${path}: ${code}`).toEqual([]);
  });
});

describe('the repository as it is', () => {
  it('passes the boundary rules', async () => {
    const results = await eslint.lintFiles(['services/*/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'gateway/src/**/*.ts', 'deploy/src/**/*.ts']);
    const broken = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId && boundaryRules.has(message.ruleId)).map((message) => `${result.filePath.slice(root.length)}:${message.line} ${message.message}`),
    );
    expect(broken).toEqual([]);
  }, 120_000);
});
