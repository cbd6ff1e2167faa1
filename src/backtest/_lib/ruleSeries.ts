import { computeAdx } from '../../markets/indicators/computeAdx.js';
import { computeAtr } from '../../markets/indicators/computeAtr.js';
import { computeBollingerBands } from '../../markets/indicators/computeBollingerBands.js';
import { computeDonchianChannels } from '../../markets/indicators/computeDonchianChannels.js';
import { computeEma } from '../../markets/indicators/computeEma.js';
import { computeMacd } from '../../markets/indicators/computeMacd.js';
import { computeObv } from '../../markets/indicators/computeObv.js';
import { computeRoc } from '../../markets/indicators/computeRoc.js';
import { computeRsi } from '../../markets/indicators/computeRsi.js';
import { computeSma } from '../../markets/indicators/computeSma.js';
import { computeStochastic } from '../../markets/indicators/computeStochastic.js';
import { computeVwap } from '../../markets/indicators/computeVwap.js';
import { computeWma } from '../../markets/indicators/computeWma.js';
import { createAdxStream } from '../../markets/indicators/createAdxStream.js';
import { createAtrStream } from '../../markets/indicators/createAtrStream.js';
import { createMacdStream } from '../../markets/indicators/createMacdStream.js';
import { createRocStream } from '../../markets/indicators/createRocStream.js';
import { createRsiStream } from '../../markets/indicators/createRsiStream.js';
import { createStochasticStream } from '../../markets/indicators/createStochasticStream.js';
import type { RuleSeries } from '../ruleSpecSchema.js';
import type { Bars, PrepareContext } from '../types.js';

/**
 * Leading bars where `s` is undefined: the indicator's TA-Lib lookback (read from the project's streaming forms,
 * which state it) plus the shift. It depends on the parameters only, never on the data, so the warm-up of a rule
 * strategy cannot depend on future bars.
 *
 * @param s - A series of a validated spec.
 * @returns The lookback in bars.
 */
export function ruleSeriesLookback(s: RuleSeries): number {
  const shift = 'shift' in s ? (s.shift ?? 0) : 0;
  switch (s.type) {
    case 'price': case 'number': case 'obv': case 'vwap': return shift;
    case 'sma': case 'ema': case 'wma': case 'bollinger': case 'donchian': return s.period - 1 + shift;
    case 'rsi': return createRsiStream({ period: s.period }).lookback + shift;
    case 'atr': return createAtrStream({ period: s.period }).lookback + shift;
    case 'adx': return createAdxStream({ period: s.period }).lookback + shift;
    case 'roc': return createRocStream({ period: s.period }).lookback + shift;
    case 'macd': return createMacdStream({ fastPeriod: s.fast, slowPeriod: s.slow, signalPeriod: s.signal }).lookback + shift;
    case 'stochastic':
      return createStochasticStream({ fastKPeriod: s.fast_k, slowKPeriod: s.slow_k, slowDPeriod: s.slow_d }).lookback + shift;
  }
}

/** Computes the series of a rule over the bars, once per distinct series (and once per multi-line indicator). */
export interface RuleSeriesStore {
  /** The values of `s` at every bar (`NaN` where undefined). */
  get(s: RuleSeries): Float64Array;
}

function shifted(values: Float64Array, shift: number | undefined): Float64Array {
  if (shift === undefined || shift === 0) return values;
  const out = new Float64Array(values.length).fill(Number.NaN);
  out.set(values.subarray(0, Math.max(0, values.length - shift)), shift);
  return out;
}

/**
 * Creates the series store for `bars`. Every indicator is the project's causal batch form, so the value at bar t
 * reads bars ≤ t; a shift of k reads the value k bars earlier.
 *
 * @param bars - The bars (not modified).
 * @param context - A sweep's shared cache (optional): series computed for one combination are reused by the next.
 * @returns The store.
 */
export function createRuleSeriesStore(bars: Bars, context?: PrepareContext): RuleSeriesStore {
  const cache = new Map<string, unknown>();
  // In a sweep the context shares every series across the grid's rules; keys are prefixed to stay apart from others'.
  const memo = <T>(key: string, make: () => T): T => {
    if (context !== undefined) return context.memo(`rule:${key}`, make);
    if (!cache.has(key)) cache.set(key, make());
    return cache.get(key) as T;
  };
  const hlc = { high: bars.high, low: bars.low, close: bars.close };
  const base = (s: RuleSeries): Float64Array => {
    switch (s.type) {
      case 'price': return bars[s.field];
      case 'number': return new Float64Array(bars.close.length).fill(s.value);
      case 'sma': return computeSma(bars[s.source ?? 'close'], { period: s.period });
      case 'ema': return computeEma(bars[s.source ?? 'close'], { period: s.period });
      case 'wma': return computeWma(bars[s.source ?? 'close'], { period: s.period });
      case 'rsi': return computeRsi(bars.close, { period: s.period });
      case 'atr': return computeAtr(hlc, { period: s.period });
      case 'roc': return computeRoc(bars.close, { period: s.period });
      case 'adx': return memo(`adx:${s.period}`, () => computeAdx(hlc, { period: s.period })).adx;
      case 'macd': {
        const m = memo(`macd:${s.fast},${s.slow},${s.signal}`, () => computeMacd(bars.close, { fastPeriod: s.fast, slowPeriod: s.slow, signalPeriod: s.signal }));
        return s.line === 'macd' ? m.macd : s.line === 'signal' ? m.signal : m.histogram;
      }
      case 'bollinger':
        return memo(`bb:${s.period},${s.deviations}`, () => computeBollingerBands(bars.close, { period: s.period, nbDevUp: s.deviations, nbDevDown: s.deviations }))[s.band];
      case 'donchian': return memo(`dc:${s.period}`, () => computeDonchianChannels({ high: bars.high, low: bars.low }, { period: s.period }))[s.band];
      case 'stochastic': {
        const k = memo(`st:${s.fast_k},${s.slow_k},${s.slow_d}`, () => computeStochastic(hlc, { fastKPeriod: s.fast_k, slowKPeriod: s.slow_k, slowDPeriod: s.slow_d }));
        return k[s.line];
      }
      case 'obv': return memo('obv', () => computeObv({ close: bars.close, volume: bars.volume }));
      case 'vwap': return memo('vwap', () => computeVwap({ ...hlc, volume: bars.volume }));
    }
  };
  return {
    get: (s) => memo(JSON.stringify(s), () => shifted(base(s), 'shift' in s ? s.shift : undefined)),
  };
}
