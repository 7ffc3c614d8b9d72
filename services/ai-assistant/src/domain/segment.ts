import { readFileSync } from 'node:fs';

/**
 * Words typed without spaces ("MONPEREESTPARTERREDANSLACUISINEILNEREPONDPLUS", "ifellinthegardenandhitmyhead",
 * "मेरीपत्नीकाअचानकमुंहटेढाहोगया"): older patients and people in a hurry write so, and no lexicon word is found inside
 * such a run. A message most of whose letters (60%) are in such runs (words of 18 letters or more that are no known
 * word and cut into four words or more) has its long unknown words cut into the most likely sequence of words: the cost
 * of a word is the log of its frequency rank (Zipf), as in the "wordninja" segmenter, over a vocabulary counted on the
 * development messages (segmentation-vocabulary.json, written by `npm run ai:train`, never from a held-out set). A piece
 * the vocabulary does not know (a name, a rare word) costs more than any known one, and a cut whose unknown pieces are
 * more than a third of the run is refused. A German compound in a spaced message ("Schlaganfallrisiko") stays whole.
 */

/** a word of Latin, Arabic or Devanagari letters (with their marks): the scripts that write spaces between words */
const SEGMENTABLE = /^(?:\p{Script=Latin}+|[\p{Script=Devanagari}\p{M}]+|[\p{Script=Arabic}\p{M}]+)$/u;
/** the runs of such letters in a text (a run ends at a space, a digit, a punctuation mark or another script) */
const RUNS = /\p{Script=Latin}+|[\p{Script=Devanagari}\p{M}]+|[\p{Script=Arabic}\p{M}]+/gu;
/** the length from which a word that is no known word may be a sentence typed without spaces */
const RUN_LENGTH = 18;
/** the share of the letters of a message in such runs from which it is read as typed without spaces */
const RUN_SHARE = 0.6;
/** in such a message, unknown words from this length are cut too ("imonwarfarin" next to "andthecutwontstopbleeding") */
const PIECE_LENGTH = 8;
const MAX_WORD = 20;

export interface VocabularyFile {
  /** sha256 of the files it was counted on */
  trainedOn: string;
  trainingFiles: string[];
  /** words, most frequent first */
  words: string[];
}

export class Segmenter {
  private readonly cost = new Map<string, number>();

  /** an unknown piece costs this plus 4 a letter: more than the rarest known word */
  private readonly unknownBase: number;

  constructor(words: readonly string[]) {
    const logN = Math.log(Math.max(words.length, 2));
    this.unknownBase = Math.log((words.length + 1) * logN) + 2;
    words.forEach((word, rank) => {
      if (!this.cost.has(word)) this.cost.set(word, Math.log((rank + 1) * logN));
    });
  }

  /**
   * The cheapest cut of a word into words. A piece the vocabulary does not know costs more than any known word (a
   * name, a rare word: "blouse" in "bloodallovermyblouse"); the cut is refused (null) when unknown pieces make up more
   * than a third of the word: it is then no run of words.
   */
  split(word: string): string[] | null {
    const chars = [...word];
    const n = chars.length;
    const best: number[] = new Array<number>(n + 1).fill(Infinity);
    const from: number[] = new Array<number>(n + 1).fill(-1);
    const unknown: boolean[] = new Array<boolean>(n + 1).fill(false);
    best[0] = 0;
    for (let end = 1; end <= n; end++) {
      for (let start = Math.max(0, end - MAX_WORD); start < end; start++) {
        if (best[start] === Infinity) continue;
        const length = end - start;
        const piece = chars.slice(start, end).join('');
        const known = this.cost.get(piece);
        // one letter counts as a word only if the vocabulary has it among its most frequent ("a", "i", "y", "e")
        const c = known !== undefined && !(length === 1 && known > 6) ? known : length >= 2 ? this.unknownBase + 4 * length : undefined;
        if (c === undefined) continue;
        if (best[start]! + c < best[end]!) {
          best[end] = best[start]! + c;
          from[end] = start;
          unknown[end] = known === undefined || (length === 1 && known > 6);
        }
      }
    }
    if (best[n] === Infinity) return null;
    const pieces: string[] = [];
    let unknownLetters = 0;
    for (let end = n; end > 0; end = from[end]!) {
      pieces.unshift(chars.slice(from[end]!, end).join(''));
      if (unknown[end]) unknownLetters += end - from[end]!;
    }
    return unknownLetters * 3 > n ? null : pieces;
  }

  /** A normalised message with its runs of words typed without spaces cut into words; other messages are returned as they are. */
  segment(normalised: string): string {
    const runs = normalised.match(RUNS);
    if (!runs) return normalised;
    // typed without spaces: such runs hold most of the letters of the message. A German compound in a spaced message
    // ("erhöht das Medikament das Schlaganfallrisiko?", "ich hab Selbstmordgedanken") stays whole
    const length = (run: string) => [...run].length;
    const long = runs.filter((run) => length(run) >= RUN_LENGTH && !this.cost.has(run) && (this.split(run)?.length ?? 0) >= 4);
    const letters = runs.reduce((n, run) => n + length(run), 0);
    if (long.reduce((n, run) => n + length(run), 0) < RUN_SHARE * letters) return normalised;
    return normalised.replace(RUNS, (run) => {
      if ([...run].length < PIECE_LENGTH || this.cost.has(run)) return run;
      const pieces = this.split(run);
      return pieces && pieces.length > 1 ? pieces.join(' ') : run;
    });
  }
}

let shipped: Segmenter | null | undefined;

/** The segmenter over the shipped vocabulary, or null when the file is missing (messages are then read as typed). */
export function shippedSegmenter(): Segmenter | null {
  if (shipped === undefined) {
    try {
      const file = JSON.parse(readFileSync(new URL('./segmentation-vocabulary.json', import.meta.url), 'utf8')) as VocabularyFile;
      shipped = new Segmenter(file.words);
    } catch {
      shipped = null;
    }
  }
  return shipped;
}

/** Forgets the loaded vocabulary (the training script writes a new one, then reads messages with it). */
export function reloadSegmenter(): void {
  shipped = undefined;
}

/** Words of a normalised text to count for the vocabulary: the scripts that write spaces, up to MAX_WORD letters. */
export function vocabularyWords(normalised: string): string[] {
  return normalised.split(' ').filter((t) => t.length > 0 && [...t].length <= MAX_WORD && SEGMENTABLE.test(t));
}
