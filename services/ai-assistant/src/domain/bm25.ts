/** A small BM25 index over a pharmacy's knowledge base: no model, no network, deterministic. */

const STOPWORDS = new Set(
  'a about am an and any are as at be been but by can could did do does doing for from get got had has have how i if in into is it its just me my of on or our please should so some than that the their them then there these they this those to us was we were what when where which who why will with would you your yours hi hello thanks thank'.split(' '),
);

/** Light stemming: enough for "refills"/"refill", "hours"/"hour", "opening"/"open". */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOPWORDS.has(w))
    .map(stem);
}

export interface IndexedDocument<T> {
  item: T;
  /** weighted fields: the question counts double, tags count double */
  text: string;
}

export interface Match<T> {
  item: T;
  score: number;
  /** share of the query's distinct terms found in the document */
  coverage: number;
}

export class Bm25Index<T> {
  private readonly docs: { item: T; terms: Map<string, number>; length: number }[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(
    documents: IndexedDocument<T>[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    this.docs = documents.map(({ item, text }) => {
      const terms = new Map<string, number>();
      const tokens = tokenize(text);
      for (const token of tokens) terms.set(token, (terms.get(token) ?? 0) + 1);
      for (const term of terms.keys()) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      return { item, terms, length: tokens.length };
    });
    this.averageLength = this.docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.docs.length);
  }

  search(query: string, limit = 3): Match<T>[] {
    const queryTerms = [...new Set(tokenize(query))];
    if (queryTerms.length === 0) return [];
    const n = this.docs.length;
    const matches: Match<T>[] = [];
    for (const doc of this.docs) {
      let score = 0;
      let found = 0;
      for (const term of queryTerms) {
        const tf = doc.terms.get(term) ?? 0;
        if (tf === 0) continue;
        found += 1;
        const df = this.documentFrequency.get(term) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += (idf * tf * (this.k1 + 1)) / (tf + this.k1 * (1 - this.b + (this.b * doc.length) / this.averageLength));
      }
      if (found > 0) matches.push({ item: doc.item, score, coverage: found / queryTerms.length });
    }
    return matches.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
