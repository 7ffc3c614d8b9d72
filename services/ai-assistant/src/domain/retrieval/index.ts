import { Bm25Index } from '../bm25';
import type { KnowledgeEntry } from '../knowledge-entry';
import { clinicalReason, mentionsNewMedicine, namesMedicine } from './clinical';
import { type ConceptMatch, extractConcepts, mainIntent } from './concepts';
import { PhraseSet, analyse } from './matcher';

/**
 * Answers a patient's question from the pharmacy's knowledge base only when the entry covers what the question is
 * about; otherwise hands over to a pharmacist. Questions are mapped to language-neutral concepts (multilingual
 * lexicon, typos, slang), entries likewise (question and tags), and an entry is answered only when it covers the
 * question's main intent. Words the lexicon does not know still count through BM25 token overlap. Questions that need
 * individual clinical judgement are handed over first, whatever the knowledge base says.
 */

export type KbDecision =
  | { kind: 'answer'; entry: KnowledgeEntry; confidence: number; matched: string[] /* concepts that matched */ }
  | { kind: 'handoff'; reason: 'clinical_judgement' | 'not_covered'; detail?: string };

/** true when the question needs individual clinical judgement: doses (incl. children's doses), pregnancy and breastfeeding, specific drug combinations for this person, dose changes, whether to stop/start/switch a medicine */
export function needsClinicalJudgement(question: string, language?: string): boolean {
  void language; // the lexicon covers all supported languages at once (questions mix languages)
  return clinicalReason(analyse(question)) !== null;
}

interface EntryConcepts {
  question: Set<string>;
  tags: Set<string>;
  answer: Set<string>;
  /** the answer states what something costs ("the review is free", "$25") */
  givesFigure: boolean;
}

const FREE = new PhraseSet(['free', 'free of charge', 'no charge', 'at no cost', 'gratis', 'gratuit*', 'kostenlos', 'gratuito', 'gratuita', '免费', '免費', 'مجاني', 'مجانا', 'मुफ्त', 'mien phi', 'miễn phí', 'libre']);
const FIGURE = /[$€£¥₱₹]\s?\d|\d\s?(?:[$€£¥₱₹]|dollars?|euros?|usd|eur|pesos?|reais|rupees?)/iu;

/** Topics a question may add to its main intent that the entry must still speak to (in its question, tags or answer). */
const BLOCKING = ['APPEARANCE', 'PRICE_LIST', 'E_PRESCRIPTION', 'DISCOUNT', 'BP_CHECK', 'TRAVEL_VACCINE', 'PRICE', 'CHEAP', 'LOCATION', 'APPOINTMENT', 'INSURANCE', 'COVERAGE', 'HOLIDAY', 'PAYMENT', 'DELIVERY', 'PARKING', 'TRANSFER', 'EQUIPMENT', 'VETERINARY', 'COMPOUNDING', 'LOST', 'RETURNS', 'HOME_TEST', 'PHOTO', 'JOBS', 'PROXY_PICKUP', 'FAX', 'IN_STOCK', 'EARLY_REFILL', 'LEAFLET', 'RECORDS', 'REFILL_PROGRAM', 'LANGUAGE_SERVICE', 'OTHER_PHARMACY', 'CONTACT_CHANNEL', 'MANUFACTURER', 'SUPPLIER'];
/**
 * The concepts of an entry, by its text: entries may be loaded afresh for every message, and reading an entry's answer
 * is most of the cost of answering (~5 ms an entry), so the cache is keyed by the text, not the object. Bounded: the
 * oldest texts go first.
 */
const entryCache = new Map<string, EntryConcepts>();
const ENTRY_CACHE_SIZE = 5000;

function conceptsOfEntry(entry: KnowledgeEntry): EntryConcepts {
  const key = `${entry.question}\u0000${entry.tags.join('\u0000')}\u0000${entry.answer}`;
  const cached = entryCache.get(key);
  if (cached) return cached;
  const question = new Set(extractConcepts(analyse(entry.question)).concepts.keys());
  const tags = new Set<string>();
  for (const tag of entry.tags) for (const c of extractConcepts(analyse(tag)).concepts.keys()) tags.add(c);
  const analysedAnswer = analyse(entry.answer);
  const answer = new Set(extractConcepts(analysedAnswer).concepts.keys());
  const value = { question, tags, answer, givesFigure: FREE.test(analysedAnswer) || FIGURE.test(entry.answer) };
  entryCache.set(key, value);
  if (entryCache.size > ENTRY_CACHE_SIZE) entryCache.delete(entryCache.keys().next().value!);
  return value;
}

const weight = (c: ConceptMatch) => c.tier;

