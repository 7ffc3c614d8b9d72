import { readFileSync } from 'node:fs';
import type { RedFlagGroup } from './red-flags';

/**
 * The learned half of triage: a logistic regression over hashed features of a message, trained on the
 * development evaluation set (bench/ai/red-flags/dev.json, `npm run ai:train`), shipped as
 * `urgency-model.json` next to this file. No network, no model download, ~1 MB.
 *
 * Why: the rules (lexicons and patterns) fit the phrasings their authors have seen; on sets written blind by
 * others they caught 0.81-0.85 of emergencies. A linear model over character n-grams generalises to unseen
 * spellings, word orders and dialects, and it reads the rules' own findings as features (the concepts the
 * lexicons found, each red-flag hit with the look-alike kind that discounted it), so it learns when a rule is
 * right and when a word is only a mention. Validated on a blind round it had never seen (see docs/assistant.md).
 *
 * Features, all binary and hashed into 2^BITS buckets, the vector L2-normalised:
 *  - the rules: every hit ('h:overdose:past_event'), its group, 'r:emg' when the rules alone say emergency,
 *    every concept present and every pair of concepts (combinations no single word tells);
 *  - the words: unigrams and bigrams of the normalised text;
 *  - the characters: 3-5-grams inside each word (typos, inflections, missing accents), 1-3-grams of Han runs.
 * A second, small multinomial model names the red-flag group when the rules found none.
 */

export const URGENCY_MODEL_BITS = 18;
const GROUP_BITS = 14;

/** What the rules read in a message: the input of the features. */
export interface RulesReading {
  normalised: string;
  /** lexicon concepts present in the message */
  concepts: readonly string[];
  /** every red-flag hit: 'group', 'group:lookAlikeKind', with ':weak' / ':mention' flags */
  hits: readonly string[];
  /** the rules alone say emergency */
  rulesEmergency: boolean;
}

export interface UrgencyModelFile {
  version: 1;
  bits: number;
  groupBits: number;
  /** sha256 of the dev set the model was trained on (a test fails when the set changes and the model does not) */
  trainedOn: string;
  /** the files it was trained on, relative to the repository root */
  trainingFiles: string[];
  examples: number;
  /** emergency when the probability is above it; chosen on a blind round held out of training */
  threshold: number;
  /** a rules emergency stands unless the probability is under it (the model overrules only when confident) */
  keepRulesAbove: number;
  groups: RedFlagGroup[];
  /** the intercept, outside the normalised vector (so that a short message is not pushed either way by it) */
  bias: number;
  /** Int16 weights, base64, scaled by `scale` */
  weights: string;
  scale: number;
  groupWeights: string;
  groupScale: number;
}

const PUNCTUATION = /^[.,?!;]$/;
const WORD = /[\p{L}\p{N}]+/gu;
const HAN_CHAR = /\p{Script=Han}/gu;

/** Enough text for the model to add an emergency: at least three words, or four Han characters ("hi", "no" are not). */
export function isSubstantial(normalised: string): boolean {
  return (normalised.match(WORD)?.length ?? 0) >= 3 || (normalised.match(HAN_CHAR)?.length ?? 0) >= 4;
}
const HAN = /\p{Script=Han}/u;

/**
 * The sentences of a message, as the model also reads them one by one: an emergency told in one sentence of a
 * long message ("sorry to bother you, probably nothing. he can't lift his right arm since dinner. can I get...") is
 * diluted in the whole message's features, so triage takes the highest probability of the whole and of each
 * sentence. Splits at . ! ? ; followed by a space or the end (not inside "38.5"), at CJK stops and at line breaks.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/[.!?;]+(?=\s|$)|[。！？；\n]+/u)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** The feature strings of a reading (exported for tests and the trainer). */
