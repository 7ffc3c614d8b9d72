/** Readable labels for what triage and the handoff record on a chat session, for the staff inbox. */

const REASONS: Record<string, string> = {
  chest_pain: 'Chest pain',
  suicide: 'Suicide risk',
  self_harm: 'Self-harm risk',
  overdose: 'Overdose',
  breathing_difficulty: 'Trouble breathing',
  allergic_reaction: 'Allergic reaction',
  severe_side_effects: 'Severe side effects',
  stroke: 'Stroke signs',
  emergency: 'Emergency',
  possible_emergency: 'Possible emergency: check now',
  worrying_symptom: 'Worrying symptom',
  mental_health: 'Mental health',
  side_effect: 'Side effect',
  angry: 'Upset patient',
  clinical_judgement: 'Needs a pharmacist',
  needs_staff: 'Needs staff',
  not_covered: 'Not in knowledge base',
  no_answer: 'No answer found',
  red_flag: 'Red flag',
};

/** 'severe_dizziness' → 'Severe dizziness'. */
export function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The labels of an urgency reason ('chest_pain,overdose' → ['Chest pain', 'Overdose']), without repeats. */
export function urgencyReasonLabels(reason: string | null | undefined): string[] {
  if (!reason) return [];
  const labels = reason
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
    .map((code) => REASONS[code.toLowerCase()] ?? humanise(code));
  return [...new Set(labels)];
}

/** Who has the chat, when staff should know: 'Waiting for staff', 'With staff'; null while the assistant has it. */
export function handoffLabel(state: string | null | undefined): { label: string; color: string } | null {
  switch (state) {
    case 'waiting_for_staff':
      return { label: 'Waiting for staff', color: 'orange' };
    case 'with_staff':
      return { label: 'With staff', color: 'blue' };
    case 'resolved':
      return { label: 'Resolved', color: 'default' };
    default:
      return null;
  }
}

/** A tag for a negative or positive patient; null for neutral (nothing to flag). */
export function sentimentLabel(sentiment: string | null | undefined): { label: string; color: string } | null {
  switch (sentiment) {
    case 'negative':
      return { label: 'Negative', color: 'volcano' };
    case 'positive':
      return { label: 'Positive', color: 'green' };
    default:
      return null;
  }
}
