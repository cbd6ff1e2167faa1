// The contract of the `prices` port, run against the real adapter on replayed Yahoo answers and against the fake.
// Reference values are the recorded answers' own numbers (gadicc/node-yahoo-finance2 fixtures, test/fixtures/README.md).
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../../src/core/SourceUnavailableError.js';
import type { PriceSource } from '../../../../src/markets/ports/PriceSource.js';
import { createTrace, FAULTS } from '../harness.js';
import type { ContractHarness } from './ContractHarness.js';

/** The recorded COMEX gold front month (GC=F) bar of 2020-01-02, as Yahoo sent it. */
export const GOLD_2020_01_02 = { open: 1518.0999755859375, high: 1528.699951171875, low: 1518, close: 1524.5, volume: 214 };
/** The recorded EURUSD=X bars of 2020-01-01 and 2020-01-02 (Yahoo reports volume 0 for FX). */
export const EURUSD_2020_01 = [
  { open: 1.1220825910568237, high: 1.1228384971618652, low: 1.115946888923645, close: 1.1220825910568237 },
  { open: 1.1218937635421753, high: 1.12271249294281, low: 1.1166820526123047, close: 1.1220825910568237 },
];
/** AAPL's last price in the recorded chart meta (regularMarketPrice and regularMarketTime). */
export const AAPL_LAST = { last: 220.003, time: 1742824293 * 1000 };

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export function describePriceSourceContract(name: string, harness: ContractHarness<PriceSource>): void {
  describe(`${name}: the prices port contract`, () => {
    it('loads daily bars of a canonical id, stamped 00:00 UTC of the trading date, oldest first', async () => {
      const { port, close } = await harness.open();
      try {
        const bars = await port.loadBars({ symbol: 'XAUUSD', interval: '1d', from: day('2020-01-01'), to: day('2020-01-02') });
        expect(bars).toMatchObject({ symbol: 'XAUUSD', interval: '1d', currency: 'USD' });
        expect([...bars.times]).toEqual([day('2020-01-02')]);
        expect({ open: bars.open[0], high: bars.high[0], low: bars.low[0], close: bars.close[0], volume: bars.volume[0] }).toEqual(GOLD_2020_01_02);
      } finally {
        await close();
      }
    });

    it('gives FX bars with NaN volume and the quote currency', async () => {
      const { port, close } = await harness.open();
      try {
        const bars = await port.loadBars({ symbol: 'eurusd', interval: '1d', from: day('2020-01-01'), to: day('2020-01-02') });
        expect(bars.symbol).toBe('EURUSD');
        expect(bars.currency).toBe('USD');
        expect([...bars.times]).toEqual([day('2020-01-01'), day('2020-01-02')]);
        expect([...bars.close]).toEqual(EURUSD_2020_01.map((b) => b.close));
        expect([...bars.volume].every(Number.isNaN)).toBe(true);
      } finally {
        await close();
      }
    });

    it('quotes the last price with its time; bid and ask unknown', async () => {
      const { port, close } = await harness.open();
      try {
        expect(await port.quote('AAPL')).toEqual({ symbol: 'AAPL', bid: null, ask: null, last: AAPL_LAST.last, time: AAPL_LAST.time, currency: 'USD' });
      } finally {
        await close();
      }
    });

    it('answers a ticker the source has no data for with a 400 naming instrument, not a 503', async () => {
      const { port, close } = await harness.open();
      try {
        const error = await port.loadBars({ symbol: 'ZZZZNOPE', interval: '1d' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(GuidekitError);
        expect(error).not.toBeInstanceOf(SourceUnavailableError);
        expect((error as GuidekitError).field).toBe('instrument');
      } finally {
        await close();
      }
    });

    it.each(FAULTS)('answers a source that is %s with a 503 naming yahoo', async (fault) => {
      const { port, close } = await harness.openFaulty(fault);
      try {
        const error = await port.loadBars({ symbol: 'SPX', interval: '1d', from: day('2020-01-01'), to: day('2020-01-02') }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(SourceUnavailableError);
        expect((error as SourceUnavailableError).source).toBe('yahoo');
        if (fault === 'rate-limited') expect((error as SourceUnavailableError).retryAfterSeconds).toBe(90);
      } finally {
        await close();
      }
    });

    it('notes the source of each answer in the data block', async () => {
      const { port, close } = await harness.open();
      try {
        const trace = createTrace();
        await port.loadBars({ symbol: 'XAUUSD', interval: '1d', from: day('2020-01-01'), to: day('2020-01-02') }, { trace });
        await port.quote('AAPL', { trace });
        expect(trace.uses).toHaveLength(2);
        for (const use of trace.uses) {
          expect(use).toMatchObject({ source: 'yahoo', host: harness.hostOf('yahoo'), from_cache: false });
          expect(Date.parse(use.fetched_at!)).not.toBeNaN();
        }
      } finally {
        await close();
      }
    });
  });
}
