import { computeAdx } from '../../indicators/computeAdx.js';
import { computeAtr } from '../../indicators/computeAtr.js';
import { computeBollingerBands } from '../../indicators/computeBollingerBands.js';
import { computeEma } from '../../indicators/computeEma.js';
import { computeRoc } from '../../indicators/computeRoc.js';
import { computeRsi } from '../../indicators/computeRsi.js';
import type { SignalModel } from '../rules/signalModel.js';

/**
 * State codes of a factor at one bar: 0 = not available (warming up, or no reading), 1 = votes short (−1),
 * 2 = neutral (0), 3 = votes long (+1). For the volatility regime: 0 n/a, 1 low, 2 normal, 3 high.
 */
export type StateCode = 0 | 1 | 2 | 3;

/** Every indicator the model reads, bar by bar (NaN while warming up). */
export interface FactorSeries {
  readonly atr: Float64Array;
  readonly emaFast: Float64Array;
  readonly emaSlow: Float64Array;
  readonly adx: Float64Array;
  readonly roc: Float64Array;
  readonly rsi: Float64Array;
  readonly bbMiddle: Float64Array;
  readonly bbUpper: Float64Array;
  /** ATR ÷ close: volatility on a scale comparable across a long history. */
  readonly atrPct: Float64Array;
}

/** Computes the model's indicators over high, low and close (oldest first). */
export function computeFactorSeries(high: ArrayLike<number>, low: ArrayLike<number>, close: ArrayLike<number>, model: SignalModel): FactorSeries {
  const hlc = { high, low, close };
  const atr = computeAtr(hlc, { period: model.atr_period });
  const bb = computeBollingerBands(close, { period: model.mean_reversion.period, nbDevUp: 1, nbDevDown: 1 });
  const atrPct = new Float64Array(atr.length);
  for (let i = 0; i < atr.length; i++) {
    const c = close[i] as number;
    atrPct[i] = c > 0 ? (atr[i] as number) / c : Number.NaN;
  }
  return {
    atr,
    emaFast: computeEma(close, { period: model.trend.ema_fast }),
    emaSlow: computeEma(close, { period: model.trend.ema_slow }),
    adx: computeAdx(hlc, { period: model.trend.adx_period }).adx,
    roc: computeRoc(close, { period: model.momentum.roc_period }),
    rsi: computeRsi(close, { period: model.momentum.rsi_period }),
    bbMiddle: bb.middle,
    bbUpper: bb.upper,
    atrPct,
  };
}

const code = (vote: -1 | 0 | 1): StateCode => (vote + 2) as StateCode;

/** Trend vote: the fast EMA's side of the slow EMA, only while ADX says the market trends. */
export function trendState(s: FactorSeries, i: number, model: SignalModel): StateCode {
  const f = s.emaFast[i] as number;
  const sl = s.emaSlow[i] as number;
  const adx = s.adx[i] as number;
  if (Number.isNaN(f) || Number.isNaN(sl) || Number.isNaN(adx)) return 0;
  if (adx < model.trend.adx_min || f === sl) return code(0);
  return code(f > sl ? 1 : -1);
}

/** Momentum vote: ROC's sign, confirmed by RSI beyond its bands. */
export function momentumState(s: FactorSeries, i: number, model: SignalModel): StateCode {
  const roc = s.roc[i] as number;
  const rsi = s.rsi[i] as number;
  if (Number.isNaN(roc) || Number.isNaN(rsi)) return 0;
  if (roc > 0 && rsi > model.momentum.rsi_long) return code(1);
  if (roc < 0 && rsi < model.momentum.rsi_short) return code(-1);
  return code(0);
}

/** Bollinger z of the close: (close − SMA) ÷ population σ of the same window; 0 on a flat window. */
export function bollingerZ(s: FactorSeries, close: ArrayLike<number>, i: number): number {
  const mid = s.bbMiddle[i] as number;
  const sd = (s.bbUpper[i] as number) - mid;
  if (Number.isNaN(mid)) return Number.NaN;
  return sd > 0 ? ((close[i] as number) - mid) / sd : 0;
}

/** Mean-reversion vote: against a stretch of z_extreme σ or more. */
export function meanReversionState(s: FactorSeries, close: ArrayLike<number>, i: number, model: SignalModel): StateCode {
  const z = bollingerZ(s, close, i);
  if (Number.isNaN(z)) return 0;
  if (z >= model.mean_reversion.z_extreme) return code(-1);
  if (z <= -model.mean_reversion.z_extreme) return code(1);
  return code(0);
}

/**
 * Percentile of ATR/close at bar i among the `lookback` values ending at i: the share of the other lookback − 1
 * values strictly below it, counting ties as half. NaN until a full window exists.
 */
export function volatilityPercentile(s: FactorSeries, i: number, model: SignalModel): number {
  const lookback = model.volatility.lookback;
  const start = i - lookback + 1;
  if (start < 0) return Number.NaN;
  const v = s.atrPct[i] as number;
  const first = s.atrPct[start] as number;
  if (Number.isNaN(v) || Number.isNaN(first)) return Number.NaN;
  if (lookback === 1) return 0.5;
  let below = 0;
  for (let k = start; k < i; k++) {
    const x = s.atrPct[k] as number;
    if (x < v) below += 1;
    else if (x === v) below += 0.5;
  }
  return below / (lookback - 1);
}

/** Volatility regime from its percentile: low, normal or high (terciles by default). */
export function volatilityState(percentile: number, model: SignalModel): StateCode {
  if (Number.isNaN(percentile)) return 0;
  if (percentile < model.volatility.low_below) return 1;
  if (percentile >= model.volatility.high_from) return 3;
  return 2;
}

/** Positioning vote: contrarian at a crowded extreme of the z-score. */
export function positioningState(z: number, model: SignalModel): StateCode {
  if (Number.isNaN(z)) return 0;
  if (z >= model.positioning.z_extreme) return code(-1);
  if (z <= -model.positioning.z_extreme) return code(1);
  return code(0);
}

/** Sentiment vote: follows a clear reading. */
export function sentimentState(x: number, model: SignalModel): StateCode {
  if (Number.isNaN(x)) return 0;
  if (x >= model.sentiment.threshold) return code(1);
  if (x <= -model.sentiment.threshold) return code(-1);
  return code(0);
}

/** The vote a state code carries (n/a counts as 0). */
export function voteOf(state: StateCode): -1 | 0 | 1 {
  return state === 0 ? 0 : ((state - 2) as -1 | 0 | 1);
}
