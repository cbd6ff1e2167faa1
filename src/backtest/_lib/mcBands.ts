/** The 5th, 50th and 95th percentiles of one quantity across resamples. */
export interface PercentileBand {
  readonly p5: number;
  readonly p50: number;
  readonly p95: number;
}

/** The same percentiles step by step along the equity curve (index k = after k steps; index 0 is the start, 1). */
export interface EquityBands {
  readonly p5: Float64Array;
  readonly p50: Float64Array;
  readonly p95: Float64Array;
}

/** What both Monte Carlo engines report. Equity is growth of 1 (a multiple of the initial equity, not money). */
export interface MonteCarloBands {
  readonly resamples: number;
  /** Steps per path (trades or periods). */
  readonly steps: number;
  readonly seed: number;
  readonly equity: EquityBands;
  readonly final_equity: PercentileBand;
  /** Compound annual growth rate (fraction) of the paths; `null` when the time span is unknown. */
  readonly cagr: PercentileBand | null;
  /** Maximum drawdown (fraction, positive: 0.25 = 25 % below the running peak) of the paths. */
  readonly max_drawdown: PercentileBand;
  /** Share of paths ending below their start. */
  readonly prob_loss: number;
}

/** Hoare quickselect: rearranges `a` so that a[k] is the k-th smallest and everything after it is ≥ a[k]. */
function select(a: Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >>> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const t = a[i] as number;
        a[i] = a[j] as number;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return a[k] as number;
}

/**
 * Percentile with linear interpolation between order statistics (Hyndman & Fan type 7, numpy's default): h = (n − 1)·p.
 * `scratch` is reordered.
 */
export function percentileOf(scratch: Float64Array, p: number): number {
  const h = (scratch.length - 1) * p;
  const lo = Math.floor(h);
  const v = select(scratch, lo);
  if (h === lo) return v;
  let next = Number.POSITIVE_INFINITY;
  for (let i = lo + 1; i < scratch.length; i++) if ((scratch[i] as number) < next) next = scratch[i] as number;
  return v + (h - lo) * (next - v);
}

function band(values: Float64Array): PercentileBand {
  const s = Float64Array.from(values);
  return { p5: percentileOf(s, 0.05), p50: percentileOf(s, 0.5), p95: percentileOf(s, 0.95) };
}

/**
 * Summarises a matrix of equity paths (row r = resample r, `steps + 1` points from 1) into percentile bands.
 * Deterministic in the matrix alone, so paths computed in any split (worker threads) give identical bands.
 *
 * @param paths - resamples × (steps + 1) growth paths, row-major.
 * @param resamples - Number of rows.
 * @param steps - Steps per path.
 * @param years - Time span of a path in years, or `null` when unknown (no CAGR).
 * @param seed - The seed reported back.
 */
export function summarizePaths(paths: Float64Array, resamples: number, steps: number, years: number | null, seed: number): MonteCarloBands {
  const width = steps + 1;
  const column = new Float64Array(resamples);
  const p5 = new Float64Array(width);
  const p50 = new Float64Array(width);
  const p95 = new Float64Array(width);
  for (let k = 0; k < width; k++) {
    for (let r = 0; r < resamples; r++) column[r] = paths[r * width + k] as number;
    p5[k] = percentileOf(column, 0.05);
    p50[k] = percentileOf(column, 0.5);
    p95[k] = percentileOf(column, 0.95);
  }
  const finals = new Float64Array(resamples);
  const drawdowns = new Float64Array(resamples);
  const cagrs = new Float64Array(resamples);
  let losses = 0;
  for (let r = 0; r < resamples; r++) {
    let peak = 1;
    let dd = 0;
    for (let k = 0; k < width; k++) {
      const e = paths[r * width + k] as number;
      if (e > peak) peak = e;
      const d = 1 - e / peak;
      if (d > dd) dd = d;
    }
    const final = paths[r * width + steps] as number;
    finals[r] = final;
    drawdowns[r] = dd;
    if (final < 1) losses++;
    if (years !== null) cagrs[r] = final > 0 ? final ** (1 / years) - 1 : -1;
  }
  return {
    resamples,
    steps,
    seed,
    equity: { p5, p50, p95 },
    final_equity: band(finals),
    cagr: years === null ? null : band(cagrs),
    max_drawdown: band(drawdowns),
    prob_loss: losses / resamples,
  };
}
