import { readHlcBar } from './_lib/readHlcBar.js';
import { readPeriod } from './_lib/readPeriod.js';
import type { AdxOptions } from './computeAdx.js';
import type { HlcBar, IndicatorStream } from './types.js';

/** One bar of the directional movement system. */
export interface AdxValue {
  /** Average directional index, or `null` while it warms up (bars period … 2·period−2). */
  readonly adx: number | null;
  /** +DI. */
  readonly plusDi: number;
  /** −DI. */
  readonly minusDi: number;
}

/**
 * Streaming ADX / +DI / −DI; same values as {@link computeAdx}, bar by bar.
 *
 * @remarks `update` returns `null` for bars 0…period−1 (DI lookback `period`), then `{ adx: null, … }`
 * until bar `2·period − 1` (ADX lookback, the stream's `lookback`).
 *
 * @param options - {@link AdxOptions}.
 * @returns A stream whose `update({ high, low, close })` takes the next bar.
 * @throws {@link GuidekitError} when `period` is not an integer 1–100000, or a bar field is not finite.
 * @example
 * ```ts
 * const adx = createAdxStream({ period: 14 });
 * adx.update({ high: 10, low: 9, close: 9.5 }); // null
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_ADX.c
 */
export function createAdxStream(options: AdxOptions = {}): IndicatorStream<HlcBar, AdxValue> {
  const fn = 'createAdxStream';
  const period = readPeriod(fn, 'period', options.period, 14);
  const adxStart = 2 * period - 1;
  let i = -1;
  let prevHigh = 0;
  let prevLow = 0;
  let prevClose = 0;
  let plusDm = 0;
  let minusDm = 0;
  let tr = 0;
  let sumDx = 0;
  let avg = 0;
  return {
    lookback: adxStart,
    update(bar: HlcBar): AdxValue | null {
      const { high: h, low: l, close: c } = readHlcBar(fn, bar);
      i++;
      if (i === 0) {
        prevHigh = h;
        prevLow = l;
        prevClose = c;
        return null;
      }
      const diffP = h - prevHigh;
      const diffM = prevLow - l;
      prevHigh = h;
      prevLow = l;
      let range = h - l;
      const upGap = Math.abs(prevClose - h);
      if (upGap > range) range = upGap;
      const downGap = Math.abs(prevClose - l);
      if (downGap > range) range = downGap;
      prevClose = c;
      const pdm = diffP > 0 && diffP > diffM ? diffP : 0;
      const mdm = diffM > 0 && diffM > diffP ? diffM : 0;
      if (i < period) {
        plusDm += pdm;
        minusDm += mdm;
        tr += range;
        return null;
      }
      plusDm = plusDm - plusDm / period + pdm;
      minusDm = minusDm - minusDm / period + mdm;
      tr = tr - tr / period + range;
      let pdi = 0;
      let mdi = 0;
      let dx = Number.NaN;
      if (tr !== 0) {
        pdi = 100 * (plusDm / tr);
        mdi = 100 * (minusDm / tr);
        const total = pdi + mdi;
        if (total !== 0) dx = 100 * (Math.abs(mdi - pdi) / total);
      }
      if (i < adxStart) {
        if (!Number.isNaN(dx)) sumDx += dx;
        return { adx: null, plusDi: pdi, minusDi: mdi };
      }
      if (i === adxStart) {
        if (!Number.isNaN(dx)) sumDx += dx;
        avg = sumDx / period;
      } else if (!Number.isNaN(dx)) {
        avg = (avg * (period - 1) + dx) / period;
      }
      return { adx: avg, plusDi: pdi, minusDi: mdi };
    },
  };
}
