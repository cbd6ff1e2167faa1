import { GuidekitError } from '../core/GuidekitError.js';

/** Options of {@link estimatePbo}. */
export interface EstimatePboOptions {
  /** Number S of equal row blocks, even, 2–24. Default 16 (C(16, 8) = 12,870 splits, the paper's choice). */
  readonly partitions?: number;
}

/**
 * A T × N performance matrix: N trials (strategy configurations), each a series of T per-period returns over the same periods.
 * Either an array of N series, or one Float64Array with trial j's series at `[j·T, (j+1)·T)` (the layout of
 * {@link sweepParameters}' `returns`).
 */
export type PboInput = readonly ArrayLike<number>[] | { readonly returns: Float64Array; readonly observations: number; readonly trials: number };

/** Result of {@link estimatePbo}. */
export interface PboResult {
  /** Probability of backtest overfitting: the share of splits where the in-sample best ranks in the bottom half out of sample (λ ≤ 0). */
  readonly pbo: number;
  /** λ = ln(ω/(1 − ω)) of each split, ω = out-of-sample rank of the in-sample best ÷ (N + 1). */
  readonly logits: Float64Array;
  /** Number of splits C(S, S/2). */
  readonly combinations: number;
  readonly partitions: number;
  /** Rows used (T rounded down to a multiple of S; the oldest rows are dropped). */
  readonly observations: number;
  readonly trials: number;
  /** Least-squares line of out-of-sample on in-sample Sharpe of the selected trial across splits (slope < 0: degradation). */
  readonly degradation: { readonly slope: number; readonly intercept: number };
  /** Share of splits whose selected trial has an out-of-sample Sharpe below 0. */
  readonly prob_oos_loss: number;
}

function readMatrix(fn: string, input: PboInput): { data: Float64Array; t: number; n: number } {
  if (Array.isArray(input)) {
    const n = input.length;
    const t = n > 0 ? (input[0] as ArrayLike<number>).length : 0;
    const data = new Float64Array(n * t);
    input.forEach((series: ArrayLike<number>, j: number) => {
      if (series?.length !== t) throw new GuidekitError(`${fn}: every trial needs ${t} returns; trial ${j} has ${series?.length}`, { code: 'length_mismatch', field: `input[${j}]` });
      for (let i = 0; i < t; i++) data[j * t + i] = series[i] as number;
    });
    return { data, t, n };
  }
  const m = input as Exclude<PboInput, readonly ArrayLike<number>[]>;
  if (!(m?.returns instanceof Float64Array) || !Number.isInteger(m.observations) || !Number.isInteger(m.trials) || m.returns.length !== m.observations * m.trials) {
    throw new GuidekitError(`${fn}: input must be an array of series or { returns: Float64Array of observations × trials, observations, trials }`, { code: 'invalid_type', field: 'input' });
  }
  return { data: m.returns, t: m.observations, n: m.trials };
}

/** Every S/2-subset of 0..S−1 as a bit mask, in lexicographic order. */
function halfSubsets(s: number): number[] {
  const out: number[] = [];
  for (let mask = 0; mask < 1 << s; mask++) {
    let bits = 0;
    for (let v = mask; v; v &= v - 1) bits++;
    if (bits === s / 2) out.push(mask);
  }
  return out;
}

const sharpeOf = (sum: number, sq: number, rows: number): number => {
  const mean = sum / rows;
  const variance = (sq - sum * mean) / (rows - 1);
  if (!(variance > 1e-300)) return mean === 0 ? 0 : mean > 0 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  return mean / Math.sqrt(variance);
};

/**
 * Estimates the probability of backtest overfitting by combinatorially symmetric cross-validation (CSCV).
 *
 * @remarks
 * 1. The T × N matrix is cut into S blocks of equal rows (the T mod S oldest rows are dropped).
 * 2. For each of the C(S, S/2) ways to pick half the blocks as in-sample (the rest out-of-sample), the trial with the highest
 *    in-sample Sharpe ratio (mean ÷ sample sd of its returns) is selected.
 * 3. ω is its out-of-sample rank among the N trials (1 = worst, ties get their average rank) ÷ (N + 1); λ = ln(ω/(1 − ω)).
 * 4. PBO = share of splits with λ ≤ 0, i.e. the in-sample best is at or below the out-of-sample median. Above 0.5 the
 *    selection procedure is more likely than not to pick an overfit trial.
 * Sums per block are precomputed, so each split costs O(S·N).
 *
 * @param input - The performance matrix ({@link PboInput}); at least 2 trials; not modified.
 * @param options - {@link EstimatePboOptions}.
 * @returns PBO, the logits, the degradation line and the probability of an out-of-sample loss.
 * @throws {@link GuidekitError} for a malformed matrix, fewer than 2 trials, non-finite returns, a bad S, or fewer than 2 rows per block.
 * @example
 * ```ts
 * const { pbo } = estimatePbo(sweep.returns ? { returns: sweep.returns, observations: bars.dates.length - 1, trials: sweep.evaluated } : [], { partitions: 8 });
 * ```
 * @see Bailey, D. H., Borwein, J. M., López de Prado, M. and Zhu, Q. J. (2017), "The Probability of Backtest Overfitting", Journal of Computational Finance 20(4), 39–69. https://ssrn.com/abstract=2326253
 * @see docs/backtest-validation.md
 */
