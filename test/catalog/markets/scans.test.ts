import { describe, expect, it, vi } from 'vitest';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { scanCmi } from '../../../src/catalog/markets/scanCmi.js';
import { scanForex } from '../../../src/catalog/markets/scanForex.js';
import { scanFutures } from '../../../src/catalog/markets/scanFutures.js';
import { scanMarket } from '../../../src/catalog/markets/scanMarket.js';
import { signalFutures } from '../../../src/catalog/markets/signalFutures.js';
import { listScanUniverse } from '../../../src/markets/instruments/listScanUniverse.js';
import { isSessionOpen } from '../../../src/markets/sessions/isSessionOpen.js';
import type { EndpointDefinition } from '../../../src/catalog/types.js';
import { AS_OF, CLOCK_CLOSED, CLOCK_OPEN, cotReports, fakeCrypto, fakePerpBook, fakePositioning, fakePrices, fearGreedReadings, healthyBook, universeBars } from './_marketFakes.js';

// The 200 path of the gated signal endpoints: a SYNTHETIC markets.signal_edge under which every class sells (the real
// table's measured edges decline every class; test/catalog/markets/signalEdgeGate.test.ts tests those 409s).
vi.mock('../../../src/markets/rules/signalEdge.js', async (original) => (await import('./_lib/sellingSignalEdge.js')).withSellingEdge(await original<object>()));

type Row = { rank: number; symbol: string; tradable: boolean; edge: number | null; direction: string; reasons: unknown[]; inputs: { factor: string; used: boolean }[] };
type ScanBody = {
  universe: { id: string; count: number };
  style: string;
  style_defaulted: boolean;
  timeframe: string;
  evaluated_at: string;
  top: Row | null;
  ranked: Row[];
  skipped: { symbol: string; reason: string; source: string | null; message: string }[];
  ineligible?: { symbol: string; reason: string; next_open: number | null }[];
  partial: boolean;
  failed: string[];
  reasons: { code: string; message: string }[];
  _meta?: { reference: Record<string, { coin: string; source: string | null }>; reference_detail: Record<string, { absent: string | null }> };
  data: { sources: { source: string }[] };
  rules_applied: { id: string }[];
};

const market = listScanUniverse('market', { asOf: AS_OF }).instruments;
const cmi = listScanUniverse('cmi', { asOf: AS_OF }).instruments;
const futures = ['index', 'energy', 'metals', 'ags', 'rates'].flatMap((c) => listScanUniverse(`futures.${c}` as 'futures.index', { asOf: AS_OF }).instruments);
const daily = universeBars([...market, ...cmi, ...futures]);
const cot = Object.fromEntries(['099741', '096742', '232741', '112741', '097741', '092741', '090741', '088691', '084691', '13874A', '209742', '124603'].map((code, i) => [code, cotReports(code, { weeks: 900, seed: i + 1 })]));

function ports(clock: string, options: { down?: 'all' | string[]; perpBook?: boolean } = {}) {
  return {
    prices: fakePrices({ bars: daily, clock, ...(options.down === undefined ? {} : { down: options.down }) }),
    crypto: fakeCrypto({ bars: daily, clock, fearGreed: fearGreedReadings(2000), funding: {} }),
    positioning: fakePositioning({ reports: cot, clock }),
    ...(options.perpBook === true ? { perpBook: fakePerpBook({ books: [healthyBook('xyz:SPX', daily.SPX!.close.at(-1)!, Date.parse(clock))], clock }) } : {}),
  };
}

async function scan(endpoint: EndpointDefinition, params: Record<string, unknown>, clock: string, options: Parameters<typeof ports>[1] = {}) {
  return invokeEndpoint(endpoint, params, { asOf: AS_OF, ports: ports(clock, options) });
}

