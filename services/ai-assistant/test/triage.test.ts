import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../src/domain/red-flags';
import { Bm25Index, tokenize } from '../src/domain/bm25';
import { categoryOf, languageOf, sentimentOf } from '../src/domain/triage';

describe('red flags', () => {
  it.each([
    ['I have chest pain', 'chest_pain'],
    ['there is pressure in my chest', 'chest_pain'],
    ["I can't breathe", 'breathing_difficulty'],
    ['I cannot breathe well', 'breathing_difficulty'],
    ['I cant breath', 'breathing_difficulty'],
    ['having trouble breathing', 'breathing_difficulty'],
    ['Allergic reaction to amoxicillin', 'allergic_reaction'],
    ['my lips are swelling', 'allergic_reaction'],
    ['SEVERE SIDE EFFECTS', 'severe_side_effects'],
    ['is this an emergency?', 'emergency'],
    ['my son took too many pills', 'overdose'],
    ['I want to kill myself', 'self_harm'],
  ])('%s -> %s', (text, flag) => {
    expect(detectRedFlags(text).map((f) => f.name)).toContain(flag);
  });

  it.each(['What are your hours?', 'Is my refill ready?', 'Do you have a chest of drawers?', 'mild side effects of ibuprofen'])('no red flag in: %s', (text) => {
    expect(detectRedFlags(text)).toEqual([]);
  });
});

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
  it('detects language, sentiment and category', () => {
    expect(languageOf('Necesito una recarga de mi receta médica por favor')).toBe('spa');
    expect(sentimentOf('thank you, that was great')).toBe('positive');
    expect(sentimentOf('I am upset, my order is late')).toBe('negative');
    expect(categoryOf('can I mix this with alcohol')).toBe('drug_interactions');
    expect(categoryOf('something else entirely')).toBe('general');
  });
});
