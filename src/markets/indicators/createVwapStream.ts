import { GuidekitError } from '../../core/GuidekitError.js';
import { readFinite } from './_lib/readFinite.js';
import { isSameSession, readSessionDate } from './_lib/readSessionDate.js';
import type { VwapOptions } from './computeVwap.js';
import type { HlcBar, IndicatorStream } from './types.js';

/** One bar for the VWAP stream. */
export interface VwapBar extends HlcBar {
  /** Traded volume, ≥ 0. */
  readonly volume: number;
  /** The bar's date or date-time (`YYYY-MM-DD…`); required when `resetOnNewDate` is true. */
  readonly date?: string;
}

/**
 * Streaming VWAP; same values as {@link computeVwap}, bar by bar.
 *
 * @remarks Lookback 0; `update` returns `null` only while the (session's) cumulative volume is 0.
 *
 * @param options - {@link VwapOptions}.
 * @returns A stream whose `update({ high, low, close, volume, date? })` takes the next bar.
 * @throws {@link GuidekitError} from `update` naming the bad bar field.
 * @example
 * ```ts
 * const vwap = createVwapStream({ resetOnNewDate: true });
 * vwap.update({ high: 11, low: 9, close: 10, volume: 100, date: '2024-03-01T09:30' }); // 10
 * ```
 * @see docs/indicators.md
 */
export function createVwapStream(options: VwapOptions = {}): IndicatorStream<VwapBar, number> {
  const fn = 'createVwapStream';
  const reset = options.resetOnNewDate === true;
  let prevDate: string | undefined;
  let priceVolume = 0;
  let totalVolume = 0;
  return {
    lookback: 0,
    update(bar: VwapBar): number | null {
      if (typeof bar !== 'object' || bar === null) {
        throw new GuidekitError(`${fn}: bar must be an object with high, low, close and volume`, {
          code: 'invalid_type',
          field: 'bar',
        });
      }
      const h = readFinite(fn, 'high', bar.high);
      const l = readFinite(fn, 'low', bar.low);
      const c = readFinite(fn, 'close', bar.close);
      const v = readFinite(fn, 'volume', bar.volume, true);
      if (reset) {
        if (bar.date === undefined) {
          throw new GuidekitError(`${fn}: date is required when resetOnNewDate is true`, { code: 'required', field: 'date' });
        }
        const date = readSessionDate(fn, 'date', bar.date);
        if (prevDate !== undefined && !isSameSession(date, prevDate)) {
          priceVolume = 0;
          totalVolume = 0;
        }
        prevDate = date;
      }
      const typical = (h + l + c) / 3;
      priceVolume += typical * v;
      totalVolume += v;
      return totalVolume > 0 ? priceVolume / totalVolume : null;
    },
  };
}
