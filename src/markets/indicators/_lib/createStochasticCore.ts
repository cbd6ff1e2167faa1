import { createRollingExtreme } from './createRollingExtreme.js';

/** The stochastic's state machine, shared by the batch and streaming forms so both do the same arithmetic. */
export interface StochasticCore {
  /**
   * Consumes one bar.
   * @returns true when slow %K and slow %D are available in `k` and `d`.
   */
  push(high: number, low: number, close: number): boolean;
  /** Slow %K of the last bar pushed (valid when `push` returned true). */
  k: number;
  /** Slow %D of the last bar pushed (valid when `push` returned true). */
  d: number;
}

/**
 * Creates the stochastic oscillator's state: rolling highest high / lowest low over `fastK` bars, raw
 * %K = 100·(close − LL)/(HH − LL) (0 when HH = LL, as TA-Lib), slow %K = SMA(raw %K, slowK), slow %D =
 * SMA(slow %K, slowD). Every buffer is allocated here, none per bar.
 *
 * @param fastK - Range window.
 * @param slowK - Smoothing of raw %K.
 * @param slowD - Smoothing of slow %K.
 * @param lookback - `(fastK − 1) + (slowK − 1) + (slowD − 1)`; nothing is reported before it.
 * @returns The state machine.
 */
export function createStochasticCore(fastK: number, slowK: number, slowD: number, lookback: number): StochasticCore {
  const highest = createRollingExtreme(fastK, 'max');
  const lowest = createRollingExtreme(fastK, 'min');
  const rawRing = new Float64Array(slowK);
  const kRing = new Float64Array(slowD);
  let i = -1;
  let rawCount = 0;
  let kCount = 0;
  let rawSum = 0;
  let kSum = 0;
  const core: StochasticCore = {
    k: Number.NaN,
    d: Number.NaN,
    push(high: number, low: number, close: number): boolean {
      i++;
      const hh = highest.push(high);
      const ll = lowest.push(low);
      if (i < fastK - 1) return false;
      const diff = (hh - ll) / 100;
      const raw = diff !== 0 ? (close - ll) / diff : 0;
      rawRing[rawCount % slowK] = raw;
      rawCount++;
      rawSum += raw;
      if (rawCount < slowK) return false;
      const k = rawSum / slowK;
      rawSum -= rawRing[(rawCount - slowK) % slowK] as number;
      kRing[kCount % slowD] = k;
      kCount++;
      kSum += k;
      if (kCount < slowD) return false;
      const d = kSum / slowD;
      kSum -= kRing[(kCount - slowD) % slowD] as number;
      // TA-Lib reports %K and %D from the same first bar, the lookback.
      if (i < lookback) return false;
      core.k = k;
      core.d = d;
      return true;
    },
  };
  return core;
}
