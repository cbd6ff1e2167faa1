// Synthetic perpetual markets for the scan's tests, the endpoint's response cases and the 409-over-HTTP test. Every
// book is a single thick level at the touch, so the cost floor is fees + spreads + funding + buffer, computable by hand.
import type { PerpListing, PerpOrderBook, PerpVenueSource } from '../../../src/markets/perps/PerpVenueSource.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';

/** The time every book is stamped with (2025-11-24T16:00:00Z). */
export const BOOK_TIME = 1_764_000_000_000;

const funding = (symbol: string, mark: number, index: number, rate: number, interval: string | null) => ({
  symbol, markPrice: mark, indexPrice: index, interestRate: null, fundingRate: rate, fundingTimestamp: null, nextFundingTimestamp: null, nextFundingRate: null, previousFundingRate: null, interval, timestamp: null,
});

/** Listings: BTC and ETH on Hyperliquid and Binance, TSLA on Hyperliquid's xyz dex only. */
export function perpListings(hyperliquidBtc: number): PerpListing[] {
  return [
    { venue: 'hyperliquid', asset: 'BTC', multiplier: 1, settle: 'USDC', funding: funding('BTC', hyperliquidBtc, 100_000, 0.0000125, '1h') },
    { venue: 'hyperliquid', asset: 'ETH', multiplier: 1, settle: 'USDC', funding: funding('ETH', 3_000, 3_000, 0.0000125, '1h') },
    { venue: 'hyperliquid:xyz', asset: 'TSLA', multiplier: 1, settle: 'USDC', funding: funding('xyz:TSLA', 250.5, 250, 0.00001, '1h') },
    { venue: 'binance', asset: 'BTC', multiplier: 1, settle: 'USDT', funding: funding('BTCUSDT', 100_000, 100_000, 0.0001, null) },
    { venue: 'binance', asset: 'ETH', multiplier: 1, settle: 'USDT', funding: funding('ETHUSDT', 3_000.3, 3_000, 0.0001, null) },
  ];
}

const touch = (symbol: string, bid: number, ask: number, amount: number, timestamp = BOOK_TIME): PerpOrderBook => ({ symbol, bids: [[bid, amount]], asks: [[ask, amount]], timestamp, nonce: null });

/** Books of every listing: Hyperliquid BTC ±5 around its mark, Binance BTC 99,995/100,005, ETH's Binance book stale. */
export function perpBooks(hyperliquidBtc: number): { venue: string; book: PerpOrderBook }[] {
  return [
    { venue: 'hyperliquid', book: touch('BTC', hyperliquidBtc - 5, hyperliquidBtc + 5, 10) },
    { venue: 'binance', book: touch('BTCUSDT', 99_995, 100_005, 10) },
    { venue: 'hyperliquid', book: touch('ETH', 2_999.9, 3_000.1, 100) },
    { venue: 'binance', book: touch('ETHUSDT', 3_000.2, 3_000.4, 100, BOOK_TIME - 300_000) },
    { venue: 'hyperliquid:xyz', book: touch('xyz:TSLA', 250.45, 250.55, 1_000) },
  ];
}

/** A perpVenues port over these listings and books, noting each read in the trace. */
export function createPerpVenuesFake(hyperliquidBtc: number): PerpVenueSource {
  const listings = perpListings(hyperliquidBtc);
  const books = perpBooks(hyperliquidBtc);
  const note = (trace: { record: (u: never) => void } | undefined, source: string) =>
    trace?.record({ source, host: null, url: null, fetched_at: '2025-11-24T16:00:00.000Z', age_seconds: 0, from_cache: false } as never);
  return {
    venues: () => ['hyperliquid', 'binance'],
    async listings(venue, call) {
      note(call?.trace, venue === 'binance' ? 'binance-futures' : 'hyperliquid');
      return listings.filter((l) => (venue === 'hyperliquid' ? l.venue.startsWith('hyperliquid') : l.venue === venue));
    },
    async book(venue, symbol, call) {
      note(call?.trace, venue === 'binance' ? 'binance-futures' : 'hyperliquid');
      const found = books.find((b) => b.venue === venue && b.book.symbol === symbol);
      if (found === undefined) throw new GuidekitError(`perpVenues.book: unknown instrument ${symbol}`, { code: 'unknown_instrument', field: 'instrument' });
      return found.book;
    },
  };
}
