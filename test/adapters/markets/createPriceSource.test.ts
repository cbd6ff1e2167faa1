import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPriceSource } from '../../../src/adapters/markets/createPriceSource.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { MarketBars } from '../../../src/markets/ports/MarketBars.js';
import { AAPL_LAST, describePriceSourceContract, EURUSD_2020_01, GOLD_2020_01_02 } from './contracts/describePriceSourceContract.js';
import { createFakePriceSource } from './fakes.js';
import { createTrace, openFetcher, type Transports } from './harness.js';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const NOW = () => new Date('2026-11-25T00:00:00Z');

describePriceSourceContract('createPriceSource (replayed Yahoo answers)', {
  async open() {
    const t = await openFetcher({ cassettes: ['yahoo'], now: NOW });
    return { port: createPriceSource({ fetcher: t.fetcher, now: NOW }), close: t.close };
  },
  async openFaulty(fault) {
    const t = await openFetcher({ fault, now: NOW });
    return { port: createPriceSource({ fetcher: t.fetcher, now: NOW }), close: t.close };
  },
  hostOf: () => 'query1.finance.yahoo.com',
});

function bars(symbol: string, rows: { time: number; open: number; high: number; low: number; close: number; volume: number }[]): MarketBars {
  const col = (k: keyof (typeof rows)[number]) => Float64Array.from(rows, (r) => r[k]);
  return { symbol, interval: '1d', currency: 'USD', times: col('time'), open: col('open'), high: col('high'), low: col('low'), close: col('close'), volume: col('volume') };
}
const seeded = {
  bars: {
    XAUUSD: bars('XAUUSD', [{ time: day('2020-01-02'), ...GOLD_2020_01_02 }]),
    EURUSD: bars('EURUSD', EURUSD_2020_01.map((b, i) => ({ time: day(`2020-01-0${i + 1}`), ...b, volume: NaN }))),
  },
  quotes: { AAPL: { symbol: 'AAPL', bid: null, ask: null, last: AAPL_LAST.last, time: AAPL_LAST.time, currency: 'USD' } },
};
describePriceSourceContract('fake prices port', {
  open: async () => ({ port: createFakePriceSource(seeded), close: async () => undefined }),
  openFaulty: async (fault) => ({ port: createFakePriceSource({ ...seeded, fault }), close: async () => undefined }),
  hostOf: () => null,
});

describe('createPriceSource', () => {
  let t: Transports;
  beforeAll(async () => {
    t = await openFetcher({ cassettes: ['yahoo'], now: NOW });
  });
  afterAll(() => t.close());

  it('maps an alias (GOLD) to the canonical id XAUUSD', async () => {
    const prices = createPriceSource({ fetcher: t.fetcher, now: NOW });
    const gold = await prices.loadBars({ symbol: 'GOLD', interval: '1d', from: day('2020-01-01'), to: day('2020-01-02') });
    expect(gold.symbol).toBe('XAUUSD');
    expect(gold.close[0]).toBe(GOLD_2020_01_02.close);
  });

  it('reads a recorded window of AAPL daily bars: 49 sessions from 2020-08-31 to 2020-11-06 (the source\'s own count)', async () => {
    const prices = createPriceSource({ fetcher: t.fetcher, now: NOW });
    const aapl = await prices.loadBars({ symbol: 'AAPL', interval: '1d', from: day('2020-08-31'), to: day('2020-11-06') });
    expect(aapl.times.length).toBe(49);
    expect(aapl.times[0]).toBe(day('2020-08-31'));
    expect(aapl.times.at(-1)).toBe(day('2020-11-06'));
    // 2020-08-31, first session after AAPL's 4:1 split, as recorded.
    expect([aapl.open[0], aapl.close[0], aapl.volume[0]]).toEqual([127.58000183105469, 129.0399932861328, 225702700]);
    for (let i = 1; i < aapl.times.length; i++) expect(aapl.times[i]! - aapl.times[i - 1]!).toBeGreaterThanOrEqual(86_400_000);
  });

  it('refuses an interval other than 1d or 1h as a bad argument', async () => {
    const prices = createPriceSource({ fetcher: t.fetcher, now: NOW });
    await expect(prices.loadBars({ symbol: 'SPX', interval: '4h' as '1d' })).rejects.toMatchObject({ field: 'interval' });
  });
});

describe('createPriceSource with Stooq as the second source', () => {
  it('serves daily bars from Stooq when Yahoo is down, noting stooq in the data block (key redacted)', async () => {
    const t = await openFetcher({ cassettes: ['stooq'], fault: 'server-error', replayHosts: ['stooq.com'], now: NOW });
    try {
      const prices = createPriceSource({ fetcher: t.fetcher, now: NOW, stooqApiKey: 'test-key' });
      const trace = createTrace();
      const gold = await prices.loadBars({ symbol: 'XAUUSD', interval: '1d', from: day('2021-08-02'), to: day('2021-08-10') }, { trace });
      // The recorded stooq.com rows of 2021-08-02..2021-08-10 (seven sessions).
      expect([...gold.times]).toEqual(['02', '03', '04', '05', '06', '09', '10'].map((d) => day(`2021-08-${d}`)));
      expect(gold.close[0]).toBe(1813.33);
      expect(gold.close.at(-1)).toBe(1729.15);
      expect([...gold.volume].every(Number.isNaN)).toBe(true);
      expect(trace.uses).toEqual([expect.objectContaining({ source: 'stooq', host: 'stooq.com', from_cache: false })]);
      expect(trace.uses[0]!.url).toContain('apikey=redacted');
    } finally {
      await t.close();
    }
  });

  it('is a 503 naming yahoo, and saying stooq failed too, when Stooq answers its browser-check page', async () => {
    const t = await openFetcher({ cassettes: ['stooq'], fault: 'server-error', replayHosts: ['stooq.com'], now: NOW });
    try {
      const prices = createPriceSource({ fetcher: t.fetcher, now: NOW, stooqApiKey: 'test-key' });
      const error = await prices.loadBars({ symbol: 'SPX', interval: '1d', from: day('2020-01-01'), to: day('2020-01-02') }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SourceUnavailableError);
      expect((error as SourceUnavailableError).source).toBe('yahoo');
      expect((error as SourceUnavailableError).reason).toMatch(/stooq failed too \(its answer is an HTML page/);
    } finally {
      await t.close();
    }
  });

  it('does not try Stooq for hourly bars, nor without a key', async () => {
    const t = await openFetcher({ cassettes: ['stooq'], fault: 'server-error', replayHosts: ['stooq.com'], now: NOW });
    try {
      const keyless = createPriceSource({ fetcher: t.fetcher, now: NOW });
      const noKey = await keyless.loadBars({ symbol: 'XAUUSD', interval: '1d', from: day('2021-08-02'), to: day('2021-08-10') }).catch((e: unknown) => e);
      expect((noKey as SourceUnavailableError).reason).not.toMatch(/stooq/);
      const keyed = createPriceSource({ fetcher: t.fetcher, now: NOW, stooqApiKey: 'test-key' });
      const hourly = await keyed.loadBars({ symbol: 'XAUUSD', interval: '1h', from: day('2021-08-02') }).catch((e: unknown) => e);
      expect((hourly as SourceUnavailableError).source).toBe('yahoo');
      expect((hourly as SourceUnavailableError).reason).not.toMatch(/stooq/);
    } finally {
      await t.close();
    }
  });
});
