import { createSeededRandom, deriveStreamSeed } from '../../_lib/seededRandom.js';

/** Percentiles 5/50/95 of one figure over the resampled paths. */
export interface PnlBand {
  readonly p5: number;
  readonly p50: number;
  readonly p95: number;
}

/** What {@link bootstrapTradePnl} returns (dollars). */
export interface TradePnlBootstrap {
  readonly method: 'trade_bootstrap_additive';
  readonly resamples: number;
  readonly seed: number;
  /** Trades after which the bands are given (about 50 points, the last trade included). */
  readonly step: readonly number[];
  readonly pnl_p5: readonly number[];
  readonly pnl_p50: readonly number[];
  readonly pnl_p95: readonly number[];
  readonly final_pnl: PnlBand;
  /** Largest fall of the cumulative P&L from its running peak (dollars, positive). */
  readonly max_drawdown: PnlBand;
  /** Share of paths ending below zero. */
  readonly prob_loss: number;
}

function quantile(sorted: Float64Array, p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (h - lo);
}
const cents = (x: number) => Math.round(x * 100) / 100;
const band = (xs: Float64Array): PnlBand => {
  xs.sort();
  return { p5: cents(quantile(xs, 0.05)), p50: cents(quantile(xs, 0.5)), p95: cents(quantile(xs, 0.95)) };
};

/**
 * Trade bootstrap for fixed-size bets: each path draws `n` trade P&Ls (dollars) with replacement and **adds** them (a
 * stake per market does not compound), from its own xoshiro128** stream `deriveStreamSeed(seed, path)`. Percentiles
 * interpolate linearly (numpy's default).
 */
export function bootstrapTradePnl(pnl: Float64Array, resamples: number, seed: number): TradePnlBootstrap {
  const n = pnl.length;
  const points: number[] = [];
  const every = Math.max(1, Math.ceil(n / 50));
  for (let k = every; k < n; k += every) points.push(k);
  points.push(n);
  const at = new Float64Array(points.length * resamples);
  const finals = new Float64Array(resamples);
  const drawdowns = new Float64Array(resamples);
  let losses = 0;
  for (let r = 0; r < resamples; r++) {
    const rnd = createSeededRandom(deriveStreamSeed(seed, r));
    let sum = 0;
    let peak = 0;
    let dd = 0;
    let next = 0;
    for (let k = 1; k <= n; k++) {
      sum += pnl[rnd.nextInt(n)] as number;
      if (sum > peak) peak = sum;
      if (peak - sum > dd) dd = peak - sum;
      if (k === points[next]) at[next++ * resamples + r] = sum;
    }
    finals[r] = sum;
    drawdowns[r] = dd;
    if (sum < 0) losses++;
  }
  const p5: number[] = [];
  const p50: number[] = [];
  const p95: number[] = [];
  for (let j = 0; j < points.length; j++) {
    const b = band(at.subarray(j * resamples, (j + 1) * resamples));
    p5.push(b.p5);
    p50.push(b.p50);
    p95.push(b.p95);
  }
  return {
    method: 'trade_bootstrap_additive', resamples, seed, step: points, pnl_p5: p5, pnl_p50: p50, pnl_p95: p95,
    final_pnl: band(finals), max_drawdown: band(drawdowns), prob_loss: losses / resamples,
  };
}
