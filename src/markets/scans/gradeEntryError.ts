import { utc } from '@date-fns/utc';
import { startOfDay } from 'date-fns';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { MarketBars } from '../ports/MarketBars.js';
import type { InstrumentSpec } from '../rules/instruments.js';
import { isSessionOpen } from '../sessions/isSessionOpen.js';
import { nextSessionOpen } from '../sessions/nextSessionOpen.js';

/** A served entry to grade. */
export interface CapturedEntry {
  /** When the signal was served, epoch ms. */
  readonly captured_at: number;
  /** The entry quoted (the perpetual mid, or the last close). */
  readonly entry: number;
  /** The market's last close at capture. */
  readonly last_close: number;
}

/** Options of {@link gradeEntryError}. */
export interface GradeEntryErrorOptions {
  /** The instrument whose session decides what a regular-session bar is. */
  readonly instrument: string | InstrumentSpec;
}

/** How far the quoted entry was from where the market opened. */
export type EntryGrade =
  | {
      readonly status: 'graded';
      /** Open time of the first regular-session bar after capture, epoch ms. */
      readonly bar_time: number;
      /** Its open: the price the next session actually started at. */
      readonly bar_open: number;
      /** entry − bar_open, and as a percentage of bar_open. */
      readonly entry_error: number;
      readonly entry_error_pct: number;
      /** last_close − bar_open: the error of quoting the last close instead, for comparison. */
      readonly last_close_error: number;
      readonly last_close_error_pct: number;
      /** |entry_error| < |last_close_error|: the quoted entry was nearer the open than the last close. */
      readonly improved: boolean;
    }
  | { readonly status: 'pending'; readonly next_open: number | null };

/**
 * Grades a served entry against the first regular-session bar after it was captured: the error of the quoted entry
 * (a perpetual mid quoted while the session was closed) against that bar's open, beside the error the last close would
 * have had.
 *
 * @remarks
 * The first regular-session bar is, with hourly bars, the first bar opening at or after the next session open whose
 * open time lies inside a session window; with daily bars (labelled 00:00 UTC of their trading date), the first bar of
 * the trading date the next session open belongs to or later. Without such a bar yet, the grade is `pending`.
 *
 * @param entry - The captured entry. Not modified.
 * @param bars - Bars of the instrument (1h or 1d), oldest first, covering the time after capture. Not modified.
 * @param options - {@link GradeEntryErrorOptions}.
 * @returns {@link EntryGrade}.
 * @throws {@link GuidekitError} `invalid_number` on a non-finite or non-positive `entry` field; `invalid_bars` for
 *   bars of another interval; what the session functions throw for an unknown instrument.
 * @example
 * ```ts
 * gradeEntryError({ captured_at, entry: 251.2, last_close: 248.5 }, hourlyBars, { instrument: 'TSLA' }).entry_error_pct
 * ```
 * @see docs/market-endpoints.md
 */
export function gradeEntryError(entry: CapturedEntry, bars: MarketBars, options: GradeEntryErrorOptions): EntryGrade {
  const fn = 'gradeEntryError';
  for (const field of ['captured_at', 'entry', 'last_close'] as const) {
    const v = entry?.[field];
    if (typeof v !== 'number' || !Number.isFinite(v) || (field !== 'captured_at' && v <= 0)) {
      throw new GuidekitError(`${fn}: entry.${field} must be a ${field === 'captured_at' ? 'finite epoch ms' : 'positive number'}`, { code: 'invalid_number', field: `entry.${field}` });
    }
  }
  if (bars?.interval !== '1h' && bars?.interval !== '1d') throw new GuidekitError(`${fn}: bars must be hourly or daily`, { code: 'invalid_bars', field: 'bars.interval' });
  const next = nextSessionOpen(options.instrument, entry.captured_at);
  if (next === null) return { status: 'pending', next_open: null };
  let index = -1;
  if (bars.interval === '1h') {
    for (let i = 0; i < bars.times.length; i++) {
      const time = bars.times[i] as number;
      if (time >= next && isSessionOpen(options.instrument, time)) {
        index = i;
        break;
      }
    }
  } else {
    const day = startOfDay(next, { in: utc }).getTime();
    for (let i = 0; i < bars.times.length; i++) {
      if ((bars.times[i] as number) >= day) {
        index = i;
        break;
      }
    }
  }
  if (index < 0) return { status: 'pending', next_open: next };
  const open = bars.open[index] as number;
  const entryError = entry.entry - open;
  const closeError = entry.last_close - open;
  return {
    status: 'graded',
    bar_time: bars.times[index] as number,
    bar_open: open,
    entry_error: entryError,
    entry_error_pct: (entryError / open) * 100,
    last_close_error: closeError,
    last_close_error_pct: (closeError / open) * 100,
    improved: Math.abs(entryError) < Math.abs(closeError),
  };
}
