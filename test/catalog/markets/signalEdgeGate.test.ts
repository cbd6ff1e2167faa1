// The signal edge gate through invokeEndpoint: every endpoint that sells a call of the signal engine (or an equity
// call gated by the equity figure) answers a 409 no-edge, never charged, on the real markets.signal_edge table, with
// the measured figures and the nearest candidates; and where the table in force sells a class, the call is served.
// The table is swapped per test through a hoisted holder (vi.mock): the real one by default, a SYNTHETIC selling one
// (test/catalog/markets/_lib/sellingSignalEdge.ts) or a forex-only one for the yes path.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { ENDPOINTS } from '../../../src/catalog/endpoints.js';
import type { RuleTable } from '../../../src/core/ruleTable.js';
import type { SignalEdgeTable } from '../../../src/markets/rules/signalEdge.js';
import { PRICE_SIGNAL_CASES } from '../_priceSignalCases.js';
import { PREDICTION_RESPONSE_CASES } from '../_predictionResponseCases.js';
import { SELLING_SIGNAL_EDGE } from './_lib/sellingSignalEdge.js';
import { CLOCK_CLOSED, memorySignalLog } from './_marketFakes.js';

const holder = vi.hoisted(() => ({ table: null as unknown }));
vi.mock('../../../src/markets/rules/signalEdge.js', async (original) => {
  const real = await original<{ MARKETS_SIGNAL_EDGE: unknown }>();
  holder.table = real.MARKETS_SIGNAL_EDGE;
  return {
    ...real,
    get MARKETS_SIGNAL_EDGE() {
      return holder.table;
    },
  };
});

const { MARKETS_SIGNAL_EDGE } = await vi.importActual<typeof import('../../../src/markets/rules/signalEdge.js')>('../../../src/markets/rules/signalEdge.js');
const MEASURED_ON = '2026-11-26';
const byId = (id: string) => ENDPOINTS.find((e) => e.operationId === id)!;
const caseOf = (id: string, i = 0) => PRICE_SIGNAL_CASES[id]![i]!;

interface Problem {
  type: string;
  status: number;
  title: string;
  detail: string;
  measured: Record<string, unknown> & { gate?: string; classes?: { class: string; gate: string; figures: Record<string, unknown> | null }[] };
  near_misses: (Record<string, unknown> & { not_sold: { code: string; message: string }[]; probability: number | null; breakeven_probability: number | null })[];
  rules_applied?: { id: string }[];
  unverified_rules?: string[];
  [member: string]: unknown;
}

async function call(id: string, params: Record<string, unknown>, ports: unknown, asOf = MEASURED_ON) {
  return invokeEndpoint(byId(id), params, { asOf, ports: ports as never });
}

function expectNoEdge(out: { status: number; body: unknown }): Problem {
  expect(out.status, JSON.stringify(out.body).slice(0, 400)).toBe(409);
  const body = out.body as Problem;
  expect(body.type).toMatch(/\/no-edge$/);
  expect(body.title).toBe('No measured edge');
  expect(body.near_misses.length).toBeGreaterThan(0);
  for (const miss of body.near_misses) expect(miss.not_sold.map((r) => r.code)).toContain('no_measured_edge');
  expect(body.rules_applied?.map((r) => r.id)).toContain('markets.signal_edge');
  expect(body.unverified_rules).toContain('markets.signal_edge');
  return body;
}

beforeEach(() => {
  holder.table = MARKETS_SIGNAL_EDGE;
});

