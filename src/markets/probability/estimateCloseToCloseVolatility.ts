import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { PROBABILITY_ANNUALISATION } from '../rules/probabilityVolatility.js';
import { fail, readEnum, readIsoDate, readNumbers, readOptional, readOptions } from './_lib/read.js';

/** Options of {@link estimateCloseToCloseVolatility}. */
export interface EstimateCloseToCloseVolatilityOptions {
  /** ISO date of the estimate: picks the annualisation convention in force. Required. */
  readonly asOf: string;
  /**
   * `trading` (daily bars of an exchange: 252 a year) or `continuous` (daily bars of a market that trades every day, such
   * as crypto: 365). Default `trading`. Ignored when `periodsPerYear` is given.
   */
  readonly calendar?: 'trading' | 'continuous';
  /** Return periods per year, for bars that are not daily (e.g. 252 × 6.5 × 60 for regular-session minutes). */
  readonly periodsPerYear?: number;
  /** `sample` subtracts the mean return (n − 1 denominator); `zero` assumes a zero mean (n denominator). Default `sample`. */
  readonly mean?: 'sample' | 'zero';
  /** Language of the stale-rule note. Default `en`. */
  readonly lang?: 'en' | 'es';
}

/** What {@link estimateCloseToCloseVolatility} returns. */
export interface VolatilityEstimate extends RuleCitations {
  /** Annualised volatility σ·√periodsPerYear; null with fewer than two returns (one for `mean: 'zero'`). */
  readonly volatility: number | null;
  /** σ of one period. */
  readonly perPeriod: number | null;
  readonly periodsPerYear: number;
  /** Returns the estimate is made from (its sample size). */
  readonly sampleSize: number;
}

/**
 * The close-to-close volatility of a price series: the standard deviation of log returns ln(Cᵢ/Cᵢ₋₁), annualised by
 * √252 for exchange sessions or √365 for every-day markets (or the periods per year given).
 *
 * @param closes - Closing prices, oldest first, all > 0 (not modified).
 * @param options - {@link EstimateCloseToCloseVolatilityOptions}; `asOf` is required.
 * @returns The annualised and per-period volatility with its sample size and the convention applied; null volatility
 *   when there are too few returns.
 * @throws {@link GuidekitError} `invalid_number` naming `closes[i]` or `periodsPerYear`; `invalid_enum` for `calendar`
 *   or `mean`; `invalid_date` for `asOf`.
 * @example
 * ```ts
 * estimateCloseToCloseVolatility([100, 101, 99.5, 100.5], { asOf: '2026-11-25' }).volatility; // ≈ 0.2286
 * ```
 * @see docs/probability-models.md#volatility
 */
export function estimateCloseToCloseVolatility(closes: ArrayLike<number>, options: EstimateCloseToCloseVolatilityOptions): VolatilityEstimate {
  const fn = 'estimateCloseToCloseVolatility';
  const o = readOptions(fn, options);
  const asOf = readIsoDate(fn, 'asOf', o.asOf);
  const prices = readNumbers(fn, 'closes', closes, (x) => x > 0, 'a price above 0');
  const calendar = readEnum(fn, 'calendar', o.calendar, ['trading', 'continuous'] as const, 'trading');
  const mean = readEnum(fn, 'mean', o.mean, ['sample', 'zero'] as const, 'sample');
  const rule = requireRule(PROBABILITY_ANNUALISATION, asOf);
  const periodsPerYear = readOptional(fn, 'periodsPerYear', o.periodsPerYear, (x) => x > 0, 'a number of periods above 0', rule.value[calendar]);
  if (prices.length === 0) fail(fn, 'closes', 'must hold at least one price');
  const n = prices.length - 1;
  const returns = new Float64Array(n);
  let sum = 0;
  for (let i = 1; i < prices.length; i++) {
    returns[i - 1] = Math.log(prices[i]! / prices[i - 1]!);
    sum += returns[i - 1]!;
  }
  // Two passes (mean, then squared deviations) so that tiny intraday returns keep their precision.
  const centre = mean === 'sample' && n > 0 ? sum / n : 0;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (returns[i]! - centre) * (returns[i]! - centre);
  const dof = mean === 'sample' ? n - 1 : n;
  const perPeriod = dof > 0 ? Math.sqrt(ss / dof) : null;
  return {
    volatility: perPeriod === null ? null : perPeriod * Math.sqrt(periodsPerYear),
    perPeriod,
    periodsPerYear,
    sampleSize: n,
    ...citeRules([rule], { lang: o.lang ?? 'en' }),
  };
}
