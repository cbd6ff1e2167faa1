import { GuidekitError } from '../../core/GuidekitError.js';
import { isSameSession, readSessionDate } from './_lib/readSessionDate.js';
import { readSeries } from './_lib/readSeries.js';
import type { HlcSeries, Series } from './types.js';

/** `{ high, low, close, volume }` series of equal length, oldest first, and the bars' dates when sessions reset. */
export interface VwapInput extends HlcSeries {
  /** Traded volume of each bar, ≥ 0. */
  readonly volume: Series;
  /** Each bar's date or date-time (`YYYY-MM-DD…`); required when `resetOnNewDate` is true. */
  readonly date?: readonly string[];
}

/** Options of {@link computeVwap} and {@link createVwapStream}. */
export interface VwapOptions {
  /** Restart the cumulative sums whenever the bar's `YYYY-MM-DD` differs from the previous bar's. Default false. */
  readonly resetOnNewDate?: boolean;
}

/**
 * Volume-weighted average price: Σ(typical price × volume) / Σ volume, cumulative from the first bar
 * or from the first bar of each date.
 *
 * @remarks Typical price = (high + low + close) / 3. Lookback 0. While the (session's) cumulative
 * volume is 0 the value is undefined and returned as `NaN`. TA-Lib has no VWAP; this is the textbook
 * definition.
 *
 * @param input - {@link VwapInput}. Not modified.
 * @param options - {@link VwapOptions}.
 * @returns A new `Float64Array` of the same length.
 * @throws {@link GuidekitError} naming `high`/`low`/`close`/`volume`/`date` (or `date[i]`).
 * @example
 * ```ts
 * computeVwap({ high, low, close, volume, date }, { resetOnNewDate: true })
 * ```
 * @see docs/indicators.md
 */
export function computeVwap(input: VwapInput, options: VwapOptions = {}): Float64Array {
  const fn = 'computeVwap';
  if (typeof input !== 'object' || input === null) {
    throw new GuidekitError(`${fn}: input must be an object with high, low, close and volume arrays`, {
      code: 'invalid_type',
      field: 'input',
    });
  }
  const high = readSeries(fn, 'high', input.high);
  const n = high.length;
  const low = readSeries(fn, 'low', input.low, n);
  const close = readSeries(fn, 'close', input.close, n);
  const volume = readSeries(fn, 'volume', input.volume, n, true);
  const reset = options.resetOnNewDate === true;
  const dates = input.date;
  if (reset) {
    if (!Array.isArray(dates)) {
      throw new GuidekitError(`${fn}: date is required when resetOnNewDate is true`, { code: 'required', field: 'date' });
    }
    if (dates.length !== n) {
      throw new GuidekitError(`${fn}: date has ${dates.length} values but high has ${n}`, {
        code: 'length_mismatch',
        field: 'date',
      });
    }
    for (let i = 0; i < n; i++) readSessionDate(fn, `date[${i}]`, dates[i]);
  }
  const out = new Float64Array(n);
  let priceVolume = 0;
  let totalVolume = 0;
  for (let i = 0; i < n; i++) {
    if (reset && i > 0 && !isSameSession(dates![i] as string, dates![i - 1] as string)) {
      priceVolume = 0;
      totalVolume = 0;
    }
    const typical = ((high[i] as number) + (low[i] as number) + (close[i] as number)) / 3;
    const v = volume[i] as number;
    priceVolume += typical * v;
    totalVolume += v;
    out[i] = totalVolume > 0 ? priceVolume / totalVolume : Number.NaN;
  }
  return out;
}
