/** Words that carry no meaning when matching plain-language condition or era names (English and Spanish). */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'the', 'of', 'in', 'on', 'my', 'with', 'to', 'for', 'from', 'due', 'at', 'or',
  'de', 'del', 'la', 'el', 'los', 'las', 'y', 'en', 'con', 'por', 'mi', 'un', 'una',
]);

/**
 * Folds free text to a compact key: lower case, accents removed, only letters and digits
 * (`"New South Wales"` and `"new-south wales"` both give `newsouthwales`).
 *
 * @param text - Any text.
 * @returns The key.
 * @example
 * ```ts
 * compactKey("Hawke's Bay") //=> 'hawkesbay'
 * ```
 */
export function compactKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Splits free text into matching words: lower case, accents removed, punctuation as spaces, stop words dropped,
 * a plural `s` dropped from words longer than three letters (`"Ringing in the ears"` gives `ringing`, `ear`).
 *
 * @param text - Any text.
 * @returns The words, in order.
 * @example
 * ```ts
 * normalizeWords('Post-traumatic stress (PTSD)') //=> ['post', 'traumatic', 'stress', 'ptsd']
 * ```
 */
export function normalizeWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'s\b/g, 's')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('is') && !w.endsWith('us') ? w.slice(0, -1) : w));
}

/**
 * True when every word of `phrase` occurs among `words` (order and other words do not matter).
 *
 * @param words - The normalized words of the input.
 * @param phrase - The normalized words of a synonym.
 * @returns Whether the synonym is contained.
 * @example
 * ```ts
 * containsPhrase(['left', 'knee', 'pain'], ['knee']) //=> true
 * ```
 */
export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  return phrase.length > 0 && phrase.every((w) => words.includes(w));
}
