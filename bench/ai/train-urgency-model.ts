import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { RED_FLAG_GROUPS, readUrgency } from '../../services/ai-assistant/src/domain/safety/red-flags';
import { isSubstantial, sentencesOf, trainUrgencyModel, type TrainingExample } from '../../services/ai-assistant/src/domain/safety/urgency-model';
import { normaliseTyped } from '../../services/ai-assistant/src/domain/safety/text';
import { reloadSegmenter, vocabularyWords, type VocabularyFile } from '../../services/ai-assistant/src/domain/segment';
import type { RedFlagItem } from './red-flags';

/**
 * Trains the urgency model and writes it next to the triage code: `npm run ai:train`. Deterministic (seeded),
 * about 5 minutes. Run it after changing a training set or the rules (the rules' findings are part of the features); a
 * test fails while the shipped model is stale. It first counts the vocabulary that cuts messages typed without spaces
 * (services/ai-assistant/src/domain/segmentation-vocabulary.json, ../segment.ts) on the same files. No held-out set is
 * ever read here.
 *
 * Training data, all development parts:
 *  - bench/ai/red-flags/dev.json: emergencies and look-alikes in 10 languages;
 *  - everyday messages that are never emergencies: bench/ai/red-flags/everyday.json (greetings, thanks,
 *    complaints, logistics, mild health questions, caregivers' errands) and the dev parts of the knowledge-base,
 *    language and sentiment sets. Without them the model called one everyday message in six an emergency;
 *  - the sentences of every message above that is no emergency, one by one (triage reads each sentence too).
 *
 * The thresholds were first chosen on blind round v5 held out of training, read with the rules as they were when v5
 * was written (commit 4120e11), and on half of the everyday dev messages held out of training. The emergency
 * threshold moved from 0.3 to 0.2 on 2026-11-28 (third session): on training round 11 (1,200 messages no rule was
 * tuned on) held out of training, recall 0.969 -> 0.975 for everyday false alarms 1.44% -> 2.13% of the held-back
 * everyday messages, and on blind v14 read once by a model that had not seen it, 4 -> 3 misses for 15 -> 17 false
 * alarms of 418 look-alikes (docs/assistant.md). Missing an emergency costs more than a safety text too many.
 * The model may overrule a rules emergency only under 0.05 (0.1 before): retrained with blind v16, it read "my lips are
 * getting really big and puffy after the new pill" at 0.08; held out of training, round 13 shows the same recall at
 * 0.05 as at 0.1 for one everyday false alarm more in 4,300 (validate-urgency-model.ts "training round 13").
 */
const here = import.meta.dirname;
export const TRAINING_FILES = [
  resolve(here, 'red-flags', 'dev.json'),
  resolve(here, 'red-flags', 'everyday.json'),
  resolve(here, 'kb', 'dev.json'),
  resolve(here, 'language', 'dev.json'),
  resolve(here, 'sentiment', 'dev.json'),
];
export const MODEL_FILE = resolve(here, '../../services/ai-assistant/src/domain/safety/urgency-model.json');
export const VOCABULARY_FILE = resolve(here, '../../services/ai-assistant/src/domain/segmentation-vocabulary.json');
export const THRESHOLD = 0.2;
export const KEEP_RULES_ABOVE = 0.05;

const ROOT = resolve(here, '../..');

/** sha256 over the training files, in order: the model records it and the files, a test compares. */
export function trainingDataHash(): string {
  const hash = createHash('sha256');
  for (const file of TRAINING_FILES) hash.update(readFileSync(file));
  return hash.digest('hex');
}

/** The training examples; `keep` leaves dev red-flag items out (bench/ai/read-unseen.ts: a round the model has not seen). */
export function trainingExamples(keep: (item: RedFlagItem & { round?: string }) => boolean = () => true): TrainingExample[] {
  const [redFlags, ...everyday] = TRAINING_FILES;
  const items = (JSON.parse(readFileSync(redFlags!, 'utf8')) as (RedFlagItem & { round?: string })[]).filter(keep);
  const examples: TrainingExample[] = items.map((item) => ({
    reading: readUrgency(item.text).reading,
    emergency: item.expected === 'emergency',
    ...(item.group ? { group: item.group } : {}),
  }));
  const calm: string[] = items.filter((i) => i.expected !== 'emergency').map((i) => i.text);
  for (const file of everyday) {
    for (const item of JSON.parse(readFileSync(file!, 'utf8')) as { text: string }[]) {
      examples.push({ reading: readUrgency(item.text).reading, emergency: false });
      calm.push(item.text);
    }
  }
  // triage also reads each sentence of a message (assessUrgency): the sentences of messages that are no emergency
  // are no emergency either, so the model learns what a look-alike's or an everyday message's sentence looks like
  // alone (an emergency's sentences are not labelled: which one carries it is not known)
  for (const text of calm) {
    const sentences = sentencesOf(text);
    if (sentences.length < 2) continue;
    for (const sentence of sentences) {
      const { reading } = readUrgency(sentence);
      if (isSubstantial(reading.normalised)) examples.push({ reading, emergency: false });
    }
  }
  return examples;
}

/**
 * The words of the training messages (their text as typed, normalised), most frequent first, those seen at least twice:
 * the vocabulary that cuts words typed without spaces (services/ai-assistant/src/domain/segment.ts).
 */
export function countVocabulary(): VocabularyFile {
  const counts = new Map<string, number>();
  for (const file of TRAINING_FILES) {
    for (const item of JSON.parse(readFileSync(file, 'utf8')) as { text: string }[]) {
      for (const word of vocabularyWords(normaliseTyped(item.text))) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const words = [...counts.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  return { trainedOn: trainingDataHash(), trainingFiles: TRAINING_FILES.map((f) => relative(ROOT, f)), words };
}

if (process.argv[1]?.endsWith('train-urgency-model.ts')) {
  const started = performance.now();
  // the vocabulary first: the rules read the training messages with it
  const vocabulary = countVocabulary();
  writeFileSync(VOCABULARY_FILE, `${JSON.stringify(vocabulary)}\n`);
  reloadSegmenter();
  process.stdout.write(`vocabulary: ${vocabulary.words.length} words -> ${VOCABULARY_FILE}\n`);
  const examples = trainingExamples();
  const model = trainUrgencyModel(examples, { trainedOn: trainingDataHash(), trainingFiles: TRAINING_FILES.map((f) => relative(ROOT, f)), threshold: THRESHOLD, keepRulesAbove: KEEP_RULES_ABOVE, groups: RED_FLAG_GROUPS });
  writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
  process.stdout.write(`trained on ${examples.length} messages in ${((performance.now() - started) / 1000).toFixed(1)} s -> ${MODEL_FILE} (${(readFileSync(MODEL_FILE).length / 1e6).toFixed(2)} MB)\n`);
}
