import { readHlcSeries } from './_lib/readHlcSeries.js';
import { allocateOutput } from './_lib/allocateOutput.js';
import { readPeriod } from './_lib/readPeriod.js';
import type { HlcSeries } from './types.js';

/** Options of {@link computeAtr} and {@link createAtrStream}. */
export interface AtrOptions {
  /** Wilder smoothing period; integer 1–100000. Default 14. */
  readonly period?: number;
}

/**
 * Average true range with Wilder smoothing, seeded the TA-Lib way.
 *
 * @remarks
 * True range needs the previous close, so it starts at bar 1: TR = max(high − low, |high − prevClose|,
 * |low − prevClose|). The first ATR, at index `period` (the lookback), is the plain mean of TR over
 * bars 1…period; afterwards `ATR = (ATR·(period−1) + TR) / period`. Bar 0's high − low is never used
 * (Tulip and trading-signals use it, so their early values differ).
 *
 * @param input - `{ high, low, close }` series of equal length, oldest first. Not modified.
 * @param options - {@link AtrOptions}.
 * @returns A new `Float64Array`, `NaN` for the first `period` indexes.
 * @throws {@link GuidekitError} naming `high`/`low`/`close` for a bad or mismatched series, or `period`.
 * @example
 * ```ts
 * computeAtr({ high, low, close }, { period: 14 })
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_ATR.c
 * @see docs/indicators.md
 */
export function computeAtr(input: HlcSeries, options: AtrOptions = {}): Float64Array {
  const fn = 'computeAtr';
  const period = readPeriod(fn, 'period', options.period, 14);
  const { high, low, close, length: n } = readHlcSeries(fn, input);
  if (n <= period) return new Float64Array(n).fill(Number.NaN);
  const out = allocateOutput(n, period);
  let atr = 0;
  for (let i = 1; i < n; i++) {
    const h = high[i] as number;
    const l = low[i] as number;
    const prevClose = close[i - 1] as number;
    let tr = h - l;
    const up = Math.abs(prevClose - h);
    if (up > tr) tr = up;
    const down = Math.abs(prevClose - l);
    if (down > tr) tr = down;
    if (i < period) {
      atr += tr;
    } else if (i === period) {
      atr = (atr + tr) / period;
      out[i] = atr;
    } else {
      atr = (atr * (period - 1) + tr) / period;
      out[i] = atr;
    }
  }
  return out;
}
