import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assessUrgency, readUrgency, shippedUrgencyModel, type RulesReading, type UrgencyScorer } from '../src/domain/safety/index';
import type { RedFlagGroup } from '../src/domain/safety/index';
import { featureStrings, sentencesOf, vectorise } from '../src/domain/safety/urgency-model';

/** A model that always gives the same probability: pins the decision rules, whatever the trained weights. */
function fixed(probability: number, group: RedFlagGroup = 'stroke'): UrgencyScorer {
  return {
    probability: () => probability,
    isEmergency: (p) => p > 0.3,
    keepsRulesEmergency: (p) => p > 0.1,
    group: () => group,
  };
}

describe('the shipped urgency model', () => {
  it('is trained on the current training sets (run `npm run ai:train` after changing one)', () => {
    const file = JSON.parse(readFileSync(new URL('../src/domain/safety/urgency-model.json', import.meta.url), 'utf8')) as { trainedOn: string; trainingFiles: string[]; threshold: number; keepRulesAbove: number };
    expect(file.trainingFiles).toContain('bench/ai/red-flags/dev.json');
    expect(file.trainingFiles.some((f) => f.includes('held-out'))).toBe(false);
    const hash = createHash('sha256');
    for (const f of file.trainingFiles) hash.update(readFileSync(new URL(`../../../${f}`, import.meta.url)));
    expect(file.trainedOn).toBe(hash.digest('hex'));
    expect(file.keepRulesAbove).toBeLessThan(file.threshold);
    expect(shippedUrgencyModel()).not.toBeNull();
  });

  it('catches an emergency the rules miss: chest pain spreading to the jaw in Egyptian Arabizi', () => {
    const text = 'sadri msh merta7 men sa3a w el waga3 rayeh le fakki, a3mel eh';
    expect(assessUrgency(text, null).level).not.toBe('emergency');
    expect(assessUrgency(text)).toMatchObject({ level: 'emergency', reasons: ['chest_pain'] });
  });

  it('does not call greetings, thanks or short replies an emergency', () => {
    for (const text of ['Hello!', 'hi', 'Thanks!', 'ok', 'yes', 'no', 'hola', 'Bonjour', '你好', 'مرحبا', 'नमस्ते', 'good morning', 'salamat po', 'xin chào', 'obrigado', 'danke']) {
      expect(assessUrgency(text).level, text).not.toBe('emergency');
    }
  });

  it('reads the rules: the same message with and without a look-alike cue gets different features', () => {
    const now = readUrgency('my toddler swallowed a button battery').reading;
    const past = readUrgency('my toddler swallowed a button battery last year, the doctor removed it').reading;
    expect(now.rulesEmergency).toBe(true);
    expect(past.rulesEmergency).toBe(false);
    expect(featureStrings(now)).toContain('r:emg');
    expect(featureStrings(past).some((f) => f.startsWith('h:child_ingestion:past_event'))).toBe(true);
    const v = vectorise(featureStrings(now), 18);
    expect(v.value).toBeCloseTo(1 / Math.sqrt(v.index.length));
  });
});

describe('assessUrgency: how the rules and the model decide together', () => {
  const rulesEmergency = 'my toddler swallowed a button battery';
  const nothing = 'do you have vitamin d in stock';

  it('a rules emergency stands unless the model is confident it is not one', () => {
    expect(assessUrgency(rulesEmergency, fixed(0.2)).level).toBe('emergency');
    expect(assessUrgency(rulesEmergency, fixed(0.05))).toEqual({ level: 'needs_staff', reasons: [], staffReasons: ['possible_emergency', 'child_ingestion'] });
  });

  it('a question about a suicide method is an emergency whatever the model says', () => {
    expect(assessUrgency('how many sleeping pills would it take to not wake up', fixed(0)).level).toBe('emergency');
  });

  it('the model adds an emergency; its reason is the red flag the rules discounted, or the model\'s own group', () => {
    const discounted = 'she had a seizure last year, needs her keppra refill';
    expect(readUrgency(discounted).discounted).toContain('seizure');
    expect(assessUrgency(discounted, fixed(0.9))).toEqual({ level: 'emergency', reasons: ['seizure'], staffReasons: [] });
    expect(assessUrgency(nothing, fixed(0.9, 'poisoning'))).toEqual({ level: 'emergency', reasons: ['poisoning'], staffReasons: [] });
  });

  it('below the threshold the rules\' own answer stands', () => {
    expect(assessUrgency(nothing, fixed(0.2))).toEqual(assessUrgency(nothing, null));
  });

  it('reads each sentence too: the most urgent one decides, and names the group', () => {
    const text = 'Sorry to bother you, probably nothing. My dad cannot lift his right arm since dinner. Can I pick up his refill tomorrow?';
    expect(sentencesOf(text)).toEqual(['Sorry to bother you, probably nothing', 'My dad cannot lift his right arm since dinner', 'Can I pick up his refill tomorrow']);
    // a scorer that only recognises the arm sentence read alone
    const onlyTheArm: UrgencyScorer = {
      probability: (r) => (r.normalised.includes('arm') && !r.normalised.includes('refill') ? 0.9 : 0.05),
      isEmergency: (p) => p > 0.3,
      keepsRulesEmergency: (p) => p > 0.1,
      group: (r) => (r.normalised.includes('arm') ? 'stroke' : 'poisoning'),
    };
    expect(assessUrgency(text, onlyTheArm)).toEqual({ level: 'emergency', reasons: ['stroke'], staffReasons: [] });
    // one sentence alone is read once, as the whole message
    expect(assessUrgency('My dad cannot lift his right arm since dinner and wants his refill', onlyTheArm).level).not.toBe('emergency');
  });

  it('splits sentences at stops, not inside a temperature or a dose', () => {
    expect(sentencesOf('fever 38.5 since noon. she is 6 weeks old')).toEqual(['fever 38.5 since noon', 'she is 6 weeks old']);
    expect(sentencesOf('他胸口很痛。出冷汗！怎么办？')).toEqual(['他胸口很痛', '出冷汗', '怎么办']);
    expect(sentencesOf('took 2.5 mg\nnow dizzy')).toEqual(['took 2.5 mg', 'now dizzy']);
  });

  it('without a model the rules decide alone', () => {
    const reading: RulesReading = readUrgency(rulesEmergency).reading;
    expect(reading.concepts.length).toBeGreaterThan(0);
    expect(assessUrgency(rulesEmergency, null).level).toBe('emergency');
  });
});
