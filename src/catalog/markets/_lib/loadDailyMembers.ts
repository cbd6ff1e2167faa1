import { utc } from '@date-fns/utc';
import { endOfDay, subDays } from 'date-fns';
import { GuidekitError } from '../../../core/GuidekitError.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { MarketBars } from '../../../markets/ports/MarketBars.js';
import type { PriceSource } from '../../../markets/ports/PriceSource.js';
import { mapLimited } from './mapLimited.js';

/** One member's daily bars, or why there are none. */
export type LoadedMember =
  | { readonly ok: true; readonly ticker: string; readonly bars: MarketBars }
  | { readonly ok: false; readonly ticker: string; readonly reason: 'source_unavailable' | 'unknown_at_source'; readonly source: string; readonly detail: string; readonly error: unknown };

/** Options of {@link loadDailyMembers}. */
export interface LoadDailyMembersOptions {
  readonly prices: PriceSource;
  /** Calendar days of history before the end of `asOf`. */
  readonly days: number;
  readonly asOf: string;
  readonly trace: SourceRecorder;
  readonly concurrency: number;
}

/**
 * Reads the daily bars of a basket's or a screen's members through the `prices` port, a few at a time; a member whose
 * source is down or does not know it is returned as a failure with the source's words, never as empty bars.
 *
 * @param tickers - The members.
 * @param options - {@link LoadDailyMembersOptions}.
 * @returns One {@link LoadedMember} per ticker, in order.
 * @example
 * ```ts
 * const members = await loadDailyMembers(['NVDA', 'AMD'], { prices, days: 120, asOf, trace, concurrency: 4 });
 * ```
 */
export async function loadDailyMembers(tickers: readonly string[], options: LoadDailyMembersOptions): Promise<LoadedMember[]> {
  const to = endOfDay(options.asOf, { in: utc }).getTime();
  const from = subDays(options.asOf, options.days - 1, { in: utc }).getTime();
  return mapLimited(tickers, options.concurrency, async (ticker): Promise<LoadedMember> => {
    try {
      return { ok: true, ticker, bars: await options.prices.loadBars({ symbol: ticker, interval: '1d', from, to }, { trace: options.trace }) };
    } catch (error) {
      if (error instanceof SourceUnavailableError) return { ok: false, ticker, reason: 'source_unavailable', source: error.source, detail: error.reason, error };
      if (error instanceof GuidekitError) return { ok: false, ticker, reason: 'unknown_at_source', source: 'prices', detail: error.message, error };
      throw error;
    }
  });
}
