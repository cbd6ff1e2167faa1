/**
 * A word as the lexicon keys it: lower case, accents folded, a possessive `'s` dropped.
 *
 * @param word - A word as written.
 * @returns Its key.
 * @example
 * ```ts
 * foldWord("Jokić's") //=> 'jokic'
 * ```
 */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/['’]s$/, '');
}
