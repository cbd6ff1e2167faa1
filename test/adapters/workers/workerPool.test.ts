import { describe, expect, it } from 'vitest';
import { simulateBlockBootstrapInWorkers } from '../../../src/adapters/workers/simulateBlockBootstrapInWorkers.js';
import { simulateMonteCarloInWorkers } from '../../../src/adapters/workers/simulateMonteCarloInWorkers.js';
import { sweepParametersInWorkers } from '../../../src/adapters/workers/sweepParametersInWorkers.js';
import { createStrategyFactory } from '../../../src/adapters/workers/createStrategyFactory.js';
import { createRuleStrategy } from '../../../src/backtest/createRuleStrategy.js';
import { createSmaCrossStrategy } from '../../../src/backtest/createSmaCrossStrategy.js';
import type { RuleSpecInput } from '../../../src/backtest/ruleSpecSchema.js';
import { simulateBlockBootstrap } from '../../../src/backtest/simulateBlockBootstrap.js';
import { simulateMonteCarlo } from '../../../src/backtest/simulateMonteCarlo.js';
import { sweepParameters } from '../../../src/backtest/sweepParameters.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { loadGoog } from '../../backtest/_goog.js';

const bars = loadGoog();
const RUN = { commission: { rate: 0.002 }, cash: '10000' };
const RULE: RuleSpecInput = {
  entries: [{ side: 'long', when: { type: 'cross', left: { type: 'sma', period: 10 }, direction: 'above', right: { type: 'sma', period: 30 } } }],
  exits: [{ side: 'long', when: { type: 'cross', left: { type: 'sma', period: 10 }, direction: 'below', right: { type: 'sma', period: 30 } } }],
};

describe('sweepParametersInWorkers', () => {
  it('gives exactly the single-threaded sweep for the SMA-crossover core', async () => {
    const grid = { fast: [5, 10, 15, 20, 30], slow: [10, 20, 40, 60] };
    const single = sweepParameters(bars, (p) => createSmaCrossStrategy({ fast: p.fast, slow: p.slow }), grid, { run: RUN, keepReturns: true });
    const pooled = await sweepParametersInWorkers(bars, { kind: 'sma_cross' }, grid, { run: RUN, keepReturns: true, workers: 2, slicesPerWorker: 3 });
    expect(pooled).toEqual(single);
  });

  it('gives exactly the single-threaded sweep for the rule core, grid keys being paths into the spec', async () => {
    const grid = { 'entries.0.when.left.period': [5, 10], 'exits.0.when.right.period': [20, 40] };
    const factory = await createStrategyFactory({ kind: 'rule', spec: RULE }, Object.keys(grid));
    const single = sweepParameters(bars, factory, grid, { run: RUN, metric: 'return_pct' });
    const pooled = await sweepParametersInWorkers(bars, { kind: 'rule', spec: RULE }, grid, { run: RUN, metric: 'return_pct', workers: 2 });
    expect(pooled).toEqual(single);
    // The factory really changes the spec: the (10, 40) exit differs from the (10, 30) rule itself.
    const base = sweepParameters(bars, () => createRuleStrategy(RULE), { x: [0] }, { run: RUN, metric: 'return_pct' });
    expect(pooled.values[3]).not.toBe(base.values[0]);
  });

  it('fails on the main thread for bad arguments, naming the field', async () => {
    await expect(sweepParametersInWorkers(bars, { kind: 'sma_cross' }, { fast: [] })).rejects.toMatchObject({ field: 'grid.fast' });
    await expect(sweepParametersInWorkers(bars, { kind: 'rule', spec: RULE }, { 'entries.0.when.nope.period': [5] })).rejects.toBeInstanceOf(GuidekitError);
    await expect(sweepParametersInWorkers(bars, { kind: 'sma_cross' }, { fast: [5] }, { metric: 'x' as 'return_pct' })).rejects.toMatchObject({ field: 'metric' });
  });
});

describe('simulateMonteCarloInWorkers', () => {
  it('gives exactly the single-threaded bootstrap for the same seed', async () => {
    const trades = Array.from({ length: 120 }, (_, i) => Math.sin(i * 7.1) * 0.04 + 0.003);
    const single = simulateMonteCarlo(trades, { resamples: 2000, seed: 11, years: 3 });
    const pooled = await simulateMonteCarloInWorkers(trades, { resamples: 2000, seed: 11, years: 3, workers: 3 });
    expect(pooled).toEqual(single);
  });
});

describe('simulateBlockBootstrapInWorkers', () => {
  it('gives exactly the single-threaded block bootstrap for the same seed', async () => {
    const daily = Array.from({ length: 300 }, (_, i) => Math.cos(i / 5) * 0.01 + 0.0003);
    for (const method of ['stationary', 'moving'] as const) {
      const single = simulateBlockBootstrap(daily, { resamples: 500, seed: 4, method });
      expect(await simulateBlockBootstrapInWorkers(daily, { resamples: 500, seed: 4, method, workers: 2 })).toEqual(single);
    }
  });

  it('rejects bad options before starting a worker', async () => {
    await expect(simulateBlockBootstrapInWorkers([0.01, 0.02], { blockLength: 5 })).rejects.toMatchObject({ field: 'blockLength' });
  });
});

describe('createAnalysisPool', () => {
  it('runs several batches on the same workers and re-throws a task\'s GuidekitError with its field', async () => {
    const { createAnalysisPool } = await import('../../../src/adapters/workers/createAnalysisPool.js');
    const { runAnalysisTasks } = await import('../../../src/adapters/workers/runAnalysisTasks.js');
    const pool = createAnalysisPool({ workers: 2 });
    try {
      const trades = [0.02, -0.01, 0.03, -0.02, 0.01];
      const a = await simulateMonteCarloInWorkers(trades, { resamples: 300, seed: 2, pool });
      const b = await simulateMonteCarloInWorkers(trades, { resamples: 300, seed: 2, pool });
      expect(b).toEqual(a);
      expect(a).toEqual(simulateMonteCarlo(trades, { resamples: 300, seed: 2 }));
      const bad = runAnalysisTasks([{ type: 'sweep', bars, strategy: { kind: 'sma_cross' }, grid: { fast: [] }, options: { metric: 'sharpe_ratio', run: {}, riskFreeRate: 0, keepReturns: false }, start: 0, end: 1 }], { pool });
      await expect(bad).rejects.toMatchObject({ name: 'GuidekitError', field: 'grid.fast' });
      // The pool is still usable after a failed batch.
      expect(await simulateMonteCarloInWorkers(trades, { resamples: 300, seed: 2, pool })).toEqual(a);
    } finally {
      await pool.close();
    }
    expect(() => createAnalysisPool({ workers: 0 })).toThrow(GuidekitError);
  });
});
