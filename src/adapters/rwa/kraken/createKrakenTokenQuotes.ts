import { z } from 'zod';
import { GuidekitError } from '../../../core/GuidekitError.js';
import type { PortCall } from '../../../core/sourceUse.js';
import type { TokenQuote, TokenQuoteSource } from '../../../markets/tokenized/TokenQuoteSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../../markets/_lib/parseSourceJson.js';
import { pickTrace } from '../../markets/_lib/pickTrace.js';

/** The source id of Kraken's public REST for xStocks pairs in the fetch layer. */
export const KRAKEN_XSTOCKS_SOURCE = 'kraken-xstocks';

const decimalText = z.string().regex(/^\d+(\.\d+)?$/);
const envelope = z.object({ error: z.array(z.string()), result: z.record(z.string(), z.unknown()).optional() });
const tickerSchema = z.object({ a: z.tuple([decimalText, z.string(), z.string()]), b: z.tuple([decimalText, z.string(), z.string()]), c: z.tuple([decimalText, z.string()]), v: z.tuple([decimalText, decimalText]) });
const depthSchema = z.object({ asks: z.array(z.tuple([decimalText, decimalText, z.number()])), bids: z.array(z.tuple([decimalText, decimalText, z.number()])) });

/**
 * The `tokenQuotes` port over Kraken's public REST (keyless): for an xStocks pair, `GET /0/public/Ticker?pair=` (best
 * bid and ask, last trade, 24-hour volume) and `GET /0/public/Depth?pair=&count=25` (the book, levels stamped in
 * seconds); `quotes` reads several pairs' tickers in one `Ticker?pair=A,B,...` request. Kraken answers errors in its body (`{"error":["EQuery:Unknown asset pair"]}`): an unknown pair is a 400
 * (field `token`), any other error or an unreadable answer a 503 naming `kraken-xstocks`. Only the venue `kraken`.
 *
 * @param options - `fetcher`: the fetch layer (policy `kraken-xstocks`).
 * @returns The port.
 * @example
 * ```ts
 * const quote = await createKrakenTokenQuotes({ fetcher }).quote('kraken', 'TSLAxUSD', { trace });
 * ```
 * @see docs/perps-tokenized-preipo.md
 */
export function createKrakenTokenQuotes(options: { readonly fetcher: SourceFetcher }): TokenQuoteSource {
  const { fetcher } = options;

  async function getAll(path: string, pair: string, call?: PortCall): Promise<Record<string, unknown>> {
    const res = await fetcher.fetch(KRAKEN_XSTOCKS_SOURCE, { url: `https://api.kraken.com/0/public/${path}`, ...pickTrace(call) });
    const body = parseSourceJson(res, envelope, KRAKEN_XSTOCKS_SOURCE, `the ${path.split('?')[0]} answer`);
    if (body.error.some((e) => /Unknown asset pair/i.test(e))) {
      throw new GuidekitError(`tokenQuotes.quote: Kraken does not list the pair ${JSON.stringify(pair)}`, { code: 'unknown_instrument', field: 'token' });
    }
    if (body.error.length > 0 || body.result === undefined) throw failUnreadable(KRAKEN_XSTOCKS_SOURCE, `it answered an error: ${body.error.join('; ') || 'no result'}`);
    return body.result;
  }

  async function get(path: string, pair: string, call?: PortCall): Promise<unknown> {
    // Kraken keys the result by its own name of the pair, which need not be the name asked.
    const values = Object.values(await getAll(path, pair, call));
    if (values.length !== 1) throw failUnreadable(KRAKEN_XSTOCKS_SOURCE, `its answer holds ${values.length} pairs, not one`);
    return values[0];
  }

  const checkPair = (pair: string) => {
    const name = pair.trim();
    if (!/^[A-Za-z0-9.]{2,20}$/.test(name)) throw new GuidekitError(`tokenQuotes.quote: a pair is letters and digits, got ${JSON.stringify(pair)}`, { code: 'invalid_format', field: 'token' });
    return name;
  };
  const checkVenue = (venue: string) => {
    if (venue !== 'kraken') throw new GuidekitError(`tokenQuotes.quote: unknown venue ${JSON.stringify(venue)}; known: kraken`, { code: 'unknown_venue', field: 'venue' });
  };
  const positive = (text: string) => (Number(text) > 0 ? Number(text) : null);

  return {
    async quotes(venue, pairs, call): Promise<TokenQuote[]> {
      checkVenue(venue);
      const names = pairs.map(checkPair);
      if (names.length === 0) return [];
      const result = await getAll(`Ticker?pair=${names.map(encodeURIComponent).join(',')}`, names.join(','), call);
      // Kraken answers under its own pair names, in its own order: each asked pair is matched by its name, case folded.
      const byKey = new Map(Object.entries(result).map(([k, v]) => [k.toUpperCase(), v]));
      return names.map((name) => {
        const ticker = tickerSchema.safeParse(byKey.get(name.toUpperCase()));
        if (!ticker.success) throw failUnreadable(KRAKEN_XSTOCKS_SOURCE, `the Ticker answer has no ticker for ${name}`, ticker.error);
        return { venue, pair: name, bid: positive(ticker.data.b[0]), ask: positive(ticker.data.a[0]), last: positive(ticker.data.c[0]), volume24h: Number(ticker.data.v[1]), time: null, bids: [], asks: [] };
      });
    },

    async quote(venue, pair, call): Promise<TokenQuote> {
      checkVenue(venue);
      const name = checkPair(pair);
      const ticker = tickerSchema.safeParse(await get(`Ticker?pair=${encodeURIComponent(name)}`, name, call));
      if (!ticker.success) throw failUnreadable(KRAKEN_XSTOCKS_SOURCE, 'the Ticker answer is not a ticker', ticker.error);
      const depth = depthSchema.safeParse(await get(`Depth?pair=${encodeURIComponent(name)}&count=25`, name, call));
      if (!depth.success) throw failUnreadable(KRAKEN_XSTOCKS_SOURCE, 'the Depth answer is not a book', depth.error);
      const side = (levels: readonly (readonly [string, string, number])[]) => levels.map(([p, a]) => [Number(p), Number(a)] as const);
      const stamps = [...depth.data.asks, ...depth.data.bids].map(([, , s]) => s);
      return {
        venue,
        pair: name,
        bid: positive(ticker.data.b[0]),
        ask: positive(ticker.data.a[0]),
        last: positive(ticker.data.c[0]),
        volume24h: Number(ticker.data.v[1]),
        time: stamps.length === 0 ? null : Math.max(...stamps) * 1000,
        bids: side(depth.data.bids),
        asks: side(depth.data.asks),
      };
    },
  };
}
