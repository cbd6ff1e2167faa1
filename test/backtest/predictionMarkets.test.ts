import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { generateSyntheticMarkets } from '../../src/backtest/predictionMarkets/generateSyntheticMarkets.js';
import { parsePredictionMarkets } from '../../src/backtest/predictionMarkets/parsePredictionMarkets.js';
import { runPredictionMarketBacktest } from '../../src/backtest/predictionMarkets/runPredictionMarketBacktest.js';
import type { PredictionMarket } from '../../src/backtest/predictionMarkets/types.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

const market = (over: Partial<PredictionMarket> = {}): PredictionMarket => ({
  id: 'M1', venue: 'kalshi', category: 'politics', close_time: '2024-03-10T00:00:00Z', status: 'resolved', outcome: 'yes',
  history: [{ t: '2024-03-01T12:00:00Z', yes_bid: 0.38, yes_ask: 0.4, depth: null }],
  ...over,
});

const fieldOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof GuidekitError ? e.field : 'not a GuidekitError';
  }
  return 'no throw';
};

describe('generateSyntheticMarkets', () => {
  it('gives the same markets for the same seed and different ones for another seed', () => {
    expect(generateSyntheticMarkets({ seed: 42, count: 50 })).toEqual(generateSyntheticMarkets({ seed: 42, count: 50 }));
    expect(generateSyntheticMarkets({ seed: 42, count: 50 })).not.toEqual(generateSyntheticMarkets({ seed: 43, count: 50 }));
  });

  it('produces markets the parser reads back unchanged, with valid quotes before the close', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), (seed) => {
        const markets = generateSyntheticMarkets({ seed, count: 20 });
        expect(parsePredictionMarkets(JSON.stringify(markets))).toEqual({ markets, issues: [] });
        for (const m of markets) {
          expect(m.status === 'resolved').toBe(m.outcome !== null);
          for (const q of m.history) {
            expect(q.yes_bid! > 0 && q.yes_bid! <= q.yes_ask! && q.yes_ask! < 1).toBe(true);
            expect(Date.parse(q.t)).toBeLessThan(Date.parse(m.close_time));
          }
        }
      }),
      { numRuns: 20 },
    );
  });

  it('rejects bad options naming them', () => {
    expect(fieldOf(() => generateSyntheticMarkets({ count: 0 }))).toBe('count');
    expect(fieldOf(() => generateSyntheticMarkets({ voidRate: 1 }))).toBe('voidRate');
    expect(fieldOf(() => generateSyntheticMarkets({ start: '2024-02-30' }))).toBe('start');
  });
});

describe('parsePredictionMarkets', () => {
  it('reads the CSV format, groups rows by market, sorts quotes and reports bad rows by line', () => {
    const csv = [
      'market_id,venue,category,close_time,status,outcome,t,yes_bid,yes_ask,depth',
      'A,kalshi,Politics,2024-03-10T00:00:00Z,resolved,yes,2024-03-02T12:00:00Z,0.40,0.42,100',
      'A,kalshi,Politics,2024-03-10T00:00:00Z,resolved,yes,2024-03-01T12:00:00Z,0.30,0.33,',
      'B,polymarket,crypto,2024-03-10T00:00:00Z,void,,2024-03-01T12:00:00Z,0.5,0.52,10',
      'A,kalshi,politics,2024-03-11T00:00:00Z,resolved,yes,2024-03-03T12:00:00Z,0.5,0.52,10',
      'C,kalshi,crypto,2024-03-10T00:00:00Z,resolved,yes,2024-03-01T12:00:00Z,0.6,0.5,10',
      'D,kalshi,crypto,2024-03-10T00:00:00Z,resolved,,2024-03-01T12:00:00Z,0.4,0.5,10',
      'E,kalshi,crypto',
    ].join('\n');
    const { markets, issues } = parsePredictionMarkets(csv);
    expect(markets.map((m) => m.id)).toEqual(['A', 'B']);
    expect(markets[0]!.category).toBe('politics');
    expect(markets[0]!.history.map((q) => q.t)).toEqual(['2024-03-01T12:00:00Z', '2024-03-02T12:00:00Z']);
    expect(markets[0]!.history[0]!.depth).toBeNull();
    expect(markets[1]).toMatchObject({ status: 'void', outcome: null });
    expect(issues.map((i) => [i.line, i.code])).toEqual([[5, 'inconsistent_market'], [6, 'invalid_quote'], [7, 'invalid_market'], [8, 'bad_field_count']]);
  });

  it('reads RFC 4180 CSV: BOM, CRLF, a quoted category holding a comma and a line break, and a row with malformed quoting', () => {
    const csv = [
      '\uFEFFmarket_id,venue,category,close_time,status,outcome,t,yes_bid,yes_ask',
      'A,kalshi,"politics, US\r\nhouse",2024-03-10T00:00:00Z,resolved,yes,2024-03-01T12:00:00Z,0.40,0.42',
      'A,kalshi,"politics, US\r\nhouse",2024-03-10T00:00:00Z,resolved,yes,2024-03-02T12:00:00Z,0.45,0.47',
      'B,kalshi,crypto,2024-03-10T00:00:00Z,resolved,yes,2024-03-01T12:00:00Z,0.5,"0.52',
    ].join('\r\n');
    const { markets, issues } = parsePredictionMarkets(csv);
    expect(markets.map((m) => [m.id, m.category, m.history.length])).toEqual([['A', 'politics, us\r\nhouse', 2]]);
    // Each A row spans two lines, so B starts on line 6.
    expect(issues.map((i) => [i.line, i.code])).toEqual([[6, 'invalid_quotes']]);
  });

  it('reads the JSON format and reports a bad market by index', () => {
    const { markets, issues } = parsePredictionMarkets(JSON.stringify({ markets: [market(), { ...market({ id: 'X' }), status: 'maybe' }] }));
    expect(markets).toEqual([market()]);
    expect(issues).toEqual([expect.objectContaining({ index: 1, line: null, code: 'invalid_market' })]);
  });

  it('throws only when the document is unusable', () => {
    expect(fieldOf(() => parsePredictionMarkets('{oops'))).toBe('text');
    expect(fieldOf(() => parsePredictionMarkets('market_id,venue\nA,kalshi'))).toBe('text');
  });
});

