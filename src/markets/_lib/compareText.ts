/**
 * Orders texts (tickers, names) by code unit, the same in every runtime and locale, so a canonical order, and every
 * sum taken in it, reads the same wherever the engine runs.
 *
 * @param a - One text.
 * @param b - The other.
 * @returns Negative when `a` comes first, positive when `b` does, 0 when equal.
 * @example
 * ```ts
 * ['b', 'B', 'a'].sort(compareText); //=> ['B', 'a', 'b']
 * ```
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
