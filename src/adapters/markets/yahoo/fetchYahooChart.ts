import { z } from 'zod';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { BarInterval } from '../../../markets/ports/MarketBars.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import type { BarRow } from '../_lib/assembleBars.js';
import { failUnreadable } from '../_lib/failUnreadable.js';
import { parseSourceJson } from '../_lib/parseSourceJson.js';
import { toUtcDayStart } from '../_lib/toUtcDayStart.js';

/** The source id of Yahoo Finance's chart API in the fetch layer. */
export const YAHOO_SOURCE = 'yahoo';

/** What to ask Yahoo's chart API for. */
export interface YahooChartQuery {
  /** Yahoo's own symbol (GC=F, EURUSD=X, ^GSPC, AAPL). */
  readonly yahooSymbol: string;
  /** `1d` (daily bars, stamped 00:00 UTC of the exchange's trading date) or `1h`. */
  readonly interval: BarInterval;
  /** First bar wanted (epoch ms); default as far back as Yahoo gives (all daily history, 730 days of hourly). */
  readonly from?: number;
  /** Last bar wanted (epoch ms); default now. */
  readonly to?: number;
  /** `range=` instead of a period (e.g. `5d` for a quote); wins over from/to. */
  readonly range?: string;
}

/** Options of {@link fetchYahooChart}. */
export interface FetchYahooChartOptions {
  /** The clock of the default end of the period. */
  readonly now: () => Date;
  readonly trace?: SourceRecorder;
  /** Cache lifetime of this answer (seconds); default the source policy's. */
  readonly ttlSeconds?: number;
}

/** Yahoo's answer: the bars and the instrument's last price, or its statement that it has no such symbol. */
export type YahooChart =
  | {
      readonly found: true;
      readonly rows: readonly BarRow[];
      /** ISO currency of the prices (pence as GBX); null when Yahoo gave none. */
      readonly currency: string | null;
      /** The regular-session last price and its time (epoch ms), from the chart's meta; null when absent. */
      readonly price: number | null;
      readonly priceTime: number | null;
    }
  | { readonly found: false; readonly reason: string };

const series = z.array(z.number().nullable()).optional();
const chartSchema = z.object({
  chart: z.object({
    result: z
      .array(
        z.object({
          meta: z.object({
            currency: z.string().nullable().optional(),
            exchangeTimezoneName: z.string().optional(),
            regularMarketPrice: z.number().optional(),
            regularMarketTime: z.number().optional(),
          }),
          timestamp: z.array(z.number()).optional(),
          indicators: z.object({ quote: z.array(z.object({ open: series, high: series, low: series, close: series, volume: series })) }),
        }),
      )
      .nullable(),
    error: z.object({ code: z.string(), description: z.string().optional() }).nullable(),
  }),
});

/** Yahoo writes minor units with a lower-case last letter (GBp pence, ZAc cents, ILA agorot). */
const MINOR_UNITS: Readonly<Record<string, string>> = { GBp: 'GBX', ZAc: 'ZAX', ILA: 'ILA' };

/**
 * Fetches bars and the last price of one symbol from Yahoo Finance's chart API (`/v8/finance/chart/<symbol>`) through
 * the fetch layer. Yahoo's "No data found" (HTTP 404, or an answer with `result: null` and error `Not Found`) is
 * returned as `found: false`, an expected outcome the port turns into a 400; anything else it cannot read is a 503.
 * Daily bars are restamped to 00:00 UTC of the trading date in the exchange's time zone; bars with a missing price
 * (holidays Yahoo lists as nulls) are dropped later by the port.
 *
 * @param fetcher - The fetch layer.
 * @param query - {@link YahooChartQuery}.
 * @param options - {@link FetchYahooChartOptions}.
 * @returns {@link YahooChart}.
 * @throws {@link SourceUnavailableError} `yahoo` when Yahoo is down, rate-limits, or answers something unreadable.
 * @example
 * ```ts
 * const chart = await fetchYahooChart(fetcher, { yahooSymbol: 'GC=F', interval: '1d', from: Date.parse('2024-01-01') }, { now: () => new Date() });
 * ```
 * @see docs/market-sources.md
 */
export async function fetchYahooChart(fetcher: SourceFetcher, query: YahooChartQuery, options: FetchYahooChartOptions): Promise<YahooChart> {
  const params = new URLSearchParams();
  if (query.range !== undefined) {
    params.set('range', query.range);
  } else if (query.from === undefined) {
    params.set('range', query.interval === '1d' ? 'max' : '730d');
  } else {
    const step = query.interval === '1d' ? 86_400 : 3_600;
    params.set('period1', String(Math.floor(query.from / 1000)));
    params.set('period2', String(query.to === undefined ? Math.floor(options.now().getTime() / 1000) : Math.floor(query.to / 1000) + step));
  }
  params.set('interval', query.interval);
  params.set('includePrePost', 'false');
  params.set('events', 'div|split');
  const url = `https://query1.finance.yahoo.com/v8/finance/chart/${encodeURIComponent(query.yahooSymbol)}?${params.toString()}`;
  const res = await fetcher.fetch(YAHOO_SOURCE, {
    url,
    acceptStatus: [404],
    ...(options.trace === undefined ? {} : { trace: options.trace }),
    ...(options.ttlSeconds === undefined ? {} : { ttlSeconds: options.ttlSeconds }),
  });
  const body = parseSourceJson(res, chartSchema, YAHOO_SOURCE, 'the chart answer');
  const { result, error } = body.chart;
  if (error !== null && error.code === 'Not Found') return { found: false, reason: error.description ?? 'Yahoo Finance has no data for it' };
  if (res.status === 404) throw failUnreadable(YAHOO_SOURCE, 'answered 404 without saying the symbol is unknown');
  const first = result?.[0];
  if (first === undefined) throw failUnreadable(YAHOO_SOURCE, `the chart answer has no result${error === null ? '' : ` (${error.code})`}`);
  const zone = first.meta.exchangeTimezoneName ?? 'UTC';
  const quote = first.indicators.quote[0];
  const times = first.timestamp ?? [];
  const value = (s: readonly (number | null)[] | undefined, i: number) => s?.[i] ?? NaN;
  const rows: BarRow[] = times.map((t, i) => ({
    time: query.interval === '1d' ? toUtcDayStart(t * 1000, zone) : t * 1000,
    open: value(quote?.open, i),
    high: value(quote?.high, i),
    low: value(quote?.low, i),
    close: value(quote?.close, i),
    volume: value(quote?.volume, i),
  }));
  const currency = first.meta.currency ?? null;
  return {
    found: true,
    rows,
    currency: currency === null ? null : (MINOR_UNITS[currency] ?? currency.toUpperCase()),
    price: first.meta.regularMarketPrice ?? null,
    priceTime: first.meta.regularMarketTime === undefined ? null : first.meta.regularMarketTime * 1000,
  };
}
