/**
 * Benchmark of the question router: routeQuestion over a mix of question kinds (price signals, scans, events,
 * sports with a dictionary, prediction thresholds, refusals), target a median under 1 ms per question; and over the
 * 214 held-out buyer questions (test/markets/ask/heldOutBuyerQuestions.ts) as the endpoints call it, with the router's
 * own dictionaries (SEC tickers and names, teams, players, typo matching). The floor is tokenizing the same questions
 * alone (the router's first step), so the ratio says what entity matching and the grammar add.
 *
 * Run standalone with `npx tsx bench/ask.bench.ts`, or import {@link runAskBench}.
 */
import { tokenizeQuestion } from '../src/markets/ask/_lib/tokenizeQuestion.js';
import { routeQuestion } from '../src/markets/ask/routeQuestion.js';
import { HELD_OUT_AS_OF, HELD_OUT_BUYER_QUESTIONS } from '../test/markets/ask/heldOutBuyerQuestions.js';
import type { AskSportsDictionary } from '../src/markets/ask/types.js';
import type { BenchRow } from './_lib/benchRow.js';
import { isMainModule, printBenchRows } from './_lib/printBenchRows.js';
import { timeMedian } from './_lib/timeMedian.js';

/** Target median of one routed question, milliseconds. */
export const ASK_BENCH_TARGET_MS = 1;

const SPORTS: AskSportsDictionary = {
  teams: [
    { name: 'Arsenal', sport: 'epl', aliases: ['Gunners'] },
    { name: 'Chelsea', sport: 'epl', aliases: [] },
    { name: 'Los Angeles Lakers', sport: 'nba', aliases: ['Lakers'] },
    { name: 'Boston Celtics', sport: 'nba', aliases: ['Celtics'] },
  ],
  players: [
    { name: 'Patrick Mahomes', sport: 'nfl', aliases: ['Mahomes'] },
    { name: 'Josh Allen', sport: 'nfl', aliases: [] },
  ],
};

/** A mix of the question kinds the endpoints see. */
export const ASK_BENCH_QUESTIONS = [
  'Is EURUSD a buy this week?',
  'Give me a long term view on the Nasdaq 100',
  'best forex scalp right now',
  'How does gold usually react to the jobs report?',
  'Who wins Arsenal v Chelsea on Saturday?',
  'compare Mahomes and Josh Allen',
  'Will CPI come in above 3% next month?',
  'Bitcoin above 100k by Friday',
  "Will New York's high be above 80F tomorrow?",
  'who wins the Monaco Grand Prix',
  'tell me a joke',
] as const;

/** What the benchmark reports: a row of bench/run.ts. */
export type AskBenchResult = BenchRow;

function routeOne(i: number): unknown {
  const q = ASK_BENCH_QUESTIONS[i % ASK_BENCH_QUESTIONS.length]!;
  try {
    return routeQuestion(q, { sports: SPORTS }, { asOf: '2026-11-25' });
  } catch (error) {
    return error;
  }
}

/**
 * Times routeQuestion per question (median over batches, each batch cycling through the mix) against tokenizing alone.
 *
 * @param options - `batches` (default 60) and `perBatch` (default 55, five passes over the mix).
 * @returns The rows: the mix, then the held-out buyer questions.
 * @example
 * ```ts
 * const [mix, buyers] = runAskBench(); mix.withinTarget //=> true
 * ```
 */
export function runAskBench(options: { readonly batches?: number; readonly perBatch?: number } = {}): AskBenchResult[] {
  const batches = options.batches ?? 60;
  const perBatch = options.perBatch ?? 55;
  let i = 0;
  const medianMs = timeMedian(() => routeOne(i++), { warmup: 200, batches, perBatch });
  let j = 0;
  const floorMedianMs = timeMedian(() => tokenizeQuestion(ASK_BENCH_QUESTIONS[j++ % ASK_BENCH_QUESTIONS.length]!), { warmup: 200, batches, perBatch });
  const buyers = HELD_OUT_BUYER_QUESTIONS.map((c) => c.question);
  let k = 0;
  const buyerMedianMs = timeMedian(
    () => {
      try {
        return routeQuestion(buyers[k++ % buyers.length]!, {}, { asOf: HELD_OUT_AS_OF });
      } catch (error) {
        return error;
      }
    },
    { warmup: 400, batches, perBatch },
  );
  let l = 0;
  const buyerFloorMs = timeMedian(() => tokenizeQuestion(buyers[l++ % buyers.length]!), { warmup: 400, batches, perBatch });
  return [
    {
      name: `routeQuestion (${ASK_BENCH_QUESTIONS.length} question kinds, sports dictionary)`,
      medianMs,
      floorMedianMs,
      ratio: medianMs / floorMedianMs,
      targetMs: ASK_BENCH_TARGET_MS,
      withinTarget: medianMs < ASK_BENCH_TARGET_MS,
      iterations: batches * perBatch,
    },
    {
      name: `routeQuestion (${buyers.length} held-out buyer questions, router dictionaries)`,
      medianMs: buyerMedianMs,
      floorMedianMs: buyerFloorMs,
      ratio: buyerMedianMs / buyerFloorMs,
      targetMs: ASK_BENCH_TARGET_MS,
      withinTarget: buyerMedianMs < ASK_BENCH_TARGET_MS,
      iterations: batches * perBatch,
    },
  ];
}

if (isMainModule(import.meta.url)) printBenchRows(runAskBench(), { medianDigits: 4, floorDigits: 5 });
