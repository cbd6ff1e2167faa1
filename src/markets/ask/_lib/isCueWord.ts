import { CUE } from './grammarCues.js';

const CUE_WORDS = Object.values(CUE).map((re) => new RegExp(`^(?:${re.source})$`));

/**
 * True when a single word is one of the grammar's cue words ("tds", "ppr", "scan"): such a word is read as the cue,
 * never as a lower-case ticker or a typo.
 *
 * @param word - The word, lower case.
 * @returns Whether some rule reads it.
 * @example
 * ```ts
 * isCueWord('tds') //=> true
 * ```
 */
export function isCueWord(word: string): boolean {
  let known = seen.get(word);
  if (known === undefined) {
    known = CUE_WORDS.some((re) => re.test(word));
    // Words repeat across questions; the memo is bounded so a stream of new words cannot grow it without end.
    if (seen.size >= 50_000) seen.clear();
    seen.set(word, known);
  }
  return known;
}

const seen = new Map<string, boolean>();
