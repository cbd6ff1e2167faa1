import type { ArrangementSearch } from './prepareArrangementSearch.js';

/**
 * True when the disabilities kept in `mask` still have one on each side of every pair of extremities they use: an
 * arrangement the 38 CFR 4.26 bilateral factor can apply to.
 *
 * @param search - The prepared search (prepareArrangementSearch).
 * @param mask - The kept eligible disabilities, one bit each.
 * @returns Whether every used pair keeps a left and a right.
 * @example
 * ```ts
 * holdsBilateralPairs(search, search.legLeftBits | search.legRightBits) //=> true when both legs are eligible
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.26
 */
export function holdsBilateralPairs(search: ArrangementSearch, mask: number): boolean {
  if ((mask & search.armBits) !== 0 && ((mask & search.armLeftBits) === 0 || (mask & search.armRightBits) === 0)) return false;
  return (mask & search.legBits) === 0 || ((mask & search.legLeftBits) !== 0 && (mask & search.legRightBits) !== 0);
}
