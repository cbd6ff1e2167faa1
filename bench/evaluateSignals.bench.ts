/**
 * Benchmark of `guidekit evaluate signals`: the whole evaluation (the signal endpoint replayed walk-forward at every bar,
 * drift, the rule baselines, month-block bootstraps, the 12 variants on the tuning half) over the real daily histories
 * of test/fixtures/history/daily, against its floor measured in the same run: reading and parsing the same CSV files
 * alone. Real recorded data, no synthetic series.
 *
 * Run standalone with `npx tsx bench/evaluateSignals.bench.ts`, or import {@link runEvaluateSignalsBench}.
 */
import { fileURLToPath } from 'node:url';
import { evaluateSignalDirectory, loadSignalHistories } from '../src/cli/evaluateSignalDirectory.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { isMainModule, printBenchRows } from './_lib/printBenchRows.js';
import { median } from './_lib/timeMedian.js';

/** Target median of one evaluation over the 40+ histories on 2 cores (issue 19). */
export const EVALUATE_SIGNALS_TARGET_MS = 60_000;

const DATA = fileURLToPath(new URL('../test/fixtures/history/daily/', import.meta.url));

function time(fn: () => unknown, rounds: number): number {
  const xs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    fn();
    xs.push(performance.now() - t);
  }
  return median(xs);
}

/**
 * Times `evaluate signals` over test/fixtures/history/daily against reading and parsing the files.
 *
 * @param options - `rounds`: timed runs of each (default 3; one untimed warm-up run first).
 * @returns One row.
 * @example
 * ```ts
 * const [row] = await runEvaluateSignalsBench(); row.withinTarget;
 * ```
 */
export async function runEvaluateSignalsBench(options: { readonly rounds?: number } = {}): Promise<BenchRow[]> {
  const rounds = options.rounds ?? 3;
  const asOf = '2026-12-02';
  const files = loadSignalHistories(DATA).length;
  evaluateSignalDirectory(DATA, { asOf });
  const medianMs = time(() => evaluateSignalDirectory(DATA, { asOf }), rounds);
  const floorMedianMs = time(() => loadSignalHistories(DATA), rounds);
  return [
    benchRow(`evaluate signals: ${files} daily histories, whole evaluation (floor: reading and parsing the CSV files)`, {
      medianMs,
      floorMedianMs,
      targetMs: EVALUATE_SIGNALS_TARGET_MS,
      iterations: rounds,
    }),
  ];
}

if (isMainModule(import.meta.url)) printBenchRows(await runEvaluateSignalsBench(), { medianDigits: 1, floorDigits: 1 });
