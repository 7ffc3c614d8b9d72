/**
 * Red-flag phrases that mean a patient may be in danger. Matching is done on normalised text (lower case,
 * straight apostrophes, single spaces) and covers close variants ("can't breathe", "cannot breathe",
 * "trouble breathing", "pain in my chest"...). A match escalates at once: safety message, urgent session,
 * staff alerted, assistant silent from then on.
 */
export interface RedFlag {
  name: string;
  patterns: RegExp[];
  /** extra line for the safety message */
  advice?: string;
}

export const redFlags: RedFlag[] = [
  {
    name: 'chest_pain',
    patterns: [/\bchest (pain|pains|hurts?|hurting|tightness|pressure)\b/, /\b(pain|pressure|tightness) in (my|the|his|her) chest\b/, /\bheart attack\b/],
  },
  {
    name: 'breathing_difficulty',
    patterns: [
      /\b(can ?not|can't|cant|couldn't|unable to|hard to|struggling to) (breathe|breath)\b/,
      /\b(trouble|difficulty|problems?) breathing\b/,
      /\bshort(ness)? of breath\b/,
      /\bnot breathing\b/,
      /\bchoking\b/,
    ],
  },
  {
    name: 'allergic_reaction',
    patterns: [/\ballergic reactions?\b/, /\banaphyla(xis|ctic)\b/, /\b(throat|tongue|lips?|face) (is |are )?(swelling|swollen|closing)\b/, /\bswollen (throat|tongue|lips?)\b/],
  },
  {
    name: 'severe_side_effects',
    patterns: [/\bsevere (side ?effects?|reactions?|bleeding|pain)\b/, /\bseizures?\b/, /\bpassed out\b/, /\bfainted\b/, /\bunconscious\b/],
  },
  {
    name: 'overdose',
    patterns: [/\boverdos(e|ed|ing)\b/, /\btook too (many|much)\b/, /\b(swallowed|ate) (a lot of|all (of )?(my|the)|the whole (bottle|pack))\b/, /\bpoison(ed|ing)?\b/],
  },
  {
    name: 'self_harm',
    patterns: [/\bsuicid(e|al)\b/, /\bkill (myself|me)\b/, /\b(want|going) to die\b/, /\bend (my|it all) life\b/, /\bend it all\b/, /\bhurt myself\b/, /\bself[- ]harm\b/],
    advice: 'If you are thinking about suicide or harming yourself, you can call or text 988 (Suicide & Crisis Lifeline) at any time.',
  },
  {
    name: 'stroke',
    patterns: [/\bstroke\b/, /\b(face|mouth) (is )?drooping\b/, /\bslurred speech\b/],
  },
  {
    name: 'emergency',
    patterns: [/\bemergency\b/, /\bcall 911\b/, /\bambulance\b/],
  },
];

export function normaliseForMatching(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function detectRedFlags(text: string): RedFlag[] {
  const normalised = normaliseForMatching(text);
  return redFlags.filter((flag) => flag.patterns.some((pattern) => pattern.test(normalised)));
}

export function safetyMessage(flags: RedFlag[], emergencyNumber: string): string {
  const lines = [
    `This may be a medical emergency. Please call ${emergencyNumber} (or your local emergency number) now, or go to the nearest emergency room. Do not wait for a reply in this chat.`,
  ];
  for (const flag of flags) if (flag.advice) lines.push(flag.advice);
  lines.push('I have alerted the pharmacy team and a pharmacist will follow up with you here.');
  return lines.join(' ');
}
