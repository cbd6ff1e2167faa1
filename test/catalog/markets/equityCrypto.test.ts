import { describe, expect, it, vi } from 'vitest';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { prepareEndpointCall } from '../../../src/catalog/prepareEndpointCall.js';
import { scanCrypto } from '../../../src/catalog/markets/scanCrypto.js';
import { scanCryptoLite } from '../../../src/catalog/markets/scanCryptoLite.js';
import { signalBasket } from '../../../src/catalog/markets/signalBasket.js';
import { signalEquities } from '../../../src/catalog/markets/signalEquities.js';
import { signalScreener } from '../../../src/catalog/markets/signalScreener.js';
import { EQUITY_DEFAULT_UNIVERSE } from '../../../src/markets/rules/equitySignals.js';
import { listBasketConstituents } from '../../../src/markets/instruments/listBasketConstituents.js';
import type { CryptoAsset } from '../../../src/markets/ports/index.js';
import { AS_OF, CLOCK_CLOSED, CLOCK_OPEN, fakeCrypto, fakeHoldings, fakePerpBook, fakePrices, fearGreedReadings, fundingRates, healthyBook, historyBars, memorySignalLog } from './_marketFakes.js';

// The 200 path of the gated signal endpoints: a SYNTHETIC markets.signal_edge under which every class sells (the real
// table's measured edges decline every class; test/catalog/markets/signalEdgeGate.test.ts tests those 409s).
vi.mock('../../../src/markets/rules/signalEdge.js', async (original) => (await import('./_lib/sellingSignalEdge.js')).withSellingEdge(await original<object>()));

const equityBars = Object.fromEntries(
  [...EQUITY_DEFAULT_UNIVERSE.versions[0]!.value, 'SPX', ...listBasketConstituents('semis', { asOf: AS_OF }).tickers, 'XOM', 'CVX', 'COP', 'EOG', 'SLB', 'MPC'].map((t, i) => [t, historyBars('SPY', t, { skip: (i * 53) % 700, scale: 0.5 + (i % 9) * 0.4 })]),
);

describe('signalEquities', () => {
  it('gates one ticker\'s call by signal type and lists each type with why it passed or failed', async () => {
    const out = await invokeEndpoint(signalEquities, { ticker: 'aapl' }, { asOf: AS_OF, ports: { prices: fakePrices({ bars: equityBars, clock: CLOCK_OPEN }) } });
    expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(200);
    const body = out.body as { ticker: string; direction: string; gating: { types: { type: string; passed: boolean | null; message: string }[] }; signal: { direction: string }; _meta: { reference: null }; candidates: unknown[] };
    expect(body.ticker).toBe('AAPL');
    expect(body.gating.types.map((t) => t.type)).toEqual(['breakout', 'pullback_in_trend', 'mean_reversion']);
    // The gated call is the engine's call only when a type passes.
    const passed = body.gating.types.some((t) => t.passed === true);
    expect(body.direction).toBe(passed ? body.signal.direction : 'no_signal');
    expect(body._meta.reference).toBeNull();
    expect(body.candidates).toEqual([]);
  });

  it('scans the default list without a ticker and gives the best gated call, or none, with every candidate gated', async () => {
    const out = await invokeEndpoint(signalEquities, {}, { asOf: AS_OF, ports: { prices: fakePrices({ bars: equityBars, clock: CLOCK_OPEN }) } });
    expect(out.status).toBe(200);
    const body = out.body as { universe: { count: number }; direction: string; instrument: { id: string } | null; candidates: { symbol: string; gated_direction: string; tradable: boolean }[] };
    expect(body.universe.count).toBe(20);
    const first = body.candidates.find((c) => c.gated_direction !== 'no_signal');
    expect(body.instrument?.id ?? null).toBe(first?.symbol ?? null);
    for (const c of body.candidates) if (!c.tradable) expect(c.gated_direction).toBe('no_signal');
  });

  it('carries the reference while the session is closed and keeps the entry', async () => {
    const log = memorySignalLog();
    const last = equityBars.TSLA!.close.at(-1)!;
    const out = await invokeEndpoint(signalEquities, { ticker: 'TSLA', type: 'breakout' }, {
      asOf: AS_OF,
      ports: { prices: fakePrices({ bars: equityBars, clock: CLOCK_CLOSED }), perpBook: fakePerpBook({ books: [healthyBook('xyz:TSLA', last * 0.99, Date.parse(CLOCK_CLOSED))], clock: CLOCK_CLOSED }), signalLog: log },
    });
    const body = out.body as { type_filter: string; gating: { types: unknown[] }; _meta: { reference: { coin: string } } };
    expect(body.type_filter).toBe('breakout');
    expect(body.gating.types).toHaveLength(1);
    expect(body._meta.reference.coin).toBe('xyz:TSLA');
    expect(log.entries[0]).toMatchObject({ endpoint: 'signalEquities', entry_source: 'perp_exchange_mid' });
  });

  it('refuses a ticker that is not an equity, or unknown, before payment', async () => {
    for (const ticker of ['EURUSD', 'TOOLONGTICKER']) {
      const prepared = await prepareEndpointCall(signalEquities, { ticker }, { asOf: AS_OF });
      expect(prepared.ok, ticker).toBe(false);
      expect(JSON.stringify((prepared as { outcome: unknown }).outcome), ticker).toContain('"field":"ticker"');
    }
  });

  it('is a 400 naming ticker when the price source does not know it', async () => {
    const out = await invokeEndpoint(signalEquities, { ticker: 'ZZZZ' }, { asOf: AS_OF, ports: { prices: fakePrices({ bars: equityBars, clock: CLOCK_OPEN }) } });
    expect(out.status).toBe(400);
    expect((out.body as { errors: { field: string }[] }).errors[0]!.field).toBe('ticker');
  });

  it('is a 503 without a price source', async () => {
    expect((await invokeEndpoint(signalEquities, { ticker: 'AAPL' }, { asOf: AS_OF })).status).toBe(503);
  });
});

