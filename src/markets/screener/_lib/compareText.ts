/**
 * Orders tickers by code unit, the same in every runtime and locale, so a screen reads the same wherever it runs.
 *
 * @param a - One text.
 * @param b - The other.
 * @returns Negative when `a` comes first, positive when `b` does, 0 when equal.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
