// The perpVenues adapter on replayed answers: Binance USDⓈ-M's documented examples (as its official connector's tests
// quote them) and Hyperliquid's recorded cassette (API-docs contexts, the SDK's recorded book); provenance in
// test/fixtures/README.md. Faults come from a loopback origin that misbehaves on purpose.
import { describe, expect, it } from 'vitest';
import { createPerpBookSource } from '../../../src/adapters/markets/createPerpBookSource.js';
import { createPerpVenueSource } from '../../../src/adapters/perps/createPerpVenueSource.js';
import { perpListingSchema } from '../../../src/markets/perps/PerpVenueSource.js';
import { createTrace, FAULTS, openFetcher } from '../markets/harness.js';
import { expectBadArgument, expectUnavailable } from '../_lib/expectSourceFaults.js';

async function open(options: Parameters<typeof openFetcher>[0]) {
  const t = await openFetcher(options);
  return { port: createPerpVenueSource({ fetcher: t.fetcher, perpBook: createPerpBookSource({ fetcher: t.fetcher }) }), close: t.close };
}

describe('createPerpVenueSource', () => {
  it('lists Binance USDⓈ-M perpetuals with mark, index and funding as ccxt FundingRate (interval unstated: null)', async () => {
    const { port, close } = await open({ cassettes: ['binance-futures'] });
    try {
      const listings = await port.listings('binance');
      expect(listings).toEqual([
        {
          venue: 'binance', asset: 'BTC', multiplier: 1, settle: 'USDT',
          funding: {
            symbol: 'BTCUSDT', markPrice: 11793.63104562, indexPrice: 11781.8049597, interestRate: 0.0001, fundingRate: 0.00038246,
            fundingTimestamp: null, nextFundingTimestamp: 1597392000000, nextFundingRate: null, previousFundingRate: null, interval: null, timestamp: 1597370495002,
          },
        },
      ]);
      for (const l of listings) expect(perpListingSchema.safeParse(l).success).toBe(true);
    } finally {
      await close();
    }
  });

  it('lists Hyperliquid\'s own and HIP-3 perpetuals, each under its venue, with hourly funding', async () => {
    const { port, close } = await open({ cassettes: ['hyperliquid'] });
    try {
      const listings = await port.listings('hyperliquid');
      expect(listings.map((l) => `${l.venue} ${l.funding.symbol}`)).toEqual([
        'hyperliquid BTC', 'hyperliquid ETH', 'hyperliquid HPOS', 'hyperliquid:xyz xyz:XYZ100', 'hyperliquid:xyz xyz:TSLA', 'hyperliquid:xyz xyz:NVDA',
      ]);
      // The docs' xyz context: mark 465.13, oracle 450.78, funding 0 (the perpBook contract reads the same numbers).
      expect(listings.find((l) => l.funding.symbol === 'xyz:TSLA')).toMatchObject({ asset: 'TSLA', multiplier: 1, funding: { markPrice: 465.13, indexPrice: 450.78, fundingRate: 0, interval: '1h' } });
    } finally {
      await close();
    }
  });

  it('reads a Binance book as a ccxt OrderBook: levels, the transaction time and the update id', async () => {
    const { port, close } = await open({ cassettes: ['binance-futures'] });
    try {
      expect(await port.book('binance', 'BTCUSDT')).toEqual({ symbol: 'BTCUSDT', bids: [[4, 431]], asks: [[4.000002, 12]], timestamp: 1589436922959, nonce: 1027024 });
    } finally {
      await close();
    }
  });

  it('reads a Hyperliquid book through the perpBook port', async () => {
    const { port, close } = await open({ cassettes: ['hyperliquid'] });
    try {
      const book = await port.book('hyperliquid:xyz', 'xyz:TSLA');
      expect(book).toMatchObject({ symbol: 'xyz:TSLA', timestamp: 1689630203930, nonce: null });
      expect(book.bids[0]).toEqual([2.111, 134.4]);
      expect(book.asks[0]).toEqual([2.1124, 352.3]);
    } finally {
      await close();
    }
  });

  it('answers an unknown symbol or venue with a 400 naming the field, never a 503', async () => {
    const { port, close } = await open({ cassettes: ['binance-futures', 'hyperliquid'] });
    try {
      for (const [call, field] of [
        [() => port.book('binance', 'NOPEUSDT'), 'instrument'],
        [() => port.book('hyperliquid', 'NOPE'), 'instrument'],
        [() => port.listings('bitmex'), 'venue'],
      ] as const) {
        const error = await Promise.resolve().then(call as () => Promise<unknown>).catch((e: unknown) => e);
        expectBadArgument(error, field);
      }
    } finally {
      await close();
    }
  });

  it.each(FAULTS)('answers a Binance that is %s with a 503 naming binance-futures', async (fault) => {
    const { port, close } = await open({ fault });
    try {
      for (const call of [() => port.listings('binance'), () => port.book('binance', 'BTCUSDT')]) {
        const error = await call().catch((e: unknown) => e);
        expectUnavailable(error, 'binance-futures', fault);
      }
    } finally {
      await close();
    }
  });

  it('notes each source in the data block', async () => {
    const { port, close } = await open({ cassettes: ['binance-futures', 'hyperliquid'] });
    try {
      const trace = createTrace();
      await port.book('binance', 'BTCUSDT', { trace });
      await port.listings('hyperliquid', { trace });
      expect(new Set(trace.uses.map((u) => `${u.source} ${u.host}`))).toEqual(new Set(['binance-futures fapi.binance.com', 'hyperliquid api.hyperliquid.xyz']));
      for (const use of trace.uses) expect(use.from_cache).toBe(false);
    } finally {
      await close();
    }
  });
});
