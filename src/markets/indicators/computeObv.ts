import { GuidekitError } from '../../core/GuidekitError.js';
import { readSeries } from './_lib/readSeries.js';
import type { Series } from './types.js';

/** `{ close, volume }` series of equal length, oldest first. */
export interface CloseVolumeSeries {
  /** Closing price of each bar. */
  readonly close: Series;
  /** Traded volume of each bar, ≥ 0. */
  readonly volume: Series;
}

/**
 * On-balance volume, TA-Lib's OBV.
 *
 * @remarks Lookback 0. OBV starts at the first bar's volume (TA-Lib's seed; some libraries start at
 * 0, which shifts the whole line by that constant); afterwards the bar's volume is added when the close
 * rose, subtracted when it fell, and nothing changes when it is unchanged.
 *
 * @param input - `{ close, volume }`, oldest first. Not modified.
 * @returns A new `Float64Array` of the same length.
 * @throws {@link GuidekitError} naming `close` or `volume` (non-finite, negative volume, mismatched length).
 * @example
 * ```ts
 * computeObv({ close: [10, 11, 10.5], volume: [100, 50, 20] }) // [100, 150, 130]
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_OBV.c
 * @see docs/indicators.md
 */
export function computeObv(input: CloseVolumeSeries): Float64Array {
  const fn = 'computeObv';
  if (typeof input !== 'object' || input === null) {
    throw new GuidekitError(`${fn}: input must be an object with close and volume arrays`, {
      code: 'invalid_type',
      field: 'input',
    });
  }
  const close = readSeries(fn, 'close', input.close);
  const volume = readSeries(fn, 'volume', input.volume, close.length, true);
  const n = close.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  let obv = volume[0] as number;
  let prevClose = close[0] as number;
  out[0] = obv;
  for (let i = 1; i < n; i++) {
    const c = close[i] as number;
    if (c > prevClose) obv += volume[i] as number;
    else if (c < prevClose) obv -= volume[i] as number;
    out[i] = obv;
    prevClose = c;
  }
  return out;
}
