import { readFileSync } from 'node:fs';
import { assessUrgency, RED_FLAG_GROUPS } from '../../services/ai-assistant/src/domain/safety/red-flags';
import { UrgencyModel, trainUrgencyModel } from '../../services/ai-assistant/src/domain/safety/urgency-model';
import type { RedFlagItem } from './red-flags';
import { KEEP_RULES_ABOVE, THRESHOLD, trainingExamples } from './train-urgency-model';

/**
 * How the triage does on a writer it has not seen, the way the figures "read once by the model trained without it"
 * in docs/assistant.md were made:
 *
 *   EXCLUDE='v9 of' node --import tsx bench/ai/read-unseen.ts bench/ai/red-flags/held-out.json [more.json ...]
 *
 * Trains the model exactly as `npm run ai:train` does (same examples, sentences included) less every dev item whose
 * `round` contains one of the comma-separated EXCLUDE strings, then reads each file with `assessUrgency` as the
 * service runs it (rules, model, sentences) at the thresholds in T (default: the shipped one), and prints recall and precision
 * (with the weakest language) and false alarms on the held-out everyday messages. Nothing is written.
 */
const exclude = (process.env.EXCLUDE ?? '').split(',').filter(Boolean);
let left = 0;
const examples = trainingExamples((item) => {
  const out = exclude.some((e) => (item.round ?? '').includes(e));
  if (out) left++;
  return !out;
});
const file = trainUrgencyModel(examples, { trainedOn: '-', trainingFiles: [], threshold: THRESHOLD, keepRulesAbove: KEEP_RULES_ABOVE, groups: RED_FLAG_GROUPS });
const everyday = ['kb', 'language', 'sentiment'].flatMap((s) => (JSON.parse(readFileSync(new URL(`./${s}/held-out.json`, import.meta.url), 'utf8')) as { text: string }[]).map((i) => i.text));
process.stdout.write(`trained on ${examples.length} messages${exclude.length ? `, without the ${left} dev items of the rounds matching ${exclude.join(', ')}` : ''}\n`);
for (const threshold of (process.env.T ?? String(THRESHOLD)).split(',').map(Number)) {
  const model = UrgencyModel.fromFile({ ...file, threshold });
  const parts: string[] = [];
  for (const path of process.argv.slice(2)) {
    type Tally = { tp: number; fp: number; fn: number };
    const per: Record<string, Tally> = {};
    const all: Tally = { tp: 0, fp: 0, fn: 0 };
    for (const item of JSON.parse(readFileSync(path, 'utf8')) as RedFlagItem[]) {
      const got = assessUrgency(item.text, model).level === 'emergency';
      const expected = item.expected === 'emergency';
      for (const t of [all, (per[item.lang] ??= { tp: 0, fp: 0, fn: 0 })]) {
        if (got && expected) t.tp++;
        else if (got) t.fp++;
        else if (expected) t.fn++;
      }
    }
    const recall = (t: Tally) => t.tp / (t.tp + t.fn || 1);
    const precision = (t: Tally) => t.tp / (t.tp + t.fp || 1);
    const worst = (f: (t: Tally) => number) => Object.entries(per).sort((a, b) => f(a[1]) - f(b[1]))[0]!;
    const [rl, rt] = worst(recall);
    const [pl, pt] = worst(precision);
    parts.push(`${path.split('/').pop()}: recall ${recall(all).toFixed(3)} (lowest ${rl} ${recall(rt).toFixed(3)}), precision ${precision(all).toFixed(3)} (lowest ${pl} ${precision(pt).toFixed(3)})`);
  }
  const alarms = everyday.filter((text) => assessUrgency(text, model).level === 'emergency').length;
  process.stdout.write(`threshold ${threshold}: ${parts.join('; ')}; everyday false alarms ${alarms} of ${everyday.length}\n`);
}
