import { z } from 'zod';
import type { PortCall } from '../../../core/sourceUse.js';
import { perpFundingRateSchema, type PerpListing, type PerpOrderBook } from '../../../markets/perps/PerpVenueSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../../markets/_lib/parseSourceJson.js';
import { pickTrace } from '../../markets/_lib/pickTrace.js';
import { refuseInstrument } from '../../markets/_lib/refuseInstrument.js';
import { BINANCE_FUTURES_SOURCE, requestBinanceFutures } from './requestBinanceFutures.js';
import type { PerpVenue } from '../PerpVenue.js';

const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/);
const premiumSchema = z.array(
  z.object({
    symbol: z.string(),
    markPrice: decimalText,
    indexPrice: decimalText,
    lastFundingRate: decimalText.or(z.literal('')),
    interestRate: decimalText.or(z.literal('')).optional(),
    nextFundingTime: z.number(),
    time: z.number(),
  }),
);
const fundingInfoSchema = z.array(z.object({ symbol: z.string(), fundingIntervalHours: z.number().int().positive() }));
const level = z.tuple([decimalText, decimalText]);
const depthSchema = z.object({ lastUpdateId: z.number(), E: z.number().optional(), T: z.number().optional(), bids: z.array(level), asks: z.array(level) });
const errorSchema = z.object({ code: z.number(), msg: z.string() });

/** Seconds answers are reused: marks and funding change every second, intervals rarely, books never. */
const TTL = { premium: 5, fundingInfo: 3600, depth: 0 } as const;

/** USDⓈ-M perpetuals settled in USDT: `BTCUSDT`, `1000PEPEUSDT` (quarterlies carry `_YYMMDD` and are left out). */
const PERPETUAL = /^(1000000|1000)?([A-Z0-9]+?)USDT$/;

/**
 * Binance USDⓈ-M futures as a perpetual venue, over its public market data (keyless): listings from
 * `GET /fapi/v1/premiumIndex` (every symbol's mark, index, last funding rate and next funding time) joined with
 * `GET /fapi/v1/fundingInfo` (the symbols whose funding interval was adjusted, with their interval), and books from
 * `GET /fapi/v1/depth?limit=100`. Only USDT-settled perpetuals are listed; a `1000`- or `1000000`-prefixed symbol is
 * priced per that many units. A symbol Binance does not list is a 400 (field `instrument`); the venue down or
 * unreadable is a 503 naming `binance-futures`.
 *
 * @param options - `fetcher`: the fetch layer (policy `binance-futures`).
 * @returns The venue.
 * @example
 * ```ts
 * const binance = createBinanceFuturesVenue({ fetcher });
 * (await binance.listings({ trace }))[0]?.funding.markPrice;
 * ```
 * @see docs/perps-tokenized-preipo.md
 */
export function createBinanceFuturesVenue(options: { readonly fetcher: SourceFetcher }): PerpVenue {
  const { fetcher } = options;

  async function listings(call?: PortCall): Promise<PerpListing[]> {
    const [premiumRes, infoRes] = await Promise.all([
      requestBinanceFutures(fetcher, '/fapi/v1/premiumIndex', { ttlSeconds: TTL.premium, ...pickTrace(call) }),
      requestBinanceFutures(fetcher, '/fapi/v1/fundingInfo', { ttlSeconds: TTL.fundingInfo, ...pickTrace(call) }),
    ]);
    for (const res of [premiumRes, infoRes]) if (res.status !== 200) throw failUnreadable(BINANCE_FUTURES_SOURCE, `it answered HTTP ${res.status}`);
    const premium = parseSourceJson(premiumRes, premiumSchema, BINANCE_FUTURES_SOURCE, 'the premiumIndex answer');
    const intervals = new Map(parseSourceJson(infoRes, fundingInfoSchema, BINANCE_FUTURES_SOURCE, 'the fundingInfo answer').map((f) => [f.symbol, f.fundingIntervalHours]));
    const out: PerpListing[] = [];
    for (const p of premium) {
      const match = PERPETUAL.exec(p.symbol);
      if (match === null) continue;
      // A zero mark or index is a contract being settled or delisted: no price, not a price of zero.
      const positive = (text: string) => (Number(text) > 0 ? Number(text) : null);
      const interval = intervals.get(p.symbol);
      const funding = perpFundingRateSchema.safeParse({
        symbol: p.symbol,
        markPrice: positive(p.markPrice),
        indexPrice: positive(p.indexPrice),
        interestRate: p.interestRate === undefined || p.interestRate === '' ? null : Number(p.interestRate),
        fundingRate: p.lastFundingRate === '' ? null : Number(p.lastFundingRate),
        fundingTimestamp: null,
        nextFundingTimestamp: p.nextFundingTime > 0 ? p.nextFundingTime : null,
        nextFundingRate: null,
        previousFundingRate: null,
        interval: interval === undefined ? null : `${interval}h`,
        timestamp: p.time,
      });
      if (!funding.success) throw failUnreadable(BINANCE_FUTURES_SOURCE, `the premiumIndex answer has an unreadable entry for ${p.symbol}`, funding.error);
      out.push({ venue: 'binance', asset: match[2]!, multiplier: match[1] === undefined ? 1 : Number(match[1]), settle: 'USDT', funding: funding.data });
    }
    return out;
  }

  return {
    listings,
    async book(symbol, call): Promise<PerpOrderBook> {
      const name = symbol.trim().toUpperCase();
      if (!(await listings(call)).some((l) => l.funding.symbol === name)) throw refuseInstrument('perpVenues.book', symbol, 'Binance USDⓈ-M lists no such perpetual');
      const res = await requestBinanceFutures(fetcher, `/fapi/v1/depth?symbol=${encodeURIComponent(name)}&limit=100`, { ttlSeconds: TTL.depth, ...pickTrace(call) });
      if (res.status === 400) {
        const error = errorSchema.safeParse(res.json());
        if (error.success && error.data.code === -1121) throw refuseInstrument('perpVenues.book', symbol, `Binance says ${error.data.msg}`);
        throw failUnreadable(BINANCE_FUTURES_SOURCE, 'it answered HTTP 400 to a book request');
      }
      const depth = parseSourceJson(res, depthSchema, BINANCE_FUTURES_SOURCE, 'the depth answer');
      const side = (levels: readonly (readonly [string, string])[]) => levels.map(([p, a]) => [Number(p), Number(a)] as [number, number]);
      return { symbol: name, bids: side(depth.bids), asks: side(depth.asks), timestamp: depth.T ?? depth.E ?? null, nonce: depth.lastUpdateId };
    },
  };
}
