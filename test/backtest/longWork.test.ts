/**
 * Abort and progress of the long engines (issue #24 item 6), and the sweep's shared indicator cache: a sweep whose
 * strategies share indicators through the PrepareContext gives exactly what fresh single runs give.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarizePaths } from '../../src/backtest/_lib/mcBands.js';
import { fillTradePaths } from '../../src/backtest/_lib/mcTradePaths.js';
import { computeBacktestStats } from '../../src/backtest/computeBacktestStats.js';
import { createRuleStrategy } from '../../src/backtest/createRuleStrategy.js';
import { createSmaCrossStrategy } from '../../src/backtest/createSmaCrossStrategy.js';
import { runBacktest } from '../../src/backtest/runBacktest.js';
import { runWalkForward } from '../../src/backtest/runWalkForward.js';
import { simulateBlockBootstrap } from '../../src/backtest/simulateBlockBootstrap.js';
import { simulateMonteCarlo } from '../../src/backtest/simulateMonteCarlo.js';
import { sweepParameters, type StrategyFactory } from '../../src/backtest/sweepParameters.js';
import type { RuleSeries } from '../../src/backtest/ruleSpecSchema.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { loadGoog } from './_goog.js';

const bars = loadGoog();
const sma: StrategyFactory = (p) => createSmaCrossStrategy({ fast: p.fast!, slow: p.slow! });
const GRID = { fast: [5, 10, 20], slow: [10, 30, 50] };
const RUN = { commission: { rate: 0.002 } };
const trades = Float64Array.from({ length: 60 }, (_, i) => Math.sin(i * 1.7) * 0.04 + 0.002);

function catchError(f: () => unknown): Error {
  try {
    f();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

/** Runs `call` with an onProgress that records every call, and one that aborts once `done` reaches half of `total`. */
function progressAndAbort(name: string, call: (o: { signal?: AbortSignal; onProgress?: (d: number, t: number) => void }) => unknown): void {
  const seen: [number, number][] = [];
  call({ onProgress: (d, t) => seen.push([d, t]) });
  expect(seen.length).toBeGreaterThan(1);
  expect(seen.length).toBeLessThanOrEqual(202);
  const total = seen[0]![1];
  expect(seen.every(([, t]) => t === total)).toBe(true);
  for (let i = 1; i < seen.length; i++) expect(seen[i]![0]).toBeGreaterThan(seen[i - 1]![0]);
  expect(seen.at(-1)).toEqual([total, total]);

  const already = new AbortController();
  already.abort(new Error('user pressed Ctrl-C'));
  const first = catchError(() => call({ signal: already.signal }));
  expect(first.name).toBe('AbortError');
  expect(first.message).toBe(`${name}: aborted after 0 of ${total}`);
  expect((first.cause as Error).message).toBe('user pressed Ctrl-C');

  const midway = new AbortController();
  const mid = catchError(() => call({ signal: midway.signal, onProgress: (d, t) => (d >= t / 2 ? midway.abort() : undefined) }));
  expect(mid.name).toBe('AbortError');
  const done = Number(/aborted after (\d+) of/.exec(mid.message)![1]);
  expect(done).toBeGreaterThanOrEqual(total / 2);
  expect(done).toBeLessThan(total);

  const bad = catchError(() => call({ signal: 'stop' as unknown as AbortSignal }));
  expect(bad).toBeInstanceOf(GuidekitError);
  expect((bad as GuidekitError).field).toBe('signal');
  const badProgress = catchError(() => call({ onProgress: 3 as unknown as () => void }));
  expect((badProgress as GuidekitError).field).toBe('onProgress');
}

describe('signal and onProgress', () => {
  it('sweepParameters reports each combination and stops when the signal fires', () => {
    progressAndAbort('sweepParameters', (o) => sweepParameters(bars, sma, GRID, { run: RUN, ...o }));
  });

  it('runWalkForward counts windows × combinations and stops inside a window', () => {
    progressAndAbort('runWalkForward', (o) =>
      runWalkForward(bars, sma, { fast: [5, 10], slow: [20, 30] }, { inSampleBars: 600, outOfSampleBars: 200, run: RUN, ...o }),
    );
  });

  it('simulateMonteCarlo and simulateBlockBootstrap report resamples and stop between chunks', () => {
    progressAndAbort('simulateMonteCarlo', (o) => simulateMonteCarlo(trades, { resamples: 20_000, seed: 3, ...o }));
    progressAndAbort('simulateBlockBootstrap', (o) => simulateBlockBootstrap(trades, { resamples: 20_000, seed: 3, ...o }));
  });

  it('gives the same Monte Carlo bands in chunks as in one pass (each resample has its own stream)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 400 }), fc.nat(), (resamples, steps, seed) => {
        const chunked = simulateMonteCarlo(trades, { resamples, steps, seed, onProgress: () => {} });
        const paths = new Float64Array(resamples * (steps + 1));
        fillTradePaths(trades, seed, 0, resamples, steps, paths);
        const onePass = summarizePaths(paths, resamples, steps, null, seed);
        expect(Array.from(chunked.equity.p50)).toEqual(Array.from(onePass.equity.p50));
        expect(chunked.max_drawdown).toEqual(onePass.max_drawdown);
      }),
      { numRuns: 15 },
    );
  });
});

describe('sweep with shared indicators', () => {
  it('a rule sweep sharing series across the grid equals fresh single runs of every combination', () => {
    const smaOf = (period: number): RuleSeries => ({ type: 'sma', period });
    const rule: StrategyFactory = (p) => {
      if (p.fast! >= p.slow!) throw new GuidekitError('fast must be below slow', { code: 'invalid_range', field: 'fast' });
      return createRuleStrategy({
        entries: [{ side: 'long', when: { type: 'cross', left: smaOf(p.fast!), direction: 'above', right: smaOf(p.slow!) } }],
        exits: [{ side: 'long', when: { type: 'cross', left: smaOf(p.fast!), direction: 'below', right: smaOf(p.slow!) } }],
      });
    };
    const sweep = sweepParameters(bars, rule, GRID, { run: RUN, metric: 'return_pct' });
    let compared = 0;
    for (let i = 0; i < sweep.combinations; i++) {
      const fast = GRID.fast[Math.floor(i / 3)]!;
      const slow = GRID.slow[i % 3]!;
      if (fast >= slow) {
        expect(sweep.trade_counts[i]).toBe(-1);
        continue;
      }
      const stats = computeBacktestStats(runBacktest(bars, rule({ fast, slow }), RUN), bars);
      expect(sweep.values[i]).toBe(stats.return_pct);
      expect(sweep.trade_counts[i]).toBe(stats.trade_count);
      compared++;
    }
    expect(compared).toBe(7);
  });
});
