/**
 * Benchmark of planPayoff: 10 debts whose small minimums stretch the plans over about 30 years, all methods
 * (avalanche, snowball, hybrid, the minimums-only baseline and the auto choice) per call.
 *
 * Run standalone with `npx tsx bench/payoff.bench.ts`, or import {@link runPayoffBench}.
 *
 * Engine and floor are timed in interleaved batches (the machine is shared). The floor is a plain-number loop written here that does the same month-by-month arithmetic for the same inputs
 * (four simulations, no validation, no Decimal, no narrative): the ratio says how much the engine's boundary
 * work costs over the bare arithmetic. That floor does less than the engine must (binary-float rounding of interest,
 * no payoff months, no recorded schedule), so a second floor times the engine's own arithmetic (runPayoffPlans) alone:
 * the ratio to it is what validation and the answer (Decimal amounts, dates, translated text) cost. The plain floor
 * visits every debt every month, paid off or not, while the engine's loop drops a debt once it is paid, so on these
 * long plans the second floor can come in under the first; both rows stay as they are (docs/payoff.md, Performance).
 */
import { PAYOFF_GROWTH_PROJECTION_MONTHS, planPayoff } from '../src/debt/planPayoff.js';
import { validateDebts } from '../src/debt/_lib/payoffInput.js';
import { runPayoffPlans } from '../src/debt/_lib/payoffPlans.js';
import { PAYOFF_METHODS, prepareDebts } from '../src/debt/_lib/payoffSimulation.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { isMainModule } from './_lib/printBenchRows.js';
import { median } from './_lib/timeMedian.js';

/** What the payoff benchmark reports: the median of one planPayoff call against the plain-number floor loop. */
export interface BenchResult extends BenchRow {
  /** Months of the recommended plan, to show the horizon exercised. */
  readonly planMonths: number;
  /**
   * Median of the engine's own arithmetic alone (runPayoffPlans over the prepared debts, as planPayoff calls it: exact
   * integer-cent interest, payoff months and the recorded schedule months), without validation or the answer: the
   * second floor, timed in the same interleaved batches.
   */
  readonly simulationMedianMs: number;
  /** medianMs ÷ simulationMedianMs: what validation and result building cost over the engine's own arithmetic. */
  readonly simulationRatio: number;
}

/** Target median of one planPayoff call. */
export const PAYOFF_BENCH_TARGET_MS = 0.5;

/** Ten debts with minimums barely above interest, so the plans run about 360 months. */
export const BENCH_DEBTS = [
  { creditor: 'Mortgage-like loan', balance: '60000', rate: 6.5, minPayment: '340' },
  { creditor: 'Auto loan', balance: '18000', rate: 7.9, minPayment: '125' },
  { creditor: 'Student loan', balance: '30000', rate: 5.5, minPayment: '140' },
  { creditor: 'Visa', balance: '8000', rate: 24.99, minPayment: '170' },
  { creditor: 'Mastercard', balance: '5500', rate: 21.49, minPayment: '100' },
  { creditor: 'Store card', balance: '1200', rate: 29.99, minPayment: '31' },
  { creditor: 'Personal loan', balance: '9000', rate: 12.5, minPayment: '95' },
  { creditor: 'Medical bill', balance: '2500', rate: 0, minPayment: '10' },
  { creditor: 'Credit union', balance: '4000', rate: 9.9, minPayment: '35' },
  { creditor: 'Family loan', balance: '3000', rate: 2, minPayment: '8' },
] as const;

const AS_OF = '2026-11-22';

/** Plain-number version of the payoff month loop (same rules: interest, minimums, pooled rest in priority order). */
function floorPlan(balancesIn: readonly number[], mins: readonly number[], rates: readonly number[], order: readonly number[] | null, extra: number): number {
  const bal = balancesIn.slice();
  const n = bal.length;
  let budget = extra;
  for (let i = 0; i < n; i++) if (bal[i]! > 0) budget += mins[i]!;
  let total = bal.reduce((a, b) => a + b, 0);
  let interestSum = 0;
  let month = 0;
  while (total > 0 && month < 1200) {
    month++;
    let pool = order === null ? 0 : budget;
    for (let i = 0; i < n; i++) {
      const b = bal[i]!;
      if (b <= 0) continue;
      const interest = Math.round((b * rates[i]!) / 1200);
      const owed = b + interest;
      const pay = Math.min(mins[i]!, owed);
      bal[i] = owed - pay;
      interestSum += interest;
      pool -= pay;
    }
    if (order !== null) {
      for (let k = 0; k < n && pool > 0; k++) {
        const i = order[k]!;
        const pay = Math.min(pool, bal[i]!);
        bal[i] = bal[i]! - pay;
        pool -= pay;
      }
    }
    total = 0;
    for (let i = 0; i < n; i++) total += bal[i]!;
  }
  return month * 1e9 + interestSum;
}

