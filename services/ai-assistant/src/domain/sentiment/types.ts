/**
 * A language's sentiment lexicon. Entries are lower-case words or phrases (for Chinese, character sequences).
 * Weights: about ±1 mild, ±2 clear, ±3 strong. Lexicons were written for pharmacy chat (see bench/ai/sentiment).
 */
export interface SentimentLexicon {
  /** Word or phrase -> valence weight. */
  words: Record<string, number>;
  /** Thanks / please: positive only when not a courtesy tacked onto a question or request. */
  courtesy?: Record<string, number>;
  /** Illness and symptoms: a patient describing them is negative-ish, never angry. Weight -0.5..-1.5. */
  symptoms?: Record<string, number>;
  /** Anger or frustration aimed at the pharmacy or its service ("third time I ask", "worst pharmacy"). */
  anger: string[];
  /** Anger emotions ("furious", "fed up"): anger at the service only next to a service or complaint word. */
  angerEmotions?: string[];
  /** Disbelief ("seriously??", "unbelievable"): anger when shouted ("??", capitals) or next to a complaint cue. */
  disbelief?: string[];
  /** Complaint cues that make a negative message about the service ("still", "again", "nobody"). */
  complaint: string[];
  /** Things a complaint is about: the pharmacy, its staff, an order, a delivery, a wait, the phone... */
  service: string[];
  /** Ironic praise ("thanks for nothing", "great service... not"). */
  sarcasm?: string[];
  negators: string[];
  /** Negators that follow what they negate (Hindi "अच्छा नहीं", Tagalog "... hindi"). */
  negatorsAfter?: string[];
  /** Multipliers of the next valence word ("very" 1.5, "a bit" 0.6). */
  intensifiers: Record<string, number>;
  /** Multipliers of the previous valence word (Vietnamese "tốt quá", Chinese "好极了"). */
  intensifiersAfter?: Record<string, number>;
  /** "but": what follows weighs more than what precedes. */
  contrast: string[];
  /** Clitics glued to the front of words (Arabic و، ال، ب...): tried off when a token does not match. */
  prefixes?: string[];
  /** Inflection endings tried off a token that does not match ("toller" -> "toll", "adorables" -> "adorable"). */
  suffixes?: string[];
  /** German compounds: a token ending in a lexicon word of 5+ letters matches it ("Rückenschmerzen"). */
  compounds?: boolean;
  /** English lexicon words that are ordinary words of this language (German "Kind", French "pain"): not read as English. */
  englishFalseFriends?: string[];
  /** Chinese: tokens are characters. */
  characters?: boolean;
  /** Match without diacritics too (Spanish typed "dolor de cabeza, pesimo servicio"); off where it merges words. */
  foldDiacritics?: boolean;
}
