/**
 * Benchmark of the prediction scan's pricing pass: 5,000 markets with their full books already in memory (as the
 * fetch layer's cache hands them over), each priced on both sides at 100 contracts with its venue's fee (Kalshi's
 * quadratic fee with its rounding on half of them, a Polymarket fee schedule on a quarter, none on the rest), then
 * ranked into opportunities and closest misses by scanContractBooks: every book walked in floats for its edge before
 * fees, then every market that could clear or be a closest miss priced exactly (evaluateContract). Target: the 5,000 in ≤ 200 ms. Floor, in the same run: the same walks, fee formulas and edges in plain
 * floating point (no exact decimals, no fee rounding, no validation) and a sort; the ratio says what exact money costs.
 *
 * Run standalone with `npx tsx bench/predictions.bench.ts`, or import {@link runPredictionsBench}.
 */
import Decimal from 'decimal.js';
import { createSeededRandom } from '../src/backtest/_lib/seededRandom.js';
import { createVenueFeeFunction } from '../src/markets/predictionScans/createVenueFeeFunction.js';
import type { ContractBook } from '../src/markets/predictionScans/evaluateContract.js';
import { scanContractBooks } from '../src/markets/predictionScans/scanContractBooks.js';
import type { PredictionFeeSchedule } from '../src/markets/predictions/types.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { isMainModule } from './_lib/printBenchRows.js';
import { timeMedian } from './_lib/timeMedian.js';

/** What the benchmark reports: a row of bench/run.ts. */
export type PredictionsBenchResult = BenchRow;

/** Markets priced per timed call. */
export const PREDICTIONS_BENCH_MARKETS = 5000;
/** Target median for the whole pass. */
export const PREDICTIONS_BENCH_TARGET_MS = 200;
const AS_OF = '2026-11-25';

interface BenchMarket {
  readonly book: ContractBook;
  readonly probability: number;
  readonly asks: { price: number; size: number }[];
  readonly bids: { price: number; size: number }[];
  readonly feeKind: 'kalshi' | 'polymarket' | 'none';
}

/** 5,000 seeded markets, each with 3 to 6 levels a side around its own mid. */
export function makePredictionBenchMarkets(count = PREDICTIONS_BENCH_MARKETS): BenchMarket[] {
  const rnd = createSeededRandom(20261125);
  const schedules: Record<BenchMarket['feeKind'], PredictionFeeSchedule> = {
    kalshi: { kind: 'kalshi', feeType: 'quadratic', multiplier: null },
    polymarket: { kind: 'polymarket', enabled: true, rate: new Decimal('0.02'), exponent: 1, takerOnly: true },
    none: { kind: 'polymarket', enabled: false, rate: null, exponent: null, takerOnly: null },
  };
  const fees = { kalshi: createVenueFeeFunction(schedules.kalshi, { asOf: AS_OF }), polymarket: createVenueFeeFunction(schedules.polymarket, { asOf: AS_OF }), none: createVenueFeeFunction(schedules.none, { asOf: AS_OF }) };
  const out: BenchMarket[] = [];
  for (let i = 0; i < count; i++) {
    const mid = 5 + rnd.nextInt(90);
    const asks: { price: number; size: number }[] = [];
    const bids: { price: number; size: number }[] = [];
    const levels = 3 + rnd.nextInt(4);
    for (let k = 0; k < levels; k++) {
      if (mid + 1 + k < 100) asks.push({ price: (mid + 1 + k) / 100, size: 10 + rnd.nextInt(60) });
      if (mid - 1 - k > 0) bids.push({ price: (mid - 1 - k) / 100, size: 10 + rnd.nextInt(60) });
    }
    const feeKind = i % 2 === 0 ? 'kalshi' : i % 4 === 1 ? 'polymarket' : 'none';
    out.push({
      book: { id: `M${i}`, yesAsks: asks.map((l) => ({ price: new Decimal(l.price.toFixed(2)), size: new Decimal(l.size) })), yesBids: bids.map((l) => ({ price: new Decimal(l.price.toFixed(2)), size: new Decimal(l.size) })), fee: fees[feeKind], resolvesAt: `2026-12-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z` },
      probability: Math.min(1, Math.max(0, mid / 100 + (rnd.nextFloat() - 0.5) * 0.3)),
      asks,
      bids,
      feeKind,
    });
  }
  return out;
}

/** The pricing pass: every market screened at its book, the ones that can matter priced exactly, then ranked. */
export function scanPass(markets: readonly BenchMarket[]): number {
  return scanContractBooks(markets.map((m) => ({ item: m.book.id, book: m.book, probability: m.probability })), { asOf: AS_OF, minEdge: 0.1, misses: 5 }).opportunities.length;
}

/** The floor: the same walks, fees and edges in floats, then a sort. */
function floorPass(markets: readonly BenchMarket[]): number {
  const edges = new Float64Array(markets.length);
  markets.forEach((m, i) => {
    let best = Number.NEGATIVE_INFINITY;
    for (const side of [m.asks, m.bids]) {
      let left = 100;
      let cost = 0;
      let fee = 0;
      for (const l of side) {
        if (left <= 0) break;
        const take = Math.min(left, l.size);
        const price = side === m.asks ? l.price : 1 - l.price;
        cost += take * price;
        fee += m.feeKind === 'kalshi' ? 0.07 * take * price * (1 - price) : m.feeKind === 'polymarket' ? 0.02 * take * price * (1 - price) : 0;
        left -= take;
      }
      const filled = 100 - left;
      if (filled > 0) best = Math.max(best, (side === m.asks ? m.probability : 1 - m.probability) - (cost + fee) / filled);
    }
    edges[i] = best;
  });
  return edges.sort()[markets.length - 1]!;
}

/**
 * Times the pass over 5,000 markets and the floor in the same run.
 *
 * @returns One row for bench/run.ts.
 * @example
 * ```ts
 * const row = runPredictionsBench();
 * ```
 */
export function runPredictionsBench(): PredictionsBenchResult {
  const markets = makePredictionBenchMarkets();
  const options = { warmup: 2, batches: 7, perBatch: 1 };
  const medianMs = timeMedian(() => scanPass(markets), options);
  const floorMedianMs = timeMedian(() => floorPass(markets), { warmup: 3, batches: 15, perBatch: 3 });
  return benchRow(`scanContractBooks, ${PREDICTIONS_BENCH_MARKETS} markets with books (both sides, 100 contracts, venue fees)`, {
    medianMs,
    floorMedianMs,
    targetMs: PREDICTIONS_BENCH_TARGET_MS,
    iterations: options.batches * options.perBatch,
  });
}

if (isMainModule(import.meta.url)) {
  const r = runPredictionsBench();
  console.log(`${r.name}\n  median ${r.medianMs.toFixed(2)} ms (target ${r.targetMs} ms: ${r.withinTarget ? 'met' : 'MISSED'})\n  floor  ${r.floorMedianMs.toFixed(3)} ms; ratio ${r.ratio.toFixed(1)}x`);
}
