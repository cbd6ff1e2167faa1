import type { MarketBars } from '../../ports/MarketBars.js';
import type { SignalModel } from '../rules/signalModel.js';
import { volatilityPercentile, volatilityState } from '../_lib/computeFactorSeries.js';
import { forecastDriftRates, type DriftRates } from './forecastDriftRates.js';
import type { BarrierTrades } from './resolveBarrierTrades.js';
import { replaySignalCandidates } from './replaySignalCandidates.js';

/** Options of {@link evaluateSignalHistory}. */
export interface EvaluateSignalHistoryOptions {
  /** The signal model in force. Required. */
  readonly model: SignalModel;
  /** The endpoint's round-trip cost for the instrument's class, basis points of the close. Required. */
  readonly spreadBps: number;
  /** Take-profit ÷ stop. Default the model's (1.0). */
  readonly rewardRatio?: number;
  /** Calendar days of history each call sees (see replaySignalCandidates). Default: every earlier bar. */
  readonly historyDays?: number;
  /** Look-back of the "follow the trend" baseline, bars. Default 20. */
  readonly trendLookback?: number;
  /** 12-1 month time-series momentum: return from `momentumFrom` to `momentumSkip` bars back. Defaults 252 and 21. */
  readonly momentumFrom?: number;
  readonly momentumSkip?: number;
}

/** A direction rule's trade at a bar: +1, −1, or 0 (no reading), and its outcome (−1 open or no trade). */
export interface RuleTrades {
  readonly dir: Int8Array;
  readonly outcome: Int8Array;
}

/**
 * One instrument's scored candidates (trades resolved within the history) as parallel typed arrays, with the free
 * baselines beside each: the barrier probability, the drift forecaster's probability for the same trade, and what a
 * long trade, the 20-day trend's trade and the 12-1 month momentum trade with the same stop and target did on the
 * same bar.
 */
export interface SignalHistoryEvaluation {
  readonly symbol: string;
  readonly bars: number;
  /** Open time of the first and last bar, epoch ms. */
  readonly first: number;
  readonly last: number;
  readonly spreadBps: number;
  /** Candidates produced, resolved or not. */
  readonly candidates: number;
  /** Candidates still open at the last bar (not scored). */
  readonly unresolved: number;
  readonly baseline: number;
  /** Per scored candidate: */
  readonly at: Int32Array;
  readonly exit: Int32Array;
  /** Calendar month of the signal bar, year·12 + month index (UTC). */
  readonly month: Int32Array;
  readonly dir: Int8Array;
  readonly engine: Float64Array;
  readonly drift: Float64Array;
  readonly outcome: Uint8Array;
  readonly traded: Uint8Array;
  readonly breakeven: Float64Array;
  /** The long trade on the same bar: 1 hit, 0 stop, −1 still open. */
  readonly longOutcome: Int8Array;
  /** Drift's own free trade on the same bar (the direction whose walk-forward rate is higher, long on a tie): 1, 0 or −1 open. */
  readonly driftTradeOutcome: Int8Array;
  /** The 20-day trend rule's and the 12-1 momentum rule's trades on the same bar (0 direction: no reading). */
  readonly trendDir: Int8Array;
  readonly trendOutcome: Int8Array;
  readonly momentumDir: Int8Array;
  readonly momentumOutcome: Int8Array;
  /** The rules on every bar (for their stand-alone hit rates): index = bar. */
  readonly rules: { readonly trend: RuleTrades; readonly momentum: RuleTrades; readonly long: RuleTrades; readonly breakeven: Float64Array; readonly month: Int32Array };
  /** What other forecasters on the same bars reuse: ATR, the engine's volatility regime (0 n/a, 1 low, 2 normal, 3 high), the trades and drift. */
  readonly context: { readonly atr: Float64Array; readonly volState: Uint8Array; readonly trades: BarrierTrades; readonly drift: DriftRates };
}

function ruleTrades(n: number, longCode: Int32Array, shortCode: Int32Array, direction: (t: number) => number): RuleTrades {
  const dir = new Int8Array(n);
  const outcome = new Int8Array(n).fill(-1);
  for (let t = 0; t < n; t++) {
    const d = direction(t);
    if (d === 0) continue;
    dir[t] = d;
    const code = d > 0 ? longCode[t]! : shortCode[t]!;
    outcome[t] = code < 0 ? -1 : code & 1;
  }
  return { dir, outcome };
}

/**
 * Evaluates the signal endpoint walk-forward on one daily history with the endpoint's own cost, and lines up the free
 * baselines on every scored candidate (see {@link SignalHistoryEvaluation}). No figure reads a bar after its signal bar
 * except the outcome itself.
 *
 * @param bars - The history, oldest first. Not modified.
 * @param options - {@link EvaluateSignalHistoryOptions}.
 * @returns {@link SignalHistoryEvaluation}.
 * @throws Error naming replaySignalCandidates for a bad spread or reward ratio.
 * @example
 * ```ts
 * const e = evaluateSignalHistory(bars, { model, spreadBps: 6 });
 * e.engine.length === e.drift.length;
 * ```
 * @see docs/signal-quality.md
 */
