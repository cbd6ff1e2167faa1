import { GuidekitError } from '../../core/GuidekitError.js';
import { computeAtr } from '../indicators/computeAtr.js';
import type { MarketBars } from '../ports/MarketBars.js';
import { firstBarrierTouch } from './_lib/firstBarrierTouch.js';
import { readOptionalNumber } from './_lib/readOptions.js';
import { readMarketBars } from './_lib/readMarketBars.js';
import { readSignalModel } from './_lib/readSignalModel.js';
import { generateSignal } from './generateSignal.js';
import { scoreProbabilityForecasts, type ProbabilityForecastScores } from './scoreProbabilityForecasts.js';

/** Options of {@link evaluateSignalCalibration}. */
export interface EvaluateSignalCalibrationOptions {
  /** ISO date whose signal-model version is evaluated. Required. */
  readonly asOf: string;
  /** Reward ratio of every call. Default the model's (1.0). */
  readonly rewardRatio?: number;
  /** Round-trip spread in price units for the calls' break-even test. Default 0. */
  readonly spread?: number;
  /**
   * Round-trip spread in basis points of each signal bar's close, for a history whose price level changes a lot;
   * replaces `spread` when given. The probabilities do not depend on it, only which candidates become calls.
   */
  readonly spreadBps?: number;
  /** First signal bar evaluated. Default 0. */
  readonly from?: number;
  /** Look-back of the "follow the trend" baseline, in bars. Default 20. */
  readonly trendLookback?: number;
  /** Width of the reliability bins. Default 0.05. */
  readonly binWidth?: number;
  /** Passed to {@link generateSignal}. */
  readonly priorStrength?: number;
  readonly minSamples?: number;
}

/** One forecast and what happened. */
export interface CalibrationEvent {
  readonly bar_index: number;
  readonly direction: 'long' | 'short';
  /** The probability stated for the trade. */
  readonly probability: number;
  /** The random-walk barrier probability of the same trade. */
  readonly baseline: number;
  /** 1 when the take-profit was touched first, 0 when the stop was (or both in one bar). */
  readonly outcome: 0 | 1;
  /** Index of the bar that resolved the trade. */
  readonly exit_index: number;
  /** Engine events: whether the call was long/short (cleared the break-even test), not only a candidate. */
  readonly traded: boolean;
  /** Engine events: whether the history was sufficient (the probability is not the baseline). */
  readonly sufficient: boolean;
  readonly breakeven: number;
}

/** Scores of one forecaster beside the barrier baseline on the same events. */
export interface ForecasterComparison {
  readonly forecaster: ProbabilityForecastScores;
  readonly barrier: ProbabilityForecastScores;
}

/** What {@link evaluateSignalCalibration} measured on one history. */
export interface EvaluateSignalCalibrationResult {
  readonly symbol: string;
  readonly bars: number;
  /** Signal bars evaluated (from `from` to the last bar). */
  readonly evaluated_bars: number;
  /** Every engine candidate (vote past the threshold) whose trade resolved within the history. */
  readonly engine: ForecasterComparison;
  /** The candidates whose probability came from a sufficient history. */
  readonly engine_with_history: ForecasterComparison;
  /** Candidates whose trade was still open at the end of the history (not scored). */
  readonly engine_unresolved: number;
  /** The calls actually made (direction long or short): how often they won against what they stated. */
  readonly calls: { readonly count: number; readonly mean_probability: number; readonly observed_rate: number; readonly mean_breakeven: number };
  /** "Always follow the trend": the sign of close − close[lookback] every bar, stated at its own walk-forward hit rate. */
  readonly trend_rule: ForecasterComparison;
  readonly engine_events: readonly CalibrationEvent[];
  readonly trend_events: readonly CalibrationEvent[];
}

function compare(events: readonly CalibrationEvent[], binWidth: number): ForecasterComparison {
  const outcomes = events.map((e) => e.outcome);
  return {
    forecaster: scoreProbabilityForecasts(events.map((e) => e.probability), outcomes, { binWidth }),
    barrier: scoreProbabilityForecasts(events.map((e) => e.baseline), outcomes, { binWidth }),
  };
}

/**
 * Runs {@link generateSignal} walk-forward over a history, one call per bar made on the bars up to it, resolves each
 * candidate trade on the bars that followed, and scores the stated probabilities against the outcomes beside two
 * baselines: the random-walk barrier probability of the same trades, and "always follow the trend" (long when the
 * close is above the close `trendLookback` bars earlier, short when below, same stop and target) stated at that rule's
 * own walk-forward hit rate in that direction (the barrier probability until it has the minimum sample).
 *
 * @remarks
 * Trades overlap (a call every bar, each open for several bars), so the events are not independent: the scores are
 * descriptive, and their effective sample is smaller than the count. Cost: one generateSignal call per bar, so
 * O(bars²) overall.
 *
 * @param bars - The history, oldest first. Not modified.
 * @param options - {@link EvaluateSignalCalibrationOptions}; `asOf` is required.
 * @returns {@link EvaluateSignalCalibrationResult}.
 * @throws {@link GuidekitError} for malformed bars or options (see {@link generateSignal}), `from` or `trendLookback`.
 * @example
 * ```ts
 * const e = evaluateSignalCalibration(bars, { asOf: '2026-11-25' });
 * e.engine.forecaster.brier <= e.engine.barrier.brier;
 * ```
 * @see docs/signal-quality.md
 */
