import { describe, expect, it, vi } from 'vitest';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { signalGenerate } from '../../../src/catalog/markets/signalGenerate.js';
import { prepareEndpointCall } from '../../../src/catalog/prepareEndpointCall.js';
import { signalGenerateResponse } from '../../../src/catalog/markets/responses/signalGenerate.js';
import { AS_OF, CLOCK_CLOSED, CLOCK_OPEN, cotReports, fakeCrypto, fakePerpBook, fakePositioning, fakePrices, fearGreedReadings, fundingRates, healthyBook, historyBars, memorySignalLog } from './_marketFakes.js';

// The 200 path of the gated signal endpoints: a SYNTHETIC markets.signal_edge under which every class sells (the real
// table's measured edges decline every class; test/catalog/markets/signalEdgeGate.test.ts tests those 409s).
vi.mock('../../../src/markets/rules/signalEdge.js', async (original) => (await import('./_lib/sellingSignalEdge.js')).withSellingEdge(await original<object>()));

type Body = {
  instrument: { id: string };
  session: string;
  evaluated_at: string;
  risk: { price_distance: number | null; unit: string };
  bars: { count: number; source_interval: string; stale: boolean };
  signal: { direction: string; entry: number; stop: number | null; last_close: number; entry_source: string; entry_quality: string | null; spread: number; factors: { name: string }[] };
  factor_inputs: { factor: string; source: string; used: boolean; reason: string | null }[];
  _meta: { reference: null | { source: string | null; coin: string; mid: number; quality: string; reason: string | null; session: string }; reference_detail: { absent: string | null }; record: null | { kept: boolean } };
  data: { sources: { source: string }[] };
  unverified_rules: string[];
};

const eurusd = historyBars('EURUSD', 'EURUSD');
const tsla = historyBars('SPY', 'TSLA', { scale: 2.5 });
const btc = historyBars('BTCUSD', 'BTC-USD');
const cot = { '099741': cotReports('099741', { weeks: 900, seed: 7 }) };

function ports(clock: string, extra: Record<string, unknown> = {}) {
  return {
    prices: fakePrices({ bars: { EURUSD: eurusd, TSLA: tsla }, clock }),
    positioning: fakePositioning({ reports: cot, clock }),
    crypto: fakeCrypto({ bars: { 'BTC-USD': btc }, clock, funding: { BTC: fundingRates('BTC', 0.0000125, clock) }, fearGreed: fearGreedReadings(2000) }),
    ...extra,
  };
}

