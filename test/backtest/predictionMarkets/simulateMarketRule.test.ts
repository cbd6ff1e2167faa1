import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileMarketRule } from '../../../src/backtest/predictionMarkets/compileMarketRule.js';
import { createMemoryCorpus } from '../../../src/backtest/predictionMarkets/createMemoryCorpus.js';
import type { MarketRuleSpec } from '../../../src/backtest/predictionMarkets/marketRuleSpecSchema.js';
import type { CorpusEntry, CorpusFilter } from '../../../src/backtest/predictionMarkets/PredictionMarketCorpus.js';
import { simulateMarketRule } from '../../../src/backtest/predictionMarkets/simulateMarketRule.js';
import { handMarkets, hoursBefore, market, trade } from './_syntheticMarkets.js';

const spec = (text: string): MarketRuleSpec => {
  const r = compileMarketRule(text);
  if (!r.ok) throw new Error(`does not compile: ${text}: ${JSON.stringify(r.problems)}`);
  return r.spec;
};
const OFF = { spread: 0, fees: 'none' } as const;
const CLOSE = '2024-03-10T00:00:00.000Z';

describe('simulateMarketRule: hand-computed markets (synthetic, labelled)', () => {
  const rule = spec('Buy YES below 10c 7 days before close, 100 contracts');
  it('with costs off, each P&L is (payoff − price) × contracts', async () => {
    const r = await simulateMarketRule(createMemoryCorpus(handMarkets()), rule, OFF);
    // M1: 100 × (1 − 0.06) = 94.00; M4: quote mid (0.04 + 0.07) / 2 = 0.055, 100 × 0.945 = 94.50; M2 (NO won): −5.00.
    expect(r.trades.map((t) => [t.market_id, t.entry_price, t.pnl])).toEqual([['M1', 0.06, '94.00'], ['M4', 0.055, '94.50'], ['M2', 0.05, '-5.00']]);
    expect(r.summary).toMatchObject({ cost: '16.50', fees: '0.00', proceeds: '200.00', net_pnl: '183.50' });
    expect(r.summary.hit_rate_pct).toBeCloseTo((2 / 3) * 100, 3);
    expect(r.excluded).toEqual({ void: 1, unresolved: 1, unreadable: 0 });
    expect(r.no_entry).toBe(1); // M3 at 0.30
    expect(r.calibration[0]).toMatchObject({ trades: 3, resolved_in_favour: 2, avg_entry_price: 0.055 });
    expect(r.by_venue.map((g) => [g.key, g.net_pnl])).toEqual([['kalshi', '188.50'], ['polymarket', '-5.00']]);
    expect(r.by_category.find((g) => g.key === 'economics')?.trades).toBe(1);
    expect(r.equity[r.equity.length - 1]?.pnl).toBe(183.5);
  });
  it('with costs on: ask where quoted, the one-cent floor of the Roll estimate from trades, the Kalshi fee', async () => {
    const r = await simulateMarketRule(createMemoryCorpus(handMarkets()), rule);
    // M1: 0.06 + 0.01/2 = 0.065 → cost 6.50, fee ⌈0.07·100·0.065·0.935 = 42.54¢⌉ = 0.43, P&L 100 − 6.93 = 93.07.
    // M4: ask 0.07 → 7.00, fee ⌈0.07·100·0.07·0.93 = 45.57¢⌉ = 0.46, P&L 92.54. M2 (Polymarket, fee 0): 0.055 → −5.50.
    expect(r.trades.map((t) => [t.market_id, t.price_source, t.entry_price, t.cost, t.fees, t.pnl])).toEqual([
      ['M1', 'trade', 0.065, '6.50', '0.43', '93.07'],
      ['M4', 'quote', 0.07, '7.00', '0.46', '92.54'],
      ['M2', 'trade', 0.055, '5.50', '0.00', '-5.50'],
    ]);
    expect(r.summary.net_pnl).toBe('180.11');
    expect(r.unverified_rules).toContain('prediction_markets.kalshi.taker_fee');
    expect(r.rules_applied.map((x) => x.id)).toContain('prediction_markets.thin_book_spread');
  });
  it('reads the Roll estimate when trades bounce between bid and ask', async () => {
    // Prices bounce 0.04, 0.08, 0.04, 0.08, 0.04: Δ = +4, −4, +4, −4 cents; the pairs (Δₜ, Δₜ₋₁) are (−4, 4), (4, −4),
    // (−4, 4): mean products −16, means −4/3 and 4/3, cov = −16 + 16/9 = −128/9 cents², s = 2·√(128/9) = 7.5425 cents.
    const t0 = [212, 210, 208, 206, 204].map((h, i) => trade(hoursBefore(CLOSE, h), i % 2 === 0 ? 0.04 : 0.08));
    const r = await simulateMarketRule(createMemoryCorpus([{ market: market('R'), trades: t0, quotes: [] }]), spec('Buy YES below 10c 7 days before close, 10 contracts'), { fees: 'none' });
    const s = (2 * Math.sqrt(128 / 9)) / 100;
    expect(r.trades[0]?.spread).toBeCloseTo(s, 6);
    expect(r.trades[0]?.entry_price).toBeCloseTo(0.04 + s / 2, 6);
  });
  it('sells NO as buying YES, hourly in a window, and exits at a take profit', async () => {
    const entries: CorpusEntry[] = [
      // Last 24 hours: 0.50 until close − 20 h, then 0.08: the first decision after it is close − 19 h.
      { market: market('S', { outcome: 'no' }), trades: [trade(hoursBefore(CLOSE, 30), 0.5), trade(hoursBefore(CLOSE, 20), 0.08)], quotes: [] },
    ];
    const sold = await simulateMarketRule(createMemoryCorpus(entries), spec('Sell NO above 90 cents in the last 24 hours, 10 contracts'), OFF);
    expect(sold.trades[0]).toMatchObject({ position: 'yes', entry_time: hoursBefore(CLOSE, 19), entry_price: 0.08, pnl: '-0.80' });
    const tp: CorpusEntry[] = [
      { market: market('T', { outcome: 'no' }), trades: [trade(hoursBefore(CLOSE, 70), 0.05), trade(hoursBefore(CLOSE, 40), 0.6)], quotes: [] },
    ];
    const r = await simulateMarketRule(createMemoryCorpus(tp), spec('Buy YES below 10c in the last 3 days, 10 contracts, take profit at 50 cents'), OFF);
    // Entry at close − 69 h at 0.05 (cost 0.50); exit at close − 39 h at 0.60 (proceeds 6.00): +5.50 though NO won.
    expect(r.trades[0]).toMatchObject({ entry_time: hoursBefore(CLOSE, 69), exit: 'take_profit', exit_time: hoursBefore(CLOSE, 39), pnl: '5.50', resolved_in_favour: false });
    const ts = await simulateMarketRule(createMemoryCorpus(tp), spec('Buy YES below 10c in the last 3 days, 10 contracts, exit 1 day before close'), OFF);
    expect(ts.trades[0]).toMatchObject({ exit: 'time_stop', exit_time: hoursBefore(CLOSE, 24), exit_price: 0.6, pnl: '5.50' });
  });
  it('pushes the rule down as the store filter and re-applies it', async () => {
    const seen: CorpusFilter[] = [];
    const inner = createMemoryCorpus(handMarkets());
    const spy = { status: inner.status, scan: (f: CorpusFilter, o?: { signal?: AbortSignal }) => (seen.push(f), inner.scan({}, o)) };
    const r = await simulateMarketRule(spy, spec('Buy YES below 10c 7 days before close on Kalshi weather markets'), OFF);
    expect(seen[0]).toEqual({ venues: ['kalshi'], categories: ['weather'], tradeWindowMs: (168 + 168) * 3_600_000 });
    expect(r.markets_scanned).toBe(6); // the spy ignored the filter; the engine did not
    expect(r.trades.map((t) => t.market_id)).toEqual(['M1']);
  });
  it('stops on abort and reports progress', async () => {
    const ac = new AbortController();
    ac.abort();
    const progress: number[] = [];
    const r = await simulateMarketRule(createMemoryCorpus(handMarkets()), spec('Buy YES below 10c'), { signal: ac.signal, onProgress: (p) => progress.push(p.markets_scanned) });
    expect(r.trade_count).toBe(0);
    expect(r.complete).toBe(false);
    expect(progress).toEqual([0]);
    // Aborted mid-scan by a store that keeps yielding: the engine stops at the next market.
    const mid = new AbortController();
    const all = handMarkets();
    const eager = { status: async () => [], scan: async function* () { for (const e of all) { yield e; mid.abort(); } } };
    const cut = await simulateMarketRule(eager, spec('Buy YES below 10c 7 days before close'), { signal: mid.signal });
    expect(cut).toMatchObject({ complete: false, markets_scanned: 1 });
    await expect(simulateMarketRule(createMemoryCorpus([]), spec('Buy YES below 10c'), { spread: 0.7 })).rejects.toThrow(/simulateMarketRule: spread/);
  });
});

