import type { MarketBars } from '../../ports/MarketBars.js';
import { breakevenProbability } from '../_lib/breakevenProbability.js';
import {
  computeFactorSeries,
  meanReversionState,
  momentumState,
  trendState,
  volatilityPercentile,
  volatilityState,
  voteOf,
  type FactorSeries,
} from '../_lib/computeFactorSeries.js';
import { firstBarrierTouch } from '../_lib/firstBarrierTouch.js';
import type { SignalModel } from '../rules/signalModel.js';
import { resolveBarrierTrades, type BarrierTrades } from './resolveBarrierTrades.js';

/** Options of {@link replaySignalCandidates}. */
export interface ReplaySignalCandidatesOptions {
  /** The signal model in force (the `markets.signal_model` version the endpoint applies). Required. */
  readonly model: SignalModel;
  /** Round-trip cost in basis points of the signal bar's close, as the endpoint charges it (`markets.scan.spread_bps`). Required. */
  readonly spreadBps: number;
  /** Take-profit ÷ stop. Default the model's (1.0). */
  readonly rewardRatio?: number;
  /**
   * Calendar days of history the endpoint reads (crypto: `markets.scan.history` crypto_daily_days, 2,000): the call at
   * bar t then sees only the bars of the last `historyDays` days up to t's day, as the crypto source delivers them.
   * Default: every earlier bar (what the price source delivers for the other classes).
   */
  readonly historyDays?: number;
}

/** Every candidate the endpoint would have produced, one per bar whose vote passed, as parallel typed arrays. */
export interface SignalCandidates {
  readonly count: number;
  /** Signal bar of each candidate. */
  readonly at: Int32Array;
  /** +1 long, −1 short. */
  readonly dir: Int8Array;
  /** The probability generateSignal states (the barrier probability while the history is insufficient). */
  readonly probability: Float64Array;
  /** Non-overlapping past trades in the same state and direction resolved by the signal bar. */
  readonly samples: Int32Array;
  readonly hits: Int32Array;
  /** 1 when samples ≥ min_samples. */
  readonly sufficient: Uint8Array;
  /** 1 when the endpoint would have made the call (direction long or short), 0 for no_signal. */
  readonly traded: Uint8Array;
  /** Break-even probability after the endpoint's spread. */
  readonly breakeven: Float64Array;
  /** Stop distance, price units. */
  readonly risk: Float64Array;
  /** 1 take-profit first, 0 stop first, −1 still open at the last bar (not scored). */
  readonly outcome: Int8Array;
  /** Exit bar, −1 while open. */
  readonly exit: Int32Array;
  /** The barrier probability 1/(1 + reward ratio). */
  readonly baseline: number;
  /** The factor series over the whole history (each value reads bars up to its own index only). */
  readonly series: FactorSeries;
  /** The long and short trade of every bar, resolved on the whole history. */
  readonly trades: BarrierTrades;
}

interface Chain {
  /** Exit bars of the non-overlapping trades, ascending; Infinity for a trade never resolved. */
  readonly exits: number[];
  /** hitsBefore[m] = hits among the first m trades. */
  readonly hitsBefore: number[];
}

/**
 * Replays generateSignal walk-forward over a whole daily history, one call per bar on the bars up to it, with the
 * endpoint's own cost, and returns every candidate it would have produced, without calling generateSignal per bar.
 *
 * @remarks
 * generateSignal recomputes its indicators and rescans its history at every call (O(bars) each, O(bars²) for a
 * walk-forward). The replay computes what the calls compute, once: every indicator is causal (its value at bar i
 * reads bars ≤ i), so the series over the whole history equals, at every index ≤ t, the series generateSignal
 * computes on the bars up to t; the discretised states are precomputed per bar; and the non-overlapping history of a
 * (state, direction, stop size) is one greedy chain of trades over the whole history, of which the call at t counts
 * the trades whose exit bar is ≤ t (the chain is built in the same order and stops at the first trade still open,
 * exactly as the call's loop). The stop size in ATRs is the call's own risk ÷ ATR (1.5 up to rounding), and a chain
 * is kept per distinct value, so the rounding of the call is reproduced too. The probability is the shrunk rate
 * (hits + k·p₀)/(samples + k) with the same operations as shrinkHitRate. Positioning and sentiment series are not
 * replayed (a daily CSV has neither). With `historyDays` (the crypto source's window) a bar whose window does not start
 * at the first bar is replayed on its window alone, O(window) per bar, as generateSignal would see it. The equivalence with generateSignal is tested on real histories
 * (test/markets/signals/evaluation/replaySignalCandidates.test.ts).
 *
 * @param bars - The history, oldest first (only high, low and close are read). Not modified.
 * @param options - {@link ReplaySignalCandidatesOptions}.
 * @returns {@link SignalCandidates}.
 * @throws Error naming replaySignalCandidates for a negative spread or a non-positive reward ratio.
 * @example
 * ```ts
 * const c = replaySignalCandidates(bars, { model: SIGNAL_MODEL.versions[0]!.value, spreadBps: 6 });
 * c.probability[0]; c.traded[0]; c.outcome[0];
 * ```
 * @see docs/signal-quality.md
 */
