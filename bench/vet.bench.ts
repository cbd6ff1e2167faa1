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
import { combineRatings, type RatedDisability } from '../src/vet/combineRatings.js';
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
 * The same work without the explanations: the 4.26 bilateral factor with the 4.26(d) search over every removal from
 * the group, on plain numbers (no validation, steps, notes, citations or rule tables; the factor is 10%, 4.26(d) in
 * force). This is the honest floor for the bilateral input: the Table I loop alone does less arithmetic.
 */
function floorCombineBilateral(ratings: readonly number[], sides: readonly (0 | 1 | 2)[], limbs: readonly (0 | 1 | 2)[]): number {
  const eligible: number[] = [];
  const others: number[] = [];
  for (let i = 0; i < ratings.length; i++) (sides[i] !== 0 && limbs[i] !== 0 && ratings[i]! >= 10 ? eligible : others).push(i);
  const pairOk = (kept: readonly number[], limb: number): boolean => kept.some((i) => limbs[i] === limb && sides[i] === 1) && kept.some((i) => limbs[i] === limb && sides[i] === 2);
  const qualifying = [1, 2].filter((limb) => pairOk(eligible, limb));
  const group = eligible.filter((i) => qualifying.includes(limbs[i]!));
  for (const i of eligible) if (!group.includes(i)) others.push(i);
  const combineOf = (kept: readonly number[]): number => {
    const values = ratings.filter((_, i) => !kept.includes(i));
    if (kept.length > 0) values.push(Math.min(100, Math.floor((floorTableOne(kept.map((i) => ratings[i]!)) * 110 + 50) / 100)));
    return floorTableOne(values);
  };
  let best = convertToDegree(combineOf(group));
  for (let mask = 0; mask < (1 << group.length) - 1; mask++) {
    const kept = group.filter((_, k) => (mask & (1 << k)) !== 0);
    if (kept.length > 0 && ![1, 2].every((limb) => !kept.some((i) => limbs[i] === limb) || pairOk(kept, limb))) continue;
    const candidate = convertToDegree(combineOf(kept));
    if (candidate > best) best = candidate;
  }
  return best;
}

/** Table I fold (sorted descending) without the final conversion. */
function floorTableOne(ratings: readonly number[]): number {
  const sorted = [...ratings].sort((a, b) => b - a);
  let running = sorted[0] ?? 0;
  for (let i = 1; i < sorted.length; i++) running = combineTableOneCell(running, sorted[i]!);
  return running;
}

/**
 * Times combineRatings against its Table I floor.
 *
 * @param options - `batches` (default 41) of `perBatch` (default 200) calls each.
 * @returns Three rows: the bilateral input against the Table I loop and against the same work without explanations,
 *   and the ratings as plain numbers against the Table I loop.
 * @example
 * ```ts
 * const [row] = runVetBench(); row.ratio;
 * ```
 */
export function runVetBench(options: { batches?: number; perBatch?: number } = {}): BenchRow[] {
  const batches = options.batches ?? 41;
  const perBatch = options.perBatch ?? 200;
  const plain = RATINGS.map((r) => r.rating);
  const located: readonly RatedDisability[] = RATINGS;
  const sides = located.map((r): 0 | 1 | 2 => (r.side === undefined ? 0 : r.side === 'left' ? 1 : 2));
  const limbs = located.map((r): 0 | 1 | 2 => (r.limb === undefined ? 0 : r.limb === 'arm' ? 1 : 2));
  if (floorCombineBilateral(plain, sides, limbs) !== combineRatings(RATINGS).combined) throw new Error('vet bench: the bilateral floor disagrees with combineRatings');
  if (floorCombine(plain) !== combineRatings(plain).combined) throw new Error('vet bench: the Table I floor disagrees with combineRatings');
  let sink = 0;
  for (let i = 0; i < 500; i++) sink += combineRatings(RATINGS).combined + combineRatings(plain).combined + floorCombine(plain) + floorCombineBilateral(plain, sides, limbs);
  const engine: number[] = [];
  const engineNumbers: number[] = [];
  const floor: number[] = [];
  const floorBilateral: number[] = [];
  const batch = (samples: number[], fn: () => number): void => {
    const t = performance.now();
    for (let i = 0; i < perBatch; i++) sink += fn();
    samples.push((performance.now() - t) / perBatch);
  };
  for (let b = 0; b < batches; b++) {
    batch(engine, () => combineRatings(RATINGS).combined);
    batch(floor, () => floorCombine(plain));
    batch(floorBilateral, () => floorCombineBilateral(plain, sides, limbs));
    batch(engineNumbers, () => combineRatings(plain).combined);
  }
  if (sink < 0) console.log(sink);
  const iterations = batches * perBatch;
  return [
    benchRow('combineRatings: six ratings with a bilateral leg pair (floor: the Table I loop over the same numbers)', {
      medianMs: median(engine), floorMedianMs: median(floor), targetMs: VET_BENCH_TARGET_MS, iterations,
    }),
    benchRow('combineRatings: the same six ratings (floor: the same 4.26 factor and 4.26(d) search on plain numbers, without steps, notes or citations)', {
      medianMs: median(engine), floorMedianMs: median(floorBilateral), targetMs: VET_BENCH_TARGET_MS, iterations,
    }),
    benchRow('combineRatings: the six ratings as plain numbers, no sides (floor: the Table I loop)', {
      medianMs: median(engineNumbers), floorMedianMs: median(floor), targetMs: VET_BENCH_TARGET_MS, iterations,
    }),
  ];
}

export default runVetBench;

if (isMainModule(import.meta.url)) printBenchRows(runVetBench(), { medianDigits: 5, floorDigits: 5 });
