// The contract of the `crypto` port, run against the real adapter on replayed answers and against the fake. Reference
// values are the recorded answers' own numbers (provenance in test/fixtures/README.md).
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../../src/core/SourceUnavailableError.js';
import type { CryptoMarketSource } from '../../../../src/markets/ports/CryptoMarketSource.js';
import { createTrace, FAULTS } from '../harness.js';
import type { ContractHarness } from './ContractHarness.js';

/** Coinbase Exchange's BTC-USDT hourly candle of 2024-03-13 11:00 UTC (ccxt's recorded answer: time, low, high, open, close, volume). */
export const BTC_USDT_HOUR = { time: 1710327600 * 1000, open: 73243.33, high: 73402.47, low: 73241.5, close: 73370.65, volume: 1.56794406 };
/** The first three of CoinGecko's recorded top-by-market-cap answer of 2023-07-28. */
export const TOP3 = [
  { symbol: 'BTC', name: 'Bitcoin', rank: 1, marketCapUsd: 569778313238, priceUsd: 29309 },
  { symbol: 'ETH', name: 'Ethereum', rank: 2, marketCapUsd: 226446470897, priceUsd: 1874.18 },
  { symbol: 'USDT', name: 'Tether', rank: 3, marketCapUsd: 83798170328, priceUsd: 0.999718 },
];
/** alternative.me's recorded readings (latest first). */
export const FEAR_GREED = [
  { value: 45, classification: 'Fear', time: 1640131200 * 1000 },
  { value: 27, classification: 'Fear', time: 1640044800 * 1000 },
];
/** The first and last of Hyperliquid's recorded BTC funding settlements (fundingHistory from 1681923833000). */
export const BTC_FUNDING = {
  first: { symbol: 'BTC-USD', venue: 'hyperliquid', rate: -0.00061334, intervalHours: 8, time: 1683849600048 },
  last: { symbol: 'BTC-USD', venue: 'hyperliquid', rate: 0.0000125, intervalHours: 1, time: 1689627600065 },
  count: 1038,
};

const SOURCES = { loadBars: 'coinbase', topByMarketCap: 'coingecko', funding: 'hyperliquid', fearGreed: 'alternative-me' } as const;

export function describeCryptoMarketSourceContract(name: string, harness: ContractHarness<CryptoMarketSource>): void {
  describe(`${name}: the crypto port contract`, () => {
    it('loads bars of a pair', async () => {
      const { port, close } = await harness.open();
      try {
        const bars = await port.loadBars({ symbol: 'BTC-USDT', interval: '1h' });
        expect(bars).toMatchObject({ symbol: 'BTC-USDT', interval: '1h', currency: 'USDT' });
        expect([...bars.times]).toEqual([BTC_USDT_HOUR.time]);
        expect({ open: bars.open[0], high: bars.high[0], low: bars.low[0], close: bars.close[0], volume: bars.volume[0] }).toEqual({
          open: BTC_USDT_HOUR.open, high: BTC_USDT_HOUR.high, low: BTC_USDT_HOUR.low, close: BTC_USDT_HOUR.close, volume: BTC_USDT_HOUR.volume,
        });
      } finally {
        await close();
      }
    });

    it('ranks the top N by market capitalisation, tickers upper case', async () => {
      const { port, close } = await harness.open();
      try {
        const top = await port.topByMarketCap(25);
        expect(top).toHaveLength(25);
        expect(top.slice(0, 3)).toEqual(TOP3);
        expect(top.map((a) => a.rank)).toEqual([...top.map((a) => a.rank)].sort((a, b) => a - b));
      } finally {
        await close();
      }
    });

    it('gives perpetual funding settlements, oldest first', async () => {
      const { port, close } = await harness.open();
      try {
        const rates = await port.funding('BTC-USD');
        expect(rates).toHaveLength(BTC_FUNDING.count);
        expect(rates[0]).toEqual(BTC_FUNDING.first);
        expect(rates.at(-1)).toEqual(BTC_FUNDING.last);
      } finally {
        await close();
      }
    });

    it('gives the fear-and-greed readings, latest first', async () => {
      const { port, close } = await harness.open();
      try {
        expect(await port.fearGreed(2)).toEqual(FEAR_GREED);
      } finally {
        await close();
      }
    });

    it('answers a pair the exchange does not list with a 400 naming instrument', async () => {
      const { port, close } = await harness.open();
      try {
        for (const symbol of ['NOPE-USD', 'not a pair']) {
          const error = await port.loadBars({ symbol, interval: '1d' }).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(GuidekitError);
          expect(error).not.toBeInstanceOf(SourceUnavailableError);
          expect((error as GuidekitError).field).toBe('instrument');
        }
      } finally {
        await close();
      }
    });

    it.each(FAULTS)('answers each source that is %s with a 503 naming it', async (fault) => {
      const { port, close } = await harness.openFaulty(fault);
      try {
        const calls = {
          loadBars: () => port.loadBars({ symbol: 'BTC-USD', interval: '1d' }),
          topByMarketCap: () => port.topByMarketCap(25),
          funding: () => port.funding('BTC'),
          fearGreed: () => port.fearGreed(2),
        };
        for (const [method, source] of Object.entries(SOURCES)) {
          const error = await calls[method as keyof typeof calls]().catch((e: unknown) => e);
          expect(error, method).toBeInstanceOf(SourceUnavailableError);
          expect((error as SourceUnavailableError).source, method).toBe(source);
          if (fault === 'rate-limited') expect((error as SourceUnavailableError).retryAfterSeconds, method).toBe(90);
        }
      } finally {
        await close();
      }
    });

    it('notes the source of each answer in the data block', async () => {
      const { port, close } = await harness.open();
      try {
        const trace = createTrace();
        await port.loadBars({ symbol: 'BTC-USDT', interval: '1h' }, { trace });
        await port.topByMarketCap(25, { trace });
        await port.funding('BTC', { trace });
        await port.fearGreed(2, { trace });
        expect(trace.uses.map((u) => u.source)).toEqual(Object.values(SOURCES));
        for (const use of trace.uses) expect(use).toMatchObject({ host: harness.hostOf(use.source), from_cache: false });
      } finally {
        await close();
      }
    });
  });
}