/** a pack of a medicine, whose price is asked */
const PACK = new PhraseSet([
  'a box', 'per box', 'a pack', 'per pack', 'a bottle', 'day supply', 'la boite', 'la boîte', 'une boite', 'une boîte', 'la caja', 'una caja', 'la cajita', 'die packung', 'eine packung', 'pro packung', 'a caixa', 'uma caixa', 'a caixinha',
  '一盒', '一瓶', '一板', '每盒', 'العلبه', 'علبه', 'الشريط', 'ek patta', 'ek dabba', 'एक पत्ता', 'mot hop', 'một hộp', 'mot vi', 'isang banig', 'isang kahon', 'isang box',
]);

/** a figure asked for ("how much exactly?", "一个月大概多少钱", "بكام بالظبط"): with a price, no entry but one about prices gives it */
const AMOUNT = new PhraseSet([
  'ka rate', 'ki rate', 'ke rate', 'rate kya', 'rate kitna', 'kya rate', 'का रेट', 'की रेट', 'रेट क्या', 'रेट कितना',
  'wat kostet', 'quanto ta', 'quanto tá', 'quanto esta', 'quanto está',
  'si3r', 'se3r', 'sa3r', 'केतना की', 'केतना का', 'केतना के', 'ketna ki', 'ketna ka', 'bn tien', 'bnhieu tien', 'mgkno', 'mgkano', 'mkano', 'mgkanu', 'magkanu', 'how much', 'was kostet', 'was koschtet', 'kost des', 'duo shao qian', 'duoshao qian', 'bkam', 'b kam', 'bikam', 'केतना पइसा', 'कितना पैसा', 'kitna paisa', 'ketna paisa', 'cuanto', 'cuánto', 'combien', 'wie viel', 'wieviel', 'quanto', 'quantos reais', '多少钱', '多少錢', '几多钱', '幾多錢', '几钱', 'بكام', 'بكم$', 'كم سعر', 'كم سعره', 'كم سعرها', 'قديش', 'kitne ka', 'kitne ki', 'kitne ke', 'kitne mein',
  'कितने का', 'कितने की', 'bao nhieu tien', 'bao nhiêu tiền', 'gia bao nhieu', 'giá bao nhiêu', 'magkano',
]);

/** "the generic for Flonase", "o genérico do Dorflex": a product named after the word generic (not "of my medicine") */
const GENERIC_OF = /(?:^|[^\p{L}])(?:generic|generico|generica|generique|generikum|generika)s?\s+(?:for|of|to|de|do|da|du|des|del|von|vom|fur|ng)\s+(?:(?:the|el|la|le|l|o|a|das|dem|der|den|die)\s+)?(\p{L}[\p{L}\p{N}-]{2,})/u;
const NOT_A_NAME = new Set(['my', 'mi', 'mis', 'meu', 'meus', 'minha', 'minhas', 'mon', 'ma', 'mes', 'mein', 'meine', 'meinem', 'meinen', 'meiner', 'your', 'his', 'her', 'our', 'tu', 'tus', 'su', 'sus', 'seu', 'sua', 'ton', 'ta', 'tes', 'votre', 'vos', 'ihr', 'ihre', 'this', 'that', 'these', 'those', 'it', 'este', 'esta', 'ese', 'esa', 'esse', 'essa', 'isso', 'ce', 'cet', 'cette', 'dieses', 'diese', 'diesem', 'one', 'uno', 'una', 'um', 'uma', 'same', 'mismo', 'misma', 'any', 'every', 'all', 'todos', 'tous', 'alle', 'mga', 'ko']);
function genericOfNamed(normalized: string): boolean {
  const m = GENERIC_OF.exec(normalized);
  if (!m) return false;
  const word = m[1]!;
  // a word the lexicon reads ("medicine", "brand", "prescription") is not the name of a product
  return !NOT_A_NAME.has(word) && extractConcepts(analyse(word)).concepts.size === 0;
}