function floorAll(): number {
  const balances = BENCH_DEBTS.map((d) => Math.round(Number(d.balance) * 100));
  const mins = BENCH_DEBTS.map((d) => Math.round(Number(d.minPayment) * 100));
  const rates = BENCH_DEBTS.map((d) => d.rate);
  const idx = balances.map((_, i) => i);
  const avalanche = [...idx].sort((a, b) => rates[b]! - rates[a]! || balances[a]! - balances[b]!);
  const snowball = [...idx].sort((a, b) => balances[a]! - balances[b]! || rates[b]! - rates[a]!);
  const hybrid = [...idx].sort((a, b) => (rates[a] === 0 ? 1 : 0) - (rates[b] === 0 ? 1 : 0) || balances[a]! / (rates[a]! || 1) - balances[b]! / (rates[b]! || 1));
  return floorPlan(balances, mins, rates, avalanche, 0) + floorPlan(balances, mins, rates, snowball, 0) + floorPlan(balances, mins, rates, hybrid, 0) + floorPlan(balances, mins, rates, null, 0);
}

/**
 * Runs the payoff benchmark.
 *
 * @returns The median time per planPayoff call, the floor's median and their ratio.
 * @example
 * ```ts
 * const r = await runPayoffBench(); r.medianMs <= r.targetMs;
 * ```
 */
export async function runPayoffBench(): Promise<BenchResult> {
  const call = () => planPayoff(BENCH_DEBTS, { asOf: AS_OF, method: 'auto' });
  const planMonths = call().methods.avalanche.months;
  const settings = { warmup: 300, batches: 41, perBatch: 50 };
  // Engine and floor alternate batch by batch, so a load spike on the shared machine hits both medians alike.
  let sink = 0;
  for (let i = 0; i < settings.warmup; i++) sink += call().methods.avalanche.months + floorAll();
  const prepared = prepareDebts(validateDebts(BENCH_DEBTS, 'payoff bench'));
  const simulate = () =>
    runPayoffPlans(prepared, { extraCents: 0, maxMonths: 1200, interestMode: 'monthly', asOf: AS_OF, record: PAYOFF_METHODS, growthHorizonMonths: PAYOFF_GROWTH_PROJECTION_MONTHS }).methods.avalanche.months;
  const engine: number[] = [];
  const floor: number[] = [];
  const simulation: number[] = [];
  for (let b = 0; b < settings.batches; b++) {
    let t = performance.now();
    for (let i = 0; i < settings.perBatch; i++) sink += call().methods.avalanche.months;
    engine.push((performance.now() - t) / settings.perBatch);
    t = performance.now();
    for (let i = 0; i < settings.perBatch; i++) sink += floorAll();
    floor.push((performance.now() - t) / settings.perBatch);
    t = performance.now();
    for (let i = 0; i < settings.perBatch; i++) sink += simulate();
    simulation.push((performance.now() - t) / settings.perBatch);
  }
  if (sink < 0) console.log(sink);
  const medianMs = median(engine);
  const floorMedianMs = median(floor);
  return {
    ...benchRow('planPayoff: 10 debts, ~30-year horizon, all methods', { medianMs, floorMedianMs, targetMs: PAYOFF_BENCH_TARGET_MS, iterations: settings.batches * settings.perBatch }),
    planMonths,
    simulationMedianMs: median(simulation),
    simulationRatio: medianMs / median(simulation),
  };
}

export default runPayoffBench;

if (isMainModule(import.meta.url)) {
  const result = await runPayoffBench();
  console.log(
    `${result.name}: median ${result.medianMs.toFixed(4)} ms (target ${result.targetMs} ms, ${result.withinTarget ? 'met' : 'MISSED'}); ` +
      `floor ${result.floorMedianMs.toFixed(4)} ms; ratio ${result.ratio.toFixed(2)}; ` +
      `engine arithmetic alone ${result.simulationMedianMs.toFixed(4)} ms (ratio ${result.simulationRatio.toFixed(2)}); plan ${result.planMonths} months; ${result.iterations} timed calls`,
  );
}
