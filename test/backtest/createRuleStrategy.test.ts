import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileRule } from '../../src/backtest/compileRule.js';
import { createRuleStrategy } from '../../src/backtest/createRuleStrategy.js';
import { createSmaCrossStrategy } from '../../src/backtest/createSmaCrossStrategy.js';
import { runBacktest } from '../../src/backtest/runBacktest.js';
import type { RuleCondition, RuleSeries, RuleSpecInput } from '../../src/backtest/ruleSpecSchema.js';
import type { BacktestStrategy, Bars } from '../../src/backtest/types.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { computeAtr } from '../../src/markets/indicators/computeAtr.js';
import { loadGoog } from './_goog.js';
import { makeBars } from './_bars.js';

const close: RuleSeries = { type: 'price', field: 'close' };
const num = (value: number): RuleSeries => ({ type: 'number', value });
const above = (left: RuleSeries, right: RuleSeries, bars?: number): RuleCondition => ({ type: 'compare', left, op: '>', right, ...(bars ? { bars } : {}) });

/** Bars whose close is `closes[i]`, open = previous close, high/low 1 % around. */
function barsFrom(closes: readonly number[]): Bars {
  return makeBars(closes.map((c, i) => {
    const o = i === 0 ? c : (closes[i - 1] as number);
    return [o, Math.max(o, c) * 1.01, Math.min(o, c) * 0.99, c];
  }));
}

function thrown(f: () => unknown): GuidekitError {
  try {
    f();
  } catch (e) {
    if (e instanceof GuidekitError) return e;
    throw e;
  }
  throw new Error('expected a GuidekitError');
}

