/**
 * Benchmark of combineRatings (38 CFR 4.25 Table I with the 4.26 bilateral factor): a veteran with six ratings, two
 * of them a bilateral pair of legs, so the factor and the 4.26(d) exclusion search both run, and the same six ratings
 * as bare numbers. Each input is timed against two floors:
 *
 * - like-for-like (the one issue 24's "within 3x" goal is held against): {@link combineRatingNumbers}, plain numbers
 *   doing the same arithmetic and giving every number of the answer (steps, the 4.26 group, the 4.26(d) choice),
 *   checked against the answer here and for any input in test/vet/combineRatingsFloor.test.ts; what the engine adds
 *   is validation, the step and detail objects, the notes, the summary and the citations;
 * - the Table I loop alone (sort, fold, round to 10), which skips 4.26 and the steps: a reference row only.
 *
 * Engine and floor are timed in interleaved batches (the machine is shared). Run standalone with
 * `npx tsx bench/vet.bench.ts`, or import {@link runVetBench}.
 */
import { combineTableOneCell } from '../src/vet/_lib/combineTableOneCell.js';
import { convertToDegree } from '../src/vet/_lib/convertToDegree.js';
import { combineRatings, type RatedDisability } from '../src/vet/combineRatings.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { combineRatingNumbers } from './_lib/combineRatingNumbers.js';
import { listCombinedRatingNumbers } from './_lib/listCombinedRatingNumbers.js';
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

/** The Table I loop alone (sort descending, fold, round to the nearest 10): no 4.26, no steps; a reference row. */
function floorCombine(ratings: readonly number[]): number {
  const sorted = [...ratings].sort((a, b) => b - a);
  let running = sorted[0] ?? 0;
  for (let i = 1; i < sorted.length; i++) running = combineTableOneCell(running, sorted[i]!);
  return convertToDegree(running);
}

/**
 * Times combineRatings against its like-for-like floor and the Table I loop, interleaved.
 *
 * @param options - `batches` (default 205) of `perBatch` (default 40) calls each.
 * @returns Four rows: the bilateral input and the plain numbers, each against the like-for-like floor (the goal:
 *   within 3x) and against the Table I loop (reference).
 * @example
 * ```ts
 * const [row] = runVetBench(); row.ratio;
 * ```
 */
export function runVetBench(options: { batches?: number; perBatch?: number } = {}): BenchRow[] {
  // Many short batches (40 calls, tens of microseconds): on the shared machine a batch long enough to be preempted
  // is an outlier, and with short ones most batches are clean, so the medians (and their ratio) hold still.
  const batches = options.batches ?? 205;
  const perBatch = options.perBatch ?? 40;
  const plain = RATINGS.map((r) => r.rating);
  const located: readonly RatedDisability[] = RATINGS;
  const sides = located.map((r) => (r.side === undefined ? 0 : r.side === 'left' ? 1 : 2));
  const limbs = located.map((r) => (r.limb === undefined ? 0 : r.limb === 'arm' ? 1 : 2));
  const none = plain.map(() => 0);
  // The rules in force for a call without asOf: the factor is 10%, 4.26(d) in force.
  const rules = { factorPercent: 10, compensableMinimum: 10, mostFavorableExclusion: true };
  const same = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);
  if (!same(combineRatingNumbers(plain, sides, limbs, rules), listCombinedRatingNumbers(combineRatings(RATINGS)))) {
    throw new Error('vet bench: the like-for-like floor disagrees with combineRatings (bilateral input)');
  }
  if (!same(combineRatingNumbers(plain, none, none, rules), listCombinedRatingNumbers(combineRatings(plain)))) {
    throw new Error('vet bench: the like-for-like floor disagrees with combineRatings (plain numbers)');
  }
  if (floorCombine(plain) !== combineRatings(plain).combined) throw new Error('vet bench: the Table I floor disagrees with combineRatings');
  let sink = 0;
  const engineBilateral = (): number => combineRatings(RATINGS).combined;
  const enginePlain = (): number => combineRatings(plain).combined;
  const floorBilateral = (): number => combineRatingNumbers(plain, sides, limbs, rules)[1]!;
  const floorPlain = (): number => combineRatingNumbers(plain, none, none, rules)[1]!;
  const tableOne = (): number => floorCombine(plain);
  for (let i = 0; i < 3000; i++) sink += engineBilateral() + enginePlain() + floorBilateral() + floorPlain() + tableOne();
  const samples: number[][] = [[], [], [], [], []];
  const timed = [engineBilateral, floorBilateral, enginePlain, floorPlain, tableOne];
  for (let b = 0; b < batches; b++) {
    for (let row = 0; row < timed.length; row++) {
      const fn = timed[row]!;
      const t = performance.now();
      for (let i = 0; i < perBatch; i++) sink += fn();
      samples[row]!.push((performance.now() - t) / perBatch);
    }
  }
  if (sink < 0) console.log(sink);
  const [bilateralMs, floorBilateralMs, plainMs, floorPlainMs, tableOneMs] = samples.map(median) as [number, number, number, number, number];
  const iterations = batches * perBatch;
  const row = (name: string, medianMs: number, floorMedianMs: number): BenchRow =>
    benchRow(name, { medianMs, floorMedianMs, targetMs: VET_BENCH_TARGET_MS, iterations });
  return [
    row('combineRatings: six ratings with a bilateral leg pair (floor, like-for-like: the same 4.25/4.26/4.26(d) numbers from plain numbers, goal within 3x)', bilateralMs, floorBilateralMs),
    row('combineRatings: the same six ratings (floor, reference only: the Table I loop, which skips 4.26 and the steps)', bilateralMs, tableOneMs),
    row('combineRatings: the six ratings as plain numbers, no sides (floor, like-for-like: the same numbers from plain numbers, goal within 3x)', plainMs, floorPlainMs),
    row('combineRatings: the six ratings as plain numbers (floor, reference only: the Table I loop)', plainMs, tableOneMs),
  ];
}

export default runVetBench;

if (isMainModule(import.meta.url)) printBenchRows(runVetBench(), { medianDigits: 5, floorDigits: 5 });
