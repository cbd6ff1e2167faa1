import type { ValueRung } from '../../probability/types.js';
import type { LabelRange } from './parseRangeLabel.js';

/**
 * The rung on a published figure (rounded to `step`) that a label range describes: an included upper end becomes the
 * next step's start ("3.0% to 3.1%" at 0.1 is 3.0 ≤ R < 3.2); a lone excluded lower end is a close-above rung
 * ("above 3.0%" is R > 3.0); a lone excluded upper end a close-below.
 *
 * @param range - From parseRangeLabel.
 * @param step - The figure's published step (0.1, 0.01).
 * @returns The rung.
 * @example
 * ```ts
 * toValueRung({ lo: 3.0, loInclusive: true, hi: 3.1, hiInclusive: true }, 0.1); //=> bucket [3.0, 3.2)
 * ```
 */
export function toValueRung(range: LabelRange, step: number): ValueRung {
  const round = (x: number) => Math.round(x / step) * step;
  if (range.hi === null && range.lo !== null && !range.loInclusive) return { kind: 'close-above', strike: range.lo };
  if (range.lo === null && range.hi !== null && !range.hiInclusive) return { kind: 'close-below', strike: range.hi };
  const lower = range.lo === null ? null : range.loInclusive ? range.lo : round(range.lo + step);
  const upper = range.hi === null ? null : range.hiInclusive ? round(range.hi + step) : range.hi;
  return { kind: 'bucket', lower, upper };
}