export function estimatePbo(input: PboInput, options: EstimatePboOptions = {}): PboResult {
  const fn = 'estimatePbo';
  const s = options.partitions ?? 16;
  if (typeof s !== 'number' || !Number.isInteger(s) || s < 2 || s > 24 || s % 2 !== 0) {
    throw new GuidekitError(`${fn}: partitions must be an even integer from 2 to 24`, { code: 'invalid_number', field: 'partitions' });
  }
  const { data, t, n } = readMatrix(fn, input);
  if (n < 2) throw new GuidekitError(`${fn}: at least 2 trials are needed, got ${n}`, { code: 'too_small', field: 'input' });
  const rowsPerBlock = Math.floor(t / s);
  if (rowsPerBlock < 2) throw new GuidekitError(`${fn}: ${t} observations cannot fill ${s} blocks of at least 2 rows`, { code: 'too_small', field: 'partitions' });
  const skip = t - rowsPerBlock * s;
  // Per block and trial: the sum and the sum of squares of the returns.
  const sums = new Float64Array(s * n);
  const squares = new Float64Array(s * n);
  for (let j = 0; j < n; j++) {
    for (let i = skip; i < t; i++) {
      const x = data[j * t + i] as number;
      if (!Number.isFinite(x)) throw new GuidekitError(`${fn}: return ${i} of trial ${j} is not finite`, { code: 'invalid_number', field: 'input' });
      const b = Math.floor((i - skip) / rowsPerBlock);
      sums[b * n + j] = (sums[b * n + j] as number) + x;
      squares[b * n + j] = (squares[b * n + j] as number) + x * x;
    }
  }
  const masks = halfSubsets(s);
  const logits = new Float64Array(masks.length);
  const isSel = new Float64Array(masks.length);
  const oosSel = new Float64Array(masks.length);
  const half = rowsPerBlock * (s / 2);
  const isSum = new Float64Array(n);
  const isSq = new Float64Array(n);
  const oosSharpe = new Float64Array(n);
  let overfit = 0;
  let losses = 0;
  masks.forEach((mask, k) => {
    isSum.fill(0);
    isSq.fill(0);
    const oosSum = new Float64Array(n);
    const oosSq = new Float64Array(n);
    for (let b = 0; b < s; b++) {
      const inSample = (mask >>> b) & 1;
      const sumT = inSample ? isSum : oosSum;
      const sqT = inSample ? isSq : oosSq;
      for (let j = 0; j < n; j++) {
        sumT[j] = (sumT[j] as number) + (sums[b * n + j] as number);
        sqT[j] = (sqT[j] as number) + (squares[b * n + j] as number);
      }
    }
    let best = 0;
    let bestSharpe = Number.NEGATIVE_INFINITY;
    for (let j = 0; j < n; j++) {
      const v = sharpeOf(isSum[j] as number, isSq[j] as number, half);
      if (v > bestSharpe) {
        bestSharpe = v;
        best = j;
      }
      oosSharpe[j] = sharpeOf(oosSum[j] as number, oosSq[j] as number, half);
    }
    const target = oosSharpe[best] as number;
    let below = 0;
    let equal = 0;
    for (let j = 0; j < n; j++) {
      const v = oosSharpe[j] as number;
      if (v < target) below++;
      else if (v === target) equal++;
    }
    const omega = (below + (equal + 1) / 2) / (n + 1);
    const lambda = Math.log(omega / (1 - omega));
    logits[k] = lambda;
    if (lambda <= 0) overfit++;
    if (target < 0) losses++;
    isSel[k] = bestSharpe;
    oosSel[k] = target;
  });
  // Least-squares degradation line over the splits with finite Sharpe ratios.
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  let m = 0;
  for (let k = 0; k < masks.length; k++) {
    const x = isSel[k] as number;
    const y = oosSel[k] as number;
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
    m++;
  }
  const slope = (m * sxy - sx * sy) / (m * sxx - sx * sx);
  return {
    pbo: overfit / masks.length,
    logits,
    combinations: masks.length,
    partitions: s,
    observations: rowsPerBlock * s,
    trials: n,
    degradation: { slope: Number.isFinite(slope) ? slope : Number.NaN, intercept: Number.isFinite(slope) ? (sy - slope * sx) / m : Number.NaN },
    prob_oos_loss: losses / masks.length,
  };
}
