import { citeRules } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { PROBABILITY_ANNUALISATION } from '../rules/probabilityVolatility.js';
import { fail, readEnum, readIsoDate, readNumbers, readOptional, readOptions } from './_lib/read.js';
import type { VolatilityEstimate } from './estimateCloseToCloseVolatility.js';

/** Options of {@link estimateParkinsonVolatility}. */
export interface EstimateParkinsonVolatilityOptions {
  /** ISO date of the estimate: picks the annualisation convention in force. Required. */
  readonly asOf: string;
  /** `trading` (252 a year) or `continuous` (365). Default `trading`. Ignored when `periodsPerYear` is given. */
  readonly calendar?: 'trading' | 'continuous';
  /** Bars per year, for bars that are not daily. */
  readonly periodsPerYear?: number;
  /** Language of the stale-rule note. Default `en`. */
  readonly lang?: 'en' | 'es';
}

/**
 * The Parkinson (1980) high–low volatility: σ² = Σ ln(Hᵢ/Lᵢ)² / (4·n·ln 2) per bar, annualised like the
 * close-to-close estimate. About five times as efficient as close-to-close for a driftless diffusion watched
 * continuously; it reads low when the bars miss the true extremes (gaps, thin trading).
 *
 * @param bars - `{ high, low }`: aligned arrays of each bar's high and low, low > 0 and high ≥ low (not modified).
 * @param options - {@link EstimateParkinsonVolatilityOptions}; `asOf` is required.
 * @returns The annualised and per-bar volatility with its sample size; null without bars.
 * @throws {@link GuidekitError} `invalid_number` naming `bars.high[i]`, `bars.low[i]` or `periodsPerYear`;
 *   `length_mismatch` for arrays of different lengths; `invalid_enum`, `invalid_date`.
 * @example
 * ```ts
 * estimateParkinsonVolatility({ high: [102], low: [100] }, { asOf: '2026-11-25' }).perPeriod; // = ln(1.02)/√(4 ln 2) ≈ 0.01189
 * ```
 * @see https://doi.org/10.1086/296071 (M. Parkinson, The Journal of Business 53(1), 1980, 61–65)
 * @see docs/probability-models.md#volatility
 */
export function estimateParkinsonVolatility(bars: { readonly high: ArrayLike<number>; readonly low: ArrayLike<number> }, options: EstimateParkinsonVolatilityOptions): VolatilityEstimate {
  const fn = 'estimateParkinsonVolatility';
  const o = readOptions(fn, options);
  const asOf = readIsoDate(fn, 'asOf', o.asOf);
  if (bars === null || typeof bars !== 'object') fail(fn, 'bars', 'must be { high, low }', 'invalid_type');
  const high = readNumbers(fn, 'bars.high', bars.high, (x) => x > 0, 'a price above 0');
  const low = readNumbers(fn, 'bars.low', bars.low, (x) => x > 0, 'a price above 0');
  if (high.length !== low.length) fail(fn, 'bars.low', `has ${low.length} values but bars.high has ${high.length}`, 'length_mismatch');
  const calendar = readEnum(fn, 'calendar', o.calendar, ['trading', 'continuous'] as const, 'trading');
  const rule = requireRule(PROBABILITY_ANNUALISATION, asOf);
  const periodsPerYear = readOptional(fn, 'periodsPerYear', o.periodsPerYear, (x) => x > 0, 'a number of periods above 0', rule.value[calendar]);
  let sum = 0;
  for (let i = 0; i < high.length; i++) {
    if (high[i]! < low[i]!) fail(fn, `bars.high[${i}]`, 'must not be below the low');
    const range = Math.log(high[i]! / low[i]!);
    sum += range * range;
  }
  const n = high.length;
  const perPeriod = n === 0 ? null : Math.sqrt(sum / (4 * n * Math.LN2));
  return {
    volatility: perPeriod === null ? null : perPeriod * Math.sqrt(periodsPerYear),
    perPeriod,
    periodsPerYear,
    sampleSize: n,
    ...citeRules([rule], { lang: o.lang ?? 'en' }),
  };
}
