import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderEventCatalogue } from '../src/generate-docs';

describe('event catalogue', () => {
  it('docs/events.md is generated from proto (run `npm run events:docs` after changing an event)', () => {
    expect(readFileSync(new URL('../../docs/events.md', import.meta.url), 'utf8')).toBe(renderEventCatalogue());
  });
});
