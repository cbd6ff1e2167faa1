import type { CombineRatingsResult } from '../../src/vet/combineRatings.js';

/**
 * The numbers of a combineRatings answer in the flat layout of the bench floor, so that the floor
 * can be checked against the engine before it is timed (`combineRatingNumbers` in bench/_lib).
 *
 * @param result - A combineRatings answer.
 * @returns `unrounded, combined`, `rating, running_after` per step, then the bilateral numbers (-1 for a null) and
 *   `rating, running_after` per group step when a pair qualified.
 * @example
 * ```ts
 * listCombinedRatingNumbers(combineRatings([60, 30])) //=> [72, 70, 60, 60, 30, 72]
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.25
 */
export function listCombinedRatingNumbers(result: CombineRatingsResult): number[] {
  const out = [result.unrounded, result.combined, ...result.steps.flatMap((s) => [s.rating, s.running_after])];
  const b = result.bilateral;
  if (b !== null) {
    out.push(b.group_combined ?? -1, b.factor ?? -1, b.group_value ?? -1, b.default_unrounded, b.default_combined);
    out.push(...b.group_steps.flatMap((s) => [s.rating, s.running_after]));
  }
  return out;
}
