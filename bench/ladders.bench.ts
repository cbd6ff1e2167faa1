/**
 * Benchmark of the ladder pricer: priceLadder over 5,000 markets' ladders (the size of a full scan of the finance,
 * crypto and commodity ladders of the prediction venues), each of 12 rungs: 4 close-above, 4 touch (half of them
 * watched every 15 minutes) and 4 mutually exclusive buckets, every market with its own spot, volatility and horizon
 * (seeded). Target: the 5,000 ladders in ≤ 200 ms. Floor, in the same run: the same closed forms (one Φ per close rung
 * and bucket edge, two per touch rung) evaluated directly on the same numbers, without validating the rungs or the
 * model and without building results; the ratio says what validation and the answer's shape cost.
 *
 * Run standalone with `npx tsx bench/ladders.bench.ts`, or import {@link runLaddersBench}.
 */
import { normalCdf } from '../src/backtest/_lib/normalCdf.js';
import { createSeededRandom } from '../src/backtest/_lib/seededRandom.js';
import { priceLadder } from '../src/markets/probability/priceLadder.js';
import type { LadderRung, LognormalModel } from '../src/markets/probability/types.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { isMainModule, printBenchRows } from './_lib/printBenchRows.js';
import { timeMedian } from './_lib/timeMedian.js';

/** What the benchmark reports: a row of bench/run.ts. */
export type LaddersBenchResult = BenchRow;

/** Markets priced per timed call. */
export const LADDER_BENCH_MARKETS = 5000;
/** Target median for pricing all of them. */
export const LADDER_BENCH_TARGET_MS = 200;

interface BenchMarket {
  readonly rungs: LadderRung[];
  readonly model: LognormalModel;
}

/** 5,000 seeded markets, each a 12-rung ladder around its own spot. */
export function makeLadderBenchMarkets(count = LADDER_BENCH_MARKETS): BenchMarket[] {
  const rnd = createSeededRandom(20261125);
  const markets: BenchMarket[] = [];
  for (let i = 0; i < count; i++) {
    const spot = 10 + rnd.nextFloat() * 990;
    const model: LognormalModel = {
      spot,
      volatility: 0.1 + rnd.nextFloat() * 0.9,
      years: (1 + rnd.nextInt(90)) / 365,
      drift: (rnd.nextFloat() - 0.5) * 0.2,
      monitoringIntervalYears: i % 2 === 0 ? 15 / (365 * 24 * 60) : 0,
    };
    const rungs: LadderRung[] = [];
    for (let k = 1; k <= 4; k++) rungs.push({ kind: 'close-above', strike: spot * (1 + 0.05 * k) });
    for (let k = 1; k <= 2; k++) rungs.push({ kind: 'touch', strike: spot * (1 + 0.1 * k), direction: 'up' }, { kind: 'touch', strike: spot * (1 - 0.1 * k), direction: 'down' });
    const edges = [0.9, 0.97, 1.03, 1.1].map((f) => spot * f);
    rungs.push({ kind: 'bucket', lower: null, upper: edges[0]! });
    for (let k = 0; k + 1 < edges.length; k++) rungs.push({ kind: 'bucket', lower: edges[k]!, upper: edges[k + 1]! });
    markets.push({ rungs, model });
  }
  return markets;
}

/** The floor: the closed forms alone on the same numbers. */
function floorPass(markets: readonly BenchMarket[]): number {
  let sink = 0;
  for (const { rungs, model } of markets) {
    const s = model.volatility * Math.sqrt(model.years);
    const nu = (model.drift ?? 0) - 0.5 * model.volatility * model.volatility;
    for (const r of rungs) {
      if (r.kind === 'touch') {
        const b = Math.log(r.strike / model.spot);
        sink += normalCdf((-b + nu * model.years) / s) + Math.exp((2 * nu * b) / (model.volatility * model.volatility)) * normalCdf((-b - nu * model.years) / s);
      } else if (r.kind === 'bucket') {
        if (r.lower !== null) sink += normalCdf((Math.log(model.spot / r.lower) + nu * model.years) / s);
        if (r.upper !== null) sink -= normalCdf((Math.log(model.spot / r.upper) + nu * model.years) / s);
      } else sink += normalCdf((Math.log(model.spot / r.strike) + nu * model.years) / s);
    }
  }
  return sink;
}

/**
 * Times priceLadder over 5,000 ladders against the closed-form floor.
 *
 * @returns One row.
 * @example
 * ```ts
 * const [row] = await runLaddersBench(); row.withinTarget;
 * ```
 */
export async function runLaddersBench(): Promise<LaddersBenchResult[]> {
  const markets = makeLadderBenchMarkets();
  const settings = { warmup: 5, batches: 15, perBatch: 2 };
  const medianMs = timeMedian(() => {
    let sink = 0;
    for (const m of markets) sink += priceLadder(m.rungs, m.model).rungs.length;
    return sink;
  }, settings);
  const floorMedianMs = timeMedian(() => floorPass(markets), settings);
  return [
    benchRow(`priceLadder: ${LADDER_BENCH_MARKETS} ladders of 12 rungs (close-above, touch, buckets) (floor: the closed forms alone)`, {
      medianMs,
      floorMedianMs,
      targetMs: LADDER_BENCH_TARGET_MS,
      iterations: settings.batches * settings.perBatch,
    }),
  ];
}

if (isMainModule(import.meta.url)) printBenchRows(await runLaddersBench(), { medianDigits: 3, floorDigits: 3 });