describe('signalGenerate', () => {
  it('answers an FX call with every factor it has, no reference while the session is open, and the data block', async () => {
    const out = await invokeEndpoint(signalGenerate, { instrument: 'eur/usd', timeframe: '1d' }, { asOf: AS_OF, ports: ports(CLOCK_OPEN) });
    expect(out.status, JSON.stringify(out.body).slice(0, 400)).toBe(200);
    const body = out.body as Body;
    expect(signalGenerateResponse.safeParse(body).success).toBe(true);
    expect(body.instrument.id).toBe('EURUSD');
    expect(body.session).toBe('open');
    expect(body.evaluated_at).toBe(CLOCK_OPEN);
    expect(body._meta.reference).toBeNull();
    expect(body._meta.reference_detail.absent).toBe('session_open');
    expect(body._meta.record).toBeNull();
    // Positioning from the Euro FX Commitments of Traders, in the history; no sentiment source exists for FX.
    expect(body.factor_inputs).toEqual(expect.arrayContaining([
      expect.objectContaining({ factor: 'positioning', source: 'cftc_cot', used: true }),
      expect.objectContaining({ factor: 'sentiment', used: false, reason: 'no_source_market' }),
    ]));
    expect(body.signal.factors.map((f) => f.name)).toContain('positioning');
    // The FX round trip of markets.scan.spread_bps (2 bp) on the last close.
    expect(body.signal.spread).toBeCloseTo(body.signal.last_close * 2e-4, 12);
    expect(body.data.sources.map((s) => s.source)).toEqual(['yahoo', 'cftc']);
    expect(body.unverified_rules).toEqual(expect.arrayContaining(['markets.signal_model', 'markets.scan.spread_bps', 'markets.positioning.cot_markets']));
  });

  it('reads risk_points in pips for FX (50 pips = 0.0050) and resamples daily bars to weeks', async () => {
    const out = await invokeEndpoint(signalGenerate, { instrument: 'EURUSD', timeframe: '1w', risk_points: '50', reward_ratio: '2' }, { asOf: AS_OF, ports: ports(CLOCK_OPEN) });
    expect(out.status).toBe(200);
    const body = out.body as Body;
    expect(body.risk).toMatchObject({ unit: 'points' });
    expect(body.risk.price_distance).toBeCloseTo(0.005, 12);
    expect(body.bars.source_interval).toBe('1d');
    // About five daily bars per week.
    expect(body.bars.count).toBeGreaterThan(eurusd.times.length / 5.5);
    expect(body.bars.count).toBeLessThan(eurusd.times.length / 4.5);
  });

  it('quotes the levels off a live perpetual while the equity session is closed, and keeps the entry for grading', async () => {
    const instant = Date.parse(CLOCK_CLOSED);
    const lastClose = tsla.close[tsla.close.length - 1]!;
    const log = memorySignalLog();
    const out = await invokeEndpoint(signalGenerate, { instrument: 'TSLA', timeframe: '1d' }, {
      asOf: AS_OF,
      ports: ports(CLOCK_CLOSED, { perpBook: fakePerpBook({ books: [healthyBook('xyz:TSLA', lastClose * 1.01, instant)], clock: CLOCK_CLOSED }), signalLog: log }),
    });
    expect(out.status, JSON.stringify(out.body).slice(0, 400)).toBe(200);
    const body = out.body as Body;
    expect(body.session).toBe('closed');
    expect(body._meta.reference).toMatchObject({ source: 'perp_exchange_mid', coin: 'xyz:TSLA', quality: 'live', reason: null, session: 'closed' });
    expect(body._meta.reference!.mid).toBeCloseTo(lastClose * 1.01, 6);
    expect(body.signal).toMatchObject({ entry_source: 'perp_exchange_mid', entry_quality: 'live' });
    expect(body.signal.entry).toBeCloseTo(body._meta.reference!.mid, 9);
    expect(body.signal.last_close).toBe(lastClose);
    if (body.signal.stop !== null) expect(body.signal.entry - body.signal.stop).toBeGreaterThan(0 - 1e9);
    expect(body._meta.record).toEqual({ kept: true, detail: null });
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({ endpoint: 'signalGenerate', instrument: 'TSLA', entry_source: 'perp_exchange_mid', entry_quality: 'live', captured_at: instant, last_close: lastClose });
  });

  it('prices off the last close when the book is stale, says why, and still keeps the entry', async () => {
    const instant = Date.parse(CLOCK_CLOSED);
    const lastClose = tsla.close[tsla.close.length - 1]!;
    const log = memorySignalLog();
    const out = await invokeEndpoint(signalGenerate, { instrument: 'TSLA', timeframe: '1d' }, {
      asOf: AS_OF,
      ports: ports(CLOCK_CLOSED, { perpBook: fakePerpBook({ books: [healthyBook('xyz:TSLA', lastClose, instant - 3_600_000)], clock: CLOCK_CLOSED }), signalLog: log }),
    });
    const body = out.body as Body;
    expect(body._meta.reference).toMatchObject({ source: null, quality: 'none', reason: 'stale', mid: lastClose });
    expect(body.signal).toMatchObject({ entry_source: 'last_close', entry_quality: 'none', entry: lastClose });
    expect(log.entries[0]).toMatchObject({ entry_source: 'last_close', entry_quality: 'none' });
  });

  it('answers reference null for an equity without a perpetual, and for crypto, which trades around the clock', async () => {
    const noPerp = await invokeEndpoint(signalGenerate, { instrument: 'TSLA', timeframe: '1d' }, { asOf: AS_OF, ports: ports(CLOCK_CLOSED, { perpBook: fakePerpBook({ books: [], clock: CLOCK_CLOSED }) }) });
    expect((noPerp.body as Body)._meta.reference).toBeNull();
    expect((noPerp.body as Body)._meta.reference_detail.absent).toBe('no_perpetual');
    const crypto = await invokeEndpoint(signalGenerate, { instrument: 'btc/usd', timeframe: '1d' }, { asOf: AS_OF, ports: ports(CLOCK_CLOSED, { perpBook: fakePerpBook({ books: [], clock: CLOCK_CLOSED }) }) });
    expect(crypto.status).toBe(200);
    const body = crypto.body as Body;
    expect(body._meta.reference).toBeNull();
    expect(body.session).toBe('continuous');
    expect(body.factor_inputs).toEqual(expect.arrayContaining([
      expect.objectContaining({ factor: 'positioning', source: 'perp_funding', used: true }),
      expect.objectContaining({ factor: 'sentiment', source: 'fear_greed', used: true }),
    ]));
    expect(body.data.sources.map((s) => s.source).sort()).toEqual(['alternative-me', 'coinbase', 'hyperliquid']);
  });

  it('refuses an unknown instrument with the nearest ids before payment, reading no port', async () => {
    const calls: string[] = [];
    const prepared = await prepareEndpointCall(signalGenerate, { instrument: 'EURUSX', timeframe: '1d' }, { asOf: AS_OF, ports: { prices: fakePrices({ bars: {}, clock: CLOCK_OPEN, calls }) } });
    expect(prepared.ok).toBe(false);
    const outcome = (prepared as unknown as { outcome: { status: number; body: { errors: { field: string; detail: string }[] } } }).outcome;
    expect(outcome.status).toBe(400);
    expect(outcome.body.errors[0]!.field).toBe('instrument');
    expect(outcome.body.errors[0]!.detail).toContain('EURUSD');
    expect(calls).toEqual([]);
  });

  it('is a 400 naming instrument when the source does not know an equity ticker', async () => {
    const out = await invokeEndpoint(signalGenerate, { instrument: 'ZZZZ', timeframe: '1d' }, { asOf: AS_OF, ports: ports(CLOCK_OPEN) });
    expect(out.status).toBe(400);
    expect(JSON.stringify(out.body)).toContain('instrument');
  });

  it('is a 503 naming the port when no price source is configured, and a 503 naming the source when it is down', async () => {
    const missing = await invokeEndpoint(signalGenerate, { instrument: 'EURUSD', timeframe: '1d' }, { asOf: AS_OF });
    expect(missing.status).toBe(503);
    expect((missing.body as { sources: string[] }).sources).toEqual(['prices']);
    const crypto = await invokeEndpoint(signalGenerate, { instrument: 'ETH', timeframe: '1d' }, { asOf: AS_OF, ports: { prices: fakePrices({ bars: {}, clock: CLOCK_OPEN }) } });
    expect((crypto.body as { sources: string[] }).sources).toEqual(['crypto']);
    const down = await invokeEndpoint(signalGenerate, { instrument: 'EURUSD', timeframe: '4h' }, { asOf: AS_OF, ports: { prices: fakePrices({ bars: {}, clock: CLOCK_OPEN, down: 'all' }) } });
    expect(down.status).toBe(503);
    expect((down.body as { sources: string[] }).sources).toEqual(['yahoo']);
  });

  it('answers without positioning when the Commitments of Traders source is down, and says so', async () => {
    const out = await invokeEndpoint(signalGenerate, { instrument: 'EURUSD', timeframe: '1d' }, {
      asOf: AS_OF,
      ports: { prices: fakePrices({ bars: { EURUSD: eurusd }, clock: CLOCK_OPEN }), positioning: fakePositioning({ reports: {}, clock: CLOCK_OPEN, down: true }) },
    });
    expect(out.status).toBe(200);
    expect((out.body as Body).factor_inputs[0]).toMatchObject({ factor: 'positioning', used: false, reason: 'source_unavailable' });
  });

  it('refuses risk_points or reward_ratio of zero before payment', async () => {
    for (const params of [{ risk_points: '0' }, { reward_ratio: '0' }]) {
      const prepared = await prepareEndpointCall(signalGenerate, { instrument: 'EURUSD', timeframe: '1d', ...params }, { asOf: AS_OF });
      expect(prepared.ok).toBe(false);
      expect(JSON.stringify((prepared as { outcome: unknown }).outcome)).toContain(Object.keys(params)[0]!);
    }
  });
});
