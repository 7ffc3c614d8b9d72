import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SENTIMENT_LANGUAGES, analyseSentiment, type Sentiment } from '../src/domain/sentiment';

const check = (lang: string, text: string, sentiment: Sentiment, angry = false) => {
  const r = analyseSentiment(text, lang);
  expect({ sentiment: r.sentiment, angry: r.angry }, `${lang}: ${text} (score ${r.score})`).toEqual({ sentiment, angry });
};

describe('analyseSentiment', () => {
  it('covers en, es, fr, de, pt, zh, ar, hi, vi, tl', () => {
    for (const lang of ['en', 'es', 'fr', 'de', 'pt', 'zh', 'ar', 'hi', 'vi', 'tl']) expect(SENTIMENT_LANGUAGES).toContain(lang);
  });

  it('returns a score in -1..1 whose sign follows the sentiment', () => {
    for (const [text, lang] of [['Thanks, you are wonderful!', 'en'], ['Terrible, unacceptable service!!!', 'en'], ['Open on Sunday?', 'en'], ['', 'en']] as const) {
      const r = analyseSentiment(text, lang);
      expect(r.score).toBeGreaterThanOrEqual(-1);
      expect(r.score).toBeLessThanOrEqual(1);
      if (r.sentiment === 'positive') expect(r.score).toBeGreaterThan(0);
      if (r.sentiment === 'negative') expect(r.score).toBeLessThan(0);
    }
    expect(analyseSentiment('', 'en')).toEqual({ sentiment: 'neutral', score: 0, angry: false });
  });

  it('reads thanks and praise as positive, questions as neutral', () => {
    check('en', 'The pharmacist was so kind, thank you!', 'positive');
    check('en', 'What time do you open tomorrow?', 'neutral');
    check('en', 'Can I get a refill of my inhaler? thanks', 'neutral');
    check('es', 'Muchísimas gracias, sois muy amables', 'positive');
    check('fr', 'Merci beaucoup, vous êtes adorables', 'positive');
    check('de', 'Vielen Dank, super freundlich wie immer', 'positive');
    check('pt', 'Muito obrigado, atendimento excelente', 'positive');
    check('zh', '谢谢你们，服务非常周到', 'positive');
    check('zh', '你好，请问周日营业吗？', 'neutral');
    check('ar', 'شكرا جزيلا، تعاملكم ممتاز', 'positive');
    check('hi', 'बहुत धन्यवाद, आपकी सेवा बहुत अच्छी है', 'positive');
    check('hi', 'bahut shukriya, aap log bahut acche ho', 'positive');
    check('vi', 'Cảm ơn bạn rất nhiều, dược sĩ rất nhiệt tình', 'positive');
    check('tl', 'Maraming salamat po, ang bait ninyo', 'positive');
  });

  it('reads a symptom as negative but never as anger', () => {
    check('en', 'I have terrible pain in my stomach!!!', 'negative', false);
    check('es', 'Tengo un dolor de cabeza horrible desde ayer', 'negative', false);
    check('zh', '头疼得厉害，好难受', 'negative', false);
    check('hi', 'kal se bahut tez bukhar hai, bahut pareshan hu', 'negative', false);
  });

  it('keeps a symptom raised in a question neutral', () => {
    check('en', 'Can I take ibuprofen for a headache?', 'neutral');
    check('fr', 'Je peux prendre du paracétamol pour la fièvre ?', 'neutral');
  });

  it('flags anger at the pharmacy or its service', () => {
    check('en', 'This is the third time I ask for my refill', 'negative', true);
    check('en', 'worst pharmacy in town', 'negative', true);
    check('en', 'still waiting!!!', 'negative', true);
    check('es', 'Llevo una hora esperando y nadie contesta, es una vergüenza', 'negative', true);
    check('fr', "Toujours pas de réponse, c'est inadmissible", 'negative', true);
    check('de', 'Zum dritten Mal frage ich nach meinem Rezept!', 'negative', true);
    check('pt', 'Péssimo atendimento, ninguém responde', 'negative', true);
    check('zh', '快递到现在还没到，太过分了', 'negative', true);
    check('ar', 'للمرة الثالثة اطلب ولا احد يرد', 'negative', true);
    check('hi', 'यह तीसरी बार है, कोई जवाब नहीं देता', 'negative', true);
    check('hi', 'abhi tak delivery nahi aayi, had hai', 'negative', true);
    check('vi', 'Đơn hàng vẫn chưa giao, quá đáng', 'negative', true);
    check('tl', 'Wala pa rin ang order ko, nakakabwisit', 'negative', true);
  });

  it('handles negation', () => {
    check('en', 'The cream is not good', 'negative');
    check('en', 'Not bad at all, it works', 'positive');
    check('es', 'No es bueno este jarabe', 'negative');
    check('hi', 'dawai acchi nahi hai', 'negative');
    check('zh', '这个药不好', 'negative');
    check('en', 'No problem, thanks a lot!', 'positive');
  });

  it('weighs intensifiers, "but", emoji, capitals and exclamation marks', () => {
    expect(analyseSentiment('very good', 'en').score).toBeGreaterThan(analyseSentiment('good', 'en').score);
    expect(analyseSentiment('good!!!', 'en').score).toBeGreaterThan(analyseSentiment('good', 'en').score);
    check('en', 'The staff is nice but the wait was terrible', 'negative');
    check('en', 'Got my order 😍', 'positive');
    check('en', 'Got my order 😡', 'negative', true);
    check('en', 'THANK YOU SO MUCH', 'positive');
    check('en', 'you gave me the WRONG pills AGAIN', 'negative', true);
  });

  it('sees light sarcasm', () => {
    check('en', 'Oh great, the delivery is late again', 'negative', true);
    check('en', 'Thanks for nothing', 'negative', true);
    check('es', 'Gracias por nada', 'negative', true);
    check('fr', 'Merci pour rien', 'negative', true);
    check('de', 'Danke für nichts', 'negative', true);
    check('en', 'Great service... 40 minutes on hold and then cut off', 'negative', true);
  });

  it('falls back to English and emoji for other languages', () => {
    check('it', 'thanks, you are great 👍', 'positive');
    check('xx', '😡😡😡', 'negative', true);
    check('ja', 'ありがとうございます', 'neutral');
  });

  it('does not read German or French words as English false friends', () => {
    check('de', 'Wie viel Saft für ein vierjähriges Kind?', 'neutral');
    check('fr', 'Je cherche du pain sans gluten pour mon fils', 'neutral');
  });
});

