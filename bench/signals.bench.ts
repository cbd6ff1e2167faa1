/**
 * Benchmark of the signal engine: one generateSignal call over 5,000 synthetic daily bars (the backtest benchmark's
 * seeded random walk), with its walk-forward history, against its floor measured in the same run: ATR(14) and EMA(20)
 * alone over the same bars, the two indicators every call needs and nothing else (no other factor, no history, no
 * validation of the bars). The ratio says what the full model and its history cost over the cheapest possible reading.
 *
 * A second row times the call with the edge gate an endpoint applies before selling it (gateSignalEdge) against the call
 * alone: the gate is a dated-table lookup and must not slow the engine.
 *
 * Run standalone with `npx tsx bench/signals.bench.ts`, or import {@link runSignalsBench}.
 */
import { computeAtr } from '../src/markets/indicators/computeAtr.js';
import { computeEma } from '../src/markets/indicators/computeEma.js';
import type { MarketBars } from '../src/markets/ports/MarketBars.js';
import { gateSignalEdge } from '../src/markets/signals/gateSignalEdge.js';
import { generateSignal } from '../src/markets/signals/generateSignal.js';
import { BENCH_BARS, makeBenchBars } from './backtest.bench.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { isMainModule, printBenchRows } from './_lib/printBenchRows.js';
import { timeMedian } from './_lib/timeMedian.js';

/** What the benchmark reports: a row of bench/run.ts. */
export type SignalsBenchResult = BenchRow;

/** Target median of one generateSignal call on 5,000 daily bars. */
export const SIGNAL_BENCH_TARGET_MS = 5;

/** The backtest benchmark's 5,000 bars as MarketBars. */
export function makeSignalBenchBars(): MarketBars {
  const b = makeBenchBars();
  return {
    symbol: 'BENCH',
    interval: '1d',
    currency: 'USD',
    times: Float64Array.from(b.dates, (d) => Date.parse(`${d}T00:00:00Z`)),
    open: b.open,
    high: b.high,
    low: b.low,
    close: b.close,
    volume: Float64Array.from(b.volume),
  };
}

/**
 * Times generateSignal on 5,000 daily bars against the ATR + EMA floor.
 *
 * @returns One row.
 * @example
 * ```ts
 * const [row] = await runSignalsBench(); row.withinTarget;
 * ```
 */
export async function runSignalsBench(): Promise<SignalsBenchResult[]> {
  const bars = makeSignalBenchBars();
  const options = { asOf: '2026-11-25' };
  const call = generateSignal(bars, options);
  const settings = { warmup: 50, batches: 31, perBatch: 10 };
  const medianMs = timeMedian(() => generateSignal(bars, options), settings);
  const floorMedianMs = timeMedian(() => {
    computeAtr(bars, { period: 14 });
    return computeEma(bars.close, { period: 20 });
  }, settings);
  // The edge gate every sold call passes (one table lookup per class): the call with its gate against the call alone.
  const gatedMedianMs = timeMedian(() => {
    const c = generateSignal(bars, options);
    return gateSignalEdge('equity', options).sell ? c : null;
  }, settings);
  return [
    benchRow(`generateSignal + gateSignalEdge: ${BENCH_BARS} daily bars (floor: generateSignal alone)`, {
      medianMs: gatedMedianMs,
      floorMedianMs: medianMs,
      targetMs: SIGNAL_BENCH_TARGET_MS,
      iterations: settings.batches * settings.perBatch,
    }),
    benchRow(`generateSignal: ${BENCH_BARS} daily bars, ${call.history.samples} past trades in its state (floor: ATR(14) + EMA(20) alone)`, {
      medianMs,
      floorMedianMs,
      targetMs: SIGNAL_BENCH_TARGET_MS,
      iterations: settings.batches * settings.perBatch,
    }),
  ];
}

if (isMainModule(import.meta.url)) printBenchRows(await runSignalsBench(), { medianDigits: 4, floorDigits: 5 });
