import { ARM, LEFT } from './ratingCodes.js';

/** What every 38 CFR 4.26(d) arrangement is worked out from, prepared once per call. */
export interface ArrangementSearch {
  /** Ratings outside the factor calculation, most severe first. */
  readonly othersDescending: readonly number[];
  /** Ratings of the eligible disabilities, most severe first, and the mask bit of each. */
  readonly eligibleDescending: readonly number[];
  readonly eligibleBits: readonly number[];
  /** Mask bits of the eligible arm disabilities, and of those on the left and on the right; the same for legs. */
  readonly armBits: number;
  readonly armLeftBits: number;
  readonly armRightBits: number;
  readonly legBits: number;
  readonly legLeftBits: number;
  readonly legRightBits: number;
}

/**
 * Prepares the 4.26(d) search: the eligible disabilities (those with a mask bit) in order of severity with their bits
 * by limb and side, and every other rating in order of severity, so each arrangement is a bitmask of kept disabilities.
 *
 * @param values - Whole-percent ratings, by input position.
 * @param sides - Per rating: 0 none, 1 left, 2 right (ratingCodes).
 * @param limbs - Per rating: 0 none, 1 arm, 2 leg (ratingCodes).
 * @param bySeverity - Input positions, most severe first (stable).
 * @param bitOf - Per rating: its mask bit when eligible for the bilateral factor, else 0.
 * @returns The tables every arrangement is valued from.
 * @example
 * ```ts
 * prepareArrangementSearch([30, 20, 10], [1, 2, 0], [2, 2, 0], [0, 1, 2], [1, 2, 0]).legRightBits //=> 2
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.26
 */
export function prepareArrangementSearch(
  values: readonly number[],
  sides: readonly number[],
  limbs: readonly number[],
  bySeverity: readonly number[],
  bitOf: readonly number[],
): ArrangementSearch {
  const othersDescending: number[] = [];
  const eligibleDescending: number[] = [];
  const eligibleBits: number[] = [];
  let armBits = 0;
  let armLeftBits = 0;
  let legBits = 0;
  let legLeftBits = 0;
  for (const i of bySeverity) {
    const bit = bitOf[i]!;
    if (bit === 0) {
      othersDescending.push(values[i]!);
      continue;
    }
    eligibleDescending.push(values[i]!);
    eligibleBits.push(bit);
    if (limbs[i] === ARM) {
      armBits |= bit;
      if (sides[i] === LEFT) armLeftBits |= bit;
    } else {
      legBits |= bit;
      if (sides[i] === LEFT) legLeftBits |= bit;
    }
  }
  return {
    othersDescending,
    eligibleDescending,
    eligibleBits,
    armBits,
    armLeftBits,
    armRightBits: armBits & ~armLeftBits,
    legBits,
    legLeftBits,
    legRightBits: legBits & ~legLeftBits,
  };
}