export function replaySignalCandidates(bars: MarketBars, options: ReplaySignalCandidatesOptions): SignalCandidates {
  const { model } = options;
  const rr = options.rewardRatio ?? model.default_reward_ratio;
  const bps = options.spreadBps;
  if (!(bps >= 0)) throw new Error('replaySignalCandidates: spreadBps must be a number ≥ 0');
  if (!(rr > 0)) throw new Error('replaySignalCandidates: rewardRatio must be positive');
  const { high, low, close } = bars;
  const n = close.length;
  const series = computeFactorSeries(high, low, close, model);
  const atr = series.atr;
  const trades = resolveBarrierTrades(high, low, close, atr, { atrMultiple: model.atr_multiple, rewardRatio: rr });

  // States per bar, packed in one key, and the vote score per bar (the same sum as generateSignal's factor list).
  const key = new Uint8Array(n);
  const score = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = trendState(series, i, model);
    const m = momentumState(series, i, model);
    const r = meanReversionState(series, close, i, model);
    const v = volatilityState(volatilityPercentile(series, i, model), model);
    key[i] = (t << 6) | (m << 4) | (r << 2) | v;
    let s = 0;
    s += model.trend.weight * voteOf(t);
    s += model.momentum.weight * voteOf(m);
    s += model.mean_reversion.weight * voteOf(r);
    s += 0 * 0;
    score[i] = Number(s.toFixed(12));
  }

  const chains = new Map<string, Chain>();
  const chainOf = (k: number, dir: 1 | -1, riskInAtr: number): Chain => {
    const id = `${k}:${dir}:${riskInAtr}`;
    const known = chains.get(id);
    if (known !== undefined) return known;
    const exits: number[] = [];
    const hitsBefore: number[] = [0];
    let busyUntil = 0;
    for (let j = 0; j < n; j++) {
      if (j < busyUntil || key[j] !== k) continue;
      const atrJ = atr[j] as number;
      if (!(atrJ > 0)) continue;
      const r = riskInAtr * atrJ;
      const c = close[j] as number;
      const touch = firstBarrierTouch(high, low, j + 1, n - 1, dir, c - dir * r, c + dir * rr * r);
      if (touch < 0) {
        exits.push(Number.POSITIVE_INFINITY);
        hitsBefore.push(hitsBefore[hitsBefore.length - 1]!);
        break;
      }
      exits.push(touch >> 1);
      hitsBefore.push(hitsBefore[hitsBefore.length - 1]! + (touch & 1));
      busyUntil = touch >> 1;
    }
    const chain = { exits, hitsBefore };
    chains.set(id, chain);
    return chain;
  };

  const cap = n;
  const at = new Int32Array(cap);
  const dirs = new Int8Array(cap);
  const probability = new Float64Array(cap);
  const samplesOut = new Int32Array(cap);
  const hitsOut = new Int32Array(cap);
  const sufficientOut = new Uint8Array(cap);
  const traded = new Uint8Array(cap);
  const breakeven = new Float64Array(cap);
  const riskOut = new Float64Array(cap);
  const outcome = new Int8Array(cap);
  const exit = new Int32Array(cap);
  const baseline = 1 / (1 + rr);
  const k = model.prior_strength;
  const threshold = model.vote_threshold;
  // Once per bar in the replay loop: integer UTC day arithmetic (floor to 00:00 UTC, end of that day) instead of a
  // date-fns object per bar; it is zone-independent because it never reads the local zone.
  const DAY = 86_400_000;
  const days = options.historyDays;
  if (days !== undefined && !(Number.isInteger(days) && days >= 1)) throw new Error('replaySignalCandidates: historyDays must be an integer ≥ 1');
  let windowStart = 0;
  let count = 0;
  for (let t = 0; t < n; t++) {
    if (days !== undefined) {
      // The source's window: bars opening after (end of t's day) − days; daily bars open at 00:00 UTC.
      const from = Math.floor(bars.times[t]! / DAY) * DAY + DAY - 1 - days * DAY;
      while (bars.times[windowStart]! <= from) windowStart++;
      if (windowStart > 0) {
        const call = replayWindowedCall(bars, windowStart, t, model, rr, bps);
        if (call === null) continue;
        at[count] = t;
        dirs[count] = call.dir;
        probability[count] = call.probability;
        samplesOut[count] = call.samples;
        hitsOut[count] = call.hits;
        sufficientOut[count] = call.sufficient ? 1 : 0;
        traded[count] = call.traded ? 1 : 0;
        breakeven[count] = call.breakeven;
        riskOut[count] = call.risk;
        const touch = firstBarrierTouch(high, low, t + 1, n - 1, call.dir, close[t]! - call.dir * call.risk, close[t]! + call.dir * rr * call.risk);
        outcome[count] = touch < 0 ? -1 : touch & 1;
        exit[count] = touch < 0 ? -1 : touch >> 1;
        count++;
        continue;
      }
    }
    const s = score[t]!;
    const dir: 1 | -1 | 0 = s >= threshold ? 1 : s <= -threshold ? -1 : 0;
    if (dir === 0) continue;
    const atrNow = atr[t]!;
    const risk = model.atr_multiple * atrNow;
    // No ATR yet, or a zero one: the call has no levels, so nothing to resolve (evaluateSignalCalibration skips it too).
    if (!(risk > 0) || !(atrNow > 0)) continue;
    const chain = chainOf(key[t]!, dir, risk / atrNow);
    // Trades counted at t: those whose exit bar is ≤ t (exits ascend).
    let lo = 0;
    let hi = chain.exits.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (chain.exits[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    const samples = lo;
    const hits = chain.hitsBefore[lo]!;
    const sufficient = samples >= model.min_samples;
    const p = sufficient ? (hits + k * baseline) / (samples + k) : baseline;
    const c = close[t]!;
    const spread = (c * bps) / 10_000;
    const be = breakevenProbability(risk, rr, spread);
    const code = dir === 1 ? trades.long[t]! : trades.short[t]!;
    at[count] = t;
    dirs[count] = dir;
    probability[count] = p;
    samplesOut[count] = samples;
    hitsOut[count] = hits;
    sufficientOut[count] = sufficient ? 1 : 0;
    traded[count] = spread < rr * risk && p > be && sufficient ? 1 : 0;
    breakeven[count] = be;
    riskOut[count] = risk;
    outcome[count] = code < 0 ? -1 : code & 1;
    exit[count] = code < 0 ? -1 : code >> 1;
    count++;
  }
  return {
    count,
    at: at.subarray(0, count),
    dir: dirs.subarray(0, count),
    probability: probability.subarray(0, count),
    samples: samplesOut.subarray(0, count),
    hits: hitsOut.subarray(0, count),
    sufficient: sufficientOut.subarray(0, count),
    traded: traded.subarray(0, count),
    breakeven: breakeven.subarray(0, count),
    risk: riskOut.subarray(0, count),
    outcome: outcome.subarray(0, count),
    exit: exit.subarray(0, count),
    baseline,
    series,
    trades,
  };
}

interface WindowedCall {
  readonly dir: 1 | -1;
  readonly probability: number;
  readonly samples: number;
  readonly hits: number;
  readonly sufficient: boolean;
  readonly traded: boolean;
  readonly breakeven: number;
  readonly risk: number;
}

/**
 * The call at bar t on the bars [start, t] only (a source that delivers a limited window): the indicators are computed
 * on the window, as generateSignal computes them on the bars it is given, and its history loop is run on the window.
 * O(window) per call, used only for the bars whose window does not start at the first bar.
 */
function replayWindowedCall(bars: MarketBars, start: number, t: number, model: SignalModel, rr: number, bps: number): WindowedCall | null {
  const high = bars.high.subarray(start, t + 1);
  const low = bars.low.subarray(start, t + 1);
  const close = bars.close.subarray(start, t + 1);
  const w = close.length;
  const at = w - 1;
  const series = computeFactorSeries(high, low, close, model);
  const trendNow = trendState(series, at, model);
  const momNow = momentumState(series, at, model);
  const mrNow = meanReversionState(series, close, at, model);
  let s = 0;
  s += model.trend.weight * voteOf(trendNow);
  s += model.momentum.weight * voteOf(momNow);
  s += model.mean_reversion.weight * voteOf(mrNow);
  s += 0 * 0;
  const score = Number(s.toFixed(12));
  const dir: 1 | -1 | 0 = score >= model.vote_threshold ? 1 : score <= -model.vote_threshold ? -1 : 0;
  if (dir === 0) return null;
  const atrNow = series.atr[at]!;
  const risk = model.atr_multiple * atrNow;
  if (!(risk > 0) || !(atrNow > 0)) return null;
  const volNow = volatilityState(volatilityPercentile(series, at, model), model);
  const riskInAtr = risk / atrNow;
  let samples = 0;
  let hits = 0;
  let busyUntil = 0;
  for (let j = 0; j < at; j++) {
    if (j < busyUntil) continue;
    if (trendState(series, j, model) !== trendNow || momentumState(series, j, model) !== momNow) continue;
    if (meanReversionState(series, close, j, model) !== mrNow) continue;
    if (volatilityState(volatilityPercentile(series, j, model), model) !== volNow) continue;
    const atrJ = series.atr[j]!;
    if (!(atrJ > 0)) continue;
    const r = riskInAtr * atrJ;
    const c = close[j]!;
    const touch = firstBarrierTouch(high, low, j + 1, at, dir, c - dir * r, c + dir * rr * r);
    if (touch < 0) break;
    samples++;
    hits += touch & 1;
    busyUntil = touch >> 1;
  }
  const baseline = 1 / (1 + rr);
  const k = model.prior_strength;
  const sufficient = samples >= model.min_samples;
  const probability = sufficient ? (hits + k * baseline) / (samples + k) : baseline;
  const spread = (close[at]! * bps) / 10_000;
  const breakeven = breakevenProbability(risk, rr, spread);
  return { dir, probability, samples, hits, sufficient, traded: spread < rr * risk && probability > breakeven && sufficient, breakeven, risk };
}