describe('scanMarket', () => {
  it('ranks all 42 instruments by edge after costs on the style\'s bars, with the data block and the rules applied', async () => {
    const out = await scan(scanMarket, { style: 'longterm' }, CLOCK_OPEN);
    expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(200);
    const body = out.body as ScanBody;
    expect(body.universe).toMatchObject({ id: 'market', count: 42 });
    expect(body).toMatchObject({ style: 'longterm', style_defaulted: false, timeframe: '1d', partial: false, failed: [] });
    expect(body.ranked.length + body.skipped.length).toBe(42);
    // Tradable calls first, then by edge after costs; the top call is the first tradable one.
    const tradable = body.ranked.filter((r) => r.tradable);
    expect(body.ranked.slice(0, tradable.length).every((r) => r.tradable)).toBe(true);
    const edges = tradable.map((r) => r.edge!);
    expect(edges).toEqual([...edges].sort((a, b) => b - a));
    expect(body.top).toEqual(tradable[0] ?? null);
    expect(body.ranked.map((r) => r.rank)).toEqual(body.ranked.map((_, i) => i + 1));
    expect(body.data.sources.map((s) => s.source).sort()).toEqual(['alternative-me', 'cftc', 'coinbase', 'hyperliquid', 'yahoo']);
    expect(body.rules_applied.map((r) => r.id)).toEqual(expect.arrayContaining(['markets.scan_universe.market', 'markets.scan.style_timeframes', 'markets.scan.spread_bps', 'markets.signal_model']));
    // Positioning from the Commitments of Traders where the pair has a market; crypto reads fear and greed.
    expect(body.ranked.find((r) => r.symbol === 'EURUSD')?.inputs).toContainEqual({ factor: 'positioning', source: 'cftc_cot', used: true, reason: null });
  });

  it('defaults to the intraday style (4-hour bars resampled from hourly bars) and says so', async () => {
    const hourly = universeBars(market, { hourly: true });
    const out = await invokeEndpoint(scanMarket, {}, { asOf: AS_OF, ports: { prices: fakePrices({ bars: hourly, clock: CLOCK_OPEN }), crypto: fakeCrypto({ bars: hourly, clock: CLOCK_OPEN }) } });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ style: 'intraday', style_defaulted: true, timeframe: '4h' });
  });

  it('answers with the others and lists the failed instruments plainly when some data could not be read', async () => {
    const out = await scan(scanMarket, { style: 'longterm' }, CLOCK_OPEN, { down: ['GBPJPY', 'SPX'] });
    expect(out.status).toBe(200);
    const body = out.body as ScanBody;
    expect(body.partial).toBe(true);
    expect(body.failed).toEqual(['GBPJPY', 'SPX']);
    expect(body.skipped.filter((s) => s.reason === 'source_unavailable').map((s) => [s.symbol, s.source])).toEqual([['GBPJPY', 'yahoo'], ['SPX', 'yahoo']]);
    expect(body.reasons.map((r) => r.code)).toContain('partial');
    expect(body.reasons.find((r) => r.code === 'partial')!.message).toContain('GBPJPY, SPX');
    expect(body.ranked.map((r) => r.symbol)).not.toContain('SPX');
  });

  it('is a 503 naming the source when every instrument failed, and a 503 naming the port when none is configured', async () => {
    const all = await invokeEndpoint(scanMarket, { style: 'longterm' }, { asOf: AS_OF, ports: { prices: fakePrices({ bars: daily, clock: CLOCK_OPEN, down: 'all' }), crypto: fakeCrypto({ bars: daily, clock: CLOCK_OPEN, down: 'all' }) } });
    expect(all.status).toBe(503);
    expect((all.body as { sources: string[] }).sources).toEqual(['yahoo']);
    const none = await invokeEndpoint(scanMarket, {}, { asOf: AS_OF });
    expect(none.status).toBe(503);
    expect((none.body as { sources: string[] }).sources).toEqual(['prices', 'crypto']);
  });

  it('carries a reference only for a closed session with a perpetual listing, and omits the symbol while its session is open', async () => {
    const open = (await scan(scanMarket, { style: 'longterm' }, CLOCK_OPEN, { perpBook: true })).body as ScanBody;
    expect(open._meta!.reference).toEqual({});
    const closed = (await scan(scanMarket, { style: 'longterm' }, CLOCK_CLOSED, { perpBook: true })).body as ScanBody;
    // At 17:30 New York the NYSE indices are closed, FX is open: only SPX has a perpetual (xyz:SPX).
    expect(Object.keys(closed._meta!.reference)).toEqual(['SPX']);
    expect(closed._meta!.reference.SPX).toMatchObject({ coin: 'xyz:SPX', source: 'perp_exchange_mid' });
    expect(closed._meta!.reference_detail.NDX).toMatchObject({ absent: 'no_perpetual' });
    expect(closed._meta!.reference_detail.EURUSD).toBeUndefined();
    expect(isSessionOpen('EURUSD', Date.parse(CLOCK_CLOSED))).toBe(true);
  });
});

describe('scanForex', () => {
  it('ranks the 28 pairs', async () => {
    const out = await scan(scanForex, { style: 'longterm' }, CLOCK_OPEN);
    const body = out.body as ScanBody;
    expect(out.status).toBe(200);
    expect(body.universe).toMatchObject({ id: 'forex', count: 28 });
    expect(body.ranked.length + body.skipped.length).toBe(28);
    expect(body._meta).toBeUndefined();
  });
});

