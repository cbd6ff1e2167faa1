import { createStochasticCore } from './_lib/createStochasticCore.js';
import { readHlcSeries } from './_lib/readHlcSeries.js';
import { readStochasticPeriods } from './_lib/readStochasticPeriods.js';
import type { HlcSeries } from './types.js';

/** Options of {@link computeStochastic} and {@link createStochasticStream}. */
export interface StochasticOptions {
  /** Window of the highest high and lowest low (TA-Lib `fastk_period`); integer 1–100000. Default 5. */
  readonly fastKPeriod?: number;
  /** SMA smoothing raw %K into slow %K (`slowk_period`); integer 1–100000. Default 3. */
  readonly slowKPeriod?: number;
  /** SMA smoothing slow %K into slow %D (`slowd_period`); integer 1–100000. Default 3. */
  readonly slowDPeriod?: number;
}

/** Slow %K and slow %D, each a `Float64Array` of the input's length. */
export interface StochasticSeries {
  /** Slow %K (TA-Lib `slowk`), 0–100. */
  readonly k: Float64Array;
  /** Slow %D (TA-Lib `slowd`), 0–100. */
  readonly d: Float64Array;
}

/**
 * Slow stochastic oscillator, TA-Lib STOCH with SMA smoothing.
 *
 * @remarks Raw %K = 100·(close − lowest low)/(highest high − lowest low) over `fastKPeriod` bars (0 when
 * the range is 0); %K = SMA(raw, slowKPeriod); %D = SMA(%K, slowDPeriod). Both outputs start at the
 * lookback `(fastK − 1) + (slowK − 1) + (slowD − 1)` (8 for 5/3/3), as TA-Lib reports them together.
 *
 * @param input - `{ high, low, close }` series of equal length, oldest first. Not modified.
 * @param options - {@link StochasticOptions}.
 * @returns {@link StochasticSeries}, `NaN` before the lookback.
 * @throws {@link GuidekitError} naming `high`/`low`/`close` or the bad period.
 * @example
 * ```ts
 * const { k, d } = computeStochastic({ high, low, close }); // 5, 3, 3
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_STOCH.c
 * @see docs/indicators.md
 */
export function computeStochastic(input: HlcSeries, options: StochasticOptions = {}): StochasticSeries {
  const fn = 'computeStochastic';
  const { fastK, slowK, slowD, lookback } = readStochasticPeriods(fn, options);
  const { high, low, close, length: n } = readHlcSeries(fn, input);
  const k = new Float64Array(n).fill(Number.NaN);
  const d = new Float64Array(n).fill(Number.NaN);
  const core = createStochasticCore(fastK, slowK, slowD, lookback);
  for (let i = 0; i < n; i++) {
    if (core.push(high[i] as number, low[i] as number, close[i] as number)) {
      k[i] = core.k;
      d[i] = core.d;
    }
  }
  return { k, d };
}