const top: CryptoAsset[] = [
  { symbol: 'BTC', name: 'Bitcoin', rank: 1, marketCapUsd: 1.9e12, priceUsd: 96_000 },
  { symbol: 'ETH', name: 'Ethereum', rank: 2, marketCapUsd: 4.2e11, priceUsd: 3_500 },
  { symbol: 'USDT', name: 'Tether', rank: 3, marketCapUsd: 1.4e11, priceUsd: 1 },
  { symbol: 'SOL', name: 'Solana', rank: 4, marketCapUsd: 9e10, priceUsd: 190 },
  { symbol: 'LINK', name: 'Chainlink', rank: 5, marketCapUsd: 1.2e10, priceUsd: 19 },
  { symbol: 'NOPE', name: 'Not on the exchange', rank: 6, marketCapUsd: 1e10, priceUsd: 2 },
];
const cryptoBars = Object.fromEntries(['BTC-USD', 'ETH-USD', 'SOL-USD', 'LINK-USD'].map((id, i) => [id, historyBars('BTCUSD', id, { scale: [1, 0.05, 0.01, 0.003][i]!, endIso: AS_OF })]));

describe('scanCrypto', () => {
  it('scans the top assets less stablecoins with funding and fear and greed, and lists the inputs no source provides', async () => {
    const crypto = fakeCrypto({ bars: cryptoBars, clock: CLOCK_OPEN, top, funding: { BTC: fundingRates('BTC', 0.00005, CLOCK_OPEN), ETH: fundingRates('ETH', 0.00001, CLOCK_OPEN) }, fearGreed: fearGreedReadings(2000) });
    const out = await invokeEndpoint(scanCrypto, {}, { asOf: AS_OF, ports: { crypto } });
    expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(200);
    const body = out.body as { assets: { symbol: string; scanned: boolean }[]; ranked: { symbol: string; inputs: { factor: string; used: boolean }[] }[]; skipped: { symbol: string; reason: string }[]; not_used: { factor: string }[]; fear_greed: { value: number } | null; timeframe: string };
    expect(body.assets.find((a) => a.symbol === 'USDT')?.scanned).toBe(false);
    expect(body.timeframe).toBe('1d');
    expect(body.ranked.map((r) => r.symbol).sort()).toEqual(['BTC-USD', 'ETH-USD', 'LINK-USD', 'SOL-USD']);
    expect(body.skipped).toEqual([expect.objectContaining({ symbol: 'NOPE-USD', reason: 'unknown_at_source' })]);
    expect(body.not_used.map((n) => n.factor)).toEqual(['etf_flows', 'on_chain', 'gamma_exposure']);
    expect(body.fear_greed?.value).toBe(fearGreedReadings(1)[0]!.value);
    // 0.005 % an hour is about 44 % a year: a crowded long, read as positioning; SOL has no funding and says so.
    const btc = body.ranked.find((r) => r.symbol === 'BTC-USD')!;
    expect(btc.inputs).toContainEqual({ factor: 'positioning', source: 'perp_funding', used: true, reason: null });
    expect(body.ranked.find((r) => r.symbol === 'SOL-USD')!.inputs).toContainEqual({ factor: 'positioning', source: 'perp_funding', used: false, reason: 'unknown_at_source' });
  });

  it('is a 503 when the ranking source is down', async () => {
    const out = await invokeEndpoint(scanCrypto, {}, { asOf: AS_OF, ports: { crypto: fakeCrypto({ bars: {}, clock: CLOCK_OPEN, down: 'all' }) } });
    expect(out.status).toBe(503);
    expect((out.body as { sources: string[] }).sources).toEqual(['coingecko']);
  });
});