describe('createRuleStrategy', () => {
  describe('on GOOG.csv (../shared/data)', () => {
    const bars = loadGoog();

    it('gives exactly the trades of createSmaCrossStrategy for the compiled long-only SMA(10)/SMA(20) rule', async () => {
      const { spec } = await compileRule('Buy when SMA(10) crosses above SMA(20). Sell when SMA(10) crosses below SMA(20).');
      const ours = runBacktest(bars, createRuleStrategy(spec), { commission: { rate: 0.002 } });
      const reference = runBacktest(bars, createSmaCrossStrategy({ fast: 10, slow: 20, mode: 'long_only' }), { commission: { rate: 0.002 } });
      expect(ours.trades.length).toBeGreaterThan(20);
      expect(ours.trades).toEqual(reference.trades);
      expect(Array.from(ours.equity)).toEqual(Array.from(reference.equity));
      expect(ours.warmup_bars).toBe(reference.warmup_bars);
    });

    it("gives the issue's long/short SMA(10)/SMA(30) sentence backtesting.py's 66 trades (its _test.py::test_compute_stats)", async () => {
      const { spec } = await compileRule('Go long when SMA(10) crosses above SMA(30). Go short when SMA(10) crosses below SMA(30).');
      const ours = runBacktest(bars, createRuleStrategy(spec), { finalize: 'last_open' });
      const reference = runBacktest(bars, createSmaCrossStrategy({ fast: 10, slow: 30 }), { finalize: 'last_open' });
      expect(ours.trades).toEqual(reference.trades);
      expect(ours.trades).toHaveLength(66);
    });
  });

  it('fires a comparison only after it has held for N bars', () => {
    const bars = barsFrom([90, 101, 102, 103, 104, 105, 106]);
    const r = runBacktest(bars, createRuleStrategy({ entries: [{ side: 'long', when: above(close, num(100), 3) }] }), { finalize: 'last_close' });
    // close > 100 on bars 1, 2, 3: the rule fires at the close of bar 3 and fills at the open of bar 4.
    expect(r.trades.map((t) => t.entry_bar)).toEqual([4]);
  });

  it('lets a filter block entries but not exits, and takes neither side when both fire', () => {
    const bars = barsFrom([90, 101, 102, 103, 104, 105, 106]);
    const filtered = createRuleStrategy({ entries: [{ side: 'long', when: above(close, num(100)) }], filters: [{ side: 'long', when: above(num(0), close) }] });
    expect(runBacktest(bars, filtered, {}).trades).toEqual([]);
    const shortOnlyFilter = createRuleStrategy({ entries: [{ side: 'long', when: above(close, num(100)) }], filters: [{ side: 'short', when: above(num(0), close) }] });
    expect(runBacktest(bars, shortOnlyFilter, { finalize: 'last_close' }).trades.map((t) => t.entry_bar)).toEqual([2]);
    const both = createRuleStrategy({ entries: [{ side: 'long', when: above(close, num(100)) }, { side: 'short', when: above(close, num(100)) }] });
    expect(runBacktest(bars, both, {}).trades).toEqual([]);
  });

  it('exits on an exit rule of the open side and ignores exits of the other side', () => {
    const bars = barsFrom([90, 101, 102, 99, 98, 97, 96]);
    const entries = [{ side: 'long' as const, when: above(close, num(100)) }];
    const exitAny = runBacktest(bars, createRuleStrategy({ entries, exits: [{ side: 'any', when: above(num(100), close) }] }), { finalize: 'none' });
    // Entry decided at bar 1, filled at open 2; close < 100 at bar 3, exit filled at open 4 (= close 3 = 99).
    expect(exitAny.trades.map((t) => [t.entry_bar, t.exit_bar, t.exit_price, t.exit_reason])).toEqual([[2, 4, 99, 'signal']]);
    const exitShort = runBacktest(bars, createRuleStrategy({ entries, exits: [{ side: 'short', when: above(num(100), close) }] }), { finalize: 'none' });
    expect(exitShort.trades).toEqual([]);
    expect(exitShort.open_trade?.entry_bar).toBe(2);
  });

  it('attaches percent and ATR levels, sizing and the time exit to every entry', () => {
    const closes = Array.from({ length: 40 }, (_, i) => 100 + 3 * Math.sin(i / 3) + i * 0.2);
    const bars = barsFrom(closes);
    const spec: RuleSpecInput = {
      entries: [{ side: 'long', when: above(close, num(0)) }],
      stop_loss: { kind: 'atr', multiple: 2, period: 5 },
      take_profit: { kind: 'percent', fraction: 0.5 },
      sizing: { kind: 'units', units: 3 },
      max_bars: 4,
    };
    const r = runBacktest(bars, createRuleStrategy(spec), {});
    const first = r.trades[0]!;
    const atr = computeAtr(bars, { period: 5 });
    // The warm-up is ATR(5)'s lookback, 5: the first decision is at bar 6, filled at the open of bar 7.
    expect(r.warmup_bars).toBe(5);
    expect(first.entry_bar).toBe(7);
    expect(first.size).toBe(3);
    expect(first.stop_loss).toBeCloseTo(first.entry_price - 2 * (atr[6] as number), 10);
    expect(first.take_profit).toBeCloseTo(first.entry_price * 1.5, 10);
    expect(r.trades.filter((t) => t.exit_reason === 'time').every((t) => t.duration_bars === 4)).toBe(true);
  });

  it('uses the largest lookback plus shift as warm-up', () => {
    const warm = (spec: RuleSpecInput) => createRuleStrategy(spec).prepare(barsFrom(Array.from({ length: 50 }, (_, i) => 100 + i))).warmupBars;
    expect(warm({ entries: [{ side: 'long', when: { type: 'cross', left: { type: 'sma', period: 10 }, direction: 'above', right: { type: 'sma', period: 20 } } }] })).toBe(19);
    expect(warm({ entries: [{ side: 'long', when: above({ type: 'rsi', period: 14 }, num(50)) }] })).toBe(14);
    expect(warm({ entries: [{ side: 'long', when: above(close, { type: 'donchian', band: 'upper', period: 20, shift: 1 }) }] })).toBe(20);
    expect(warm({ entries: [{ side: 'long', when: above(close, num(1)) }], stop_loss: { kind: 'atr', multiple: 1, period: 30 } })).toBe(30);
  });

  it('rejects an invalid spec naming its path, and does not modify the spec', () => {
    const e = thrown(() => createRuleStrategy({ entries: [{ side: 'up' as never, when: above(close, num(1)) }] }));
    expect([e.code, e.field]).toEqual(['invalid_rule', 'spec.entries[0].side']);
    expect(e.message.startsWith('createRuleStrategy: ')).toBe(true);
    const spec = JSON.parse(JSON.stringify({ entries: [{ side: 'long', when: above(close, num(1), 2) }], stop_loss: { kind: 'percent', fraction: 0.1 } }));
    const before = JSON.stringify(spec);
    runBacktest(barsFrom([1, 2, 3, 4, 5, 6]), createRuleStrategy(spec), {});
    expect(JSON.stringify(spec)).toBe(before);
  });

  // Property: decisions at bar t depend only on bars ≤ t, for random specs over every indicator (the approach of
  // test/backtest/noLookAhead.property.test.ts, whose check catches a strategy that peeks one bar ahead).
  it('never lets a bar after t change a decision, trade entry or equity up to t', () => {
    const period = fc.integer({ min: 1, max: 12 });
    const shift = fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined });
    const withShift = <T extends object>(s: T, k: number | undefined) => (k === undefined ? s : { ...s, shift: k });
    const series: fc.Arbitrary<RuleSeries> = fc.oneof(
      fc.tuple(fc.constantFrom('open', 'high', 'low', 'close') as fc.Arbitrary<'close'>, shift).map(([field, k]) => withShift({ type: 'price' as const, field }, k)),
      fc.double({ min: 20, max: 130, noNaN: true }).map(num),
      fc.tuple(fc.constantFrom('sma', 'ema', 'wma') as fc.Arbitrary<'sma'>, period, shift).map(([type, p, k]) => withShift({ type, period: p }, k)),
      fc.tuple(fc.constantFrom('rsi', 'atr', 'adx', 'roc') as fc.Arbitrary<'rsi'>, period, shift).map(([type, p, k]) => withShift({ type, period: p }, k)),
      fc.tuple(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 6, max: 12 }), fc.integer({ min: 1, max: 5 }), fc.constantFrom('macd', 'signal', 'histogram') as fc.Arbitrary<'macd'>)
        .map(([fast, slow, signal, line]) => ({ type: 'macd' as const, line, fast, slow, signal })),
      fc.tuple(period, fc.constantFrom('upper', 'middle', 'lower') as fc.Arbitrary<'upper'>).map(([p, band]) => ({ type: 'bollinger' as const, band, period: p, deviations: 2 })),
      fc.tuple(period, fc.constantFrom('upper', 'middle', 'lower') as fc.Arbitrary<'upper'>, shift).map(([p, band, k]) => withShift({ type: 'donchian' as const, band, period: p }, k)),
      fc.tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom('k', 'd') as fc.Arbitrary<'k'>).map(([p, line]) => ({ type: 'stochastic' as const, line, fast_k: p, slow_k: 3, slow_d: 3 })),
      fc.constantFrom({ type: 'obv' as const }, { type: 'vwap' as const }),
    );
    const relation: fc.Arbitrary<RuleCondition> = fc.oneof(
      fc.tuple(series, fc.constantFrom('above', 'below') as fc.Arbitrary<'above'>, series).map(([left, direction, right]) => ({ type: 'cross' as const, left, direction, right })),
      fc.tuple(series, fc.constantFrom('>', '<', '>=', '<=') as fc.Arbitrary<'>'>, series, fc.integer({ min: 1, max: 3 })).map(([left, op, right, bars]) => ({ type: 'compare' as const, left, op, right, bars })),
    );
    const condition: fc.Arbitrary<RuleCondition> = fc.oneof(relation, fc.tuple(fc.constantFrom('all', 'any') as fc.Arbitrary<'all'>, fc.array(relation, { minLength: 1, maxLength: 3 })).map(([type, conditions]) => ({ type, conditions })));
    const level = fc.oneof(fc.double({ min: 0.01, max: 0.2, noNaN: true }).map((fraction) => ({ kind: 'percent' as const, fraction })), fc.tuple(fc.double({ min: 0.5, max: 3, noNaN: true }), period).map(([multiple, p]) => ({ kind: 'atr' as const, multiple, period: p })));
    const spec: fc.Arbitrary<RuleSpecInput> = fc.record({
      entries: fc.array(fc.record({ side: fc.constantFrom('long', 'short') as fc.Arbitrary<'long'>, when: condition }), { minLength: 1, maxLength: 2 }),
      exits: fc.array(fc.record({ side: fc.constantFrom('long', 'short', 'any') as fc.Arbitrary<'long'>, when: condition }), { maxLength: 1 }),
      filters: fc.array(fc.record({ side: fc.constantFrom('long', 'short', 'any') as fc.Arbitrary<'long'>, when: condition }), { maxLength: 1 }),
      stop_loss: fc.option(level, { nil: undefined }),
      take_profit: fc.option(level, { nil: undefined }),
      max_bars: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
    }).map((s) => JSON.parse(JSON.stringify(s)) as RuleSpecInput);
    const barRow = fc
      .tuple(fc.double({ min: 50, max: 150, noNaN: true }), fc.double({ min: -0.05, max: 0.05, noNaN: true }), fc.double({ min: 0, max: 0.03, noNaN: true }), fc.double({ min: 0, max: 0.03, noNaN: true }))
      .map(([o, move, up, down]): [number, number, number, number] => {
        const c = o * (1 + move);
        return [o, Math.max(o, c) * (1 + up), Math.min(o, c) * (1 - down), c];
      });
    const logged = (inner: BacktestStrategy, log: string[]): BacktestStrategy => ({
      name: inner.name,
      prepare(bars) {
        const p = inner.prepare(bars);
        return { warmupBars: p.warmupBars, decide: (t, pos) => {
          const a = p.decide(t, pos);
          log.push(`${t}:${JSON.stringify(a)}:${JSON.stringify(pos)}`);
          return a;
        } };
      },
    });
    const upTo = (log: string[], t: number) => log.filter((d) => Number(d.split(':')[0]) <= t);
    const entered = (r: ReturnType<typeof runBacktest>, t: number) =>
      [...r.trades, ...(r.open_trade ? [r.open_trade] : [])].filter((x) => x.entry_bar <= t).map((x) => [x.entry_bar, x.entry_price, x.size, x.side, x.stop_loss, x.take_profit]);
    fc.assert(
      // Every cut t of every run is checked, so a look-ahead that flips a single decision is caught.
      fc.property(spec, fc.array(barRow, { minLength: 30, maxLength: 50 }), fc.array(barRow, { minLength: 50, maxLength: 50 }), (s, rows, tail) => {
        const logA: string[] = [];
        const a = runBacktest(makeBars(rows), logged(createRuleStrategy(s), logA), { finalize: 'none' });
        for (let t = 0; t < rows.length - 1; t++) {
          const changed = rows.map((r, i) => (i > t ? (tail[i] as [number, number, number, number]) : r));
          const logB: string[] = [];
          const b = runBacktest(makeBars(changed), logged(createRuleStrategy(s), logB), { finalize: 'none' });
          expect(upTo(logB, t)).toEqual(upTo(logA, t));
          expect(entered(b, t)).toEqual(entered(a, t));
          expect(Array.from(b.equity.subarray(0, t + 1))).toEqual(Array.from(a.equity.subarray(0, t + 1)));
        }
      }),
      { numRuns: 80 },
    );
  });
});
