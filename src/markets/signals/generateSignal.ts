import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { MarketBars } from '../ports/MarketBars.js';
import { breakevenProbability } from './_lib/breakevenProbability.js';
import {
  bollingerZ,
  computeFactorSeries,
  meanReversionState,
  momentumState,
  positioningState,
  sentimentState,
  trendState,
  volatilityPercentile,
  volatilityState,
  voteOf,
  type StateCode,
} from './_lib/computeFactorSeries.js';
import { firstBarrierTouch } from './_lib/firstBarrierTouch.js';
import { readOptionalNumber, readReading } from './_lib/readOptions.js';
import { readMarketBars } from './_lib/readMarketBars.js';
import { generateSignalMessages, type GenerateSignalKey } from './messages/generateSignal.js';
import { readSignalModel } from './_lib/readSignalModel.js';
import type { SignalModel } from './rules/signalModel.js';
import { shrinkHitRate } from './shrinkHitRate.js';

/** Options of {@link generateSignal}. */
export interface GenerateSignalOptions {
  /** ISO date (YYYY-MM-DD) whose signal-model version applies (the day the call is made). Required. */
  readonly asOf: string;
  /**
   * Index of the signal bar. Default the last bar. Bars after it are never read: the call at `at` is the call made on
   * the bars up to `at` (walk-forward evaluation relies on this).
   */
  readonly at?: number;
  /** Stop distance in price units (points or pips × pip size); > 0. Default atr_multiple × ATR(14) of the bars (1.5 × ATR). */
  readonly riskPoints?: number;
  /** Take-profit distance ÷ stop distance; > 0. Default 1.0. */
  readonly rewardRatio?: number;
  /** Round-trip spread in price units, ≥ 0: lowers what a win nets and raises what a loss costs. Default 0. */
  readonly spread?: number;
  /**
   * Positioning z-score (e.g. of net speculative positioning), contrarian at extremes: one number for the signal bar,
   * or a series aligned with the bars (NaN where unknown) so that the history conditions on it too.
   */
  readonly positioningZ?: number | ArrayLike<number>;
  /** Sentiment reading in [−1, 1]: one number for the signal bar, or a series aligned with the bars (NaN where unknown). */
  readonly sentiment?: number | ArrayLike<number>;
  /** Prior strength k in pseudo-trades at the baseline; > 0. Default the model's (200). */
  readonly priorStrength?: number;
  /** Resolved past trades needed before the history counts; integer ≥ 1. Default the model's (30). */
  readonly minSamples?: number;
  /** Level of the probability interval, in (0, 1). Default the model's (0.9). */
  readonly intervalLevel?: number;
  /** Language of the reasons. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** Name of a factor of the model. */
export type SignalFactorName = 'trend' | 'momentum' | 'mean_reversion' | 'volatility' | 'positioning' | 'sentiment';

/** One factor at the signal bar: its reading, vote and weight, and whether the history conditions on it. */
export interface SignalFactor {
  readonly name: SignalFactorName;
  /**
   * Headline reading, null while warming up: trend, EMA(fast) − EMA(slow) in ATRs; momentum, ROC in percent;
   * mean_reversion, Bollinger z; volatility, percentile of ATR/close in [0, 1]; positioning, the z-score;
   * sentiment, the reading.
   */
  readonly value: number | null;
  /** −1 short, 0 neutral or not available, +1 long. The volatility regime never votes. */
  readonly vote: -1 | 0 | 1;
  readonly weight: number;
  /** Discretised state: 'long', 'short', 'neutral' or 'n/a' (volatility: 'low', 'normal', 'high' or 'n/a'). */
  readonly state: string;
  /** The indicator values behind the reading. */
  readonly inputs: Readonly<Record<string, number | null>>;
  /** Whether past bars are matched on this factor's state. */
  readonly in_history: boolean;
}

/** Code of one reason (the message key). */
export type GenerateSignalReasonCode = GenerateSignalKey;

/** One reason behind the verdict. */
export interface GenerateSignalReason {
  readonly code: GenerateSignalReasonCode;
  readonly message: string;
}

/** The walk-forward history behind the probability. */
export interface SignalHistory {
  /** The discretised state matched, e.g. `trend:long momentum:long mean_reversion:neutral volatility:high`. */
  readonly state: string;
  /**
   * Past trades in the same state and direction whose outcome was known at the signal bar, counted without overlap: a
   * trade counts only if it opened at or after the exit bar of the previous one counted.
   */
  readonly samples: number;
  /** Of those, trades that reached the take-profit first. */
  readonly hits: number;
  /** 1 when the next trade in the same state was still open at the signal bar (not counted), else 0. */
  readonly unresolved: number;
  readonly empirical_rate: number | null;
  /** samples ÷ (samples + prior_strength). */
  readonly weight: number;
  readonly prior_strength: number;
  readonly min_samples: number;
  /** samples ≥ min_samples: the probability is the shrunk estimate, not the baseline. */
  readonly sufficient: boolean;
}

/** The call: direction, levels, probability with its interval and sample size, and every factor and reason. */
export interface GenerateSignalResult extends RuleCitations {
  readonly symbol: string;
  /** Open time of the signal bar, epoch milliseconds. */
  readonly bar_time: number;
  readonly bar_index: number;
  readonly direction: 'long' | 'short' | 'no_signal';
  /** The side the vote picked, even when the call is no_signal for lack of edge; null when the vote is too weak. */
  readonly candidate: 'long' | 'short' | null;
  /** The signal bar's close. */
  readonly entry: number;
  /** Levels of the candidate trade; null without a candidate or a risk. */
  readonly stop: number | null;
  readonly take_profit: number | null;
  readonly risk_points: number | null;
  readonly reward_ratio: number;
  readonly spread: number;
  /** Probability that the take-profit is touched before the stop (the baseline when the history is insufficient). */
  readonly probability: number;
  readonly probability_interval: { readonly lower: number; readonly upper: number; readonly level: number };
  /** Driftless random-walk barrier probability 1/(1 + reward_ratio). */
  readonly baseline_probability: number;
  /** Win probability needed to break even after the spread; null without a risk. */
  readonly breakeven_probability: number | null;
  /** probability − breakeven_probability; null without a candidate. */
  readonly edge: number | null;
  readonly history: SignalHistory;
  /** Σ weight × vote. */
  readonly score: number;
  readonly threshold: number;
  readonly factors: readonly SignalFactor[];
  readonly reasons: readonly GenerateSignalReason[];
}


const VOTE_LABEL = ['n/a', 'short', 'neutral', 'long'] as const;
const VOL_LABEL = ['n/a', 'low', 'normal', 'high'] as const;
const nullable = (x: number): number | null => (Number.isNaN(x) ? null : x);
const fmt = (x: number): string => String(Number(x.toFixed(4)));

function readingAt(reading: number | ArrayLike<number> | undefined, i: number): number {
  if (reading === undefined) return Number.NaN;
  return typeof reading === 'number' ? reading : (reading[i] as number);
}

function prefixOf(values: ArrayLike<number>, n: number): ArrayLike<number> {
  if (values.length === n) return values;
  if (ArrayBuffer.isView(values)) return (values as unknown as Float64Array).subarray(0, n);
  return Array.prototype.slice.call(values, 0, n) as number[];
}

function readModel(fn: string, options: GenerateSignalOptions): { model: SignalModel; rule: AppliedRule<SignalModel> } {
  const rule = readSignalModel(fn, options.asOf);
  return { model: rule.value, rule };
}

/**
 * Makes one call from an instrument's bars: long, short or no_signal, with the entry (last close), a stop at
 * 1.5 × ATR(14) by default and a take-profit at reward_ratio × the risk, and the probability that the take-profit is
 * touched before the stop, estimated walk-forward from the instrument's own history.
 *
 * @remarks
 * Factors (signal model table `markets.signal_model`): trend (EMA 20 vs 50, counted while ADX(14) ≥ 20), momentum
 * (ROC(10) sign with RSI(14) beyond 55/45), mean reversion (against a Bollinger z of ±2), volatility regime (tercile of
 * the ATR/close percentile over 252 bars; no vote), and, when given, positioning (contrarian beyond z ±1.5) and
 * sentiment (followed beyond ±0.25). Direction: the sign of Σ weight × vote when |Σ| ≥ 1, else no_signal.
 *
 * Probability: (a) the driftless random-walk barrier baseline p₀ = 1/(1 + reward_ratio); (b) the hit rate of every
 * earlier bar in the same discretised state, traded the same direction with a stop of the same size in ATRs
 * (risk ÷ ATR at the signal bar × ATR at that bar), counting only trades whose first barrier touch happened by the
 * signal bar (a bar touching both counts as the stop); (c) shrunk toward p₀ as a Beta prior worth 20 trades, with the
 * posterior's 90 % interval. With fewer than 30 resolved trades the answer is p₀ and the call is no_signal. A call needs
 * the probability above the break-even probability after the spread, (risk + spread)/((1 + reward_ratio)·risk).
 *
 * @param bars - The instrument's bars at the call's timeframe, oldest first. Not modified.
 * @param options - {@link GenerateSignalOptions}; `asOf` is required.
 * @returns {@link GenerateSignalResult}.
 * @throws {@link GuidekitError} for malformed bars (`bars.*`), a bad option (`at`, `riskPoints`, `rewardRatio`,
 *   `spread`, `positioningZ`, `sentiment`, `priorStrength`, `minSamples`, `intervalLevel`, `lang`), or an `asOf` that
 *   is not an ISO date or precedes the model (`out_of_range`).
 * @example
 * ```ts
 * const call = generateSignal(bars, { asOf: '2026-11-25', rewardRatio: 1 });
 * call.direction; call.probability; call.history.samples; call.reasons.map((r) => r.message);
 * ```
 * @see docs/signal-model.md
 */
export function generateSignal(bars: MarketBars, options: GenerateSignalOptions): GenerateSignalResult {
  const fn = 'generateSignal';
  if (options === null || typeof options !== 'object') throw new GuidekitError(`${fn}: options.asOf is required`, { code: 'required', field: 'asOf' });
  const { model, rule } = readModel(fn, options);
  const t = createTranslate(generateSignalMessages, readEngineLang(options.lang, { fn }));
  const input = readMarketBars(fn, bars, { minLength: 1 });
  const at = readOptionalNumber(fn, 'at', options.at, (x) => Number.isInteger(x) && x >= 0 && x < input.length, `an integer bar index from 0 to ${input.length - 1}`) ?? input.length - 1;
  const riskOption = readOptionalNumber(fn, 'riskPoints', options.riskPoints, (x) => x > 0, 'a positive number');
  const rr = readOptionalNumber(fn, 'rewardRatio', options.rewardRatio, (x) => x > 0, 'a positive number') ?? model.default_reward_ratio;
  const spread = readOptionalNumber(fn, 'spread', options.spread, (x) => x >= 0, 'a number ≥ 0') ?? 0;
  const k = readOptionalNumber(fn, 'priorStrength', options.priorStrength, (x) => x > 0, 'a positive number') ?? model.prior_strength;
  const minSamples = readOptionalNumber(fn, 'minSamples', options.minSamples, (x) => Number.isInteger(x) && x >= 1, 'an integer ≥ 1') ?? model.min_samples;
  const level = readOptionalNumber(fn, 'intervalLevel', options.intervalLevel, (x) => x > 0 && x < 1, 'in (0, 1)') ?? model.interval_level;
  const positioning = readReading(fn, 'positioningZ', options.positioningZ, input.length);
  const sentiment = readReading(fn, 'sentiment', options.sentiment, input.length);
  checkSentimentRange(fn, sentiment);

  // Only bars 0…at exist for this call.
  const n = at + 1;
  const high = prefixOf(input.high, n);
  const low = prefixOf(input.low, n);
  const close = prefixOf(input.close, n);
  const series = computeFactorSeries(high, low, close, model);
  const reasons: GenerateSignalReason[] = [];
  const say = (code: GenerateSignalKey, params?: Record<string, string | number>): void => {
    reasons.push({ code, message: t(code, params) });
  };

  // Factor states at the signal bar.
  const posSeries = positioning !== undefined && typeof positioning !== 'number';
  const sentSeries = sentiment !== undefined && typeof sentiment !== 'number';
  const trendNow = trendState(series, at, model);
  const momNow = momentumState(series, at, model);
  const mrNow = meanReversionState(series, close, at, model);
  const volPctNow = volatilityPercentile(series, at, model);
  const volNow = volatilityState(volPctNow, model);
  const posNow = positioning === undefined ? 0 : positioningState(readingAt(positioning, at), model);
  const sentNow = sentiment === undefined ? 0 : sentimentState(readingAt(sentiment, at), model);

  const atrNow = series.atr[at] as number;
  const factors: SignalFactor[] = [];
  const emaF = series.emaFast[at] as number;
  const emaS = series.emaSlow[at] as number;
  factors.push({
    name: 'trend',
    value: nullable(atrNow > 0 ? (emaF - emaS) / atrNow : Number.NaN),
    vote: voteOf(trendNow),
    weight: model.trend.weight,
    state: VOTE_LABEL[trendNow],
    inputs: { ema_fast: nullable(emaF), ema_slow: nullable(emaS), adx: nullable(series.adx[at] as number), atr: nullable(atrNow) },
    in_history: true,
  });
  factors.push({
    name: 'momentum',
    value: nullable(series.roc[at] as number),
    vote: voteOf(momNow),
    weight: model.momentum.weight,
    state: VOTE_LABEL[momNow],
    inputs: { roc: nullable(series.roc[at] as number), rsi: nullable(series.rsi[at] as number) },
    in_history: true,
  });
  const z = bollingerZ(series, close, at);
  factors.push({
    name: 'mean_reversion',
    value: nullable(z),
    vote: voteOf(mrNow),
    weight: model.mean_reversion.weight,
    state: VOTE_LABEL[mrNow],
    inputs: { sma: nullable(series.bbMiddle[at] as number), sd: nullable((series.bbUpper[at] as number) - (series.bbMiddle[at] as number)) },
    in_history: true,
  });
  factors.push({
    name: 'volatility',
    value: nullable(volPctNow),
    vote: 0,
    weight: 0,
    state: VOL_LABEL[volNow],
    inputs: { atr: nullable(atrNow), atr_pct: nullable(series.atrPct[at] as number) },
    in_history: true,
  });
  if (positioning !== undefined) {
    const v = readingAt(positioning, at);
    factors.push({ name: 'positioning', value: nullable(v), vote: voteOf(posNow), weight: model.positioning.weight, state: VOTE_LABEL[posNow], inputs: { z: nullable(v) }, in_history: posSeries });
  }
  if (sentiment !== undefined) {
    const v = readingAt(sentiment, at);
    factors.push({ name: 'sentiment', value: nullable(v), vote: voteOf(sentNow), weight: model.sentiment.weight, state: VOTE_LABEL[sentNow], inputs: { reading: nullable(v) }, in_history: sentSeries });
  }
  let score = 0;
  for (const f of factors) score += f.weight * f.vote;
  score = Number(score.toFixed(12));
  const threshold = model.vote_threshold;
  const candidate: 'long' | 'short' | null = score >= threshold ? 'long' : score <= -threshold ? 'short' : null;
  if (candidate === null) say('vote_below_threshold', { score: fmt(score), threshold: fmt(threshold) });
  else say(candidate === 'long' ? 'vote_long' : 'vote_short', { score: fmt(score), threshold: fmt(threshold) });
  if (!posSeries && voteOf(posNow) !== 0) say('positioning_not_in_history');
  if (!sentSeries && voteOf(sentNow) !== 0) say('sentiment_not_in_history');

  // The trade's size.
  const entry = close[at] as number;
  let risk: number | null = riskOption ?? (Number.isNaN(atrNow) ? null : model.atr_multiple * atrNow);
  if (risk === null) say('atr_unavailable', { bars: n, period: model.atr_period });
  else if (!(risk > 0)) {
    say('zero_risk');
    risk = null;
  }
  const baseline = 1 / (1 + rr);
  const breakeven = risk === null ? null : breakevenProbability(risk, rr, spread);

  // Walk-forward history: earlier bars in the same state, traded the same way, resolved by the signal bar.
  const stateParts = [`trend:${VOTE_LABEL[trendNow]}`, `momentum:${VOTE_LABEL[momNow]}`, `mean_reversion:${VOTE_LABEL[mrNow]}`, `volatility:${VOL_LABEL[volNow]}`];
  if (posSeries) stateParts.push(`positioning:${VOTE_LABEL[posNow]}`);
  if (sentSeries) stateParts.push(`sentiment:${VOTE_LABEL[sentNow]}`);
  const state = stateParts.join(' ');
  let samples = 0;
  let hits = 0;
  let unresolved = 0;
  if (candidate !== null && risk !== null) {
    if (!(atrNow > 0)) say('history_needs_atr', { period: model.atr_period });
    else {
      const dir: 1 | -1 = candidate === 'long' ? 1 : -1;
      const riskInAtr = risk / atrNow;
      const posAt = (j: number): StateCode => (posSeries ? positioningState(readingAt(positioning, j), model) : 0);
      const sentAt = (j: number): StateCode => (sentSeries ? sentimentState(readingAt(sentiment, j), model) : 0);
      const posKey = posSeries ? posNow : 0;
      const sentKey = sentSeries ? sentNow : 0;
      // Non-overlapping trades only: the next one counted opens at or after the exit bar of the last one counted, so
      // the samples are (nearly) independent and n is not inflated by a dozen copies of one price path.
      let busyUntil = 0;
      for (let j = 0; j < at; j++) {
        if (j < busyUntil) continue;
        if (trendState(series, j, model) !== trendNow || momentumState(series, j, model) !== momNow) continue;
        if (meanReversionState(series, close, j, model) !== mrNow || posAt(j) !== posKey || sentAt(j) !== sentKey) continue;
        if (volatilityState(volatilityPercentile(series, j, model), model) !== volNow) continue;
        const atrJ = series.atr[j] as number;
        if (!(atrJ > 0)) continue;
        const r = riskInAtr * atrJ;
        const c = close[j] as number;
        const touch = firstBarrierTouch(high, low, j + 1, at, dir, c - dir * r, c + dir * rr * r);
        if (touch < 0) {
          // Still open at the signal bar: not counted, and every later trade in this state would overlap it.
          unresolved++;
          busyUntil = at;
        } else {
          samples++;
          hits += touch & 1;
          busyUntil = touch >> 1;
        }
      }
    }
  }
  const shrunk = shrinkHitRate(hits, samples, { baseline, priorStrength: k, level });
  const sufficient = samples >= minSamples;
  // Below the minimum the answer is the baseline, and its interval is the prior's alone.
  const interval = sufficient ? shrunk : shrinkHitRate(0, 0, { baseline, priorStrength: k, level });
  const probability = sufficient ? shrunk.probability : baseline;
  if (candidate !== null && risk !== null && atrNow > 0) {
    if (sufficient) {
      say('history_estimate', {
        hits,
        samples,
        state,
        rate: fmt(shrunk.empirical_rate ?? 0),
        baseline: fmt(baseline),
        k: fmt(k),
        probability: fmt(probability),
        lower: fmt(shrunk.lower),
        upper: fmt(shrunk.upper),
        level: `${fmt(level * 100)} %`,
      });
    } else say('history_insufficient', { samples, state, min: minSamples, baseline: fmt(baseline) });
  }

  let direction: GenerateSignalResult['direction'] = 'no_signal';
  if (candidate !== null && risk !== null && breakeven !== null) {
    if (spread >= rr * risk) say('cost_exceeds_reward', { spread: fmt(spread), reward: fmt(rr * risk) });
    else if (probability > breakeven) {
      if (sufficient) {
        direction = candidate;
        say('above_breakeven', { probability: fmt(probability), breakeven: fmt(breakeven), edge: fmt(probability - breakeven) });
      }
    } else say('not_above_breakeven', { probability: fmt(probability), breakeven: fmt(breakeven) });
  }

  const dir = candidate === 'long' ? 1 : -1;
  const levels = candidate !== null && risk !== null;
  return {
    symbol: input.symbol,
    bar_time: input.times[at] as number,
    bar_index: at,
    direction,
    candidate,
    entry,
    stop: levels ? entry - dir * (risk as number) : null,
    take_profit: levels ? entry + dir * rr * (risk as number) : null,
    risk_points: risk,
    reward_ratio: rr,
    spread,
    probability,
    probability_interval: { lower: interval.lower, upper: interval.upper, level },
    baseline_probability: baseline,
    breakeven_probability: breakeven,
    edge: candidate !== null && breakeven !== null ? probability - breakeven : null,
    history: {
      state,
      samples,
      hits,
      unresolved,
      empirical_rate: shrunk.empirical_rate,
      weight: shrunk.weight,
      prior_strength: k,
      min_samples: minSamples,
      sufficient,
    },
    score,
    threshold,
    factors,
    reasons,
    ...citeRules([rule], { lang: readEngineLang(options.lang, { fn }) }),
  };
}

function checkSentimentRange(fn: string, sentiment: number | ArrayLike<number> | undefined): void {
  if (sentiment === undefined) return;
  if (typeof sentiment === 'number') {
    if (sentiment < -1 || sentiment > 1) throw new GuidekitError(`${fn}: sentiment must be in [−1, 1]`, { code: 'invalid_number', field: 'sentiment' });
    return;
  }
  for (let i = 0; i < sentiment.length; i++) {
    const v = sentiment[i] as number;
    if (v < -1 || v > 1) throw new GuidekitError(`${fn}: sentiment[${i}] must be in [−1, 1]`, { code: 'invalid_number', field: `sentiment[${i}]` });
  }
}
