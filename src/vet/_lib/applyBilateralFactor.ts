/**
 * The paired disabilities as one rating (38 CFR 4.26): their combined value plus the factor, a whole number with
 * halves rounded up, at most 100.
 *
 * @param groupCombined - The paired disabilities' combined value (Table I), whole percent.
 * @param factorPercent - The bilateral factor in percent (10).
 * @returns The value the pair is combined as.
 * @example
 * ```ts
 * applyBilateralFactor(19, 10) //=> 21 (19 plus 10 % is 20.9: the example of 4.26)
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.26
 */
export function applyBilateralFactor(groupCombined: number, factorPercent: number): number {
  // combined × (100 + factor%) / 100, rounded half up, in integers: 19 → 20.9 → 21 (the 4.26 example).
  return Math.min(100, Math.floor((groupCombined * (100 + factorPercent) + 50) / 100));
}
