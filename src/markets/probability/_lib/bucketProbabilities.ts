/**
 * Probabilities of rungs on a reported value from a survival function S(x) = P(X ≥ x) of the continuous value and the
 * reporting grid: "above K" is R > K, "below K" is R < K, a bucket [lo, hi) is lo ≤ R < hi, with R rounded half up.
 */
import type { ValueRung } from '../types.js';
import { thresholdAbove, thresholdAtLeast } from './reportedGrid.js';

export type { ValueRung };

/** P(rung) from the survival function and the grid step; buckets also add to `bucketsTotal`. */
export function valueRungProbability(rung: ValueRung, survival: (x: number) => number, step: number): number {
  if (rung.kind !== 'bucket') return rung.kind === 'close-above' ? survival(thresholdAbove(rung.strike, step)) : 1 - survival(thresholdAtLeast(rung.strike, step));
  const pLo = rung.lower === null ? 1 : survival(thresholdAtLeast(rung.lower, step));
  const pHi = rung.upper === null ? 0 : survival(thresholdAtLeast(rung.upper, step));
  return Math.max(0, pLo - pHi);
}