describe('scanCryptoLite', () => {
  it('gives the three assets\' figures and the index, no model, and lists what failed', async () => {
    const bars = { 'BTC-USD': cryptoBars['BTC-USD']!, 'ETH-USD': cryptoBars['ETH-USD']! };
    const out = await invokeEndpoint(scanCryptoLite, {}, { asOf: AS_OF, ports: { crypto: fakeCrypto({ bars, clock: CLOCK_OPEN, fearGreed: fearGreedReadings(30) }) } });
    expect(out.status).toBe(200);
    const body = out.body as { assets: { symbol: string; last_close: number | null; change_1d_pct: number | null }[]; fear_greed: { value: number; change_7d: number }; partial: boolean; failed: { symbol: string }[]; summary: string[] };
    expect(body.assets.map((a) => a.symbol)).toEqual(['BTC-USD', 'ETH-USD', 'SOL-USD']);
    const btc = cryptoBars['BTC-USD']!.close;
    // Computed from the last two closes as published: (last ÷ previous − 1) × 100.
    expect(body.assets[0]!.change_1d_pct).toBeCloseTo((btc.at(-1)! / btc.at(-2)! - 1) * 100, 10);
    expect(body.assets[2]!.last_close).toBeNull();
    expect(body).toMatchObject({ partial: true, failed: [{ symbol: 'SOL-USD' }] });
    const readings = fearGreedReadings(30);
    expect(body.fear_greed).toMatchObject({ value: readings[0]!.value, change_7d: readings[0]!.value - readings[7]!.value });
    expect(body.summary.at(-1)).toMatch(/no model/);
  });

  it('is a 503 when no asset can be read', async () => {
    const out = await invokeEndpoint(scanCryptoLite, {}, { asOf: AS_OF, ports: { crypto: fakeCrypto({ bars: {}, clock: CLOCK_OPEN, down: 'all' }) } });
    expect(out.status).toBe(503);
  });
});

const xle = {
  asOf: '2026-11-24',
  holdings: [
    { ticker: 'XOM', name: 'Exxon Mobil', weight: 0.23 },
    { ticker: 'CVX', name: 'Chevron', weight: 0.17 },
    { ticker: 'COP', name: 'ConocoPhillips', weight: 0.08 },
    { ticker: 'EOG', name: 'EOG Resources', weight: 0.05 },
    { ticker: 'SLB', name: 'Schlumberger', weight: 0.04 },
    { ticker: 'MPC', name: 'Marathon Petroleum', weight: 0.04 },
    { ticker: 'GONE', name: 'Delisted Corp', weight: 0.01 },
  ],
};

