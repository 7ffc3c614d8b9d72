import { describe, expect, it } from 'vitest';
import { handoffLabel, humanise, sentimentLabel, urgencyReasonLabels } from './session-labels';

describe('session labels', () => {
  it('names urgency reasons, several at once, and humanises unknown codes', () => {
    expect(urgencyReasonLabels('chest_pain')).toEqual(['Chest pain']);
    expect(urgencyReasonLabels('suicide, overdose')).toEqual(['Suicide risk', 'Overdose']);
    expect(urgencyReasonLabels('angry')).toEqual(['Upset patient']);
    expect(urgencyReasonLabels('clinical_judgement')).toEqual(['Needs a pharmacist']);
    expect(urgencyReasonLabels('not_covered')).toEqual(['Not in knowledge base']);
    expect(urgencyReasonLabels('severe_dizziness,chest_pain,chest_pain')).toEqual(['Severe dizziness', 'Chest pain']);
    expect(urgencyReasonLabels('possible_emergency,child_ingestion')).toEqual(['Possible emergency: check now', 'Child ingestion']);
    expect(urgencyReasonLabels(null)).toEqual([]);
    expect(urgencyReasonLabels('')).toEqual([]);
    expect(humanise('NEEDS-follow_up')).toBe('Needs follow up');
  });

  it('shows who has the chat once staff are involved', () => {
    expect(handoffLabel('assistant')).toBeNull();
    expect(handoffLabel('waiting_for_staff')?.label).toBe('Waiting for staff');
    expect(handoffLabel('with_staff')?.label).toBe('With staff');
    expect(handoffLabel('resolved')?.label).toBe('Resolved');
  });

  it('flags negative (orange-red) and positive (green) patients, not neutral ones', () => {
    expect(sentimentLabel('negative')).toEqual({ label: 'Negative', color: 'volcano' });
    expect(sentimentLabel('positive')).toEqual({ label: 'Positive', color: 'green' });
    expect(sentimentLabel('neutral')).toBeNull();
    expect(sentimentLabel(null)).toBeNull();
  });
});
