import { readForecasts } from './_lib/readForecasts.js';
import type { IsotonicCalibration } from './types.js';

/** One pooled block of the fit: raw probabilities from `lower` to `upper` all map to `value`. */
export interface IsotonicBlock {
  readonly lower: number;
  readonly upper: number;
  /** The block's hit rate (its calibrated probability). */
  readonly value: number;
  readonly count: number;
}

/** What {@link fitIsotonicRegression} returns: the calibration (knots) and the pooled blocks. */
export interface IsotonicFit extends IsotonicCalibration {
  readonly blocks: readonly IsotonicBlock[];
  readonly count: number;
}

/**
 * Fits isotonic calibration: the non-decreasing step function of the raw probability closest to the outcomes in
 * squared error, by pool-adjacent-violators (Ayer et al. 1955). Forecasts are sorted; equal forecasts are pooled first
 * (their mean outcome); then any block whose rate exceeds the next block's is merged with it, repeatedly, into their
 * weighted mean.
 *
 * @remarks
 * The knots `x` are the distinct raw probabilities and `y` their fitted rates; {@link calibrateProbability}
 * interpolates linearly between knots and holds the end values beyond them (scikit-learn's `out_of_bounds='clip'`).
 * Worked example (in the test): forecasts 0.1, 0.2, 0.3, 0.4 with outcomes 0, 1, 0, 1 pool the middle pair into 0.5,
 * giving rates 0, 0.5, 0.5, 1.
 *
 * @param probabilities - Raw forecasts in [0, 1] (not modified).
 * @param outcomes - 1 for Yes, 0 for No; same length.
 * @returns {@link IsotonicFit}: knots, rates and blocks. Empty knots for no forecasts (the calibration is then the identity).
 * @throws {@link GuidekitError} `invalid_number` naming `probabilities[i]` or `outcomes[i]`; `length_mismatch`.
 * @example
 * ```ts
 * fitIsotonicRegression([0.1, 0.2, 0.3, 0.4], [0, 1, 0, 1]).y; //=> [0, 0.5, 0.5, 1]
 * ```
 * @see https://doi.org/10.1214/aoms/1177728423 (Ayer, Brunk, Ewing, Reid and Silverman 1955)
 * @see https://doi.org/10.1145/775047.775151 (Zadrozny and Elkan 2002, isotonic calibration of classifiers)
 */
export function fitIsotonicRegression(probabilities: ArrayLike<number>, outcomes: ArrayLike<number>): IsotonicFit {
  const fn = 'fitIsotonicRegression';
  const { p, o } = readForecasts(fn, probabilities, outcomes);
  const order = Array.from({ length: p.length }, (_, i) => i).sort((i, j) => p[i]! - p[j]!);
  // Pool equal forecasts: each distinct raw probability is one weighted point.
  const xs: number[] = [];
  const sums: number[] = [];
  const weights: number[] = [];
  for (const i of order) {
    const last = xs.length - 1;
    if (last >= 0 && xs[last] === p[i]) {
      sums[last]! += o[i]!;
      weights[last]! += 1;
    } else {
      xs.push(p[i]!);
      sums.push(o[i]!);
      weights.push(1);
    }
  }
  // Pool adjacent violators on a stack of blocks (first point index, summed outcomes, weight).
  const start: number[] = [];
  const sum: number[] = [];
  const weight: number[] = [];
  for (let k = 0; k < xs.length; k++) {
    start.push(k);
    sum.push(sums[k]!);
    weight.push(weights[k]!);
    while (sum.length > 1 && sum[sum.length - 2]! / weight[weight.length - 2]! >= sum[sum.length - 1]! / weight[weight.length - 1]!) {
      const s = sum.pop()!;
      const w = weight.pop()!;
      start.pop();
      sum[sum.length - 1]! += s;
      weight[weight.length - 1]! += w;
    }
  }
  const y = new Array<number>(xs.length);
  const blocks: IsotonicBlock[] = [];
  for (let b = 0; b < start.length; b++) {
    const from = start[b]!;
    const to = b + 1 < start.length ? start[b + 1]! : xs.length;
    const value = sum[b]! / weight[b]!;
    for (let k = from; k < to; k++) y[k] = value;
    blocks.push({ lower: xs[from]!, upper: xs[to - 1]!, value, count: weight[b]! });
  }
  return { method: 'isotonic', x: xs, y, blocks, count: p.length };
}
