import { describe, expect, it } from 'vitest';
import { createHighsSolverSource } from '../../../src/adapters/solver/createHighsSolverSource.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { MipSolver } from '../../../src/markets/sports/types.js';

describe('createHighsSolverSource', () => {
  it('loads HiGHS once, on the first call, and solves a small MIP', async () => {
    let loads = 0;
    const { port, handle } = createHighsSolverSource({
      importSolver: async () => {
        loads++;
        const module = (await import('highs')) as unknown as { default: () => Promise<MipSolver> };
        return module.default();
      },
    });
    expect(loads).toBe(0);
    expect((await handle.describe(new Date())).detail).toMatch(/not loaded yet/);
    const [a, b] = await Promise.all([port.load(), port.load()]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    // max x + 2y subject to x + y ≤ 3, y ≤ 2, x, y integers ≥ 0: x = 1, y = 2, objective 5.
    const solution = a.solve('Maximize\n obj: x + 2 y\nSubject To\n c1: x + y <= 3\n c2: y <= 2\nGeneral\n x y\nEnd\n', { output_flag: false });
    expect(solution.Status).toBe('Optimal');
    expect(solution.ObjectiveValue).toBe(5);
    expect(await handle.describe(new Date())).toMatchObject({ id: 'highs', port: 'solver', status: 'ok', detail: 'loaded' });
  });

  it('turns a failed load into a 503 naming highs, reports it, and tries again on the next call', async () => {
    let calls = 0;
    const { port, handle } = createHighsSolverSource({
      importSolver: async () => {
        calls++;
        if (calls === 1) throw new Error('wasm file missing');
        return { solve: () => ({ Status: 'Optimal', ObjectiveValue: 0, Columns: {} }) };
      },
    });
    const error = await port.load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect(error).toMatchObject({ source: 'highs' });
    expect(await handle.describe(new Date())).toMatchObject({ status: 'degraded', detail: 'the last load failed: wasm file missing' });
    await expect(port.load()).resolves.toBeDefined();
    expect(calls).toBe(2);
  });
});
