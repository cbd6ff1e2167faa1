import { GuidekitError } from '../../core/GuidekitError.js';
import type { Bars } from '../types.js';
import { isIsoDate } from './epochDay.js';

const PRICE_KEYS = ['open', 'high', 'low', 'close'] as const;

/**
 * Checks a {@link Bars} value: at least one bar, Float64Array columns of the dates' length, finite positive
 * prices, ISO dates strictly increasing. One pass per column, no copy.
 *
 * @param fn - Calling function, named at the start of the error message.
 * @param bars - Candidate bars.
 * @param field - Argument name used in errors.
 * @returns The same bars.
 * @throws {@link GuidekitError} `invalid_type`, `too_small`, `length_mismatch`, `invalid_number`, `invalid_date`
 *   or `not_sorted`, naming the offending element (e.g. `bars.close[12]`).
 */
export function readBars(fn: string, bars: unknown, field = 'bars'): Bars {
  if (typeof bars !== 'object' || bars === null) {
    throw new GuidekitError(`${fn}: ${field} must be an object of OHLCV columns`, { code: 'invalid_type', field });
  }
  const b = bars as Partial<Record<keyof Bars, unknown>>;
  if (!Array.isArray(b.dates)) {
    throw new GuidekitError(`${fn}: ${field}.dates must be an array of ISO dates`, { code: 'invalid_type', field: `${field}.dates` });
  }
  const n = b.dates.length;
  if (n === 0) throw new GuidekitError(`${fn}: ${field} must hold at least one bar`, { code: 'too_small', field: `${field}.dates` });
  for (const key of [...PRICE_KEYS, 'volume'] as const) {
    const col = b[key];
    if (!(col instanceof Float64Array)) {
      throw new GuidekitError(`${fn}: ${field}.${key} must be a Float64Array`, { code: 'invalid_type', field: `${field}.${key}` });
    }
    if (col.length !== n) {
      throw new GuidekitError(`${fn}: ${field}.${key} has ${col.length} values but there are ${n} dates`, {
        code: 'length_mismatch',
        field: `${field}.${key}`,
      });
    }
    if (key === 'volume') continue;
    for (let i = 0; i < n; i++) {
      const v = col[i] as number;
      if (!(v > 0) || v === Infinity) {
        throw new GuidekitError(`${fn}: ${field}.${key}[${i}] must be a finite positive price`, {
          code: 'invalid_number',
          field: `${field}.${key}[${i}]`,
        });
      }
    }
  }
  let prev = '';
  for (let i = 0; i < n; i++) {
    const d = b.dates[i];
    if (typeof d !== 'string' || !isIsoDate(d)) {
      throw new GuidekitError(`${fn}: ${field}.dates[${i}] must be an ISO YYYY-MM-DD date`, {
        code: 'invalid_date',
        field: `${field}.dates[${i}]`,
      });
    }
    if (d <= prev) {
      throw new GuidekitError(`${fn}: ${field}.dates[${i}] (${d}) is not after ${prev}; bars must be strictly increasing`, {
        code: 'not_sorted',
        field: `${field}.dates[${i}]`,
      });
    }
    prev = d;
  }
  return bars as Bars;
}
