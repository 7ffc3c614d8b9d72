import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAllInOne } from '../../deploy/src/host';
import { openGuestChat, sendPatientMessage, listPharmacies } from '../client';
import { summarize } from '../stats';
import { evaluateKb } from './kb';
import { evaluateLanguage } from './language';
import { evaluateRedFlags, everydayFalseAlarms, type LanguageFigures } from './red-flags';
import { evaluateSentiment } from './sentiment';

/**
 * `npm run bench:ai`: the assistant's evaluation sets, development and held-out parts side by side (the rules
 * are tuned on dev only), and the reply latency through the real API. See docs/assistant.md.
 */
type Split = 'dev' | 'held-out';
const splits: Split[] = ['dev', 'held-out'];
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const pad = (s: string, n: number) => s.padEnd(n);
const out = (line = '') => process.stdout.write(`${line}\n`);

out('PharmaChat assistant evaluation (targets on held-out: red flags recall >= 99% and precision >= 90% per language; KB top-1 >= 90%; uncovered handed over 100%; language >= 90% on >= 50 languages)');

// ---- red flags ----
const redFlags = Object.fromEntries(splits.map((split) => [split, evaluateRedFlags(split)]));
out('\nred flags (emergency vs look-alike), per language');
out(`${pad('lang', 6)}${splits.map((s) => pad(`${s} recall`, 16) + pad(`${s} precision`, 19) + pad('n', 6)).join('')}`);
const languages = [...new Set(splits.flatMap((s) => Object.keys(redFlags[s]!.perLanguage)))].sort();
for (const lang of languages) {
  out(
    pad(lang, 6) +
      splits
        .map((s) => {
          const r = redFlags[s]!.perLanguage[lang];
          return r ? pad(pct(r.recall), 16) + pad(pct(r.precision), 19) + pad(String(r.n), 6) : pad('-', 41);
        })
        .join(''),
  );
}
for (const split of splits) {
  const rows = Object.values(redFlags[split]!.perLanguage);
  const atTarget = rows.filter((r) => r.recall >= 0.99 && r.precision >= 0.9).length;
  out(`${split}: ${atTarget}/${rows.length} languages at target; misses: ${redFlags[split]!.misses.length}`);
}

const overall = (perLanguage: Record<string, LanguageFigures>) => {
  const t = Object.values(perLanguage).reduce((a, f) => ({ tp: a.tp + f.tp, fp: a.fp + f.fp, fn: a.fn + f.fn }), { tp: 0, fp: 0, fn: 0 });
  return `recall ${pct(t.tp / (t.tp + t.fn || 1))}, precision ${pct(t.tp / (t.tp + t.fp || 1))}`;
};
const rulesAlone = evaluateRedFlags('held-out', 'rules');
out(`held-out, all languages: rules + model ${overall(redFlags['held-out']!.perLanguage)}; the rules alone ${overall(rulesAlone.perLanguage)}`);
for (const mode of ['model', 'rules'] as const) {
  const everyday = everydayFalseAlarms('held-out', mode);
  out(`everyday held-out messages (knowledge-base, language, sentiment sets) called an emergency, ${mode === 'model' ? 'rules + model' : 'rules alone'}: ${everyday.alarms.length} of ${everyday.n} (${pct(everyday.alarms.length / everyday.n)})`);
}

// ---- knowledge base ----
out('\nknowledge base (demo pharmacy): covered questions answered with the right entry, uncovered/clinical handed over');
for (const split of splits) {
  const kb = evaluateKb(split);
  out(`${pad(split, 9)} top-1 ${pct(kb.top1)}   wrong answers ${kb.wrongAnswers}   uncovered handed over ${pct(kb.uncoveredHandedOver)}`);
  out(`          per language: ${Object.entries(kb.perLanguage).map(([l, r]) => `${l} ${pct(r.top1)}/${pct(r.handover)}`).join('  ')}`);
}

// ---- language ----
out('\nlanguage of a message (>= 20 characters)');
for (const split of splits) {
  const lang = evaluateLanguage(split);
  const below = Object.entries(lang.perLanguage).filter(([, r]) => r.accuracy < 0.9).map(([l, r]) => `${l} ${pct(r.accuracy)}`);
  const mean = Object.values(lang.perLanguage).reduce((n, r) => n + r.accuracy, 0) / Math.max(1, Object.keys(lang.perLanguage).length);
  out(`${pad(split, 9)} ${lang.languagesAtTarget}/${lang.languages} languages >= 90% (mean ${pct(mean)}), ${lang.msPerMessage.toFixed(3)} ms/message; below: ${below.join(', ') || 'none'}`);
}

// ---- sentiment ----
out('\nsentiment and anger, per language');
for (const split of splits) {
  const sentiment = evaluateSentiment(split) as { perLanguage: Record<string, { accuracy: number; angryPrecision?: number; angryRecall?: number }> };
  out(`${pad(split, 9)} ${Object.entries(sentiment.perLanguage).map(([l, r]) => `${l} ${pct(r.accuracy)}${r.angryRecall !== undefined ? ` (anger P ${pct(r.angryPrecision ?? 0)} R ${pct(r.angryRecall)})` : ''}`).join('  ')}`);
}

// ---- reply latency through the real API ----
if (process.env.BENCH_AI_LATENCY !== 'false') {
  const dataDir = mkdtempSync(join(tmpdir(), 'pharmachat-bench-ai-'));
  const webDir = mkdtempSync(join(tmpdir(), 'pharmachat-bench-ai-web-'));
  const host = await startAllInOne({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', WEB_DIST_DIR: webDir, LOG_LEVEL: 'error', RATE_LIMIT_CHAT_PER_MINUTE: '1000000' });
  try {
    const [pharmacy] = await listPharmacies(host.url);
    const chat = await openGuestChat(host.url, pharmacy!.id, 'Bench Latency', '5550100200');
    const db = host.services.find((s) => s.name === 'chat')!.db;
    const questions = ['When are you open on Saturday?', 'how do i get my script refilled', '¿A qué hora abren el sábado?', 'my chest hurts and my left arm is numb', 'can I take 20 mg instead of 10?'];
    const latencies: Record<string, number[]> = { answer: [], safety: [], handoff: [], small_talk: [] };
    for (let round = 0; round < 8; round++) {
      for (const question of questions) {
        const t0 = performance.now();
        const sent = await sendPatientMessage(host.url, chat, question);
        const id = sent.body.posted.id;
        for (;;) {
          const rows = await db.em().execute<{ kind: string }[]>(`select metadata->>'kind' as kind from chat.chat_message where in_reply_to = ? and sender = 'ai'`, [id]);
          if (rows[0]) {
            (latencies[rows[0].kind] ??= []).push(performance.now() - t0);
            break;
          }
          if (performance.now() - t0 > 10_000) break;
          await new Promise((r) => setTimeout(r, 2));
        }
      }
    }
    out('\nreply latency (patient message sent -> assistant reply stored; embedded database, embedded composer)');
    for (const [kind, values] of Object.entries(latencies)) {
      if (values.length === 0) continue;
      const s = summarize(values);
      out(`${pad(kind, 11)} n ${pad(String(values.length), 4)} p50 ${s.p50.toFixed(1)} ms   p99 ${s.p99.toFixed(1)} ms`);
    }
  } finally {
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  }
}
