import { describe, expect, it } from 'vitest';
import { createCryptoMarketSource } from '../../../src/adapters/markets/createCryptoMarketSource.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { MarketBars } from '../../../src/markets/ports/MarketBars.js';
import { BTC_FUNDING, BTC_USDT_HOUR, describeCryptoMarketSourceContract, FEAR_GREED, TOP3 } from './contracts/describeCryptoMarketSourceContract.js';
import { createFakeCryptoMarketSource } from './fakes.js';
import { createTrace, openFetcher } from './harness.js';

// The recorded funding history starts at 1681923833000; a 7-day window puts `now` seven days after it.
const NOW = () => new Date(1681923833000 + 7 * 86_400_000);
const HOSTS: Readonly<Record<string, string>> = {
  coinbase: 'api.exchange.coinbase.com',
  kraken: 'api.kraken.com',
  coingecko: 'api.coingecko.com',
  hyperliquid: 'api.hyperliquid.xyz',
  'alternative-me': 'api.alternative.me',
};
const CASSETTES = ['coinbase', 'kraken', 'coingecko', 'hyperliquid', 'alternative-me'];

describeCryptoMarketSourceContract('createCryptoMarketSource (replayed answers)', {
  async open() {
    const t = await openFetcher({ cassettes: CASSETTES, now: NOW });
    return { port: createCryptoMarketSource({ fetcher: t.fetcher, now: NOW }), close: t.close };
  },
  async openFaulty(fault) {
    const t = await openFetcher({ fault, now: NOW });
    return { port: createCryptoMarketSource({ fetcher: t.fetcher, now: NOW }), close: t.close };
  },
  hostOf: (source) => HOSTS[source] ?? null,
});

const hourBars: MarketBars = {
  symbol: 'BTC-USDT', interval: '1h', currency: 'USDT',
  times: Float64Array.of(BTC_USDT_HOUR.time), open: Float64Array.of(BTC_USDT_HOUR.open), high: Float64Array.of(BTC_USDT_HOUR.high),
  low: Float64Array.of(BTC_USDT_HOUR.low), close: Float64Array.of(BTC_USDT_HOUR.close), volume: Float64Array.of(BTC_USDT_HOUR.volume),
};
const fakeData = {
  bars: { 'BTC-USDT': hourBars },
  top: [...TOP3, ...Array.from({ length: 22 }, (_, i) => ({ symbol: `C${i}`, name: `Coin ${i}`, rank: i + 4, marketCapUsd: 1e9 - i, priceUsd: 1 }))],
  funding: { BTC: [BTC_FUNDING.first, ...Array.from({ length: BTC_FUNDING.count - 2 }, (_, i) => ({ ...BTC_FUNDING.last, time: BTC_FUNDING.first.time + (i + 1) * 3_600_000 })), BTC_FUNDING.last] },
  fearGreed: FEAR_GREED,
};
describeCryptoMarketSourceContract('fake crypto port', {
  open: async () => ({ port: createFakeCryptoMarketSource(fakeData), close: async () => undefined }),
  openFaulty: async (fault) => ({ port: createFakeCryptoMarketSource({ ...fakeData, fault }), close: async () => undefined }),
  hostOf: () => null,
});

describe('createCryptoMarketSource', () => {
  it('serves bars from Kraken when Coinbase is down (the example answer of Kraken\'s API reference)', async () => {
    const t = await openFetcher({ cassettes: ['kraken'], fault: 'server-error', replayHosts: ['api.kraken.com'], now: NOW });
    try {
      const trace = createTrace();
      const bars = await createCryptoMarketSource({ fetcher: t.fetcher, now: NOW }).loadBars({ symbol: 'BTC-USD', interval: '1d' }, { trace });
      expect([...bars.times]).toEqual([1688671200 * 1000]);
      expect([bars.open[0], bars.high[0], bars.low[0], bars.close[0], bars.volume[0]]).toEqual([30306.1, 30306.2, 30305.7, 30305.7, 3.39243896]);
      expect(trace.uses.map((u) => u.source)).toEqual(['kraken']);
    } finally {
      await t.close();
    }
  });

  it('is a 503 naming coinbase, and saying kraken failed too, when both exchanges are down', async () => {
    const t = await openFetcher({ fault: 'rate-limited', now: NOW });
    try {
      const error = await createCryptoMarketSource({ fetcher: t.fetcher, now: NOW }).loadBars({ symbol: 'ETH-USD', interval: '1d' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SourceUnavailableError);
      expect((error as SourceUnavailableError).reason).toMatch(/kraken failed too/);
    } finally {
      await t.close();
    }
  });

  it('refuses counts and day spans outside the documented bounds as bad arguments', async () => {
    const t = await openFetcher({ cassettes: [], now: NOW });
    try {
      const crypto = createCryptoMarketSource({ fetcher: t.fetcher, now: NOW });
      await expect(crypto.topByMarketCap(0)).rejects.toMatchObject({ field: 'count' });
      await expect(crypto.topByMarketCap(251)).rejects.toMatchObject({ field: 'count' });
      await expect(crypto.fearGreed(0)).rejects.toMatchObject({ field: 'days' });
      await expect(crypto.loadBars({ symbol: 'BTC-USD', interval: '1d', from: 0 })).rejects.toMatchObject({ field: 'from' });
    } finally {
      await t.close();
    }
  });
});
