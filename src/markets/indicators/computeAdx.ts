import { readHlcSeries } from './_lib/readHlcSeries.js';
import { readPeriod } from './_lib/readPeriod.js';
import type { HlcSeries } from './types.js';

/** Options of {@link computeAdx} and {@link createAdxStream}. */
export interface AdxOptions {
  /** Wilder smoothing period of DM, TR and DX; integer 1–100000. Default 14. */
  readonly period?: number;
}

/** ADX and the two directional indicators, each a `Float64Array` of the input's length. */
export interface AdxSeries {
  /** Average directional index; lookback 2·period − 1. */
  readonly adx: Float64Array;
  /** +DI = 100·(smoothed +DM)/(smoothed TR); lookback `period`. */
  readonly plusDi: Float64Array;
  /** −DI = 100·(smoothed −DM)/(smoothed TR); lookback `period`. */
  readonly minusDi: Float64Array;
}

/**
 * Wilder's directional movement system (ADX, +DI, −DI) with TA-Lib's seeding.
 *
 * @remarks
 * +DM = high − prevHigh when it is positive and larger than prevLow − low (−DM symmetrically), TR as in
 * ATR. The first `period − 1` DM and TR values (bars 1…period−1) are summed; from bar `period` on each
 * sum is smoothed `S = S − S/period + x`. DI = 100·DM/TR (0 when TR = 0) from bar `period`;
 * DX = 100·|+DI − −DI|/(+DI + −DI). ADX at bar `2·period − 1` is the mean of the `period` DX values of
 * bars period…2·period−1, then `ADX = (ADX·(period−1) + DX)/period`. A bar whose DX is undefined
 * (TR = 0 or +DI + −DI = 0) leaves ADX unchanged, as in TA-Lib.
 *
 * @param input - `{ high, low, close }` series of equal length, oldest first. Not modified.
 * @param options - {@link AdxOptions}.
 * @returns {@link AdxSeries}; `NaN` before each output's lookback.
 * @throws {@link GuidekitError} naming `high`/`low`/`close` for a bad or mismatched series, or `period`.
 * @example
 * ```ts
 * const { adx, plusDi, minusDi } = computeAdx({ high, low, close }, { period: 14 });
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_ADX.c
 * @see docs/indicators.md
 */
export function computeAdx(input: HlcSeries, options: AdxOptions = {}): AdxSeries {
  const fn = 'computeAdx';
  const period = readPeriod(fn, 'period', options.period, 14);
  const { high, low, close, length: n } = readHlcSeries(fn, input);
  const adx = new Float64Array(n).fill(Number.NaN);
  const plusDi = new Float64Array(n).fill(Number.NaN);
  const minusDi = new Float64Array(n).fill(Number.NaN);
  if (n === 0) return { adx, plusDi, minusDi };
  const adxStart = 2 * period - 1;
  let prevHigh = high[0] as number;
  let prevLow = low[0] as number;
  let prevClose = close[0] as number;
  let plusDm = 0;
  let minusDm = 0;
  let tr = 0;
  let sumDx = 0;
  let avg = 0;
  for (let i = 1; i < n; i++) {
    const h = high[i] as number;
    const l = low[i] as number;
    const diffP = h - prevHigh;
    const diffM = prevLow - l;
    prevHigh = h;
    prevLow = l;
    let range = h - l;
    const upGap = Math.abs(prevClose - h);
    if (upGap > range) range = upGap;
    const downGap = Math.abs(prevClose - l);
    if (downGap > range) range = downGap;
    prevClose = close[i] as number;
    const pdm = diffP > 0 && diffP > diffM ? diffP : 0;
    const mdm = diffM > 0 && diffM > diffP ? diffM : 0;
    if (i < period) {
      plusDm += pdm;
      minusDm += mdm;
      tr += range;
      continue;
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
    plusDi[i] = pdi;
    minusDi[i] = mdi;
    if (i < adxStart) {
      if (!Number.isNaN(dx)) sumDx += dx;
      continue;
    }
    if (i === adxStart) {
      if (!Number.isNaN(dx)) sumDx += dx;
      avg = sumDx / period;
    } else if (!Number.isNaN(dx)) {
      avg = (avg * (period - 1) + dx) / period;
    }
    adx[i] = avg;
  }
  return { adx, plusDi, minusDi };
}
