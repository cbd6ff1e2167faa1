import { foldWord } from './foldWord.js';

/** One word of a question, with where it is. */
export interface QuestionToken {
  /** As written. */
  readonly text: string;
  /** Lower case, accents folded (`jokić` → `jokic`), a possessive `'s` dropped. */
  readonly lower: string;
  readonly start: number;
  readonly end: number;
  /** True when every letter is upper case and there are at least two (`NVDA`, `EUR/USD`), or it is a cashtag. */
  readonly upper: boolean;
}

const WORD = /[\p{L}\p{N}$@^][\p{L}\p{N}&/=.!'^_+-]*/gu;
const TRAILING = /[.'!/_+-]+$/;

/**
 * Splits a question into words with their offsets, keeping symbol punctuation inside a word (`EUR/USD`, `S&P`,
 * `BRK.B`, `CL=F`, `^GSPC`, `3.5`) and dropping it at the end (`gold.` → `gold`).
 *
 * @param text - The question.
 * @returns The words, in order.
 * @example
 * ```ts
 * tokenizeQuestion('Is EUR/USD a buy?').map((t) => t.text) //=> ['Is', 'EUR/USD', 'a', 'buy']
 * ```
 */
export function tokenizeQuestion(text: string): QuestionToken[] {
  const out: QuestionToken[] = [];
  for (const match of text.matchAll(WORD)) {
    let word = match[0];
    const start = match.index;
    const trimmed = word.replace(TRAILING, '');
    if (trimmed !== '') word = trimmed;
    const letters = word.replace(/[^\p{L}]/gu, '');
    out.push({
      text: word,
      // A possessive reads as its noun ("New York's high" names New York).
      lower: foldWord(word),
      start,
      end: start + word.length,
      upper: word.startsWith('$') ? letters.length > 0 : letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase(),
    });
  }
  return out;
}
