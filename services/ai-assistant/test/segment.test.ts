import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerFromKnowledgeBase } from '../src/domain/retrieval/index';
import { assessUrgency, normaliseText } from '../src/domain/safety/index';
import { Segmenter, shippedSegmenter, type VocabularyFile } from '../src/domain/segment';
import { KnowledgeEntry } from '../src/domain/knowledge-entry';

describe('the shipped segmentation vocabulary', () => {
  it('is counted on the current training sets, never a held-out one (run `npm run ai:train` after changing one)', () => {
    const file = JSON.parse(readFileSync(new URL('../src/domain/segmentation-vocabulary.json', import.meta.url), 'utf8')) as VocabularyFile;
    expect(file.trainingFiles).toContain('bench/ai/red-flags/dev.json');
    expect(file.trainingFiles.some((f) => f.includes('held-out'))).toBe(false);
    const hash = createHash('sha256');
    for (const f of file.trainingFiles) hash.update(readFileSync(new URL(`../../../${f}`, import.meta.url)));
    expect(file.trainedOn).toBe(hash.digest('hex'));
    expect(file.words.length).toBeGreaterThan(10_000);
    expect(shippedSegmenter()).not.toBeNull();
  });
});

describe('Segmenter', () => {
  const segmenter = new Segmenter(['the', 'a', 'i', 'my', 'and', 'in', 'on', 'is', 'head', 'fell', 'hit', 'garden', 'warfarin', 'cut', 'bleeding', 'stop', 'wont', 'im']);

  it('cuts a run of known words at the cheapest places, and refuses a run it cannot read', () => {
    expect(segmenter.split('ifellinthegardenandhitmyhead')).toEqual(['i', 'fell', 'in', 'the', 'garden', 'and', 'hit', 'my', 'head']);
    expect(segmenter.split('zzqxwvkjplmn')).toBeNull();
  });

  it('reads a message as typed without spaces only when such runs hold most of its letters', () => {
    expect(segmenter.segment('ifellinthegardenandhitmyhead imonwarfarin')).toBe('i fell in the garden and hit my head im on warfarin');
    // one long word in a spaced message stays whole
    expect(segmenter.segment('my head is sore and the gardenandhitmyheadfell word')).toBe('my head is sore and the gardenandhitmyheadfell word');
    expect(segmenter.segment('i fell in the garden')).toBe('i fell in the garden');
  });
});

describe('messages typed without spaces (blind v47, read after its first look)', () => {
  it.each([
    ['severe_bleeding', 'ifellinthegardenandhitmyhead imonwarfarin andthecutwontstopbleeding bloodallovermyblouse'],
    ['overdose', 'bonjourjemesuistrompéeaujourdhuijaiprismesmedicamentsplusceuxdemonmariaumoinsquinzecachetsdifferentsjemesenstresbizarrejevoisflouetmoncoeurbatvite'],
    ['unresponsive', 'MONPEREESTPARTERREDANSLACUISINEILNEREPONDPLUS'],
    ['overdose', 'hallomeinefrauhataversehentlichihreherztablettendigitoxinzweimalgenommenundnochvierextrasiesiehtallesgelbundihrherzstolpert'],
    ['stroke', 'मेरीपत्नीकाअचानकमुंहटेढाहोगयाबायांहाथनहींउठरहाबोलीसाफनहींजल्दीबताओ'],
    ['stroke', 'bàtôiđangnóichuyệntựnhiênméomiệngnóingọnglíulưỡitayphảikhôngcầmđượcđũamớibịxong'],
    ['stroke', 'yungasawakobiglangtumabingibibighindimaintindihansinasabinyahindimaiangatangkanangbraso'],
  ])('%s: %s', (group, text) => {
    // the rules alone read it once its words are apart
    const assessment = assessUrgency(text, null);
    expect(assessment.level).toBe('emergency');
    expect(assessment.reasons).toContain(group);
  });

  it('leaves spaced messages with a German compound as they are', () => {
    expect(normaliseText('erhöht das Medikament das Schlaganfallrisiko?')).toBe('erhoht das medikament das schlaganfallrisiko ?');
    expect(normaliseText('ich hab Selbstmordgedanken und einen Plan')).toBe('ich hab selbstmordgedanken und einen plan');
    expect(assessUrgency('ich hab Selbstmordgedanken und einen Plan', null).level).toBe('emergency');
    expect(assessUrgency('Selbstmordgedanken', null).level).not.toBe('routine');
  });

  it('answers knowledge-base questions typed without spaces', () => {
    const entries = [
      { category: 'store_hours', question: 'What are your store hours?', answer: 'Monday to Friday 9:00 AM to 6:00 PM, Saturday 9:00 AM to 2:00 PM, closed on Sunday.', tags: ['hours', 'open'] },
      { category: 'drug_interactions', question: 'Can you check whether my medications interact?', answer: 'Yes. A pharmacist can review all your medications for interactions.', tags: ['interactions'] },
    ].map((e) => KnowledgeEntry.create('p1', e));
    for (const [text, expected] of [
      ['WHATTIMEDOYOUOPENINTHEMORNINGANDWHENDOYOUCLOSE', 'What are your store hours?'],
      ['VOUSETESOUVERTSLEDIMANCHE', 'What are your store hours?'],
      ['ALGUEMPODEVERSEOSREMEDIOSDOMEUMARIDOSEDAOBEM', 'Can you check whether my medications interact?'],
      ['عندياكثرمنخمسادويةممكنتراجعوهاوتشوفوافيهاتداخلولا', 'Can you check whether my medications interact?'],
    ] as const) {
      const decision = answerFromKnowledgeBase(text, entries);
      expect(decision.kind === 'answer' ? decision.entry.question : decision, text).toBe(expected);
    }
  });
});
