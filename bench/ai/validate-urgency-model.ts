import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RED_FLAG_GROUPS } from '../../services/ai-assistant/src/domain/safety/red-flags';
import { isSubstantial, trainUrgencyModel, UrgencyModel, type RulesReading } from '../../services/ai-assistant/src/domain/safety/urgency-model';
import type { RedFlagItem } from './red-flags';
import { TRAINING_FILES } from './train-urgency-model';

/**
 * How the urgency model's thresholds were chosen, reproducibly and without the held-out set:
 *
 *   node --import tsx bench/ai/validate-urgency-model.ts [round]        (round: a substring of `round`, default v5)
 *
 * Trains on the dev red-flag set without that blind round and on every other everyday message of the training
 * sets, then prints, for a grid of thresholds, recall/precision on the round and false alarms on the everyday
 * messages left out. With today's rules the rule features have seen the round (optimistic); to read it with the
 * rules as they were when the round was written, point RULES_DIR at a checkout of that commit
 * (`git worktree add /tmp/rules-v5 4120e11`) whose red-flags.ts exports `readUrgency` (copy today's function
 * there: it only uses that file's own scanner).
 */
type Reader = (text: string) => { reading: RulesReading };
const rulesDir = process.env.RULES_DIR;
const { readUrgency } = (await import(
  rulesDir ? pathToFileURL(resolve(rulesDir, 'services/ai-assistant/src/domain/safety/red-flags.ts')).href : '../../services/ai-assistant/src/domain/safety/red-flags'
)) as { readUrgency: Reader };
const round = process.argv[2] ?? 'v5';
const [redFlagFile, ...everydayFiles] = TRAINING_FILES;
const dev = JSON.parse(readFileSync(redFlagFile!, 'utf8')) as (RedFlagItem & { round?: string })[];
const train = dev.filter((i) => !(i.round ?? '').includes(round));
const test = dev.filter((i) => (i.round ?? '').includes(round));
const everyday = everydayFiles.flatMap((f) => (JSON.parse(readFileSync(f!, 'utf8')) as { text: string }[]).map((i, n) => ({ text: i.text, set: f!.split('/').slice(-2).join('/'), n })));

const model = UrgencyModel.fromFile(
  trainUrgencyModel(
    [
      ...train.map((i) => ({ reading: readUrgency(i.text).reading, emergency: i.expected === 'emergency', ...(i.group ? { group: i.group } : {}), weight: i.expected === 'emergency' ? Number(process.env.EMERGENCY_WEIGHT ?? 1) : 1 })),
      ...everyday.filter((i) => i.n % 2 === 0).map((i) => ({ reading: readUrgency(i.text).reading, emergency: false })),
    ],
    { trainedOn: '-', trainingFiles: [], threshold: 0.5, keepRulesAbove: 0.5, groups: RED_FLAG_GROUPS },
    { epochs: Number(process.env.EPOCHS ?? 20), learningRate: Number(process.env.LEARNING_RATE ?? 1), l2: Number(process.env.L2 ?? 1e-5) },
  ),
);
const scored = test.map((i) => {
  const { reading } = readUrgency(i.text);
  return { lang: i.lang, emergency: i.expected === 'emergency', rules: reading.rulesEmergency, p: model.probability(reading), substantial: isSubstantial(reading.normalised) };
});
const left = everyday.filter((i) => i.n % 2 === 1).map((i) => {
  const { reading } = readUrgency(i.text);
  return { set: i.set, rules: reading.rulesEmergency, p: model.probability(reading), substantial: isSubstantial(reading.normalised) };
});

const f3 = (x: number) => x.toFixed(3);
process.stdout.write(`round '${round}': ${test.length} messages held out of training; ${left.length} everyday messages held out\n`);
process.stdout.write('threshold keep-rules   recall precision  worst-language-recall  everyday-false-alarms\n');
type Scored = { rules: boolean; p: number; substantial: boolean };
/** the decision of assessUrgency (red-flags.ts), less the suicide-method rule */
const decides = (t: number, r: number) => (x: Scored) => (x.p > t && x.substantial) || (x.rules && x.p > r);
const line = (name: string, says: (x: Scored) => boolean) => {
  const per: Record<string, { tp: number; fn: number; fp: number }> = {};
  const all = { tp: 0, fn: 0, fp: 0 };
  for (const x of scored) {
    const got = says(x);
    for (const o of [all, (per[x.lang] ??= { tp: 0, fn: 0, fp: 0 })]) {
      if (got && x.emergency) o.tp++;
      else if (got) o.fp++;
      else if (x.emergency) o.fn++;
    }
  }
  const worst = Object.entries(per).map(([l, o]) => [l, o.tp / (o.tp + o.fn)] as const).sort((a, b) => a[1] - b[1])[0]!;
  const alarms = left.filter(says).length;
  process.stdout.write(`${name.padEnd(21)}  ${f3(all.tp / (all.tp + all.fn))}   ${f3(all.tp / (all.tp + all.fp))}     ${worst[0]} ${f3(worst[1])}              ${alarms} (${((100 * alarms) / left.length).toFixed(2)}%)\n`);
};
line('rules alone', (x) => x.rules);
for (const t of [0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5]) for (const r of [0.05, 0.1, 0.2]) line(`${t}       ${r}`, decides(t, r));
// SHOW=0.3: the misses and false alarms at that threshold
if (process.env.SHOW) {
  const t = Number(process.env.SHOW);
  scored.forEach((x, k) => {
    if (x.emergency && !decides(t, 0.1)(x)) process.stdout.write(`miss ${x.p.toFixed(2)} ${x.lang} ${test[k]!.text}\n`);
  });
  left.forEach((x, k) => {
    if (decides(t, 0.1)(x)) process.stdout.write(`false alarm ${x.p.toFixed(2)} ${x.set} ${everyday.filter((i) => i.n % 2 === 1)[k]!.text}\n`);
  });
}
