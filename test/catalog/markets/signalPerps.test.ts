import { describe, expect, it } from 'vitest';
import { signalPerps } from '../../../src/catalog/markets/signalPerps.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { toJsonText } from '../../../src/core/toJsonText.js';
import { createPerpVenuesFake } from '../../markets/perps/fixtures.js';

const AS_OF = '2026-11-25';

describe('signalPerps', () => {
  it('answers the largest dislocation as a convergence trade, with what it scanned and a data block', async () => {
    const out = await invokeEndpoint(signalPerps, {}, { asOf: AS_OF, ports: { perpVenues: createPerpVenuesFake(100_600) } });
    expect(out.status).toBe(200);
    const body = out.body as { trade: { asset: string; perp: { venue: string; side: string } }; scanned: Record<string, unknown>; data: { sources: { source: string }[] } };
    expect(body.trade).toMatchObject({ asset: 'BTC', perp: { venue: 'hyperliquid', side: 'short' } });
    expect(body.scanned).toEqual({ venues: ['hyperliquid', 'binance'], listings: 5, priced: 5, assets: 3, single_venue: 1, unreferenced: 0, candidates: 3 });
    expect(body.data.sources.map((s) => s.source).sort()).toEqual(['binance-futures', 'hyperliquid']);
    expect(signalPerps.response!.safeParse(out.body).success).toBe(true);
  });

  it('answers 409 nothing-clears with the near-miss ladder in the problem, when no gap clears its floor', async () => {
    const out = await invokeEndpoint(signalPerps, { lang: 'es' }, { asOf: AS_OF, ports: { perpVenues: createPerpVenuesFake(100_150) } });
    expect(out.status).toBe(409);
    const problem = JSON.parse(toJsonText(out.body)) as { type: string; detail: string; near_misses: { asset: string; clears: boolean }[]; excluded: { reason: string }[]; scanned: { candidates: number } };
    expect(problem.type).toBe('https://guidekit.dev/problems/nothing-clears');
    expect(problem.detail).toMatch(/Ninguna brecha de perpetuos supera su costo mínimo.*Nothing was charged\./);
    expect(problem.near_misses.map((n) => n.asset)).toEqual(['TSLA', 'BTC']);
    expect(problem.near_misses.every((n) => !n.clears)).toBe(true);
    expect(problem.excluded.map((e) => e.reason)).toEqual(['stale']);
    expect(problem.scanned.candidates).toBe(3);
  });

  it('takes the undeclared size and holding period: a larger size walks no deeper on these thick books, a longer hold counts more funding', async () => {
    const base = await invokeEndpoint(signalPerps, {}, { asOf: AS_OF, ports: { perpVenues: createPerpVenuesFake(100_600) } });
    const sized = await invokeEndpoint(signalPerps, { size: '50000', holding_hours: '24' }, { asOf: AS_OF, ports: { perpVenues: createPerpVenuesFake(100_600) } });
    const trade = (o: typeof base) => (o.body as { trade: { size: { notional_usd: { toString(): string }; holding_hours: number }; cost_floor: { funding_bps: number } } }).trade;
    expect(trade(sized).size.notional_usd.toString()).toBe('50000');
    expect(trade(sized).size.holding_hours).toBe(24);
    // BTC's legs net to zero funding per hour (the short receives 1.25 bps/8h... as much as the long pays), whatever the hold.
    expect(trade(sized).cost_floor.funding_bps).toBeCloseTo(trade(base).cost_floor.funding_bps, 6);
    const bad = await invokeEndpoint(signalPerps, { size: '10' }, { asOf: AS_OF, ports: { perpVenues: createPerpVenuesFake(100_600) } });
    expect(bad.status).toBe(400);
  });

  it('answers 503 before running when the app has no perpVenues port', async () => {
    const out = await invokeEndpoint(signalPerps, {}, { asOf: AS_OF });
    expect(out.status).toBe(503);
  });
});
