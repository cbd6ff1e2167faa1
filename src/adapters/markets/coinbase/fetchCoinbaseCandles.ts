import { z } from 'zod';
import { GuidekitError } from '../../../core/GuidekitError.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { BarInterval } from '../../../markets/ports/MarketBars.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import type { BarRow } from '../_lib/assembleBars.js';
import { failUnreadable } from '../_lib/failUnreadable.js';
import { parseSourceJson } from '../_lib/parseSourceJson.js';

/** The source id of Coinbase Exchange's public market data in the fetch layer. */
export const COINBASE_SOURCE = 'coinbase';

/** What to ask Coinbase Exchange for. */
export interface CoinbaseCandlesQuery {
  /** Product id, e.g. BTC-USD. */
  readonly product: string;
  readonly interval: BarInterval;
  /** First bar wanted (epoch ms); default the latest 300 bars. */
  readonly from?: number;
  /** Last bar wanted (epoch ms); default now. */
  readonly to?: number;
}

/** Options of {@link fetchCoinbaseCandles}. */
export interface FetchCoinbaseCandlesOptions {
  readonly now: () => Date;
  readonly trace?: SourceRecorder;
  /** Most requests one call may send (300 candles each). Default 20. */
  readonly maxPages?: number;
}

/** Coinbase's candles, or its statement that it lists no such product. */
export type CoinbaseCandles = { readonly found: true; readonly rows: readonly BarRow[] } | { readonly found: false; readonly reason: string };

/** Coinbase answers at most 300 candles per request. */
const PAGE = 300;
const candlesSchema = z.array(z.tuple([z.number(), z.number(), z.number(), z.number(), z.number(), z.number()]));
const messageSchema = z.object({ message: z.string() });

/**
 * Fetches candles of one product from Coinbase Exchange's public REST API (`/products/<id>/candles`, keyless): rows of
 * `[time, low, high, open, close, volume]`, newest first, at most 300 per request, so a longer range is fetched in
 * pages from the end backwards. A 404 with Coinbase's `message` body is returned as `found: false` (the port's 400).
 *
 * @param fetcher - The fetch layer.
 * @param query - {@link CoinbaseCandlesQuery}.
 * @param options - {@link FetchCoinbaseCandlesOptions}.
 * @returns {@link CoinbaseCandles}, times in epoch ms.
 * @throws {@link GuidekitError} `too_big` (field `from`) when the range needs more than `maxPages` requests.
 * @throws {@link SourceUnavailableError} `coinbase` when Coinbase is down, rate-limits or answers something unreadable.
 * @example
 * ```ts
 * const candles = await fetchCoinbaseCandles(fetcher, { product: 'BTC-USD', interval: '1d' }, { now: () => new Date() });
 * ```
 * @see docs/market-sources.md
 */
export async function fetchCoinbaseCandles(fetcher: SourceFetcher, query: CoinbaseCandlesQuery, options: FetchCoinbaseCandlesOptions): Promise<CoinbaseCandles> {
  const granularity = query.interval === '1d' ? 86_400 : 3_600;
  const base = `https://api.exchange.coinbase.com/products/${encodeURIComponent(query.product)}/candles?granularity=${granularity}`;
  const windows: (readonly [number, number] | null)[] = [];
  if (query.from === undefined) {
    windows.push(null);
  } else {
    const step = granularity * 1000;
    const end = query.to ?? options.now().getTime();
    const maxPages = options.maxPages ?? 20;
    if (Math.ceil((end - query.from) / step / PAGE) > maxPages) {
      throw new GuidekitError(`crypto.loadBars: the range asks for more than ${maxPages * PAGE} bars`, { code: 'too_big', field: 'from' });
    }
    for (let hi = end; hi >= query.from; hi -= PAGE * step) windows.push([Math.max(query.from, hi - (PAGE - 1) * step), hi]);
  }
  const rows: BarRow[] = [];
  for (const window of windows) {
    const url = window === null ? base : `${base}&start=${new Date(window[0]).toISOString()}&end=${new Date(window[1]).toISOString()}`;
    const res = await fetcher.fetch(COINBASE_SOURCE, { url, acceptStatus: [404], ...(options.trace === undefined ? {} : { trace: options.trace }) });
    if (res.status === 404) {
      const said = messageSchema.safeParse(safeJson(res.text()));
      if (!said.success) throw failUnreadable(COINBASE_SOURCE, 'answered 404 without its message body');
      return { found: false, reason: `Coinbase Exchange answered ${said.data.message}` };
    }
    for (const [time, low, high, open, close, volume] of parseSourceJson(res, candlesSchema, COINBASE_SOURCE, 'the candles answer')) {
      rows.push({ time: time * 1000, open, high, low, close, volume });
    }
  }
  return { found: true, rows };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
