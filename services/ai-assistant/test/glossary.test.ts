import { describe, expect, it } from 'vitest';
import { GLOSSARY_SIZE, glossaryEntries, normalizeTerm, simplify } from '../src/domain/glossary/index';

describe('glossary data', () => {
  it('holds at least 300 terms in English and in Spanish', () => {
    expect(GLOSSARY_SIZE.en).toBeGreaterThanOrEqual(300);
    expect(GLOSSARY_SIZE.es).toBeGreaterThanOrEqual(300);
    expect(glossaryEntries('en')).toHaveLength(GLOSSARY_SIZE.en);
    expect(glossaryEntries('es-MX')).toHaveLength(GLOSSARY_SIZE.es);
    expect(glossaryEntries('fr')).toEqual([]);
  });

  it.each(['en', 'es'])('has no duplicate terms once case, accents and hyphens are ignored (%s)', (language) => {
    const keys = glossaryEntries(language).map((e) => normalizeTerm(e.term));
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of glossaryEntries(language)) expect(entry.plain.length).toBeGreaterThan(0);
  });

  it('leaves out words every patient knows', () => {
    const en = new Set(glossaryEntries('en').map((e) => e.term.toLowerCase()));
    for (const word of ['pain', 'fever', 'cough', 'tablet', 'dose', 'medicine', 'headache', 'blood']) expect(en.has(word)).toBe(false);
    const es = new Set(glossaryEntries('es').map((e) => e.term.toLowerCase()));
    for (const word of ['dolor', 'fiebre', 'tos', 'pastilla', 'dosis', 'medicamento', 'gota']) expect(es.has(word)).toBe(false);
  });
});

describe('simplify (English)', () => {
  it('explains jargon in parentheses after its first appearance', () => {
    const r = simplify('Warfarin is an anticoagulant. Tell us if you have hypertension.', 'en');
    expect(r.text).toBe('Warfarin is an anticoagulant (a blood thinner). Tell us if you have hypertension (high blood pressure).');
    expect(r.original).toBe('Warfarin is an anticoagulant. Tell us if you have hypertension.');
    expect(r.terms).toEqual([
      { term: 'anticoagulant', plain: 'a blood thinner' },
      { term: 'hypertension', plain: 'high blood pressure' },
    ]);
  });

  it.each([
    ['Take an analgesic.', 'Take an analgesic (a pain reliever).'],
    ['Ibuprofen is contraindicated in late pregnancy.', 'Ibuprofen is contraindicated (should not be used) in late pregnancy.'],
    ['Use it PRN for itching.', 'Use it PRN (only when needed) for itching.'],
    ['Loratadine is OTC.', 'Loratadine is OTC (sold without a prescription).'],
    ['A generic costs less.', 'A generic (same medicine, cheaper brand-free version) costs less.'],
    ['Report any adverse reaction.', 'Report any adverse reaction (a harmful or unwanted effect of a medicine).'],
    ['Watch for hypoglycemia.', 'Watch for hypoglycemia (low blood sugar).'],
    ['Take 1 tablet BID with food.', 'Take 1 tablet BID (twice a day) with food.'],
  ])('%s', (input, expected) => {
    expect(simplify(input, 'en').text).toBe(expected);
  });

  it('prefers the longest term (multi-word before single word)', () => {
    const r = simplify('Deep vein thrombosis needs urgent care; thrombosis can also occur elsewhere.', 'en');
    expect(r.text).toBe('Deep vein thrombosis (a blood clot in a deep vein, usually in the leg) needs urgent care; thrombosis (a blood clot forming inside a blood vessel) can also occur elsewhere.');
    expect(r.terms.map((t) => t.term)).toEqual(['deep vein thrombosis', 'thrombosis']);
    expect(simplify('orthostatic hypotension', 'en').terms.map((t) => t.term)).toEqual(['orthostatic hypotension']);
  });

  it('explains each term once and keeps the original casing', () => {
    const r = simplify('HYPERTENSION is common. Hypertension can be treated. hypertension again.', 'en');
    expect(r.text).toBe('HYPERTENSION (high blood pressure) is common. Hypertension can be treated. hypertension again.');
    expect(r.terms).toHaveLength(1);
  });

  it('treats plurals as the same term and drops the article of the explanation', () => {
    const r = simplify('Anticoagulants and NSAIDs together raise bleeding risk. An anticoagulant is...', 'en');
    expect(r.text).toBe('Anticoagulants (blood thinner) and NSAIDs (anti-inflammatory pain reliever such as ibuprofen) together raise bleeding risk. An anticoagulant is...');
  });

  it('matches hyphenated terms written with a space and vice versa', () => {
    expect(simplify('a beta blocker', 'en').text).toBe('a beta blocker (a medicine that slows the heart and lowers blood pressure)');
    expect(simplify('extended release capsules', 'en').terms.map((t) => t.term)).toEqual(['extended-release']);
  });

  it('does not match inside longer words', () => {
    for (const text of ['Hotcakes are not medicine.', 'I forbid it.', 'Gouty joints', 'The oralist spoke.', 'prophylaxisx', 'unanalgesically']) {
      expect(simplify(text, 'en').terms).toEqual([]);
    }
    expect(simplify('Hotcakes', 'en').text).toBe('Hotcakes');
    expect(simplify('I forbid it.', 'en').text).toBe('I forbid it.');
    expect(simplify('Gouty joints', 'en').terms).toEqual([]);
  });

  it('does not explain lower-case abbreviations that are ordinary words', () => {
    expect(simplify('im going to the pharmacy, po box 5', 'en').terms).toEqual([]);
    expect(simplify('Given IM or IV.', 'en').text).toBe('Given IM (into a muscle) or IV (into a vein).');
  });

  it('never explains inside URLs, e-mail addresses or numbers', () => {
    const text = 'See https://example.com/hypertension/analgesic-guide or www.pharma.org/anticoagulant, write to hypertension@clinic.com, visit hypertension.org, dose 10mg3OD.';
    const r = simplify(text, 'en');
    expect(r.text).toBe(text);
    expect(r.terms).toEqual([]);
    const after = simplify('Read https://x.com/hypertension then ask about hypertension.', 'en');
    expect(after.text).toBe('Read https://x.com/hypertension then ask about hypertension (high blood pressure).');
  });

  it('does not explain a term the text already explains in parentheses', () => {
    expect(simplify('an anticoagulant (blood thinner) such as warfarin', 'en').text).toBe('an anticoagulant (blood thinner) such as warfarin');
    expect(simplify('a blood thinner (anticoagulant)', 'en').text).toBe('a blood thinner (anticoagulant)');
    const r = simplify('an anticoagulant (blood thinner); another anticoagulant', 'en');
    expect(r.text).toBe('an anticoagulant (blood thinner); another anticoagulant');
    expect(r.terms).toEqual([]);
  });

  it('accepts eng and en-US', () => {
    expect(simplify('hypoglycemia', 'eng').text).toBe('hypoglycemia (low blood sugar)');
    expect(simplify('hypoglycemia', 'en-US').text).toBe('hypoglycemia (low blood sugar)');
  });
});

