/**
 * Benchmark of the FPL squad optimiser: buildFplSquad on a synthetic pool of 650 players (labelled synthetic: seeded
 * prices, clubs and expected points, the size and position mix of a Premier League season's pool: 20 clubs, 80 GK,
 * 220 DEF, 250 MID, 100 FWD) solved to optimality by HiGHS (npm `highs`, wasm, single-threaded). Timed from after the
 * solver has loaded: the first solve (which also warms the wasm code) and the median of the next ones. Target: under
 * 2 s. The floor, measured in the same run, is the same call with a solver that only receives the model: checking the
 * pool and writing the LP text, i.e. everything but the branch-and-cut.
 *
 * Run standalone with `npx tsx bench/fpl.bench.ts`, or import {@link runFplBench}.
 */
import highsLoader from 'highs';
import { createSeededRandom } from '../src/backtest/_lib/seededRandom.js';
import type { FplPosition } from '../src/markets/rules/sportsFantasy.js';
import { buildFplSquad, type FplPlayer } from '../src/markets/sports/buildFplSquad.js';
import type { MipSolver } from '../src/markets/sports/types.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { isMainModule } from './_lib/printBenchRows.js';
import { median } from './_lib/timeMedian.js';

/** What the benchmark reports: a row of bench/run.ts. */
export type FplBenchResult = BenchRow;

/** Target for one optimal squad solve after the solver has loaded. */
export const FPL_BENCH_TARGET_MS = 2000;

/** The synthetic 650-player pool (seeded; not real players). */
export function makeFplBenchPool(seed = 2026): FplPlayer[] {
  const rnd = createSeededRandom(seed);
  const counts: Record<FplPosition, number> = { GK: 80, DEF: 220, MID: 250, FWD: 100 };
  return (['GK', 'DEF', 'MID', 'FWD'] as const).flatMap((position) =>
    Array.from({ length: counts[position] }, (_, i) => {
      const price = 40 + rnd.nextInt(91);
      return { id: `${position}${i}`, position, club: `club${rnd.nextInt(20)}`, price_tenths: price, xp: Math.max(0, price / 20 + 2 * rnd.nextFloat() - 1.5) };
    }),
  );
}

/**
 * Solves the 650-player squad once after loading HiGHS, then five more times, against the model-writing floor.
 *
 * @returns Two rows: the first solve, and the median of the next five.
 * @example
 * ```ts
 * const [first] = await runFplBench(); first.withinTarget;
 * ```
 */
export async function runFplBench(): Promise<FplBenchResult[]> {
  const pool = makeFplBenchPool();
  const solver = (await highsLoader()) as unknown as MipSolver;
  const asOf = '2026-11-25';
  // The floor: the same call with a solver that only receives the model text (validation, model writing, reading back).
  const writeOnly: MipSolver = { solve: () => ({ Status: 'Infeasible', ObjectiveValue: 0, Columns: {} }) };
  const floors: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    buildFplSquad(pool, { solver: writeOnly, asOf });
    floors.push(performance.now() - t);
  }
  const floorMedianMs = median(floors);
  const t0 = performance.now();
  const first = buildFplSquad(pool, { solver, asOf });
  const firstMs = performance.now() - t0;
  const again: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    buildFplSquad(pool, { solver, asOf });
    again.push(performance.now() - t);
  }
  const medianMs = median(again);
  const label = `buildFplSquad: 650 synthetic players, ${first.status}, objective ${first.objective.toFixed(2)} (floor: writing the model without solving)`;
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
