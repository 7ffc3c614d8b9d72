import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type LockEntry = { optionalDependencies?: Record<string, string> };

/**
 * `npm ci` (the first step of `.ci/run`) refuses a lock file naming an optional dependency it does not hold. The
 * registry our machines reach lacks some platforms' native bindings (unrs-resolver's non-Linux ones), and an
 * `npm install` writes their names back into the lock: this test says so before CI does.
 */
describe('package-lock.json', () => {
  it('holds every optional dependency it names, so npm ci accepts it on a fresh machine', () => {
    const lock = JSON.parse(readFileSync(join(import.meta.dirname, '../../package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        // npm resolves a dependency from the package's own node_modules upwards
        const segments = path.split('node_modules/').length;
        const candidates = [`${path}/node_modules/${name}`, `node_modules/${name}`];
        if (segments > 2) candidates.push(`${path.slice(0, path.lastIndexOf('/node_modules/'))}/node_modules/${name}`);
        if (!candidates.some((candidate) => candidate in lock.packages)) missing.push(`${path || '(root)'} -> ${name}`);
      }
    }
    expect(missing, 'trim these from the lock file (see docs/architecture.md, eslint-plugin-import-x)').toEqual([]);
  });
});
