import { summarizePaths } from '../../backtest/_lib/mcBands.js';
import { readTradeMonteCarlo } from '../../backtest/_lib/mcReadInput.js';
import type { SimulateMonteCarloOptions, SimulateMonteCarloResult, TradeReturnsInput } from '../../backtest/simulateMonteCarlo.js';
import { readLongWork } from '../../backtest/_lib/longWork.js';
import type { AnalysisPool } from './createAnalysisPool.js';
import { runResamplesInWorkers } from './_lib/runResamplesInWorkers.js';

/** Options of {@link simulateMonteCarloInWorkers}. */
export interface SimulateMonteCarloInWorkersOptions extends SimulateMonteCarloOptions {
  /** Worker threads of a temporary pool. Default `os.availableParallelism()` (or the pool's size). */
  readonly workers?: number;
  /** A long-lived pool from {@link createAnalysisPool}, reused instead of starting workers for this call. */
  readonly pool?: AnalysisPool;
}

/**
 * `simulateMonteCarlo` (guidekit/backtest) (trade bootstrap) spread over worker threads. Each resample draws from its own random stream
 * seeded from (seed, resample), so workers can compute any range of resamples; the paths are joined in resample order and
 * summarised by the same code, so the result is identical to the single-threaded run for the same seed.
 *
 * @param trades - Trade returns (fractions) or a backtest result.
 * @param options - {@link SimulateMonteCarloInWorkersOptions}.
 * @returns The same result as `simulateMonteCarlo(trades, options)`.
 * @throws {@link GuidekitError} for bad input or options.
 * @example
 * ```ts
 * const mc = await simulateMonteCarloInWorkers(result, { resamples: 100_000, seed: 7 });
 * ```
 * @see docs/backtest-validation.md
 */
export async function simulateMonteCarloInWorkers(trades: TradeReturnsInput, options: SimulateMonteCarloInWorkersOptions = {}): Promise<SimulateMonteCarloResult> {
  const { workers, pool, signal, onProgress, ...rest } = options;
  readLongWork('simulateMonteCarloInWorkers', { signal, onProgress });
  const s = readTradeMonteCarlo('simulateMonteCarloInWorkers', trades, rest);
  const paths = await runResamplesInWorkers('simulateMonteCarloInWorkers', s.resamples, s.steps, (from, to) => ({ type: 'trade_paths', returns: s.returns, seed: s.seed, from, to, steps: s.steps }), { workers, pool, signal, onProgress });
  return { method: 'trade_bootstrap', ...summarizePaths(paths, s.resamples, s.steps, s.years, s.seed) };
}
