import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sliceBars } from '../../src/backtest/_lib/wfWindows.js';
import { createSmaCrossStrategy } from '../../src/backtest/createSmaCrossStrategy.js';
import { runWalkForward } from '../../src/backtest/runWalkForward.js';
import { sweepParameters, type StrategyFactory } from '../../src/backtest/sweepParameters.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { loadGoog } from './_goog.js';

const bars = loadGoog(); // 2,148 daily bars
const sma: StrategyFactory = (p) => createSmaCrossStrategy({ fast: p.fast, slow: p.slow });
const GRID = { fast: [5, 10, 20], slow: [30, 50] };

describe('runWalkForward', () => {
  const wf = runWalkForward(bars, sma, GRID, { inSampleBars: 750, outOfSampleBars: 250 });

  it('lays out rolling windows: fixed in-sample length, out-of-sample right after, stepping by the OOS length', () => {
    // (2148 − 750) / 250 = 5.6 → 5 full windows.
    expect(wf.windows).toHaveLength(5);
    wf.windows.forEach((w, k) => {
      expect(w.is_start).toBe(bars.dates[k * 250]);
      expect(w.is_end).toBe(bars.dates[k * 250 + 749]);
      expect(w.oos_start).toBe(bars.dates[k * 250 + 750]);
      expect(w.oos_end).toBe(bars.dates[k * 250 + 999]);
      expect(w.trials).toBe(6);
    });
  });

  it('anchors every in-sample window at the first bar in anchored mode', () => {
    const a = runWalkForward(bars, sma, GRID, { inSampleBars: 750, outOfSampleBars: 500, mode: 'anchored' });
    expect(a.windows).toHaveLength(2);
    for (const w of a.windows) expect(w.is_start).toBe(bars.dates[0]);
    expect(a.windows[1]?.is_end).toBe(bars.dates[1249]);
  });

  it('selects in sample exactly what a sweep over the in-sample bars selects', () => {
    wf.windows.forEach((w, k) => {
      const s = sweepParameters(sliceBars(bars, k * 250, k * 250 + 750), sma, GRID, { run: { finalize: 'last_close' } });
      expect(w.best_params).toEqual(s.best?.params);
      expect(w.is_metric).toBe(s.best?.value);
    });
  });

  it('stitches the out-of-sample windows: one point per OOS bar plus the start, chaining each window\'s return', () => {
    expect(wf.oos_equity.length).toBe(5 * 250 + 1);
    expect(wf.oos_dates[0]).toBe(bars.dates[749]);
    expect(wf.oos_equity[0]).toBe(1);
    const chained = wf.windows.reduce((e, w) => e * (1 + w.oos_return_pct / 100), 1);
    expect(wf.oos_equity[wf.oos_equity.length - 1]).toBeCloseTo(chained, 12);
    expect(wf.oos_return_pct).toBeCloseTo((chained - 1) * 100, 10);
    expect(wf.oos_trade_returns.length).toBe(wf.windows.reduce((n, w) => n + w.oos_trade_count, 0));
  });

  it('reports walk-forward efficiency and Sharpe decay from its own figures', () => {
    const isAnn = wf.windows.reduce((s, w) => s + w.is_return_ann_pct!, 0) / wf.windows.length;
    expect(wf.is_return_ann_pct).toBeCloseTo(isAnn, 12);
    if (isAnn > 0) expect(wf.walk_forward_efficiency).toBeCloseTo(wf.oos_return_ann_pct! / isAnn, 12);
    else expect(wf.walk_forward_efficiency).toBeNull();
    if (wf.is_sharpe_ratio! > 0) expect(wf.sharpe_decay).toBeCloseTo(1 - wf.oos_sharpe_ratio! / wf.is_sharpe_ratio!, 12);
  });

  it('never looks ahead: a window\'s result does not change when later bars are removed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), (k) => {
        const cut = sliceBars(bars, 0, 750 + (k + 1) * 250);
        const short = runWalkForward(cut, sma, GRID, { inSampleBars: 750, outOfSampleBars: 250 });
        expect(short.windows[k]).toEqual(wf.windows[k]);
      }),
      { numRuns: 3 },
    );
  });

  it('does not modify the bars', () => {
    const close = Float64Array.from(bars.close);
    runWalkForward(bars, sma, { fast: [10], slow: [30] }, { inSampleBars: 1500, outOfSampleBars: 500 });
    expect(bars.close).toEqual(close);
  });

  it('rejects bad options naming the field', () => {
    const field = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(GuidekitError);
        expect((e as GuidekitError).message.startsWith('runWalkForward:')).toBe(true);
        return (e as GuidekitError).field;
      }
      return undefined;
    };
    expect(field(() => runWalkForward(bars, sma, GRID, { inSampleBars: 1, outOfSampleBars: 10 }))).toBe('inSampleBars');
    expect(field(() => runWalkForward(bars, sma, GRID, { inSampleBars: 100, outOfSampleBars: 0 }))).toBe('outOfSampleBars');
    expect(field(() => runWalkForward(bars, sma, GRID, { inSampleBars: 100, outOfSampleBars: 50, stepBars: 10 }))).toBe('stepBars');
    expect(field(() => runWalkForward(bars, sma, GRID, { inSampleBars: 2000, outOfSampleBars: 500 }))).toBe('inSampleBars');
    expect(field(() => runWalkForward(bars, sma, GRID, { inSampleBars: 100, outOfSampleBars: 50, mode: 'expanding' as 'rolling' }))).toBe('mode');
  });
});
