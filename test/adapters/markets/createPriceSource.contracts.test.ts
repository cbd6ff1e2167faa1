import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPriceSource } from '../../../src/adapters/markets/createPriceSource.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import { createTrace, openFetcher, type Transports } from './harness.js';

// The `yahoo-contracts` cassette is SYNTHETIC for CLZ26.NYM and CLF27.NYM (no recorded per-contract chart answer was
// found in a public repository) and Yahoo's real 404 text for NGF27.NYM; see test/fixtures/README.md.
const NOW = () => new Date('2026-11-25T23:00:00Z');
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('createPriceSource loadContractBars', () => {
  let t: Transports;
  beforeAll(async () => {
    t = await openFetcher({ cassettes: ['yahoo-contracts'], now: NOW });
  });
  afterAll(() => t.close());

  it('reads one contract\'s own daily bars under its code (CLZ26.NYM), stamped on their New York trading dates', async () => {
    const prices = createPriceSource({ fetcher: t.fetcher, now: NOW });
    const trace = createTrace();
    const z = await prices.loadContractBars!({ root: 'CL', month: '2026-12', to: day('2026-11-25') + 86_399_999 }, { trace });
    expect(z.symbol).toBe('CLZ26');
    expect(z.currency).toBe('USD');
    // The cassette's 122 weekdays from 2026-06-01 to the contract's last trade on 2026-11-20 (holidays left out).
    expect(z.times.length).toBe(122);
    expect(z.times[0]).toBe(day('2026-06-01'));
    expect(z.times.at(-1)).toBe(day('2026-11-20'));
    // 2026-11-16 as the cassette has it (open, high, low, close, volume).
    const i = [...z.times].indexOf(day('2026-11-16'));
    expect([z.open[i], z.high[i], z.low[i], z.close[i], z.volume[i]]).toEqual([54.31, 54.47, 52.68, 53.37, 265351]);
    expect(trace.uses).toEqual([expect.objectContaining({ source: 'yahoo', host: 'query1.finance.yahoo.com' })]);
    expect(trace.uses[0]!.url).toContain('/chart/CLZ26.NYM?range=max&interval=1d');
  });

  it('is a 400 naming instrument for a contract Yahoo has no data for', async () => {
    const prices = createPriceSource({ fetcher: t.fetcher, now: NOW });
    const error = await prices.loadContractBars!({ root: 'NG', month: '2027-01' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GuidekitError);
    expect(error).not.toBeInstanceOf(SourceUnavailableError);
    expect(error).toMatchObject({ code: 'unknown_instrument', field: 'instrument' });
    expect((error as Error).message).toContain('NGF27.NYM');
  });

  it('never reads Stooq for a contract: a Yahoo outage is a 503 naming yahoo', async () => {
    const down = await openFetcher({ cassettes: ['stooq'], fault: 'server-error', replayHosts: ['stooq.com'], now: NOW });
    try {
      const prices = createPriceSource({ fetcher: down.fetcher, now: NOW, stooqApiKey: 'test-key' });
      const trace = createTrace();
      const error = await prices.loadContractBars!({ root: 'CL', month: '2026-12' }, { trace }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SourceUnavailableError);
      expect((error as SourceUnavailableError).source).toBe('yahoo');
      expect(trace.uses.some((u) => u.source === 'stooq')).toBe(false);
    } finally {
      await down.close();
    }
  });
});
