import { readHlcBar } from './_lib/readHlcBar.js';
import { readPeriod } from './_lib/readPeriod.js';
import type { AtrOptions } from './computeAtr.js';
import type { HlcBar, IndicatorStream } from './types.js';

/**
 * Streaming average true range; same values as {@link computeAtr}, bar by bar.
 *
 * @remarks Lookback `period`: `update` returns `null` for the first `period` bars (bar 0 only supplies
 * the previous close).
 *
 * @param options - {@link AtrOptions}.
 * @returns A stream whose `update({ high, low, close })` takes the next bar.
 * @throws {@link GuidekitError} when `period` is not an integer 1–100000, or a bar field is not finite.
 * @example
 * ```ts
 * const atr = createAtrStream({ period: 14 });
 * atr.update({ high: 10, low: 9, close: 9.5 }); // null
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_ATR.c
 */
export function createAtrStream(options: AtrOptions = {}): IndicatorStream<HlcBar, number> {
  const fn = 'createAtrStream';
  const period = readPeriod(fn, 'period', options.period, 14);
  let count = 0;
  let prevClose = 0;
  let atr = 0;
  return {
    lookback: period,
    update(bar: HlcBar): number | null {
      const { high: h, low: l, close: c } = readHlcBar(fn, bar);
      const i = count;
      count++;
      if (i === 0) {
        prevClose = c;
        return null;
      }
      let tr = h - l;
      const up = Math.abs(prevClose - h);
      if (up > tr) tr = up;
      const down = Math.abs(prevClose - l);
      if (down > tr) tr = down;
      prevClose = c;
      if (i < period) {
        atr += tr;
        return null;
      }
      atr = i === period ? (atr + tr) / period : (atr * (period - 1) + tr) / period;
      return atr;
    },
  };
}
