import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergeSweepParts } from '../../src/backtest/_lib/sweepParts.js';
import { computeBacktestStats } from '../../src/backtest/computeBacktestStats.js';
import { createSmaCrossStrategy } from '../../src/backtest/createSmaCrossStrategy.js';
import { runBacktest } from '../../src/backtest/runBacktest.js';
import { sweepParameters, type StrategyFactory } from '../../src/backtest/sweepParameters.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { loadGoog } from './_goog.js';

const bars = loadGoog();
const sma: StrategyFactory = (p) => createSmaCrossStrategy({ fast: p.fast, slow: p.slow });
const GRID = { fast: [5, 10, 20, 30], slow: [10, 20, 30, 50] };
const RUN = { commission: { rate: 0.002 } };

describe('sweepParameters', () => {
  const sweep = sweepParameters(bars, sma, GRID, { run: RUN });

  it('measures every combination exactly as computeBacktestStats does (which matches backtesting.py)', () => {
    for (let i = 0; i < sweep.combinations; i++) {
      const fast = GRID.fast[Math.floor(i / 4)]!;
      const slow = GRID.slow[i % 4]!;
      if (fast >= slow) continue;
      const result = runBacktest(bars, createSmaCrossStrategy({ fast, slow }), RUN);
      const stats = computeBacktestStats(result, bars);
      expect(sweep.values[i]).toBe(stats.sharpe_ratio);
      expect(sweep.trade_counts[i]).toBe(stats.trade_count);
    }
  });

  it('ranks by other metrics with the same definitions', () => {
    for (const metric of ['return_pct', 'return_ann_pct', 'cagr_pct'] as const) {
      const s = sweepParameters(bars, sma, { fast: [10], slow: [30] }, { run: RUN, metric });
      const stats = computeBacktestStats(runBacktest(bars, createSmaCrossStrategy({ fast: 10, slow: 30 }), RUN), bars);
      expect(s.values[0]).toBeCloseTo(stats[metric]!, 10);
    }
  });

  it('enumerates with the first key slowest, counts rejected combinations and picks the highest metric', () => {
    expect(sweep.combinations).toBe(16);
    // fast ≥ slow: (10,10), (20,10), (20,20), (30,10), (30,20), (30,30).
    expect(sweep.rejected).toBe(6);
    expect(sweep.evaluated).toBe(10);
    expect(Array.from(sweep.trade_counts.slice(4, 6))).toEqual([-1, sweep.trade_counts[5]]);
    const finite = Array.from(sweep.values).filter((v) => !Number.isNaN(v));
    expect(sweep.best?.value).toBe(Math.max(...finite));
    const i = sweep.best!.index;
    expect(sweep.best?.params).toEqual({ fast: GRID.fast[Math.floor(i / 4)], slow: GRID.slow[i % 4] });
  });

  it('keeps the per-bar returns of every run when asked (the PBO matrix)', () => {
    const s = sweepParameters(bars, sma, { fast: [10, 20], slow: [30] }, { run: RUN, keepReturns: true });
    const n = bars.dates.length;
    expect(s.returns?.length).toBe(2 * (n - 1));
    const eq = runBacktest(bars, createSmaCrossStrategy({ fast: 20, slow: 30 }), RUN).equity;
    expect(s.returns![(n - 1) + 100]).toBeCloseTo(eq[101]! / eq[100]! - 1, 15);
    expect(Array.from(s.return_indexes!)).toEqual([0, 1]);
  });

  it('gives the same result however the grid is split into ranges (how the worker pool splits it)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 15 }), { maxLength: 4 }), (cuts) => {
        const bounds = [0, ...[...cuts].sort((a, b) => a - b), 16];
        const parts = bounds.slice(0, -1).map((start, k) => {
          const r = sweepParameters(bars, sma, GRID, { run: RUN, range: { start, end: bounds[k + 1]! } });
          return { start: r.start, end: r.end, values: r.values, tradeCounts: r.trade_counts, returns: null, returnIndexes: null };
        });
        expect(mergeSweepParts(GRID, 'sharpe_ratio', parts)).toEqual(sweep);
      }),
      { numRuns: 5 },
    );
  });

  it('does not modify the bars or the grid', () => {
    const grid = { fast: [5, 10], slow: [20] };
    const close = Float64Array.from(bars.close);
    sweepParameters(bars, sma, grid);
    expect(grid).toEqual({ fast: [5, 10], slow: [20] });
    expect(bars.close).toEqual(close);
  });

  it('rejects bad arguments naming the field', () => {
    const field = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(GuidekitError);
        expect((e as GuidekitError).message.startsWith('sweepParameters:')).toBe(true);
        return (e as GuidekitError).field;
      }
      return undefined;
    };
    expect(field(() => sweepParameters(bars, sma, {}))).toBe('grid');
    expect(field(() => sweepParameters(bars, sma, { fast: [] }))).toBe('grid.fast');
    expect(field(() => sweepParameters(bars, sma, GRID, { metric: 'sortino' as 'return_pct' }))).toBe('metric');
    expect(field(() => sweepParameters(bars, sma, GRID, { range: { start: 3, end: 3 } }))).toBe('range');
    expect(field(() => sweepParameters(bars, sma, GRID, { riskFreeRate: 2 }))).toBe('riskFreeRate');
    expect(field(() => sweepParameters(bars, 'sma' as unknown as StrategyFactory, GRID))).toBe('factory');
  });
});
