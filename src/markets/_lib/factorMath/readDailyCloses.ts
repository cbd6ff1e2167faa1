import { utc } from '@date-fns/utc';
import { addDays } from 'date-fns';
import { GuidekitError } from '../../../core/GuidekitError.js';
import type { MarketBars } from '../../ports/MarketBars.js';

/** The closes of daily bars known on a date. */
export interface DailyCloses {
  /** Closes of the bars whose trading date is on or before the cut-off, oldest first (a view, not a copy). */
  readonly closes: Float64Array;
  /** Open time (epoch ms) of the last of those bars; null when there is none. */
  readonly lastTime: number | null;
  /** The bars' quote currency or unit. */
  readonly currency: string;
}

/**
 * Checks daily bars (interval `1d`, `times` strictly increasing, `close` positive and finite, equal lengths) and keeps
 * the bars known on `asOf`: those whose trading date is `asOf` or earlier, so nothing after the date leaks in.
 *
 * @param fn - Calling engine, named at the start of the error message.
 * @param field - Path of the bars in the engine's input, e.g. `constituents[2].bars`.
 * @param bars - Candidate {@link MarketBars}.
 * @param asOfDayStartMs - 00:00 UTC of `asOf`, epoch ms.
 * @returns {@link DailyCloses}.
 * @throws {@link GuidekitError} naming `<field>.<array>[i]` for a bad value, `<field>.interval` for non-daily bars.
 */
export function readDailyCloses(fn: string, field: string, bars: MarketBars, asOfDayStartMs: number): DailyCloses {
  if (bars === null || typeof bars !== 'object') throw new GuidekitError(`${fn}: ${field} must be daily bars`, { code: 'invalid_type', field });
  if (bars.interval !== '1d') {
    throw new GuidekitError(`${fn}: ${field}.interval must be '1d' (daily bars), got ${JSON.stringify(bars.interval)}`, { code: 'invalid_interval', field: `${field}.interval` });
  }
  const { times, close } = bars;
  const isSeries = (v: unknown): v is ArrayLike<number> => Array.isArray(v) || (ArrayBuffer.isView(v) && !(v instanceof DataView));
  if (!isSeries(times)) throw new GuidekitError(`${fn}: ${field}.times must be an array of epoch ms`, { code: 'invalid_type', field: `${field}.times` });
  if (!isSeries(close)) throw new GuidekitError(`${fn}: ${field}.close must be an array of prices`, { code: 'invalid_type', field: `${field}.close` });
  if (times.length !== close.length) {
    throw new GuidekitError(`${fn}: ${field}.close has ${close.length} values but ${field}.times has ${times.length}`, { code: 'length_mismatch', field: `${field}.close` });
  }
  const cutoff = addDays(asOfDayStartMs, 1, { in: utc }).getTime();
  let known = 0;
  for (let i = 0; i < times.length; i++) {
    const time = times[i] as number;
    const price = close[i] as number;
    if (typeof time !== 'number' || !Number.isFinite(time)) throw new GuidekitError(`${fn}: ${field}.times[${i}] must be epoch ms`, { code: 'invalid_number', field: `${field}.times[${i}]` });
    if (i > 0 && time <= (times[i - 1] as number)) {
      throw new GuidekitError(`${fn}: ${field}.times[${i}] must be later than the bar before it`, { code: 'not_sorted', field: `${field}.times[${i}]` });
    }
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
      throw new GuidekitError(`${fn}: ${field}.close[${i}] must be a positive number`, { code: 'invalid_number', field: `${field}.close[${i}]` });
    }
    if (time < cutoff) known = i + 1;
  }
  const all = close instanceof Float64Array ? close : Float64Array.from(close);
  return { closes: all.subarray(0, known), lastTime: known === 0 ? null : (times[known - 1] as number), currency: typeof bars.currency === 'string' ? bars.currency : '' };
}