// Random single-venue markets (synthetic): whole-cent prices, trades over the last 12 days before the close.
const marketArb = fc.record({
  status: fc.constantFrom('resolved', 'resolved', 'resolved', 'void', 'unresolved'),
  outcome: fc.constantFrom('yes', 'no'),
  trades: fc.array(fc.record({ h: fc.integer({ min: 1, max: 100 }), c: fc.integer({ min: 1, max: 99 }) }), { maxLength: 12 }),
});
type RandomMarket = typeof marketArb extends fc.Arbitrary<infer T> ? T : never;
const toEntries = (ms: RandomMarket[]): CorpusEntry[] =>
  ms.map((m, i) => ({
    market: market(`P${i}`, { status: m.status as 'resolved', outcome: m.status === 'resolved' ? (m.outcome as 'yes') : null }),
    trades: [...m.trades].sort((a, b) => b.h - a.h).map((t) => trade(hoursBefore(CLOSE, t.h), t.c / 100)),
    quotes: [],
  }));
const RULES = ['Buy YES below 30c in the last 3 days, 7 contracts', 'Buy NO above 60c 2 days before close, 3 contracts', 'Sell YES above 50 cents, 5 contracts'];

describe('simulateMarketRule: properties', () => {
  it('no look-ahead: changing any trade at or after a time T never changes a decision taken at or before T', async () => {
    await fc.assert(
      fc.asyncProperty(marketArb, fc.nat(), fc.constantFrom(...RULES), fc.constantFrom(1, 50, 99), async (m, pick, text, newPrice) => {
        const base = toEntries([{ ...m, status: 'resolved' }]);
        // T is one of the trades' own times (whole hours, so on the decision grid) or a random hour.
        const cutH = m.trades.length > 0 ? m.trades[pick % m.trades.length]!.h : (pick % 288) + 1;
        const cut = Date.parse(hoursBefore(CLOSE, cutH));
        const changed = base.map((e) => ({ ...e, trades: [...e.trades.map((t) => (Date.parse(t.t) >= cut ? { ...t, yes_price: newPrice / 100 } : t)), trade(hoursBefore(CLOSE, 0.5), newPrice / 100)] }));
        const a = await simulateMarketRule(createMemoryCorpus(base), spec(text), OFF);
        const b = await simulateMarketRule(createMemoryCorpus(changed), spec(text), OFF);
        const early = (r: typeof a) => r.trades.filter((t) => Date.parse(t.entry_time) <= cut).map((t) => [t.entry_time, t.entry_price, t.contracts]);
        expect(early(b)).toEqual(early(a));
      }),
      { numRuns: 150 },
    );
  });
  it('costs off: net P&L equals Σ (payoff − price) × contracts, recomputed independently in decimals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(marketArb, { maxLength: 8 }), fc.constantFrom(...RULES), async (ms, text) => {
        const r = await simulateMarketRule(createMemoryCorpus(toEntries(ms)), spec(text), { ...OFF, maxListedTrades: 1000 });
        const expected = r.trades.reduce((s, t) => s.plus(new Decimal(t.resolved_in_favour ? 1 : 0).minus(new Decimal(t.entry_price).toDecimalPlaces(2)).times(t.contracts)), new Decimal(0));
        expect(r.summary.net_pnl).toBe(expected.toFixed(2));
        expect(r.trades.reduce((s, t) => s.plus(t.pnl), new Decimal(0)).toFixed(2)).toBe(r.summary.net_pnl);
      }),
      { numRuns: 60 },
    );
  });
  it('void and unresolved markets are counted, never traded', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(marketArb, { maxLength: 10 }), fc.constantFrom(...RULES), async (ms, text) => {
        const entries = toEntries(ms);
        const r = await simulateMarketRule(createMemoryCorpus(entries), spec(text), OFF);
        const byId = new Map(entries.map((e) => [e.market.id, e.market.status]));
        expect(r.excluded.void).toBe(ms.filter((m) => m.status === 'void').length);
        expect(r.excluded.unresolved).toBe(ms.filter((m) => m.status === 'unresolved').length);
        expect(r.trades.every((t) => byId.get(t.market_id) === 'resolved')).toBe(true);
        expect(r.trade_count + r.no_entry + r.excluded.void + r.excluded.unresolved).toBe(ms.length);
      }),
      { numRuns: 60 },
    );
  });
});

describe('rollSpreadPrefixes', () => {
  it('equals the direct Roll estimate for every prefix', async () => {
    const { estimateRollSpread } = await import('../../../src/backtest/predictionMarkets/_lib/estimateRollSpread.js');
    const { rollSpreadPrefixes } = await import('../../../src/backtest/predictionMarkets/_lib/rollSpreadPrefixes.js');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 80 }), fc.integer({ min: 3, max: 60 }), (cents, lookback) => {
        const prices = Float64Array.from(cents, (c) => c / 100);
        const all = rollSpreadPrefixes(prices, lookback, 0.01);
        for (let end = 0; end <= prices.length; end++) expect(all[end]).toBeCloseTo(estimateRollSpread(prices, end, lookback, 0.01), 9);
      }),
      { numRuns: 100 },
    );
  });
});
