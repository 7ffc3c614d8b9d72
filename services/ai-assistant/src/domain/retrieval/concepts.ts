import { CONCEPTS } from './lexicon';
import { type AnalysedText, PhraseSet } from './matcher';

export interface ConceptMatch {
  tier: number;
  phrases: string[];
}

export interface ConceptAnalysis {
  concepts: Map<string, ConceptMatch>;
  /** token positions explained by a concept phrase */
  consumed: Set<number>;
}

const SETS: [string, number, PhraseSet][] = Object.entries(CONCEPTS).map(([name, def]) => [name, def.tier, new PhraseSet(def.phrases)]);

export function extractConcepts(text: AnalysedText): ConceptAnalysis {
  const concepts = new Map<string, ConceptMatch>();
  const consumed = new Set<number>();
  for (const [name, tier, set] of SETS) {
    const found = set.find(text);
    if (found.length === 0) continue;
    concepts.set(name, { tier, phrases: found.map((f) => f.phrase) });
    for (const f of found) for (const p of f.positions) consumed.add(p);
  }
  return { concepts, consumed };
}

/** The question's main intent: its concepts of the highest tier (none when it only has modifiers). */
export function mainIntent(concepts: Map<string, ConceptMatch>): string[] {
  let top = 0;
  for (const c of concepts.values()) top = Math.max(top, c.tier);
  if (top < 2) return [];
  return [...concepts].filter(([, c]) => c.tier === top).map(([name]) => name);
}