export function featureStrings(reading: RulesReading): string[] {
  const out: string[] = [];
  for (const hit of reading.hits) out.push(`h:${hit}`, `hg:${hit.split(':')[0]}`);
  if (reading.rulesEmergency) out.push('r:emg');
  const concepts = reading.concepts;
  for (let i = 0; i < concepts.length; i++) {
    out.push(`k:${concepts[i]}`);
    for (let j = i + 1; j < concepts.length; j++) out.push(`p:${concepts[i]}&${concepts[j]}`);
  }
  const words = reading.normalised.split(/\s+/).filter((w) => w && !PUNCTUATION.test(w));
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    out.push(`w:${word}`);
    if (i + 1 < words.length) out.push(`b:${word} ${words[i + 1]}`);
    const chars = [...`<${word}>`];
    for (let n = 3; n <= 5; n++) for (let k = 0; k + n <= chars.length; k++) out.push(`c:${chars.slice(k, k + n).join('')}`);
    if (HAN.test(word)) {
      const han = [...word];
      for (let n = 1; n <= 3; n++) for (let k = 0; k + n <= han.length; k++) out.push(`z:${han.slice(k, k + n).join('')}`);
    }
  }
  return out;
}

/** FNV-1a, 32 bit. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Sparse, L2-normalised binary vector: bucket indices and the common value. */
export interface Vector {
  index: Uint32Array;
  value: number;
}

export function vectorise(features: readonly string[], bits: number): Vector {
  const mask = (1 << bits) - 1;
  const index = Uint32Array.from(new Set(features.map((f) => hash(f) & mask)));
  return { index, value: 1 / Math.sqrt(index.length || 1) };
}

function dot(weights: Float32Array | Float64Array, v: Vector, offset = 0): number {
  let z = 0;
  for (const i of v.index) z += weights[offset + i]!;
  return z * v.value;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** What triage needs of a model (the shipped UrgencyModel, or a fixed one in tests of the decision rules). */
export interface UrgencyScorer {
  probability(reading: RulesReading): number;
  isEmergency(probability: number): boolean;
  keepsRulesEmergency(probability: number): boolean;
  group(reading: RulesReading): RedFlagGroup;
}

export class UrgencyModel implements UrgencyScorer {
  private constructor(
    readonly file: UrgencyModelFile,
    private readonly weights: Float32Array,
    private readonly groupWeights: Float32Array,
  ) {}

  static fromFile(file: UrgencyModelFile): UrgencyModel {
    const decode = (b64: string, scale: number) => {
      const buf = Buffer.from(b64, 'base64');
      const ints = new Int16Array(buf.buffer, buf.byteOffset, buf.byteLength / 2);
      return Float32Array.from(ints, (q) => q * scale);
    };
    // the base64 strings are not kept once decoded
    return new UrgencyModel({ ...file, weights: '', groupWeights: '' }, decode(file.weights, file.scale), decode(file.groupWeights, file.groupScale));
  }

  /** Probability that the message is an emergency happening now. */
  probability(reading: RulesReading): number {
    return sigmoid(this.file.bias + dot(this.weights, vectorise(featureStrings(reading), this.file.bits)));
  }

  isEmergency(probability: number): boolean {
    return probability > this.file.threshold;
  }

  keepsRulesEmergency(probability: number): boolean {
    return probability > this.file.keepRulesAbove;
  }

  /** The most likely red-flag group of an emergency message. */
  group(reading: RulesReading): RedFlagGroup {
    const v = vectorise(featureStrings(reading), this.file.groupBits);
    const size = 1 << this.file.groupBits;
    let best = 0;
    let bestScore = -Infinity;
    this.file.groups.forEach((_g, k) => {
      const s = dot(this.groupWeights, v, k * size);
      if (s > bestScore) [best, bestScore] = [k, s];
    });
    return this.file.groups[best]!;
  }
}

let shipped: UrgencyModel | null | undefined;

/** The model shipped with the service, or null when the file is missing (the rules then decide alone). */
export function shippedUrgencyModel(): UrgencyModel | null {
  if (shipped === undefined) {
    try {
      shipped = UrgencyModel.fromFile(JSON.parse(readFileSync(new URL('./urgency-model.json', import.meta.url), 'utf8')) as UrgencyModelFile);
    } catch {
      shipped = null;
    }
  }
  return shipped;
}

// ---- training (npm run ai:train) ----

export interface TrainingExample {
  reading: RulesReading;
  emergency: boolean;
  group?: RedFlagGroup;
  /** how much the example counts (1 by default): everyday messages from other sets count less than red-flag items */
  weight?: number;
}

export interface TrainingOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
  seed?: number;
}