describe('scanCmi', () => {
  it('ranks the instruments in session and sells the top call', async () => {
    const out = await scan(scanCmi, { style: 'longterm' }, CLOCK_OPEN);
    expect(out.status).toBe(200);
    const body = out.body as ScanBody;
    expect(body.top).not.toBeNull();
    expect(body.top!.tradable).toBe(true);
    expect(body.top).toEqual(body.ranked[0]);
    const instant = Date.parse(CLOCK_OPEN);
    const closed = cmi.filter((s) => !isSessionOpen(s, instant)).map((s) => s.id);
    expect(body.ineligible!.map((i) => i.symbol)).toEqual(closed);
    expect(body.ranked.length + body.skipped.length + body.ineligible!.length).toBe(13);
  });

  it('declines with a 409 nothing-clears, never charged, when every session is closed: each instrument listed with its next open', async () => {
    const out = await scan(scanCmi, { style: 'longterm' }, CLOCK_CLOSED);
    expect(out.status).toBe(409);
    const problem = out.body as ScanBody & { type: string; detail: string; measured: { called: number; ineligible: number }; near_misses: unknown[] };
    expect(problem.type).toBe('https://guidekit.dev/problems/nothing-clears');
    expect(problem.detail).toMatch(/No instrument of the cmi scan could be called \(0 skipped, 13 outside their sessions\).*Nothing was charged\./);
    const instant = Date.parse(CLOCK_CLOSED);
    const closed = cmi.filter((s) => !isSessionOpen(s, instant)).map((s) => s.id);
    expect(closed).toHaveLength(13);
    expect(problem.ineligible!.map((i) => i.symbol)).toEqual(closed);
    for (const i of problem.ineligible!) expect(i.next_open).toBeGreaterThan(instant);
    expect(problem.measured).toMatchObject({ called: 0, ineligible: 13 });
    expect(problem.near_misses).toEqual([]);
    expect(problem.data.sources.map((s) => s.source)).toContain('yahoo');
  });
});

describe('scanFutures and signalFutures', () => {
  it('scan one category, or all five when none is given, and decline with a 409 no-edge when no root\'s call clears its costs', async () => {
    const metals = await scan(scanFutures, { category: 'metals' }, CLOCK_OPEN);
    expect(metals.status).toBe(409);
    const problem = metals.body as ScanBody & { type: string; detail: string; category: string; measured: { called: number; tradable: number }; near_misses: Row[] };
    expect(problem.type).toBe('https://guidekit.dev/problems/no-edge');
    expect(problem.category).toBe('metals');
    expect(problem.universe).toMatchObject({ id: 'futures.metals', count: 5 });
    expect(problem.measured).toMatchObject({ called: 5, tradable: 0 });
    // The nearest calls, each with its reasons (here: the factors cancel, and the series it was called on).
    expect(problem.near_misses.map((r) => r.symbol).sort()).toEqual(['GC', 'HG', 'PA', 'PL', 'SI']);
    expect(problem.near_misses.every((r) => !r.tradable)).toBe(true);
    expect(problem.detail).toMatch(/No call of the futures\.metals scan clears its costs: of 5 instruments called/);
    const all = (await scan(scanFutures, {}, CLOCK_OPEN)).body as ScanBody & { measured: { called: number } };
    expect(all.universe).toMatchObject({ id: 'futures', count: 30 });
    expect(all.measured.called).toBe(30);
  });

  it('gives the top call of the category as the signal when one clears its costs (roots on a series the engine calls)', async () => {
    const gold = daily.XAUUSD!;
    const calling = { ...daily, ...Object.fromEntries(futures.map((f) => [f.id, { ...gold, symbol: f.id }])) };
    const out = await invokeEndpoint(signalFutures, { category: 'index' }, { asOf: AS_OF, ports: { ...ports(CLOCK_OPEN), prices: fakePrices({ bars: calling, clock: CLOCK_OPEN }) } });
    expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(200);
    const body = out.body as ScanBody & { signal: Row };
    expect(body.signal).toEqual(body.top);
    expect(body.signal.tradable).toBe(true);
    expect(body.signal.edge).toBeGreaterThan(0);
  });

  it('answers the same decline in Spanish', async () => {
    const out = await scan(signalFutures, { category: 'index', lang: 'es' }, CLOCK_OPEN);
    expect(out.status).toBe(409);
    expect((out.body as { detail: string }).detail).toMatch(/^Ninguna señal del escaneo futures\.index supera sus costos/);
  });
});
