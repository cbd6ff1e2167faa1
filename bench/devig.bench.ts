/**
 * Benchmark of the de-vig engines: 10,000 synthetic markets (seeded; a mix of two-way, three-way and ten-runner
 * markets with 2–12 % margins) de-vigged one call per market with Shin (the consensus default) and with power, against
 * a floor measured in the same run: the inverse odds of every market normalised inline (the basic method's arithmetic
 * with no validation and no result object), the least any de-vig must do.
 *
 * Run standalone with `npx tsx bench/devig.bench.ts`, or import {@link runDevigBench}.
 */
import { createSeededRandom } from '../src/backtest/_lib/seededRandom.js';
import { devigPower } from '../src/markets/sports/devigPower.js';
import { devigShin } from '../src/markets/sports/devigShin.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { isMainModule, printBenchRows } from './_lib/printBenchRows.js';
import { timeMedian } from './_lib/timeMedian.js';

/** What the benchmark reports: a row of bench/run.ts. */
export type DevigBenchResult = BenchRow;

/** Markets per timed call. */
export const DEVIG_BENCH_MARKETS = 10_000;
/** Target median for de-vigging all of them. */
export const DEVIG_BENCH_TARGET_MS = 50;

/** 10,000 synthetic markets (labelled synthetic): fair probabilities from seeded weights, priced with a margin. */
export function makeDevigBenchMarkets(seed = 42): number[][] {
  const rnd = createSeededRandom(seed);
  const sizes = [2, 3, 3, 3, 10];
  return Array.from({ length: DEVIG_BENCH_MARKETS }, (_, m) => {
    const n = sizes[m % sizes.length]!;
    const w = Array.from({ length: n }, () => 0.2 + rnd.nextFloat());
    const total = w.reduce((s, x) => s + x, 0);
    const margin = 0.02 + 0.1 * rnd.nextFloat();
    return w.map((x) => 1 / ((x / total) * (1 + margin)));
  });
}

/**
 * Times Shin and power over the 10,000 markets against the inline-normalisation floor.
 *
 * @returns Two rows.
 * @example
 * ```ts
 * const rows = await runDevigBench(); rows[0].withinTarget;
 * ```
 */
export async function runDevigBench(): Promise<DevigBenchResult[]> {
  const markets = makeDevigBenchMarkets();
  const settings = { warmup: 5, batches: 21, perBatch: 2 };
  const floorMedianMs = timeMedian(() => {
    let sink = 0;
    for (const odds of markets) {
      let s = 0;
      for (const o of odds) s += 1 / o;
      for (const o of odds) sink += 1 / o / s;
    }
    return sink;
  }, settings);
  const row = (name: string, fn: (odds: readonly number[]) => { probabilities: readonly number[] }): DevigBenchResult => {
    const medianMs = timeMedian(() => {
      let sink = 0;
      for (const odds of markets) sink += fn(odds).probabilities[0]!;
      return sink;
    }, settings);
    return benchRow(`${name}: ${DEVIG_BENCH_MARKETS.toLocaleString('en')} markets (2-, 3- and 10-way, synthetic) (floor: inverse odds normalised inline)`, {
      medianMs,
      floorMedianMs,
      targetMs: DEVIG_BENCH_TARGET_MS,
      iterations: settings.batches * settings.perBatch,
    });
  };
  return [row('devigShin', devigShin), row('devigPower', devigPower)];
}

if (isMainModule(import.meta.url)) printBenchRows(await runDevigBench(), { medianDigits: 3, floorDigits: 4 });
