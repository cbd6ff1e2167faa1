import { describe, expect, it } from 'vitest';
import { createPerpBookSource } from '../../../src/adapters/markets/createPerpBookSource.js';
import { describePerpBookSourceContract, TSLA } from './contracts/describePerpBookSourceContract.js';
import { createFakePerpBookSource } from './fakes.js';
import { createTrace, openFetcher } from './harness.js';

describePerpBookSourceContract('createPerpBookSource (replayed Hyperliquid answers)', {
  async open() {
    const t = await openFetcher({ cassettes: ['hyperliquid'] });
    return { port: createPerpBookSource({ fetcher: t.fetcher }), close: t.close };
  },
  async openFaulty(fault) {
    const t = await openFetcher({ fault });
    return { port: createPerpBookSource({ fetcher: t.fetcher }), close: t.close };
  },
  hostOf: () => 'api.hyperliquid.xyz',
});

const level = (price: number, size: number) => ({ price, size });
const snapshots = [
  {
    coin: TSLA.coin, label: TSLA.label, venue: TSLA.venue, time: TSLA.time, mark: TSLA.mark, oracle: TSLA.oracle, funding: TSLA.funding, openInterest: TSLA.openInterest, contractSize: 1,
    bids: [TSLA.firstBid, ...Array.from({ length: TSLA.levels - 1 }, (_, i) => level(TSLA.firstBid.price - 0.001 * (i + 1), 1))],
    asks: [TSLA.firstAsk, ...Array.from({ length: TSLA.levels - 1 }, (_, i) => level(TSLA.firstAsk.price + 0.001 * (i + 1), 1))],
  },
  { coin: 'xyz:XYZ100', label: 'XYZ100', venue: 'hyperliquid', time: 0, mark: null, oracle: null, funding: null, openInterest: null, contractSize: 1, bids: [], asks: [] },
];
describePerpBookSourceContract('fake perpBook port', {
  open: async () => ({ port: createFakePerpBookSource({ snapshots }), close: async () => undefined }),
  openFaulty: async (fault) => ({ port: createFakePerpBookSource({ snapshots, fault }), close: async () => undefined }),
  hostOf: () => null,
});

describe('createPerpBookSource', () => {
  it('lists the venue\'s own perpetuals plainly and skips none of the docs\' examples', async () => {
    const t = await openFetcher({ cassettes: ['hyperliquid'] });
    try {
      const trace = createTrace();
      const listings = await createPerpBookSource({ fetcher: t.fetcher }).listings({ trace });
      expect(listings.map((l) => l.coin)).toEqual(['BTC', 'ETH', 'HPOS', 'xyz:XYZ100', 'xyz:TSLA', 'xyz:NVDA']);
      // perpDexs once, then the contexts of the first dex and of xyz.
      expect(trace.uses).toHaveLength(3);
    } finally {
      await t.close();
    }
  });

  it('is a 503 naming hyperliquid, never a made-up book, when the venue gives no book for a listed perpetual', async () => {
    const t = await openFetcher({ cassettes: ['hyperliquid'] });
    try {
      // xyz:NVDA is listed in the recorded contexts, but no l2Book answer was recorded for it: the replay answers 404.
      const error = await createPerpBookSource({ fetcher: t.fetcher }).snapshot('xyz:NVDA').catch((e: unknown) => e);
      expect((error as { source?: string }).source).toBe('hyperliquid');
    } finally {
      await t.close();
    }
  });
});
