// The contract of the `holdings` port, run against the real adapter on State Street's published SPY workbook and
// against the fake. Reference values are the workbook's own (test/fixtures/README.md).
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../../src/core/SourceUnavailableError.js';
import type { HoldingsSource } from '../../../../src/markets/ports/HoldingsSource.js';
import { createTrace, FAULTS } from '../harness.js';
import type { ContractHarness } from './ContractHarness.js';

/** SPY's workbook "As of 10-May-2024": 503 lines with a ticker; the first and last as written (weights in percent). */
export const SPY_2024_05_10 = {
  asOf: '2024-05-10',
  count: 503,
  first: { ticker: 'MSFT', name: 'MICROSOFT CORP', weightPercent: 7.020973 },
  last: { ticker: 'NWS', name: 'NEWS CORP  CLASS B', weightPercent: 0.006818 },
};

export function describeHoldingsSourceContract(name: string, harness: ContractHarness<HoldingsSource>): void {
  describe(`${name}: the holdings port contract`, () => {
    it('gives an ETF\'s holdings with fractional weights and the file\'s as-of date', async () => {
      const { port, close } = await harness.open();
      try {
        const fund = await port.holdings('spy');
        expect(fund.etf).toBe('SPY');
        expect(fund.asOf).toBe(SPY_2024_05_10.asOf);
        expect(fund.holdings).toHaveLength(SPY_2024_05_10.count);
        expect(fund.holdings[0]).toEqual({ ticker: 'MSFT', name: 'MICROSOFT CORP', weight: expect.closeTo(SPY_2024_05_10.first.weightPercent / 100, 12) });
        expect(fund.holdings.at(-1)).toEqual({ ticker: 'NWS', name: 'NEWS CORP  CLASS B', weight: expect.closeTo(SPY_2024_05_10.last.weightPercent / 100, 12) });
        const total = fund.holdings.reduce((s, h) => s + h.weight, 0);
        expect(total).toBeGreaterThan(0.95);
        expect(total).toBeLessThanOrEqual(1.0001);
      } finally {
        await close();
      }
    });

    it('answers an ETF it has no holdings file for with a 400 naming etf', async () => {
      const { port, close } = await harness.open();
      try {
        const error = await port.holdings('QQQ').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(GuidekitError);
        expect(error).not.toBeInstanceOf(SourceUnavailableError);
        expect((error as GuidekitError).field).toBe('etf');
      } finally {
        await close();
      }
    });

    it.each(FAULTS)('answers an issuer site that is %s with a 503 naming ssga', async (fault) => {
      const { port, close } = await harness.openFaulty(fault);
      try {
        const error = await port.holdings('SPY').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(SourceUnavailableError);
        expect((error as SourceUnavailableError).source).toBe('ssga');
        if (fault === 'rate-limited') expect((error as SourceUnavailableError).retryAfterSeconds).toBe(90);
      } finally {
        await close();
      }
    });

    it('notes the issuer in the data block', async () => {
      const { port, close } = await harness.open();
      try {
        const trace = createTrace();
        await port.holdings('SPY', { trace });
        expect(trace.uses).toEqual([expect.objectContaining({ source: 'ssga', host: harness.hostOf('ssga'), from_cache: false })]);
      } finally {
        await close();
      }
    });
  });
}