describe('signalBasket', () => {
  it('reads a theme with equal weights, to breadth, dispersion, concentration, leadership, regime and a call', async () => {
    const out = await invokeEndpoint(signalBasket, { theme: 'semis' }, { asOf: AS_OF, ports: { prices: fakePrices({ bars: equityBars, clock: CLOCK_OPEN }) } });
    expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(200);
    const body = out.body as { basket: { kind: string; etf: string; tickers: string[] }; weighting: string; members: unknown[]; signal: string; call: { signal: string }; rules_applied: { id: string }[] };
    expect(body.basket).toMatchObject({ kind: 'theme', etf: 'SMH' });
    expect(body.weighting).toBe('equal');
    expect(body.members).toHaveLength(body.basket.tickers.length);
    expect(body.signal).toBe(body.call.signal);
    expect(body.rules_applied.map((r) => r.id)).toContain('markets.basket.semis');
  });

  it('reads an ETF\'s holdings as the basket, weighted, listing a member the source does not know', async () => {
    const out = await invokeEndpoint(signalBasket, { etf: 'xle', key: 'gk_live_secret' }, {
      asOf: AS_OF,
      ports: { prices: fakePrices({ bars: equityBars, clock: CLOCK_OPEN }), holdings: fakeHoldings({ funds: { XLE: xle }, clock: CLOCK_OPEN }) },
    });
    expect(out.status).toBe(200);
    const body = out.body as { basket: { kind: string; holdings_as_of: string }; weighting: string; failed: { ticker: string; reason: string }[]; excluded: { ticker: string; reason: string }[]; partial: boolean; data: { sources: { source: string }[] } };
    expect(body.basket).toMatchObject({ kind: 'etf', holdings_as_of: '2026-11-24' });
    expect(body.weighting).toBe('holdings');
    expect(body.failed).toEqual([expect.objectContaining({ ticker: 'GONE', reason: 'unknown_at_source' })]);
    expect(body.excluded).toContainEqual(expect.objectContaining({ ticker: 'GONE', reason: 'no_bars' }));
    expect(body.partial).toBe(true);
    expect(body.data.sources.map((s) => s.source)).toEqual(['ssga', 'yahoo']);
    expect(JSON.stringify(body)).not.toContain('gk_live_secret');
  });

  it('needs the holdings port only for an ETF, and is a 503 without it', async () => {
    const out = await invokeEndpoint(signalBasket, { etf: 'XLE' }, { asOf: AS_OF, ports: { prices: fakePrices({ bars: equityBars, clock: CLOCK_OPEN }) } });
    expect(out.status).toBe(503);
    expect((out.body as { sources: string[] }).sources).toEqual(['holdings']);
  });
});

describe('signalScreener', () => {
  it('screens the largest holdings of SPY under the S&P 500 regime, listing value and quality as not sourced', async () => {
    const spy = { asOf: '2026-11-24', holdings: EQUITY_DEFAULT_UNIVERSE.versions[0]!.value.map((ticker, i) => ({ ticker, name: ticker, weight: 0.07 - i * 0.002 })) };
    const out = await invokeEndpoint(signalScreener, {}, { asOf: AS_OF, ports: { prices: fakePrices({ bars: equityBars, clock: CLOCK_OPEN }), holdings: fakeHoldings({ funds: { SPY: spy }, clock: CLOCK_OPEN }) } });
    expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(200);
    const body = out.body as { universe: { etf: string; count: number; index: string }; regime: { state: string; index: string }; ranking: { ticker: string; not_used: { factor: string; reason: string }[] }[]; signal: string; call: { signal: string }; sources_not_configured: { factors: string[] }[] };
    expect(body.universe).toMatchObject({ etf: 'SPY', count: 20, index: 'SPX' });
    expect(body.regime.index).toBe('SPX');
    expect(['risk_on', 'risk_off']).toContain(body.regime.state);
    expect(body.ranking).toHaveLength(20);
    for (const r of body.ranking) expect(r.not_used.map((g) => g.factor)).toEqual(expect.arrayContaining(['value', 'quality']));
    expect(body.signal).toBe(body.call.signal);
    expect(body.sources_not_configured[0]!.factors).toEqual(['value', 'quality']);
  });

  it('is a 503 when the index cannot be read', async () => {
    const spy = { asOf: '2026-11-24', holdings: [{ ticker: 'AAPL', name: 'Apple', weight: 0.07 }] };
    const out = await invokeEndpoint(signalScreener, {}, { asOf: AS_OF, ports: { prices: fakePrices({ bars: equityBars, clock: CLOCK_OPEN, down: ['SPX'] }), holdings: fakeHoldings({ funds: { SPY: spy }, clock: CLOCK_OPEN }) } });
    expect(out.status).toBe(503);
  });
});
