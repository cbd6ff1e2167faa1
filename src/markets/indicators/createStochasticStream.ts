import { createStochasticCore } from './_lib/createStochasticCore.js';
import { readHlcBar } from './_lib/readHlcBar.js';
import { readStochasticPeriods } from './_lib/readStochasticPeriods.js';
import type { StochasticOptions } from './computeStochastic.js';
import type { HlcBar, IndicatorStream } from './types.js';

/** One bar of the slow stochastic. */
export interface StochasticValue {
  /** Slow %K. */
  readonly k: number;
  /** Slow %D. */
  readonly d: number;
}

/**
 * Streaming slow stochastic; same values as {@link computeStochastic}, bar by bar.
 *
 * @remarks Lookback `(fastK − 1) + (slowK − 1) + (slowD − 1)`.
 *
 * @param options - {@link StochasticOptions}.
 * @returns A stream whose `update({ high, low, close })` takes the next bar.
 * @throws {@link GuidekitError} for a bad period or a non-finite bar field.
 * @example
 * ```ts
 * const stoch = createStochasticStream();
 * stoch.update({ high: 10, low: 9, close: 9.5 }); // null for the first 8 bars
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_STOCH.c
 */
export function createStochasticStream(options: StochasticOptions = {}): IndicatorStream<HlcBar, StochasticValue> {
  const fn = 'createStochasticStream';
  const { fastK, slowK, slowD, lookback } = readStochasticPeriods(fn, options);
  const core = createStochasticCore(fastK, slowK, slowD, lookback);
  return {
    lookback,
    update(bar: HlcBar): StochasticValue | null {
      const { high, low, close } = readHlcBar(fn, bar);
      return core.push(high, low, close) ? { k: core.k, d: core.d } : null;
    },
  };
}
