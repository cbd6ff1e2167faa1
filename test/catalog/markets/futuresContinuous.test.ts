import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPriceSource } from '../../../src/adapters/markets/createPriceSource.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { scanFutures } from '../../../src/catalog/markets/scanFutures.js';
import { signalFutures } from '../../../src/catalog/markets/signalFutures.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { listScanUniverse } from '../../../src/markets/instruments/listScanUniverse.js';
import type { MarketBars } from '../../../src/markets/ports/MarketBars.js';
import type { PriceSource } from '../../../src/markets/ports/PriceSource.js';
import { openFetcher, type Transports } from '../../adapters/markets/harness.js';
import { AS_OF, CLOCK_OPEN, fakePrices, universeBars } from './_marketFakes.js';

// CL's contracts are the SYNTHETIC `yahoo-contracts` cassette read through the real Yahoo adapter (CLZ26.NYM,
// CLF27.NYM; test/fixtures/README.md); the other energy roots' contracts are unknown to the fake, so they fall back to
// the front month (LEAN's real daily histories relabelled, as in the other catalog tests).
type Row = { symbol: string; reasons: { code: string; message: string }[] };
type Body = {
  style: string;
  style_defaulted: boolean;
  timeframe: string;
  top: Row | null;
  ranked: Row[];
  reasons: { code: string; message: string }[];
  continuous: Record<string, { method: string; contracts: string[]; rolls: { date: string; from: string; to: string }[]; cause: string | null; reason: { code: string; message: string } }>;
  rules_applied: { id: string }[];
  signal?: Row | null;
};

const NOW = () => new Date('2026-11-25T23:00:00Z');
const energy = listScanUniverse('futures.energy', { asOf: AS_OF }).instruments;

describe('scan/futures and signal/futures on continuous series', () => {
  let t: Transports;
  const contracts: Record<string, MarketBars> = {};
  let prices: PriceSource;
  beforeAll(async () => {
    t = await openFetcher({ cassettes: ['yahoo-contracts'], now: NOW });
    const yahoo = createPriceSource({ fetcher: t.fetcher, now: NOW });
    for (const month of ['2026-12', '2027-01']) {
      const bars = await yahoo.loadContractBars!({ root: 'CL', month });
      contracts[`CL ${month}`] = bars;
    }
    const front = fakePrices({ bars: universeBars(energy), clock: CLOCK_OPEN });
    prices = {
      ...front,
      async loadContractBars(request) {
        const bars = contracts[`${request.root} ${request.month}`];
        if (bars === undefined) throw new GuidekitError(`prices.loadContractBars: unknown instrument ${request.root} ${request.month}`, { code: 'unknown_instrument', field: 'instrument' });
        return bars;
      },
    };
  });
  afterAll(() => t.close());

  it('calls CL on its back-adjusted daily series and says plainly which roots are on the front month, not back-adjusted', async () => {
    const out = await invokeEndpoint(scanFutures, { category: 'energy' }, { asOf: AS_OF, ports: { prices } });
    // No root's call clears its costs on these series: the 409 no-edge still says which series each root was called on.
    expect(out.status, JSON.stringify(out.body).slice(0, 400)).toBe(409);
    const problem = out.body as Body & { type: string; near_misses: Row[] };
    expect(problem.type).toBe('https://guidekit.dev/problems/no-edge');
    const body = { ...problem, ranked: problem.near_misses };
    expect(body).toMatchObject({ style: 'longterm', style_defaulted: true, timeframe: '1d' });
    expect(body.continuous.CL).toMatchObject({ method: 'back_adjusted', contracts: ['CLZ26', 'CLF27'], cause: null, rolls: [{ date: '2026-11-17', from: 'CLZ26', to: 'CLF27' }] });
    for (const root of ['BZ', 'NG', 'RB', 'HO']) {
      expect(body.continuous[root]).toMatchObject({ method: 'front_month', contracts: [], cause: 'unknown_contract', reason: { code: 'front_month_not_back_adjusted' } });
      expect(body.reasons).toContainEqual({ code: 'front_month_not_back_adjusted', message: expect.stringMatching(new RegExp(`^${root}: front month, not back-adjusted`)) });
    }
    expect(body.reasons.some((r) => r.message.startsWith('CL:'))).toBe(false);
    // Each ranked root's own reasons say which series it was called on.
    for (const row of body.ranked) expect(row.reasons).toContainEqual(body.continuous[row.symbol]!.reason);
    expect(body.ranked.map((r) => r.symbol)).toContain('CL');
    expect(body.rules_applied.map((r) => r.id)).toEqual(expect.arrayContaining(['markets.futures.continuous', 'markets.futures.contract_calendar', 'markets.scan.style_timeframes']));
  });

  it('gives signal/futures the same series, and the same decline when no call clears its costs', async () => {
    const out = await invokeEndpoint(signalFutures, { category: 'energy', lang: 'es' }, { asOf: AS_OF, ports: { prices } });
    expect(out.status).toBe(409);
    const body = out.body as Body & { near_misses: Row[] };
    expect(body.near_misses.map((r) => r.symbol)).toContain('CL');
    expect(body.continuous.CL!.method).toBe('back_adjusted');
    expect(body.continuous.NG!.reason.message).toMatch(/^NG: mes frontal, sin ajuste por vencimientos/);
  });
});
