/**
 * One cell of 38 CFR 4.25 Table I: the combined value of a running combined value `a` and the next disability `b`.
 * The next disability takes its share of the efficiency that remains (`b × (100 − a) / 100`), and Table I prints
 * the sum as a whole number with halves rounded up. Integer arithmetic keeps the half-up step exact.
 *
 * @param a - The combined value so far (whole percent, 0–100).
 * @param b - The next disability's rating (whole percent, 0–100).
 * @returns The Table I cell, a whole percent from `a` to 100.
 * @example
 * ```ts
 * combineTableOneCell(60, 30) //=> 72 (38 CFR 4.25: 60 and 30 give 72)
 * combineTableOneCell(50, 30) //=> 65
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.25
 */
export function combineTableOneCell(a: number, b: number): number {
  return a + Math.floor((b * (100 - a) + 50) / 100);
}
