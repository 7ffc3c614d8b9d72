import { describe, expect, it } from 'vitest';
import { composeSupergraph, readCommittedSupergraph } from '../src/compose';

describe('supergraph', () => {
  it('composes the eight subgraphs without errors', () => {
    const sdl = composeSupergraph();
    for (const name of ['IDENTITY', 'PHARMACY', 'CHAT', 'AI_ASSISTANT', 'BILLING', 'DOCTOR', 'ANALYTICS', 'RETENTION']) expect(sdl).toContain(`${name} @join__graph`);
  });

  it('gateway/supergraph.graphql is up to date (run `npm run compose` after changing a schema.graphql)', () => {
    expect(readCommittedSupergraph()).toBe(composeSupergraph());
  });
});
