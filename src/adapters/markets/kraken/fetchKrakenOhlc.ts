import { z } from 'zod';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { BarInterval } from '../../../markets/ports/MarketBars.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import type { BarRow } from '../_lib/assembleBars.js';
import { failUnreadable } from '../_lib/failUnreadable.js';
import { parseSourceJson } from '../_lib/parseSourceJson.js';

/** The source id of Kraken's public REST API in the fetch layer. */
export const KRAKEN_SOURCE = 'kraken';

/** What to ask Kraken for. */
export interface KrakenOhlcQuery {
  /** The pair as guidekit writes it, e.g. BTC-USD (Kraken's XBTUSD). */
  readonly product: string;
  readonly interval: BarInterval;
  /** Bars from this time (epoch ms); Kraken keeps only its latest 720 bars whatever is asked. */
  readonly from?: number;
}

/** Options of {@link fetchKrakenOhlc}. */
export interface FetchKrakenOhlcOptions {
  readonly trace?: SourceRecorder;
}

/** Kraken's bars, or its statement that it lists no such pair. */
export type KrakenOhlc = { readonly found: true; readonly rows: readonly BarRow[] } | { readonly found: false; readonly reason: string };

const numeric = z.union([z.string(), z.number()]).transform(Number);
const ohlcSchema = z.object({
  error: z.array(z.string()),
  result: z.record(z.string(), z.unknown()).optional(),
});
const rowsSchema = z.array(z.tuple([z.number(), numeric, numeric, numeric, numeric, numeric, numeric, z.number()]));

/**
 * Fetches bars of one pair from Kraken's public OHLC endpoint (`/0/public/OHLC?pair=<pair>&interval=<minutes>`,
 * keyless), the crypto port's second source of bars. Rows are `[time, open, high, low, close, vwap, volume, count]`
 * with prices as strings, under the pair's own key (e.g. XXBTZUSD); the last row is the bar still forming. Kraken's
 * `EQuery:Unknown asset pair` is returned as `found: false`; any other error it lists is a 503 naming `kraken`.
 *
 * @param fetcher - The fetch layer.
 * @param query - {@link KrakenOhlcQuery}.
 * @param options - {@link FetchKrakenOhlcOptions}.
 * @returns {@link KrakenOhlc}, times in epoch ms.
 * @throws {@link SourceUnavailableError} `kraken` when Kraken is down or answers something unreadable.
 * @example
 * ```ts
 * const ohlc = await fetchKrakenOhlc(fetcher, { product: 'BTC-USD', interval: '1d' });
 * ```
 * @see docs/market-sources.md
 */
export async function fetchKrakenOhlc(fetcher: SourceFetcher, query: KrakenOhlcQuery, options: FetchKrakenOhlcOptions = {}): Promise<KrakenOhlc> {
  const [base = '', quote = ''] = query.product.split('-');
  const pair = `${base === 'BTC' ? 'XBT' : base}${quote}`;
  const since = query.from === undefined ? '' : `&since=${Math.floor(query.from / 1000)}`;
  const url = `https://api.kraken.com/0/public/OHLC?pair=${encodeURIComponent(pair)}&interval=${query.interval === '1d' ? 1440 : 60}${since}`;
  const res = await fetcher.fetch(KRAKEN_SOURCE, { url, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const body = parseSourceJson(res, ohlcSchema, KRAKEN_SOURCE, 'the OHLC answer');
  if (body.error.some((e) => /Unknown asset pair/i.test(e))) return { found: false, reason: `Kraken lists no pair ${pair}` };
  if (body.error.length > 0) throw failUnreadable(KRAKEN_SOURCE, `it answered with errors: ${body.error.join(', ')}`);
  const key = Object.keys(body.result ?? {}).find((k) => k !== 'last');
  if (key === undefined) throw failUnreadable(KRAKEN_SOURCE, 'the OHLC answer holds no pair');
  const parsed = rowsSchema.safeParse(body.result![key]);
  if (!parsed.success) throw failUnreadable(KRAKEN_SOURCE, `the OHLC rows of ${key} do not have the expected shape`, parsed.error);
  return { found: true, rows: parsed.data.map(([time, open, high, low, close, , volume]) => ({ time: time * 1000, open, high, low, close, volume })) };
}
