import { utc } from '@date-fns/utc';
import { differenceInDays } from 'date-fns';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { MarketBars, Timeframe } from '../ports/MarketBars.js';
import { resampleBars, type ResampledBars } from '../resampleBars.js';
import type { InstrumentSpec } from '../rules/instruments.js';
import { SIGNAL_HISTORY, type SignalHistoryRule } from '../rules/scanSettings.js';
import { readScanRule } from './_lib/readScanRule.js';

/** Options of {@link prepareSignalBars}. */
export interface PrepareSignalBarsOptions {
  /** ISO date whose history rules apply. Required. */
  readonly asOf: string;
  /** The instrument whose session sets trading dates and the 4-hour grid. */
  readonly instrument: string | InstrumentSpec;
  /** The instant of the call, epoch ms: bars opening after it are dropped, and the last bar's age is measured to it. */
  readonly instantMs: number;
}

/** Bars ready for the signal engine. */
export interface PreparedBars {
  readonly status: 'ok';
  readonly bars: ResampledBars;
  /** Source bars read (1h or 1d) before resampling. */
  readonly source_bars: number;
  /** Hourly source bars left out by the resampler as outside every session window (0 for daily bars). */
  readonly outside_session_bars: number;
  /** Open time of the last bar, epoch ms. */
  readonly last_bar_time: number;
  /** Whole days between the last bar's open and the instant. */
  readonly last_bar_age_days: number;
  /** The last bar opened more than `max_bar_age_days` before the instant. */
  readonly stale: boolean;
  readonly rule: AppliedRule<SignalHistoryRule>;
}

/** Bars the engine cannot use: none at all, delivered out of order or repeated, or fewer than the minimum at the timeframe. */
export interface UnusableBars {
  readonly status: 'no_data' | 'bad_data' | 'too_little_history';
  /** Bars at the timeframe. */
  readonly bars: number;
  readonly min_bars: number;
  /** The resampled bars when there were some (too little history); null with no data. A single call may still read them. */
  readonly resampled: ResampledBars | null;
  readonly rule: AppliedRule<SignalHistoryRule>;
}

/**
 * Turns the bars a price source delivered (1h or 1d) into the bars a call reads at its timeframe, and says whether they
 * are enough and fresh enough: none (`no_data`), delivered out of order or with a repeated open time (`bad_data`: the
 * source broke its contract; never reordered or merged), fewer than `min_bars` (`too_little_history`), or usable with
 * the last bar's age (`stale` beyond `max_bar_age_days`). Hourly bars outside the instrument's session are left out by
 * the resampler and counted (`outside_session_bars`); its output is always in time order.
 *
 * @param bars - Source bars, oldest first. Not modified.
 * @param timeframe - The call's timeframe (1h, 4h, 1d, 3d, 1w, 1m, 3m); intraday timeframes need hourly bars.
 * @param options - {@link PrepareSignalBarsOptions}.
 * @returns {@link PreparedBars} or {@link UnusableBars}.
 * @throws {@link GuidekitError} `invalid_number` on `instantMs`; what `resampleBars` throws for malformed bars or an
 *   intraday timeframe from daily bars; a bad `asOf`.
 * @example
 * ```ts
 * const prepared = prepareSignalBars(hourly, '4h', { asOf: '2026-11-25', instrument: 'EURUSD', instantMs: Date.parse('2026-11-25T15:00:00Z') });
 * if (prepared.status === 'ok') generateSignal(prepared.bars, { asOf: '2026-11-25' });
 * ```
 * @see docs/market-endpoints.md
 */
export function prepareSignalBars(bars: MarketBars, timeframe: Timeframe, options: PrepareSignalBarsOptions): PreparedBars | UnusableBars {
  const fn = 'prepareSignalBars';
  const rule = readScanRule(fn, SIGNAL_HISTORY, options?.asOf);
  const instant = options.instantMs;
  if (typeof instant !== 'number' || !Number.isFinite(instant)) throw new GuidekitError(`${fn}: instantMs must be epoch milliseconds`, { code: 'invalid_number', field: 'instantMs' });
  const minBars = rule.value.min_bars;
  // A source that repeats a bar or sends bars out of order broke the port's contract: unusable data, never reordered.
  for (let i = 1; i < bars.times.length; i++) {
    if (!((bars.times[i] as number) > (bars.times[i - 1] as number))) return { status: 'bad_data', bars: bars.times.length, min_bars: minBars, resampled: null, rule };
  }
  let cut = bars.times.length;
  while (cut > 0 && (bars.times[cut - 1] as number) > instant) cut--;
  const known: MarketBars =
    cut === bars.times.length
      ? bars
      : {
          ...bars,
          times: bars.times.subarray(0, cut),
          open: bars.open.subarray(0, cut),
          high: bars.high.subarray(0, cut),
          low: bars.low.subarray(0, cut),
          close: bars.close.subarray(0, cut),
          volume: bars.volume.subarray(0, cut),
        };
  if (known.times.length === 0) return { status: 'no_data', bars: 0, min_bars: minBars, resampled: null, rule };
  // Daily bars for 1d are taken as they are (one bar per source bar, no session to check). Hourly bars always go
  // through the resampler, even for 1h, so hours outside the session are left out by the same rule at every timeframe.
  const resampled: ResampledBars =
    timeframe === '1d' && known.interval === '1d'
      ? { ...known, interval: timeframe, sourceInterval: known.interval, sourceCounts: new Uint32Array(known.times.length).fill(1), outsideSessionBars: 0 }
      : resampleBars(known, timeframe, { instrument: options.instrument });
  const count = resampled.times.length;
  if (count === 0) return { status: 'no_data', bars: 0, min_bars: minBars, resampled: null, rule };
  if (count < minBars) return { status: 'too_little_history', bars: count, min_bars: minBars, resampled, rule };
  const last = resampled.times[count - 1] as number;
  const ageDays = Math.max(0, differenceInDays(instant, last, { in: utc }));
  return { status: 'ok', bars: resampled, source_bars: known.times.length, outside_session_bars: resampled.outsideSessionBars, last_bar_time: last, last_bar_age_days: ageDays, stale: ageDays > rule.value.max_bar_age_days, rule };
}
