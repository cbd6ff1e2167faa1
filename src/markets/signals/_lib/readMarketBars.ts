import { GuidekitError } from '../../../core/GuidekitError.js';
import type { MarketBars } from '../../ports/MarketBars.js';

/** The OHLC arrays of a {@link MarketBars}, checked. */
export interface CheckedBars {
  readonly symbol: string;
  readonly times: ArrayLike<number>;
  readonly open: ArrayLike<number>;
  readonly high: ArrayLike<number>;
  readonly low: ArrayLike<number>;
  readonly close: ArrayLike<number>;
  readonly length: number;
}

const isArrayLike = (v: unknown): v is ArrayLike<unknown> =>
  Array.isArray(v) || (ArrayBuffer.isView(v) && !(v instanceof DataView));

/**
 * Checks bars for the signal engines: equal-length `times`, `open`, `high`, `low`, `close` of finite numbers, times
 * strictly increasing, `low ≤ high`. One pass, no copy.
 *
 * @throws {@link GuidekitError} naming `bars.<field>` or `bars.<field>[i]`.
 */
export function readMarketBars(fn: string, bars: unknown, options: { readonly minLength: number }): CheckedBars {
  if (bars === null || typeof bars !== 'object') {
    throw new GuidekitError(`${fn}: bars must be an object of price arrays`, { code: 'invalid_type', field: 'bars' });
  }
  const b = bars as Partial<MarketBars>;
  const fields = ['times', 'open', 'high', 'low', 'close'] as const;
  let length = -1;
  for (const field of fields) {
    const arr = b[field];
    if (!isArrayLike(arr)) throw new GuidekitError(`${fn}: bars.${field} must be an array of numbers`, { code: 'invalid_type', field: `bars.${field}` });
    if (length === -1) length = arr.length;
    else if (arr.length !== length) {
      throw new GuidekitError(`${fn}: bars.${field} has ${arr.length} values but bars.times has ${length}`, { code: 'length_mismatch', field: `bars.${field}` });
    }
    for (let i = 0; i < arr.length; i++) {
      const v = arr[i];
      if (typeof v !== 'number' || !Number.isFinite(v)) {
        throw new GuidekitError(`${fn}: bars.${field}[${i}] must be a finite number`, { code: 'invalid_number', field: `bars.${field}[${i}]` });
      }
    }
  }
  if (length < options.minLength) {
    throw new GuidekitError(`${fn}: bars must hold at least ${options.minLength} bar(s), got ${length}`, { code: 'too_small', field: 'bars' });
  }
  const times = b.times as ArrayLike<number>;
  const high = b.high as ArrayLike<number>;
  const low = b.low as ArrayLike<number>;
  for (let i = 0; i < length; i++) {
    if (i > 0 && (times[i] as number) <= (times[i - 1] as number)) {
      throw new GuidekitError(`${fn}: bars.times[${i}] must be later than the bar before it`, { code: 'not_sorted', field: `bars.times[${i}]` });
    }
    if ((low[i] as number) > (high[i] as number)) {
      throw new GuidekitError(`${fn}: bars.low[${i}] is above bars.high[${i}]`, { code: 'inconsistent_ohlc', field: `bars.low[${i}]` });
    }
  }
  return {
    symbol: typeof b.symbol === 'string' ? b.symbol : '',
    times,
    open: b.open as ArrayLike<number>,
    high,
    low,
    close: b.close as ArrayLike<number>,
    length,
  };
}
