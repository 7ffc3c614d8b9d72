import { describe, expect, it } from 'vitest';
import { Bm25Index, tokenize } from '../src/domain/bm25';
import { categoryOf } from '../src/domain/triage';

describe('retrieval', () => {
  const index = new Bm25Index([
    { item: 'hours', text: 'What are your store hours? hours open saturday' },
    { item: 'refill', text: 'How do I request a prescription refill? refill prescription' },
  ]);
  it('ranks the entry sharing the meaningful words first', () => {
    expect(index.search('can I get my prescriptions refilled')[0]?.item).toBe('refill');
    expect(index.search('are you open on saturday')[0]?.item).toBe('hours');
  });
  it('drops stop words and stems', () => {
    expect(tokenize('What are the refills?')).toEqual(['refill']);
  });
});

describe('triage', () => {
  it('detects the category of a question', () => {
    expect(categoryOf('can I mix this with alcohol')).toBe('drug_interactions');
    expect(categoryOf('something else entirely')).toBe('general');
  });
});