describe('sentiment evaluation sets (bench/ai/sentiment)', () => {
  type Sample = { lang: string; text: string; sentiment: Sentiment; angry: boolean };
  const load = (split: string) =>
    JSON.parse(readFileSync(new URL(`../../../bench/ai/sentiment/${split}.json`, import.meta.url), 'utf8')) as Sample[];
  const group = (s: Sample) => (s.lang === 'hi' && !/\p{Script=Devanagari}/u.test(s.text) ? 'hi-Latn' : s.lang);

  it.each(['dev', 'held-out'])('%s has >= 15 messages per label per language', (split) => {
    const counts: Record<string, number> = {};
    for (const s of load(split)) counts[`${group(s)}/${s.sentiment}`] = (counts[`${group(s)}/${s.sentiment}`] ?? 0) + 1;
    for (const lang of ['en', 'es', 'fr', 'de', 'pt', 'zh', 'ar', 'hi', 'hi-Latn', 'vi', 'tl']) {
      for (const label of ['negative', 'neutral', 'positive']) expect(counts[`${lang}/${label}`], `${lang}/${label}`).toBeGreaterThanOrEqual(15);
    }
  });

  it('held-out: overall accuracy >= 80% and anger precision >= 90% (regression guard; see bench/ai/sentiment.ts)', () => {
    const samples = load('held-out');
    let ok = 0;
    let tp = 0;
    let fp = 0;
    for (const s of samples) {
      const r = analyseSentiment(s.text, s.lang);
      if (r.sentiment === s.sentiment) ok++;
      if (r.angry && s.angry) tp++;
      if (r.angry && !s.angry) fp++;
    }
    expect(ok / samples.length).toBeGreaterThanOrEqual(0.8);
    expect(tp / Math.max(1, tp + fp)).toBeGreaterThanOrEqual(0.9);
  });
});
