import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysisPool } from '../../../src/adapters/workers/createAnalysisPool.js';
import { simulateMonteCarloInWorkers } from '../../../src/adapters/workers/simulateMonteCarloInWorkers.js';
import { sweepParametersInWorkers } from '../../../src/adapters/workers/sweepParametersInWorkers.js';
import { createSmaCrossStrategy } from '../../../src/backtest/createSmaCrossStrategy.js';
import { simulateMonteCarlo } from '../../../src/backtest/simulateMonteCarlo.js';
import { sweepParameters } from '../../../src/backtest/sweepParameters.js';
import { loadGoog } from '../../backtest/_goog.js';

const bars = loadGoog();
const RUN = { commission: { rate: 0.002 } };
const GRID = { fast: [5, 10, 15, 20], slow: [20, 30, 40, 60] };
const pool = createAnalysisPool({ workers: 2 });
afterAll(() => pool.close());

describe('progress and abort on the worker pool', () => {
  it('reports slices as they return, ends at the total, and equals the serial sweep', async () => {
    const seen: [number, number][] = [];
    const pooled = await sweepParametersInWorkers(bars, { kind: 'sma_cross' }, GRID, { run: RUN, pool, slicesPerWorker: 4, onProgress: (d, t) => seen.push([d, t]) });
    expect(pooled).toEqual(sweepParameters(bars, (p) => createSmaCrossStrategy({ fast: p.fast!, slow: p.slow! }), GRID, { run: RUN }));
    expect(seen.length).toBeGreaterThan(1);
    for (let i = 1; i < seen.length; i++) expect(seen[i]![0]).toBeGreaterThan(seen[i - 1]![0]);
    expect(seen.at(-1)).toEqual([16, 16]);
  });

  it('rejects with an AbortError naming the function, and the pool still works afterwards', async () => {
    const before = new AbortController();
    before.abort('stop');
    await expect(sweepParametersInWorkers(bars, { kind: 'sma_cross' }, GRID, { run: RUN, pool, signal: before.signal })).rejects.toMatchObject({
      name: 'AbortError', message: 'sweepParametersInWorkers: aborted after 0 of 16', cause: 'stop',
    });
    const midway = new AbortController();
    const error = await sweepParametersInWorkers(bars, { kind: 'sma_cross' }, GRID, {
      run: RUN, pool, slicesPerWorker: 8, signal: midway.signal, onProgress: (d) => (d >= 4 ? midway.abort() : undefined),
    }).catch((e: Error) => e);
    expect((error as Error).name).toBe('AbortError');
    expect((error as Error).message).toMatch(/^sweepParametersInWorkers: aborted after \d+ of 16$/);
    const trades = Float64Array.from({ length: 40 }, (_, i) => Math.cos(i) * 0.03);
    const seen: number[] = [];
    const mc = await simulateMonteCarloInWorkers(trades, { resamples: 2000, seed: 5, pool, onProgress: (d) => seen.push(d) });
    expect(mc).toEqual(simulateMonteCarlo(trades, { resamples: 2000, seed: 5 }));
    expect(seen.at(-1)).toBe(2000);
  });
});