export function answerFromKnowledgeBase(question: string, entries: KnowledgeEntry[], language?: string): KbDecision {
  const text = analyse(question);
  const clinical = clinicalReason(text);
  if (clinical) return { kind: 'handoff', reason: 'clinical_judgement', detail: clinical };
  if (entries.length === 0) return { kind: 'handoff', reason: 'not_covered', detail: 'empty knowledge base' };
  void language;

  const { concepts, consumed } = extractConcepts(text);
  const main = mainIntent(concepts);
  // a symptom with nothing that ties it to a medicine ("dizzy since yesterday, what do I do?", "is Smecta right for a
  // 2-year-old with diarrhoea?") asks about an illness, which the side-effect entry does not answer
  if (main.includes('SYMPTOM') && !concepts.has('SIDE_EFFECT') && !concepts.has('MEDICATION') && !concepts.has('CAUSE') && !concepts.has('PRESCRIPTION') && !mentionsNewMedicine(text) && !namesMedicine(text)) {
    return { kind: 'handoff', reason: 'not_covered', detail: 'a symptom, not a side effect of a medicine' };
  }
  // words no concept explains: compared with the entries' own words
  const unknown = text.tokens.filter((_, i) => !consumed.has(i)).join(' ');
  const lexical = new Map<KnowledgeEntry, { score: number; coverage: number }>();
  if (unknown) {
    const index = new Bm25Index(entries.map((entry) => ({ item: entry, text: [entry.question, ...entry.tags].join(' ') })));
    for (const m of index.search(unknown, entries.length)) lexical.set(m.item, { score: m.score, coverage: m.coverage });
  }

  // the price of a named medicine ("what does the generic of Voltaren gel cost?") or of a pack ("how much is a box of
  // the generic?") is a figure no entry holds unless it is about prices
  const pricedMedicine = concepts.has('PRICE') && (namesMedicine(text) || PACK.test(text) || genericOfNamed(text.normalized));
  // a figure asked of a price ("how much exactly?") is answered by an entry about prices or one whose answer states a
  // cost ("the review is free"), not by one that only says "usually at a lower price"
  const amountAsked = concepts.has('PRICE') && AMOUNT.test(text);
  const totalWeight = [...concepts.values()].reduce((s, c) => s + weight(c), 0);
  let best: { entry: KnowledgeEntry; score: number; matched: string[]; coveredWeight: number } | null = null;
  for (const entry of entries) {
    const ec = conceptsOfEntry(entry);
    const covers = (c: string) => ec.question.has(c) || ec.tags.has(c);
    const lex = lexical.get(entry);
    if (main.length > 0) {
      // every main intent is the entry's topic, or one is and the entry's answer speaks to the rest
      // ("my copay went up, can I get the generic?": the generic entry's answer covers insurance)
      if (!main.some(covers) || !main.every((c) => covers(c) || ec.answer.has(c))) continue;
      // a price and nothing more specific ("how much is a bottle of advil") is only answered by an entry that is
      // itself about prices, not by one that lists "price" among its tags (the generic-version entry)
      if (main.includes('PRICE') && concepts.get('PRICE')!.tier === 2 && !ec.question.has('PRICE')) continue;
      if (BLOCKING.some((c) => concepts.has(c) && !covers(c) && !ec.answer.has(c))) continue;
      if (main.includes('HOURS') && concepts.has('DATE') && !covers('DATE')) continue;
      if (pricedMedicine && !ec.question.has('PRICE')) continue;
      if (amountAsked && !ec.question.has('PRICE') && !ec.givesFigure) continue;
    } else if (!lex || lex.coverage < 0.5) continue;
    let score = 0;
    let coveredWeight = 0;
    const matched: string[] = [];
    for (const [name, c] of concepts) {
      if (ec.question.has(name)) score += weight(c);
      else if (ec.tags.has(name)) score += 0.8 * weight(c);
      else {
        if (c.tier >= 2) score -= 0.3 * weight(c);
        continue;
      }
      coveredWeight += weight(c);
      matched.push(name);
    }
    score += 0.5 * (lex?.score ?? 0);
    if (!best || score > best.score) best = { entry, score, matched, coveredWeight };
  }
  if (!best) return { kind: 'handoff', reason: 'not_covered', detail: main.length > 0 ? `no entry covers ${main.join('+')}` : 'no matching entry' };
  const lex = lexical.get(best.entry);
  const confidence =
    main.length > 0 ? Math.min(1, 0.5 + (0.5 * best.coveredWeight) / Math.max(1, totalWeight)) : Math.min(0.8, 0.4 * (lex?.coverage ?? 0) + 0.1 * (lex?.score ?? 0));
  return { kind: 'answer', entry: best.entry, confidence: Math.round(confidence * 100) / 100, matched: best.matched };
}

const BARE_YES_NO =
  /^\s*(?:yes|no|yeah|yep|nope|s[ií]|oui|non|ja|nein|sim|n[ãa]o|是的|是|不是|不|نعم|لا|हाँ|हां|जी हाँ|नहीं|c[óo]|kh[ôo]ng|oo|opo|hindi)\s*(?:[,.!:;\u2014\u2013\u3001\u3002\uff0c\u060c]|\s+[-\u2013\u2014])\s*/iu;

function stemsOf(text: string): Set<string> {
  return new Set(analyse(text).stems.filter((s) => s.length > 1));
}

/** true when the question is (nearly word for word) the entry's own question */
function isOwnQuestion(entry: KnowledgeEntry, question: string): boolean {
  const a = stemsOf(entry.question);
  const b = stemsOf(question);
  if (a.size === 0 || b.size === 0) return false;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared) >= 0.75;
}

/** the answer text to send: the entry's answer with a leading bare "Yes,"/"No," (or equivalents) removed unless the question is the entry's own yes/no question */
export function answerText(entry: KnowledgeEntry, question: string): string {
  const answer = entry.answer.trim();
  const match = BARE_YES_NO.exec(answer);
  if (!match || isOwnQuestion(entry, question)) return answer;
  const rest = answer.slice(match[0].length);
  if (!rest) return answer;
  return rest.charAt(0).toLocaleUpperCase() + rest.slice(1);
}
