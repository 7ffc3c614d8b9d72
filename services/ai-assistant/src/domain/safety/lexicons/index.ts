import type { Lexicon } from '../lexicon';
import { ar } from './ar';
import { body } from './body';
import { de } from './de';
import { drugs } from './drugs';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { patterns } from './patterns';
import { pt } from './pt';
import { tl } from './tl';
import { vi } from './vi';
import { zh } from './zh';

/** Every language's lexicon: all are matched on every message (people mix languages: Spanglish, Taglish, Hinglish). */
export const LEXICONS: readonly Lexicon[] = [drugs, body, patterns, en, es, fr, de, pt, zh, ar, hi, vi, tl];
