import { summarizePaths, type MonteCarloBands } from './_lib/mcBands.js';
import { readTradeMonteCarlo, type TradeReturnsInput } from './_lib/mcReadInput.js';
import { fillTradePaths } from './_lib/mcTradePaths.js';
import { createProgressReporter, readLongWork, throwIfAborted, type LongWorkOptions } from './_lib/longWork.js';

export type { EquityBands, MonteCarloBands, PercentileBand } from './_lib/mcBands.js';
export type { TradeReturnsInput } from './_lib/mcReadInput.js';

/** Options of {@link simulateMonteCarlo}. */
export interface SimulateMonteCarloOptions extends LongWorkOptions {
  /** Number of resampled paths, 1–1,000,000. Default 1,000. */
  readonly resamples?: number;
  /** Seed of the xoshiro128** generator, an integer 0 to 2³² − 1. Default 1. Same seed, same result. */
  readonly seed?: number;
  /** Trades per path. Default the number of trades given. */
  readonly steps?: number;
  /** Years a path spans, for CAGR. Default: from a backtest result, the span of its trades scaled to `steps`; else unknown (no CAGR). */
  readonly years?: number;
}

/** Result of {@link simulateMonteCarlo}. */
export interface SimulateMonteCarloResult extends MonteCarloBands {
  readonly method: 'trade_bootstrap';
}

/**
 * Monte Carlo by trade bootstrap: resamples the trade returns with replacement and compounds them, so both the final equity
 * and the drawdowns vary, and reports 5/50/95 % bands of the equity curve, final equity, CAGR and maximum drawdown.
 *
 * @remarks
 * Path r draws `steps` trades uniformly with replacement from its own xoshiro128** stream, seeded from (seed, r); equity
 * compounds as Π(1 + rᵢ) from 1 (a trade return is relative to the equity committed, which is all of it under the default
 * sizing), floored at 0. Percentiles interpolate linearly between order statistics (numpy's default). The bootstrap treats
 * trades as independent: it cannot see regimes or serial dependence (use {@link simulateBlockBootstrap} on daily returns for that).
 *
 * @param trades - Trade returns as fractions (0.05 = 5 %), or a {@link BacktestResult} (its closed trades); not modified.
 * @param options - {@link SimulateMonteCarloOptions}.
 * @returns Bands in typed arrays, index k = after k trades.
 * @throws {@link GuidekitError} for no trades, a return below −1 or non-finite, or bad options; an `Error` named `AbortError`
 *   (`simulateMonteCarlo: aborted after <done> of <resamples>`, `cause` the signal's reason) when `options.signal` fires. The
 *   signal is checked and `onProgress(done, resamples)` called between chunks of about 100,000 path points.
 * @example
 * ```ts
 * const mc = simulateMonteCarlo(runBacktest(bars, createSmaCrossStrategy()), { resamples: 10_000, seed: 7 });
 * mc.max_drawdown.p95; mc.equity.p5;
 * ```
 * @see docs/backtest-validation.md
 */
export function simulateMonteCarlo(trades: TradeReturnsInput, options: SimulateMonteCarloOptions = {}): SimulateMonteCarloResult {
  const s = readTradeMonteCarlo('simulateMonteCarlo', trades, options);
  const { signal, onProgress } = readLongWork('simulateMonteCarlo', options);
  const width = s.steps + 1;
  const paths = new Float64Array(s.resamples * width);
  // Chunks of about 100,000 points: each resample has its own seeded stream, so chunking changes no value.
  const chunk = Math.max(1, Math.floor(100_000 / width));
  const report = createProgressReporter(onProgress, s.resamples);
  for (let from = 0; from < s.resamples; from += chunk) {
    throwIfAborted('simulateMonteCarlo', signal, from, s.resamples);
    const to = Math.min(s.resamples, from + chunk);
    fillTradePaths(s.returns, s.seed, from, to, s.steps, paths.subarray(from * width));
    report(to);
  }
  return { method: 'trade_bootstrap', ...summarizePaths(paths, s.resamples, s.steps, s.years, s.seed) };
}