export function evaluateSignalHistory(bars: MarketBars, options: EvaluateSignalHistoryOptions): SignalHistoryEvaluation {
  const { model } = options;
  const replay = replaySignalCandidates(bars, {
    model,
    spreadBps: options.spreadBps,
    ...(options.rewardRatio === undefined ? {} : { rewardRatio: options.rewardRatio }),
    ...(options.historyDays === undefined ? {} : { historyDays: options.historyDays }),
  });
  const n = bars.close.length;
  const close = bars.close;
  const drift = forecastDriftRates(replay.trades, { baseline: replay.baseline, minSamples: model.min_samples });
  const lookback = options.trendLookback ?? 20;
  const momFrom = options.momentumFrom ?? 252;
  const momSkip = options.momentumSkip ?? 21;
  const { long: longCode, short: shortCode } = replay.trades;
  const sign = (x: number): number => (x > 0 ? 1 : x < 0 ? -1 : 0);
  const trend = ruleTrades(n, longCode, shortCode, (t) => (t < lookback ? 0 : sign(close[t]! - close[t - lookback]!)));
  const momentum = ruleTrades(n, longCode, shortCode, (t) => (t < momFrom ? 0 : sign(close[t - momSkip]! - close[t - momFrom]!)));
  const long = ruleTrades(n, longCode, shortCode, (t) => (replay.series.atr[t]! > 0 ? 1 : 0));
  const rr = options.rewardRatio ?? model.default_reward_ratio;
  const ruleBreakeven = new Float64Array(n);
  const barMonth = new Int32Array(n);
  for (let t = 0; t < n; t++) {
    const day = new Date(bars.times[t]!);
    barMonth[t] = day.getUTCFullYear() * 12 + day.getUTCMonth();
    const risk = model.atr_multiple * replay.series.atr[t]!;
    ruleBreakeven[t] = risk > 0 ? (risk + (close[t]! * options.spreadBps) / 10_000) / ((1 + rr) * risk) : Number.NaN;
  }

  const volState = new Uint8Array(n);
  for (let t = 0; t < n; t++) volState[t] = volatilityState(volatilityPercentile(replay.series, t, model), model);

  let m = 0;
  for (let i = 0; i < replay.count; i++) if (replay.outcome[i]! >= 0) m++;
  const at = new Int32Array(m);
  const exit = new Int32Array(m);
  const month = new Int32Array(m);
  const dir = new Int8Array(m);
  const engine = new Float64Array(m);
  const driftP = new Float64Array(m);
  const outcome = new Uint8Array(m);
  const traded = new Uint8Array(m);
  const breakeven = new Float64Array(m);
  const longOutcome = new Int8Array(m);
  const driftTradeOutcome = new Int8Array(m);
  const trendDir = new Int8Array(m);
  const trendOutcome = new Int8Array(m);
  const momentumDir = new Int8Array(m);
  const momentumOutcome = new Int8Array(m);
  let k = 0;
  for (let i = 0; i < replay.count; i++) {
    if (replay.outcome[i]! < 0) continue;
    const t = replay.at[i]!;
    at[k] = t;
    exit[k] = replay.exit[i]!;
    month[k] = barMonth[t]!;
    dir[k] = replay.dir[i]!;
    engine[k] = replay.probability[i]!;
    driftP[k] = replay.dir[i]! > 0 ? drift.long[t]! : drift.short[t]!;
    outcome[k] = replay.outcome[i]!;
    traded[k] = replay.traded[i]!;
    breakeven[k] = replay.breakeven[i]!;
    longOutcome[k] = longCode[t]! < 0 ? -1 : longCode[t]! & 1;
    const dc = drift.long[t]! >= drift.short[t]! ? longCode[t]! : shortCode[t]!;
    driftTradeOutcome[k] = dc < 0 ? -1 : dc & 1;
    trendDir[k] = trend.dir[t]!;
    trendOutcome[k] = trend.outcome[t]!;
    momentumDir[k] = momentum.dir[t]!;
    momentumOutcome[k] = momentum.outcome[t]!;
    k++;
  }
  return {
    symbol: bars.symbol,
    bars: n,
    first: bars.times[0] ?? Number.NaN,
    last: bars.times[n - 1] ?? Number.NaN,
    spreadBps: options.spreadBps,
    candidates: replay.count,
    unresolved: replay.count - m,
    baseline: replay.baseline,
    at,
    exit,
    month,
    dir,
    engine,
    drift: driftP,
    outcome,
    traded,
    breakeven,
    longOutcome,
    driftTradeOutcome,
    trendDir,
    trendOutcome,
    momentumDir,
    momentumOutcome,
    rules: { trend, momentum, long, breakeven: ruleBreakeven, month: barMonth },
    context: { atr: replay.series.atr, volState, trades: replay.trades, drift },
  };
}
