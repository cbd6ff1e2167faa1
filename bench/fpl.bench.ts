/**
 * Benchmark of the FPL squad optimiser on the real player pool: buildFplSquad on the recorded 2025/26 Fantasy Premier
 * League game (test/fixtures/cassettes/fpl, 841 players; provenance in test/fixtures/README.md), read through the
 * project's FPL adapter and projected over three gameweeks exactly as GET /api/signal/fpl builds the pool it hands the
 * optimiser (bench/_lib/loadRecordedFplPool), solved to proven optimality by HiGHS (npm `highs`, wasm,
 * single-threaded). Timed from after the solver has loaded: the first solve (which also warms the wasm code) and the
 * median of the next five. Target: under 2 s. The floor, measured in the same run, is the same call with a solver
 * that only receives the model: checking the pool, leaving out dominated players and writing the LP text, i.e.
 * everything but the branch-and-cut.
 *
 * Run standalone with `npx tsx bench/fpl.bench.ts`, or import {@link runFplBench}.
 */
import highsLoader from 'highs';
import { buildFplSquad } from '../src/markets/sports/buildFplSquad.js';
import type { MipSolver } from '../src/markets/sports/types.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { loadRecordedFplPool, RECORDED_FPL_AS_OF } from './_lib/loadRecordedFplPool.js';
import { isMainModule } from './_lib/printBenchRows.js';
import { median } from './_lib/timeMedian.js';

/** What the benchmark reports: a row of bench/run.ts. */
export type FplBenchResult = BenchRow;

/** Target for one optimal squad solve after the solver has loaded. */
export const FPL_BENCH_TARGET_MS = 2000;

/**
 * Solves the squad of the recorded pool once after loading HiGHS, then five more times, against the model-writing floor.
 *
 * @returns Two rows: the first solve, and the median of the next five.
 * @example
 * ```ts
 * const [first] = await runFplBench(); first.withinTarget;
 * ```
 */
export async function runFplBench(): Promise<FplBenchResult[]> {
  const { players, budgetTenths, gameweeks } = await loadRecordedFplPool();
  const solver = (await highsLoader()) as unknown as MipSolver;
  const options = { asOf: RECORDED_FPL_AS_OF, budgetTenths };
  // The floor: the same call with a solver that only receives the model text (validation, pruning, model writing, reading back).
  const writeOnly: MipSolver = { solve: () => ({ Status: 'Infeasible', ObjectiveValue: 0, Columns: {} }) };
  const floors: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    buildFplSquad(players, { ...options, solver: writeOnly });
    floors.push(performance.now() - t);
  }
  const floorMedianMs = median(floors);
  const t0 = performance.now();
  const first = buildFplSquad(players, { ...options, solver });
  const firstMs = performance.now() - t0;
  const again: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    buildFplSquad(players, { ...options, solver });
    again.push(performance.now() - t);
  }
  const medianMs = median(again);
  const label = `buildFplSquad: ${players.length} recorded FPL players (2025/26, xP over gameweeks ${gameweeks.join('-')}), ${first.candidates} left in the model, ${first.status}, objective ${first.objective.toFixed(2)} (floor: writing the model without solving)`;
  return [
    benchRow(`${label}, first solve after load`, { medianMs: firstMs, floorMedianMs, targetMs: FPL_BENCH_TARGET_MS, iterations: 1 }),
    benchRow(`${label}, median of the next 5`, { medianMs, floorMedianMs, targetMs: FPL_BENCH_TARGET_MS, iterations: 5 }),
  ];
}

if (isMainModule(import.meta.url)) {
  for (const r of await runFplBench()) {
    console.log(`${r.name}\n  ${r.iterations === 1 ? 'time' : 'median'} ${r.medianMs.toFixed(1)} ms (target ${r.targetMs} ms: ${r.withinTarget ? 'met' : 'MISSED'})\n  floor  ${r.floorMedianMs.toFixed(1)} ms; ratio ${r.ratio.toFixed(1)}x`);
  }
}