/** A seeded shuffle, so that training is reproducible. */
function shuffled(n: number, seed: number): number[] {
  let s = seed;
  const rnd = () => ((s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Logistic regression with AdaGrad and L2, over the hashed features. */
export function trainBinary(
  vectors: readonly Vector[],
  labels: readonly number[],
  bits: number,
  options: TrainingOptions = {},
  sampleWeights?: readonly number[],
): { weights: Float64Array; bias: number } {
  const { epochs = 20, learningRate = 1, l2 = 1e-5, seed = 1 } = options;
  const w = new Float64Array(1 << bits);
  const g2 = new Float64Array(1 << bits).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  for (let e = 0; e < epochs; e++) {
    for (const k of shuffled(vectors.length, seed + e)) {
      const v = vectors[k]!;
      const g = (sigmoid(bias + dot(w, v)) - labels[k]!) * (sampleWeights?.[k] ?? 1);
      biasG2 += g * g;
      bias -= (learningRate * g) / Math.sqrt(biasG2);
      for (const i of v.index) {
        const grad = g * v.value + l2 * w[i]!;
        g2[i]! += grad * grad;
        w[i]! -= (learningRate * grad) / Math.sqrt(g2[i]!);
      }
    }
  }
  return { weights: w, bias };
}

/** Multinomial logistic regression (softmax) over the groups, AdaGrad. */
function trainGroups(vectors: readonly Vector[], labels: readonly number[], classes: number, bits: number, options: TrainingOptions = {}): Float64Array {
  const { epochs = 20, learningRate = 0.5, l2 = 1e-5, seed = 7 } = options;
  const size = 1 << bits;
  const w = new Float64Array(size * classes);
  const g2 = new Float64Array(size * classes).fill(1e-8);
  for (let e = 0; e < epochs; e++) {
    for (const k of shuffled(vectors.length, seed + e)) {
      const v = vectors[k]!;
      const scores = Array.from({ length: classes }, (_, c) => dot(w, v, c * size));
      const max = Math.max(...scores);
      const exps = scores.map((s) => Math.exp(s - max));
      const sum = exps.reduce((a, b) => a + b, 0);
      for (let c = 0; c < classes; c++) {
        const g = exps[c]! / sum - (labels[k] === c ? 1 : 0);
        for (const i of v.index) {
          const at = c * size + i;
          const grad = g * v.value + l2 * w[at]!;
          g2[at]! += grad * grad;
          w[at]! -= (learningRate * grad) / Math.sqrt(g2[at]!);
        }
      }
    }
  }
  return w;
}

function quantise(w: Float64Array): { data: string; scale: number } {
  let max = 0;
  for (const x of w) max = Math.max(max, Math.abs(x));
  const scale = max / 32767 || 1;
  const ints = Int16Array.from(w, (x) => Math.round(x / scale));
  return { data: Buffer.from(ints.buffer).toString('base64'), scale };
}

export function trainUrgencyModel(
  examples: readonly TrainingExample[],
  meta: { trainedOn: string; trainingFiles: readonly string[]; threshold: number; keepRulesAbove: number; groups: readonly RedFlagGroup[] },
  options: TrainingOptions = {},
): UrgencyModelFile {
  const bits = URGENCY_MODEL_BITS;
  const features = examples.map((e) => featureStrings(e.reading));
  const { weights, bias } = trainBinary(features.map((f) => vectorise(f, bits)), examples.map((e) => (e.emergency ? 1 : 0)), bits, options, examples.map((e) => e.weight ?? 1));
  const withGroup = examples.map((e, k) => ({ e, k })).filter(({ e }) => e.emergency && e.group && meta.groups.includes(e.group));
  const groupWeights = trainGroups(
    withGroup.map(({ k }) => vectorise(features[k]!, GROUP_BITS)),
    withGroup.map(({ e }) => meta.groups.indexOf(e.group!)),
    meta.groups.length,
    GROUP_BITS,
  );
  const q = quantise(weights);
  const gq = quantise(groupWeights);
  return {
    version: 1,
    bits,
    groupBits: GROUP_BITS,
    trainedOn: meta.trainedOn,
    trainingFiles: [...meta.trainingFiles],
    examples: examples.length,
    threshold: meta.threshold,
    keepRulesAbove: meta.keepRulesAbove,
    groups: [...meta.groups],
    bias,
    weights: q.data,
    scale: q.scale,
    groupWeights: gq.data,
    groupScale: gq.scale,
  };
}
