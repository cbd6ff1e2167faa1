/**
 * Benchmark of combineRatings (38 CFR 4.25 Table I with the 4.26 bilateral factor): a veteran with six ratings, two
 * of them a bilateral pair of legs, so the factor and the 4.26(d) exclusion search both run. The floor is the Table I
 * loop alone over the same six ratings (sort descending, fold with combineTableOneCell, round to the nearest 10), with
 * no bilateral factor, no steps, no notes and no citations: the ratio says what the explanation costs over the number.
 *
 * Engine and floor are timed in interleaved batches (the machine is shared). Run standalone with
 * `npx tsx bench/vet.bench.ts`, or import {@link runVetBench}.
 */
import { combineTableOneCell } from '../src/vet/_lib/combineTableOneCell.js';
import { convertToDegree } from '../src/vet/_lib/convertToDegree.js';
import { combineRatings } from '../src/vet/combineRatings.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { isMainModule, printBenchRows } from './_lib/printBenchRows.js';
import { median } from './_lib/timeMedian.js';

/** Target median of one combineRatings call, milliseconds. */
export const VET_BENCH_TARGET_MS = 0.05;

const RATINGS = [
  { rating: 50 },
  { rating: 30 },
  { rating: 20, side: 'left' as const, limb: 'leg' as const },
  { rating: 10, side: 'right' as const, limb: 'leg' as const },
  { rating: 10 },
  { rating: 40 },
];

/** The floor: Table I over the plain numbers. */
function floorCombine(ratings: readonly number[]): number {
  const sorted = [...ratings].sort((a, b) => b - a);
  let running = sorted[0] ?? 0;
  for (let i = 1; i < sorted.length; i++) running = combineTableOneCell(running, sorted[i]!);
  return convertToDegree(running);
}

/**
 * Times combineRatings against its Table I floor.
 *
 * @param options - `batches` (default 41) of `perBatch` (default 200) calls each.
 * @returns One row.
 * @example
 * ```ts
 * const [row] = runVetBench(); row.ratio;
 * ```
 */
export function runVetBench(options: { batches?: number; perBatch?: number } = {}): BenchRow[] {
  const batches = options.batches ?? 41;
  const perBatch = options.perBatch ?? 200;
  const plain = RATINGS.map((r) => r.rating);
  let sink = 0;
  for (let i = 0; i < 500; i++) sink += combineRatings(RATINGS).combined + floorCombine(plain);
  const engine: number[] = [];
  const floor: number[] = [];
  for (let b = 0; b < batches; b++) {
    let t = performance.now();
    for (let i = 0; i < perBatch; i++) sink += combineRatings(RATINGS).combined;
    engine.push((performance.now() - t) / perBatch);
    t = performance.now();
    for (let i = 0; i < perBatch; i++) sink += floorCombine(plain);
    floor.push((performance.now() - t) / perBatch);
  }
  if (sink < 0) console.log(sink);
  return [
    benchRow('combineRatings: six ratings with a bilateral leg pair (floor: the Table I loop over the same numbers)', {
      medianMs: median(engine), floorMedianMs: median(floor), targetMs: VET_BENCH_TARGET_MS, iterations: batches * perBatch,
    }),
  ];
}

export default runVetBench;

if (isMainModule(import.meta.url)) printBenchRows(runVetBench(), { medianDigits: 5, floorDigits: 5 });
