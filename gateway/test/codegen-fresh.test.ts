import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('typed GraphQL (npm run codegen)', () => {
  it('the committed resolver types and typed documents (web app, REST adapter) are what the SDL and the supergraph generate', () => {
    // in a process of its own: graphql-codegen must load the same graphql module as the schema it builds
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/codegen-cli.ts', '--check'], { cwd: new URL('../../', import.meta.url).pathname, encoding: 'utf8' });
    expect(run.stderr, 'run npm run codegen and commit the result').not.toContain('stale:');
    expect(run.status, run.stderr).toBe(0);
  }, 60_000);
});
