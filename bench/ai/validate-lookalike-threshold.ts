import { readFileSync } from 'node:fs';
import { readUrgency, RED_FLAG_GROUPS } from '../../services/ai-assistant/src/domain/safety/red-flags';
import { UrgencyModel, trainUrgencyModel, isSubstantial, sentencesOf } from '../../services/ai-assistant/src/domain/safety/urgency-model';
import { KEEP_RULES_ABOVE, THRESHOLD, trainingExamples } from './train-urgency-model';

/**
 * Would a higher bar for the model, only where the rules read a look-alike (a what-if, a past event, an idiom...), cut
 * false alarms without missing emergencies? Trains as `npm run ai:train` does less the dev rounds matching EXCLUDE
 * (comma-separated substrings of `round`), reads those rounds and the everyday held-out messages the way
 * `assessUrgency` does (rules, model over the message and its sentences, the shipped THRESHOLD and KEEP_RULES_ABOVE), with
 * the look-alike bar at 0.2-0.7. Nothing is written. Run from the repository root:
 *
 *   EXCLUDE='v17 of,v18 of' node --import tsx bench/ai/validate-lookalike-threshold.ts
 */
const exclude = (process.env.EXCLUDE ?? '').split(',').filter(Boolean);
const examples = trainingExamples((item) => !exclude.some((e) => (item.round ?? '').includes(e)));
const file = trainUrgencyModel(examples, { trainedOn: '-', trainingFiles: [], threshold: THRESHOLD, keepRulesAbove: KEEP_RULES_ABOVE, groups: RED_FLAG_GROUPS });
const model = UrgencyModel.fromFile(file);
type Item = { lang: string; text: string; expected: string; round?: string };
const dev = (JSON.parse(readFileSync(new URL('./red-flags/dev.json', import.meta.url), 'utf8')) as Item[]).filter((i) => exclude.some((e) => (i.round ?? '').includes(e)));
const everyday = ['kb', 'language', 'sentiment'].flatMap((s) => (JSON.parse(readFileSync(new URL(`./${s}/held-out.json`, import.meta.url), 'utf8')) as { text: string }[]).map((i) => i.text));
function scoreOf(text: string) {
  const { rules, reading, method } = readUrgency(text);
  let p = model.probability(reading);
  const sentences = sentencesOf(text);
  if (sentences.length > 1) for (const s of sentences) { const part = readUrgency(s).reading; if (isSubstantial(part.normalised)) p = Math.max(p, model.probability(part)); }
  return { rulesEmergency: rules.level === 'emergency', lookAlike: !!rules.lookAlike, method, p, substantial: isSubstantial(reading.normalised) };
}
const decide = (s: ReturnType<typeof scoreOf>, t: number, tl: number) => {
  if (s.method) return s.rulesEmergency;
  if (s.rulesEmergency && s.p > KEEP_RULES_ABOVE) return true;
  return s.substantial && s.p > (s.lookAlike ? tl : t);
};
const items = dev.map((i) => ({ ...i, s: scoreOf(i.text) }));
const days = everyday.map((t) => scoreOf(t));
process.stdout.write(`trained on ${examples.length}; reading ${items.length} items of ${exclude.join(', ')}\n`);
for (const tl of [0.2, 0.3, 0.4, 0.5, 0.6, 0.7]) {
  let tp = 0, fp = 0, fn = 0;
  for (const i of items) { const got = decide(i.s, THRESHOLD, tl); const exp = i.expected === 'emergency'; if (got && exp) tp++; else if (got) fp++; else if (exp) fn++; }
  const fa = days.filter((d) => decide(d, THRESHOLD, tl)).length;
  const la = items.filter((i) => i.s.lookAlike);
  process.stdout.write(`look-alike threshold ${tl}: recall ${(tp / (tp + fn)).toFixed(3)} (fn ${fn}) precision ${(tp / (tp + fp)).toFixed(3)} (fp ${fp}); everyday ${fa}/${days.length}; rules look-alikes ${la.length} (emergencies among them ${la.filter((i) => i.expected === 'emergency').length})\n`);
}
