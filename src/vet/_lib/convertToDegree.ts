/**
 * Converts a finished combined value to the degree of disability: the nearest number divisible by 10, with values
 * ending in 5 adjusted upward (38 CFR 4.25(a)). Done once, after every disability is combined (4.25(b)).
 *
 * @param combinedValue - A whole-percent combined value, 0–100.
 * @returns The degree of disability, a multiple of 10.
 * @example
 * ```ts
 * convertToDegree(65) //=> 70
 * convertToDegree(64) //=> 60
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.25
 */
export function convertToDegree(combinedValue: number): number {
  return Math.floor((combinedValue + 5) / 10) * 10;
}