describe('runPredictionMarketBacktest', () => {
  it('buys at the ask and pays Kalshi\'s rounded-up fee (0.07 × C × P × (1 − P))', () => {
    // Hand computation from Kalshi's published formula: 100 contracts at $0.40 → 0.07·100·0.4·0.6 = $1.68.
    const r = runPredictionMarketBacktest([market()], { side: 'yes' }, { contracts: 100 });
    expect(r.trade_count).toBe(1);
    expect(r.trades[0]!.cost.toFixed(2)).toBe('40.00');
    expect(r.trades[0]!.fees.toFixed(2)).toBe('1.68');
    expect(r.summary.net_pnl.toFixed(2)).toBe('58.32');
    // 3 contracts at $0.40: 0.07·3·0.24 = 0.0504 → rounded up to $0.06.
    expect(runPredictionMarketBacktest([market()], { side: 'yes' }, { contracts: 3 }).trades[0]!.fees.toFixed(2)).toBe('0.06');
    expect(r.unverified_rules).toEqual(['prediction_markets.kalshi.taker_fee']);
  });

  it('buys NO at one minus the YES bid, and a stake buys whole contracts within it', () => {
    const r = runPredictionMarketBacktest([market({ outcome: 'no' })], { side: 'no' }, { stake: '100' });
    expect(r.trades[0]!.ask).toBeCloseTo(0.62, 12);
    expect(r.trades[0]!.contracts).toBe(161); // ⌊100 ÷ 0.62⌋
    expect(r.trades[0]!.won).toBe(true);
  });

  it('walks a thin book: contracts beyond the depth cost one quoted spread more per level', () => {
    const thin = market({ history: [{ t: '2024-03-01T12:00:00Z', yes_bid: 0.38, yes_ask: 0.4, depth: 10 }] });
    const r = runPredictionMarketBacktest([thin], { side: 'yes' }, { contracts: 25, feeCoefficient: 0 });
    // 10 at 0.40 + 10 at 0.42 + 5 at 0.44 = 4.00 + 4.20 + 2.20 = 10.40
    expect(r.trades[0]!.cost.toFixed(2)).toBe('10.40');
    expect(runPredictionMarketBacktest([thin], { side: 'yes' }, { contracts: 25, feeCoefficient: 0, thinBook: false }).trades[0]!.cost.toFixed(2)).toBe('10.00');
  });

  it('excludes void and unresolved markets and counts them', () => {
    const markets = [market(), market({ id: 'V', status: 'void', outcome: null }), market({ id: 'U', status: 'unresolved', outcome: null }), market({ id: 'V2', status: 'void', outcome: null })];
    const r = runPredictionMarketBacktest(markets, { side: 'yes' });
    expect(r.excluded).toEqual({ void: 2, unresolved: 1 });
    expect(r.trades.map((t) => t.market_id)).toEqual(['M1']);
    const gen = generateSyntheticMarkets({ seed: 5, count: 400, voidRate: 0.1, unresolvedRate: 0.1 });
    const g = runPredictionMarketBacktest(gen, { side: 'yes' });
    expect(g.excluded.void).toBe(gen.filter((m) => m.status === 'void').length);
    expect(g.excluded.unresolved).toBe(gen.filter((m) => m.status === 'unresolved').length);
    expect(g.excluded.void + g.excluded.unresolved + g.filtered_out + g.no_entry + g.trade_count).toBe(gen.length);
    expect(g.excluded.void).toBeGreaterThan(0);
  });

  it('enters on price thresholds, time to close and category, and never reads quotes at or after the close', () => {
    const m = market({
      history: [
        { t: '2024-03-01T12:00:00Z', yes_bid: 0.5, yes_ask: 0.52, depth: null },
        { t: '2024-03-08T12:00:00Z', yes_bid: 0.18, yes_ask: 0.2, depth: null },
        { t: '2024-03-10T00:00:00Z', yes_bid: 0.05, yes_ask: 0.06, depth: null },
      ],
    });
    expect(runPredictionMarketBacktest([m], { side: 'yes', maxPrice: 0.3 }).trades[0]!.entry_time).toBe('2024-03-08T12:00:00Z');
    expect(runPredictionMarketBacktest([m], { side: 'yes', maxPrice: 0.1 }).no_entry).toBe(1);
    expect(runPredictionMarketBacktest([m], { side: 'yes', minDaysToClose: 5 }).trades[0]!.entry_time).toBe('2024-03-01T12:00:00Z');
    expect(runPredictionMarketBacktest([m], { side: 'yes', maxDaysToClose: 3 }).trades[0]!.days_to_close).toBe(1.5);
    expect(runPredictionMarketBacktest([m], { side: 'yes', categories: ['Crypto'] }).filtered_out).toBe(1);
  });

  it('lowers the PnL monotonically as fees and spread rise', () => {
    const markets = generateSyntheticMarkets({ seed: 11, count: 120 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.2, noNaN: true }), fc.double({ min: 0, max: 0.2, noNaN: true }), fc.double({ min: 0, max: 0.05, noNaN: true }), fc.double({ min: 0, max: 0.05, noNaN: true }), (f1, f2, s1, s2) => {
        const run = (fee: number, spread: number) => runPredictionMarketBacktest(markets, { side: 'yes', maxPrice: 0.6 }, { contracts: 50, feeCoefficient: fee, spread }).summary.net_pnl;
        const [lowF, highF] = f1 <= f2 ? [f1, f2] : [f2, f1];
        const [lowS, highS] = s1 <= s2 ? [s1, s2] : [s2, s1];
        expect(run(highF, lowS).lte(run(lowF, lowS))).toBe(true);
        expect(run(lowF, highS).lte(run(lowF, lowS))).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('keeps net PnL equal to payout minus cost minus fees, trade by trade and in total', () => {
    const r = runPredictionMarketBacktest(generateSyntheticMarkets({ seed: 3, count: 150 }), { side: 'no', minPrice: 0.2 }, { stake: '250.50' });
    const total = r.trades.reduce((a, t) => a.plus(t.pnl), new Decimal(0));
    expect(total.eq(r.summary.net_pnl)).toBe(true);
    for (const t of r.trades) expect(t.cost.lte('250.50')).toBe(true);
  });

  it('does not modify its inputs', () => {
    const markets = generateSyntheticMarkets({ seed: 9, count: 30 });
    const copy = structuredClone(markets);
    const strategy = { side: 'yes' as const, categories: ['crypto'] };
    runPredictionMarketBacktest(markets, strategy);
    expect(markets).toEqual(copy);
    expect(strategy).toEqual({ side: 'yes', categories: ['crypto'] });
  });

  it('rejects a bad strategy or option naming it', () => {
    expect(fieldOf(() => runPredictionMarketBacktest([], { side: 'maybe' as 'yes' }))).toBe('strategy.side');
    expect(fieldOf(() => runPredictionMarketBacktest([], { side: 'yes', maxPrice: 1.5 }))).toBe('strategy.maxPrice');
    expect(fieldOf(() => runPredictionMarketBacktest([], { side: 'yes' }, { stake: '-1' }))).toBe('stake');
    expect(fieldOf(() => runPredictionMarketBacktest([], { side: 'yes' }, { spread: 0.7 }))).toBe('spread');
    expect(fieldOf(() => runPredictionMarketBacktest([], { side: 'yes' }, { contracts: 1.5 }))).toBe('contracts');
  });
});
