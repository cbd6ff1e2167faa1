// Synthetic tokenized-stock market (written here): Kraken-shaped quotes of two xStocks against their underlyings'
// last prices on Friday 2026-11-20, a Saturday book of TSLAx, and the xyz:TSLA perpetual on Saturday.
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import type { PerpBookSnapshot, PerpBookSource, PriceSource, Quote } from '../../../src/markets/ports/index.js';
import type { TokenQuote, TokenQuoteSource } from '../../../src/markets/tokenized/TokenQuoteSource.js';

/** Friday 2026-11-20 21:00 UTC (16:00 New York): the last close. */
export const FRIDAY_CLOSE = Date.parse('2026-11-20T21:00:00Z');
/** Saturday 2026-11-21 18:00 UTC: the session is closed. */
export const SATURDAY = Date.parse('2026-11-21T18:00:00Z');

const ticker = (pair: string, bid: number, ask: number): TokenQuote => ({ venue: 'kraken', pair, bid, ask, last: (bid + ask) / 2, volume24h: 1_000, time: null, bids: [], asks: [] });

/** TSLAx 40 bps over TSLA (mid 251 against 250); NVDAx 100 bps over NVDA (mid 181.8 against 180). */
export const TICKERS: Readonly<Record<string, TokenQuote>> = {
  TSLAx: ticker('TSLAxUSD', 250.9, 251.1),
  NVDAx: ticker('NVDAxUSD', 181.7, 181.9),
};

export const UNDERLYINGS: Readonly<Record<string, Quote>> = {
  TSLA: { symbol: 'TSLA', bid: null, ask: null, last: 250, time: FRIDAY_CLOSE, currency: 'USD' },
  NVDA: { symbol: 'NVDA', bid: null, ask: null, last: 180, time: FRIDAY_CLOSE, currency: 'USD' },
};

/** TSLAx's Saturday book: 251 ± 0.1, with levels inside and outside 1 % of the mid. */
export const TSLAX_BOOK: TokenQuote = {
  ...TICKERS.TSLAx!, time: SATURDAY,
  bids: [[250.9, 10], [249, 20], [240, 100]],
  asks: [[251.1, 10], [253, 20], [260, 100]],
};

/** The xyz:TSLA perpetual on Saturday: mid 252, mark 252, oracle 251.9, deep and fresh. */
export const TSLA_PERP: PerpBookSnapshot = {
  coin: 'xyz:TSLA', label: 'TSLA', venue: 'hyperliquid', time: SATURDAY,
  bids: [{ price: 251.95, size: 500 }], asks: [{ price: 252.05, size: 500 }], mark: 252, oracle: 251.9, funding: 0.0000125, openInterest: 1_000, contractSize: 1,
};

const note = (call: { trace?: { record: (u: never) => void } } | undefined, source: string) =>
  call?.trace?.record({ source, host: null, url: null, fetched_at: '2026-11-21T18:00:00.000Z', age_seconds: 0, from_cache: false } as never);

export function createTokenQuotesFake(): TokenQuoteSource {
  return {
    async quotes(_venue, pairs, call) {
      note(call, 'kraken-xstocks');
      return pairs.map((pair) => {
        const found = Object.values(TICKERS).find((q) => q.pair === pair);
        return found ?? { venue: 'kraken', pair, bid: null, ask: null, last: null, volume24h: null, time: null, bids: [], asks: [] };
      });
    },
    async quote(_venue, pair, call) {
      note(call, 'kraken-xstocks');
      if (pair === 'TSLAxUSD') return TSLAX_BOOK;
      const found = Object.values(TICKERS).find((q) => q.pair === pair);
      if (found === undefined) throw new GuidekitError(`tokenQuotes.quote: Kraken does not list the pair ${pair}`, { code: 'unknown_instrument', field: 'token' });
      return { ...found, time: SATURDAY, bids: [[found.bid!, 10]], asks: [[found.ask!, 10]] };
    },
  };
}

export function createUnderlyingPricesFake(): PriceSource {
  return {
    async loadBars() {
      throw new Error('not used');
    },
    async quote(symbol, call) {
      note(call, 'yahoo');
      const q = UNDERLYINGS[symbol.toUpperCase()];
      if (q === undefined) throw new GuidekitError(`prices.quote: unknown instrument ${symbol}`, { code: 'unknown_instrument', field: 'instrument' });
      return q;
    },
  };
}

export function createEquityPerpBookFake(): PerpBookSource {
  return {
    async listings(call) {
      note(call, 'hyperliquid');
      return [{ coin: 'xyz:TSLA', label: 'TSLA' }, { coin: 'xyz:NVDA', label: 'NVDA' }];
    },
    async snapshot(coin, call) {
      note(call, 'hyperliquid');
      if (coin === 'xyz:TSLA') return TSLA_PERP;
      if (coin === 'xyz:NVDA') return { ...TSLA_PERP, coin, label: 'NVDA', bids: [{ price: 179.95, size: 500 }], asks: [{ price: 180.05, size: 500 }], mark: 180, oracle: 179.98 };
      throw new GuidekitError(`perpBook.snapshot: unknown instrument ${coin}`, { code: 'unknown_instrument', field: 'instrument' });
    },
  };
}