describe('the signal edge gate declines on the measured table', () => {
  it('signal/generate: 409 no-edge with the forex figures and the engine\'s call as the near miss, no `signal` sold', async () => {
    const c = caseOf('signalGenerate');
    const body = expectNoEdge(await call('signalGenerate', c.params, c.ports));
    const forex = MARKETS_SIGNAL_EDGE.versions[0]!.value.classes.forex;
    expect(body.measured).toMatchObject({ gate: 'edge_not_positive', class: 'forex', measured_class: 'forex', edge: forex.edge, ci95: forex.ci95, calls: forex.calls, half: 'held_out' });
    expect((body.measured.rule as { source: string }).source).toContain('guidekit evaluate signals');
    expect(body.signal).toBeUndefined();
    expect(body.instrument).toMatchObject({ id: 'EURUSD' });
    const [miss] = body.near_misses;
    expect(miss).toMatchObject({ symbol: 'EURUSD', asset_class: 'forex' });
    expect(typeof miss!.probability).toBe('number');
    expect(body.detail).toContain('-0.049');
    expect(body.data).toBeDefined();
  });

  it('signal/generate after the close: a declined call is never logged for grading', async () => {
    const c = caseOf('signalGenerate', 1);
    const log = memorySignalLog();
    const body = expectNoEdge(await call('signalGenerate', c.params, { ...(c.ports as object), signalLog: log }));
    expect(log.entries).toEqual([]);
    expect(body.measured).toMatchObject({ class: 'equity', measured_class: 'equity' });
    expect(body.detail).toMatch(/^No se vende/);
  });

  it('says nothing was measured before the first version, and still sells nothing', async () => {
    const c = caseOf('signalGenerate');
    const out = await call('signalGenerate', c.params, c.ports, '2026-11-25');
    expect(out.status).toBe(409);
    const body = out.body as Problem;
    expect(body.measured).toMatchObject({ gate: 'not_measured', measured_class: null });
    expect(body.near_misses[0]!.not_sold.map((r) => r.code)).toContain('not_measured');
  });

  it('signal/equities: one ticker and the default list both decline with the equity figures', async () => {
    for (const c of [caseOf('signalEquities', 2), caseOf('signalEquities', 1)]) {
      const body = expectNoEdge(await call('signalEquities', c.params, c.ports));
      expect(body.measured).toMatchObject({ class: 'equity', edge: -0.017, ci95: [-0.062, 0.026], calls: 2527 });
    }
  });

  it('signal/basket and signal/screener decline on the equity figure, their engines stating no probability', async () => {
    for (const [id, c] of [['signalBasket', caseOf('signalBasket')], ['signalScreener', caseOf('signalScreener')]] as const) {
      const body = expectNoEdge(await call(id, c.params, c.ports));
      expect(body.measured, id).toMatchObject({ class: 'equity', measured_class: 'equity' });
      expect(body.near_misses[0]!.probability).toBeNull();
      expect(body.signal, id).toBeUndefined();
    }
  });

  it.each(['scanMarket', 'scanForex', 'scanCmi', 'scanCrypto'])('%s: 409 no-edge with each called class\'s figures and the five nearest calls', async (id) => {
    const c = caseOf(id);
    const body = expectNoEdge(await call(id, c.params, c.ports));
    expect(body.near_misses.length).toBeLessThanOrEqual(5);
    expect(body.top).toBeUndefined();
    const classes = body.measured.classes!;
    expect(classes.length).toBeGreaterThan(0);
    for (const k of classes) expect(k.gate).toBe('edge_not_positive');
    for (const miss of body.near_misses) {
      expect(typeof miss.probability).toBe('number');
      expect(classes.map((k) => k.class)).toContain(miss.asset_class);
    }
  });

  it('signal/basket refuses an ETF no holdings source reads before payment (400 naming etf), reading no port', async () => {
    const out = await invokeEndpoint(byId('signalBasket'), { etf: 'QQQ' }, { asOf: MEASURED_ON, ports: {} });
    expect(out.status).toBe(400);
    const body = out.body as { errors: { field: string; detail: string }[] };
    expect(body.errors.map((e) => e.field)).toEqual(['etf']);
    expect(body.errors[0]!.detail).toContain('XLK');
  });

  it('signal/ticker declines with a 409 when no rung clears, never a 200 with no opportunity', async () => {
    for (const c of PREDICTION_RESPONSE_CASES.signalTicker!) {
      const out = await invokeEndpoint(byId('signalTicker'), c.params, { asOf: '2026-11-25', ports: c.ports! });
      if (out.status === 200) expect((out.body as { opportunities: unknown[] }).opportunities.length, c.name).toBeGreaterThan(0);
      else {
        expect(out.status, c.name).toBe(409);
        expect((out.body as Problem).type).toMatch(/\/(no-edge|nothing-clears)$/);
      }
    }
  });
});

describe('where the table in force sells a class, the call is served', () => {
  it('signal/generate answers 200 with the call, cites the table, and logs a call served after the close', async () => {
    holder.table = SELLING_SIGNAL_EDGE;
    const c = caseOf('signalGenerate', 1);
    const log = memorySignalLog();
    const out = await call('signalGenerate', c.params, { ...(c.ports as object), signalLog: log });
    expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(200);
    const body = out.body as { signal: { direction: string }; rules_applied: { id: string }[] };
    expect(body.signal.direction).toBeDefined();
    expect(body.rules_applied.map((r) => r.id)).toContain('markets.signal_edge');
    expect(log.entries.length).toBe(1);
    expect(CLOCK_CLOSED).toContain('22:30');
  });

  it('scan/market sells only a class that sells: with forex alone selling, the top is a forex pair or the scan declines', async () => {
    const real = MARKETS_SIGNAL_EDGE.versions[0]!;
    const sells = SELLING_SIGNAL_EDGE.versions[0]!.value.pooled;
    const forexOnly: RuleTable<SignalEdgeTable> = { ...MARKETS_SIGNAL_EDGE, versions: [{ ...real, value: { ...real.value, classes: { ...real.value.classes, forex: sells } } }] };
    holder.table = forexOnly;
    const c = caseOf('scanMarket', 1);
    const out = await call('scanMarket', c.params, c.ports);
    const all = (holder.table = SELLING_SIGNAL_EDGE, await call('scanMarket', c.params, c.ports));
    expect(all.status).toBe(200);
    const ranked = (all.body as { ranked: { symbol: string; asset_class: string; tradable: boolean }[] }).ranked;
    const bestForex = ranked.find((r) => r.tradable && r.asset_class === 'forex');
    if (bestForex === undefined) expect(out.status).toBe(409);
    else {
      expect(out.status).toBe(200);
      const body = out.body as { top: { symbol: string; asset_class: string }; reasons: { code: string }[] };
      expect(body.top.symbol).toBe(bestForex.symbol);
      const withheld = ranked.some((r) => r.tradable && r.asset_class !== 'forex');
      expect(body.reasons.some((r) => r.code === 'no_measured_edge')).toBe(withheld);
    }
  });
});
