import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { pt } from './pt';
import { tl } from './tl';
import type { SentimentLexicon } from './types';
import { vi } from './vi';
import { zh } from './zh';

/** Lexicons by ISO 639-1 code. Other languages get English (often mixed in) plus emoji and punctuation. */
export const SENTIMENT_LEXICONS: Record<string, SentimentLexicon> = { en, es, fr, de, pt, zh, ar, hi, vi, tl };
