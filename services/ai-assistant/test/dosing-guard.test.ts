import { describe, expect, it } from 'vitest';
import { doseMentions, unsupportedDoses } from '../src/domain/dosing-guard';

const ibuprofen = 'Adults can take 1 or 2 tablets of 200 mg every 6 hours, no more than 1200 mg a day. Children: ask a pharmacist.';

describe('dose mentions', () => {
  it.each([
    ['Take 800 mg every 4 hours', ['800 mg', 'every 4 h']],
    ['1-2 tablets 3 times a day, at most 4 g daily', ['1-2 tablet', '3/day', '4000 mg']],
    ['twice daily, bid, q6h, 3x/day', ['2/day', '2/day', 'every 6 h', '3/day']],
    ['half a tablet, ½ tablet, 1/2 tablet', ['0.5 tablet', '0.5 tablet', '0.5 tablet']],
    ['10 mg/kg, 5 mg/5 ml, 1,000 mg, 0.5 ml, 20 drops, 2 puffs, 1000 IU, 1% cream', ['10 mg/kg', '5 mg/5ml', '1000 mg', '0.5 ml', '20 drop', '2 puff', '1000 iu', '1 %']],
    ['Tome dos comprimidos cada 8 horas, dos veces al día, 0,5 ml', ['2 tablet', 'every 8 h', '2/day', '0.5 ml']],
    ['Prenez 1 à 2 comprimés toutes les 6 heures, trois fois par jour', ['1-2 tablet', 'every 6 h', '3/day']],
    ['Nehmen Sie 2 Tabletten dreimal täglich, alle 4-6 Stunden, 3-mal am Tag, 400 Milligramm', ['2 tablet', '3/day', 'every 4-6 h', '3/day', '400 mg']],
    ['Tome 1 cápsula de 8 em 8 horas, uma vez ao dia, 5 gotas', ['1 tablet', 'every 8 h', '1/day', '5 drop']],
    ['Prenda 2 compresse da 500 mg ogni 8 ore, due volte al giorno', ['2 tablet', '500 mg', 'every 8 h', '2/day']],
  ])('%s', (text, expected) => {
    expect(doseMentions(text).map((m) => m.canonical)).toEqual(expected);
  });

  it('ignores numbers that are not doses', () => {
    expect(doseMentions('Refills are ready within 24 hours. We open at 9 on 3 days a week. Vitamin B12. Call 555 0100.')).toEqual([]);
  });
});

describe('unsupportedDoses', () => {
  it('returns the doses of the answer that no source contains', () => {
    expect(unsupportedDoses('Take 800 mg every 4 hours.', [ibuprofen])).toEqual(['800 mg', 'every 4 hours']);
    expect(unsupportedDoses('You may take 1 or 2 tablets 4 times a day.', [ibuprofen])).toEqual(['4 times a day']);
  });

  it('accepts doses that a source states, in another wording or language', () => {
    expect(unsupportedDoses('Take one or two 200 mg tablets every 6 hours; at most 1200 mg a day.', [ibuprofen])).toEqual([]);
    expect(unsupportedDoses('Los adultos pueden tomar 1 o 2 comprimidos de 200 mg cada 6 horas, máximo 1,2 g al día.', [ibuprofen])).toEqual([]);
    expect(unsupportedDoses('Erwachsene: 1 bis 2 Tabletten zu 200 mg alle 6 Stunden.', [ibuprofen])).toEqual([]);
    expect(unsupportedDoses('Send us your prescription number; it is ready within 24 hours.', ['Refills are ready within 24 hours.'])).toEqual([]);
  });

  it('does not accept a dose from the patient question or from an uncited entry', () => {
    expect(unsupportedDoses('Yes, 800 mg is fine.', [ibuprofen])).toEqual(['800 mg']);
    expect(unsupportedDoses('Take 500 mg', [])).toEqual(['500 mg']);
  });

  it('a single value is not supported by a range (errs towards the pharmacist)', () => {
    expect(unsupportedDoses('Take 2 tablets.', [ibuprofen])).toEqual(['2 tablets']);
  });
});
