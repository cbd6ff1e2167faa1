/**
 * How many disabilities an arrangement's bitmask keeps: among 4.26(d) arrangements with the same values, the larger
 * group kept in the factor wins.
 *
 * @param mask - A non-negative bitmask.
 * @returns The number of set bits.
 * @example
 * ```ts
 * countMaskBits(0b1011) //=> 3
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.26
 */
export function countMaskBits(mask: number): number {
  let bits = 0;
  for (let m = mask; m !== 0; m &= m - 1) bits += 1;
  return bits;
}