describe('simplify (Spanish)', () => {
  it('explains Spanish jargon', () => {
    const r = simplify('Si tiene hipertensión, evite este analgésico.', 'es');
    expect(r.text).toBe('Si tiene hipertensión (presión arterial alta), evite este analgésico (medicamento para el dolor).');
    expect(r.terms.map((t) => t.term)).toEqual(['hipertensión', 'analgésico']);
  });

  it.each([
    ['Es un anticoagulante.', 'Es un anticoagulante (un medicamento que hace la sangre más líquida).'],
    ['Está contraindicado en el embarazo.', 'Está contraindicado (no se debe usar) en el embarazo.'],
    ['Vigile la hipoglucemia.', 'Vigile la hipoglucemia (azúcar baja en la sangre).'],
    ['Existe un genérico.', 'Existe un genérico (el mismo medicamento, versión más barata sin marca).'],
  ])('%s', (input, expected) => {
    expect(simplify(input, 'es').text).toBe(expected);
  });

  it('matches with or without accents, in either direction', () => {
    expect(simplify('tengo hipertension', 'es').text).toBe('tengo hipertension (presión arterial alta)');
    expect(simplify('ANALGESICO', 'es').text).toBe('ANALGESICO (medicamento para el dolor)');
    expect(simplify('la cefalea', 'es').text).toBe('la cefalea (dolor de cabeza)');
    // decomposed accents (NFD input) too
    const nfd = 'hipertensión arterial'.normalize('NFD');
    expect(simplify(nfd, 'es').text).toBe(`${nfd} (presión arterial alta)`);
  });

  it('prefers the longest term and explains each once', () => {
    const r = simplify('La trombosis venosa profunda es una trombosis. Otra trombosis.', 'es');
    expect(r.text).toBe('La trombosis venosa profunda (un coágulo en una vena profunda, normalmente de la pierna) es una trombosis (un coágulo de sangre dentro de un vaso sanguíneo). Otra trombosis.');
  });

  it('handles plurals', () => {
    expect(simplify('Los analgésicos y los AINEs', 'es').text).toBe('Los analgésicos (medicamento para el dolor) y los AINEs (antiinflamatorio para el dolor, como el ibuprofeno)');
  });

  it('does not match inside words', () => {
    expect(simplify('La anemiaaa y prehipertensión', 'es').terms).toEqual([]);
    expect(simplify('ta, ram, its', 'es').terms).toEqual([]);
  });

  it('accepts es-MX and spa', () => {
    expect(simplify('hipoglucemia', 'es-MX').text).toBe('hipoglucemia (azúcar baja en la sangre)');
    expect(simplify('hipoglucemia', 'spa').text).toBe('hipoglucemia (azúcar baja en la sangre)');
  });
});

describe('other languages', () => {
  it.each(['fr', 'und', 'de-DE', '', 'xx'])('leaves %s text unchanged', (language) => {
    const text = "L'hypertension et l'anticoagulant";
    expect(simplify(text, language)).toEqual({ text, original: text, terms: [] });
  });

  it('handles empty text', () => {
    expect(simplify('', 'en')).toEqual({ text: '', original: '', terms: [] });
  });
});