export function evaluateSignalCalibration(bars: MarketBars, options: EvaluateSignalCalibrationOptions): EvaluateSignalCalibrationResult {
  const fn = 'evaluateSignalCalibration';
  if (options === null || typeof options !== 'object') throw new GuidekitError(`${fn}: options.asOf is required`, { code: 'required', field: 'asOf' });
  const model = readSignalModel(fn, options.asOf).value;
  const input = readMarketBars(fn, bars, { minLength: 1 });
  const n = input.length;
  const from = readOptionalNumber(fn, 'from', options.from, (x) => Number.isInteger(x) && x >= 0 && x < n, `an integer from 0 to ${n - 1}`) ?? 0;
  const lookback = readOptionalNumber(fn, 'trendLookback', options.trendLookback, (x) => Number.isInteger(x) && x >= 1, 'an integer ≥ 1') ?? 20;
  const binWidth = options.binWidth ?? 0.05;
  const rr = options.rewardRatio ?? model.default_reward_ratio;
  const minSamples = options.minSamples ?? model.min_samples;
  const spreadBps = readOptionalNumber(fn, 'spreadBps', options.spreadBps, (x) => x >= 0, 'a number ≥ 0');
  const callOptions = {
    asOf: options.asOf,
    rewardRatio: options.rewardRatio,
    priorStrength: options.priorStrength,
    minSamples: options.minSamples,
  };

  const engineEvents: CalibrationEvent[] = [];
  let unresolved = 0;
  for (let at = from; at < n; at++) {
    const spread = spreadBps === undefined ? options.spread : ((input.close[at] as number) * spreadBps) / 10_000;
    const call = generateSignal(bars, { ...callOptions, spread, at });
    if (call.candidate === null || call.stop === null || call.take_profit === null || call.breakeven_probability === null) continue;
    const dir = call.candidate === 'long' ? 1 : -1;
    const touch = firstBarrierTouch(input.high, input.low, at + 1, n - 1, dir, call.stop, call.take_profit);
    if (touch < 0) {
      unresolved++;
      continue;
    }
    engineEvents.push({
      bar_index: at,
      direction: call.candidate,
      probability: call.probability,
      baseline: call.baseline_probability,
      outcome: (touch & 1) as 0 | 1,
      exit_index: touch >> 1,
      traded: call.direction !== 'no_signal',
      sufficient: call.history.sufficient,
      breakeven: call.breakeven_probability,
    });
  }

  // "Always follow the trend", with its own walk-forward hit rate per direction.
  const atr = computeAtr({ high: input.high, low: input.low, close: input.close }, { period: model.atr_period });
  const baseline = 1 / (1 + rr);
  const resolvedAt: { dir: 1 | -1; hit: number }[][] = Array.from({ length: n }, () => []);
  const hitsBy = { 1: 0, [-1]: 0 } as Record<1 | -1, number>;
  const countBy = { 1: 0, [-1]: 0 } as Record<1 | -1, number>;
  const trendEvents: CalibrationEvent[] = [];
  for (let at = 0; at < n; at++) {
    for (const r of resolvedAt[at] as { dir: 1 | -1; hit: number }[]) {
      countBy[r.dir] += 1;
      hitsBy[r.dir] += r.hit;
    }
    const a = atr[at] as number;
    if (at < lookback || !(a > 0)) continue;
    const move = (input.close[at] as number) - (input.close[at - lookback] as number);
    if (move === 0) continue;
    const dir: 1 | -1 = move > 0 ? 1 : -1;
    const risk = model.atr_multiple * a;
    const c = input.close[at] as number;
    const touch = firstBarrierTouch(input.high, input.low, at + 1, n - 1, dir, c - dir * risk, c + dir * rr * risk);
    if (touch < 0) continue;
    const hit = touch & 1;
    (resolvedAt[touch >> 1] as { dir: 1 | -1; hit: number }[]).push({ dir, hit });
    if (at < from) continue;
    const count = countBy[dir];
    trendEvents.push({
      bar_index: at,
      direction: dir === 1 ? 'long' : 'short',
      probability: count >= minSamples ? hitsBy[dir] / count : baseline,
      baseline,
      outcome: hit as 0 | 1,
      exit_index: touch >> 1,
      traded: true,
      sufficient: count >= minSamples,
      breakeven: baseline,
    });
  }

  const traded = engineEvents.filter((e) => e.traded);
  const mean = (xs: readonly number[]): number => (xs.length === 0 ? Number.NaN : xs.reduce((s, x) => s + x, 0) / xs.length);
  return {
    symbol: input.symbol,
    bars: n,
    evaluated_bars: n - from,
    engine: compare(engineEvents, binWidth),
    engine_with_history: compare(engineEvents.filter((e) => e.sufficient), binWidth),
    engine_unresolved: unresolved,
    calls: {
      count: traded.length,
      mean_probability: mean(traded.map((e) => e.probability)),
      observed_rate: mean(traded.map((e) => e.outcome)),
      mean_breakeven: mean(traded.map((e) => e.breakeven)),
    },
    trend_rule: compare(trendEvents, binWidth),
    engine_events: engineEvents,
    trend_events: trendEvents,
  };
}
