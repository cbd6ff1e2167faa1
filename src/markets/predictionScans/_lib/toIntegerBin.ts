import type { IntegerBin } from '../../probability/types.js';
import type { LabelRange } from './parseRangeLabel.js';

/**
 * The whole-number bin of a label range (counts, whole degrees): an excluded end moves to the next whole number
 * ("above 52" is 53 and up; "fewer than 5" is up to 4). A range with a fractional end is no whole-number bin (null).
 *
 * @param range - From parseRangeLabel.
 * @returns The bin, or null.
 * @example
 * ```ts
 * toIntegerBin({ lo: 52, loInclusive: false, hi: null, hiInclusive: false }); //=> { min: 53, max: null }
 * ```
 */
export function toIntegerBin(range: LabelRange): IntegerBin | null {
  const min = range.lo === null ? null : range.loInclusive ? range.lo : Math.floor(range.lo) + 1;
  const max = range.hi === null ? null : range.hiInclusive ? range.hi : Math.ceil(range.hi) - 1;
  if ((min !== null && !Number.isInteger(min)) || (max !== null && !Number.isInteger(max))) return null;
  if (min !== null && max !== null && max < min) return null;
  return { min, max };
}
