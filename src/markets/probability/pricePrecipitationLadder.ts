import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { PROBABILITY_WEATHER_RULES } from '../rules/probabilityWeather.js';
import { valueRungProbability } from './_lib/bucketProbabilities.js';
import { fitZeroInflatedGamma, type GammaDistributionFit } from './_lib/gammaFit.js';
import { regularizedGammaQ } from './_lib/gammaFunctions.js';
import { fail, readEnum, readIsoDate, readNumber, readNumbers, readOptional, readOptions } from './_lib/read.js';
import { readValueRungs } from './_lib/readValueRungs.js';
import type { ValueRung } from './types.js';

/** The month so far, what the rest of it usually brings, the forecast, and the venue's rungs. */
export interface PrecipitationLadderInput {
  /** Precipitation measured so far this month (inches, ≥ 0): the total can only grow from here. */
  readonly monthToDate: number;
  /**
   * Past years' totals over the same remaining days of the month (inches, ≥ 0), e.g. the 15th to the 31st of each of the
   * last 30 years: the climatology the gamma is fitted to.
   */
  readonly climatology: ArrayLike<number>;
  /** Forecast ensemble members' totals over the same remaining days (inches), or null/absent without a forecast. */
  readonly forecast?: ArrayLike<number> | null;
  /** Rungs on the month's published total: above/below a strike, or buckets [lower, upper) in inches. */
  readonly rungs: readonly ValueRung[];
}

/** Options of {@link pricePrecipitationLadder}. */
export interface PricePrecipitationLadderOptions {
  /** ISO date of the pricing: picks the reporting step and the forecast weight. Required. */
  readonly asOf: string;
  /** How the climatology's gamma is fitted: `mle` (default) or `moments`. */
  readonly fit?: 'mle' | 'moments';
  /** Weight of the forecast members against climatology, in [0, 1]. Default: the rule (0.5); ignored without a forecast. */
  readonly forecastWeight?: number;
  /** Language of the stale-rule note. Default `en`. */
  readonly lang?: 'en' | 'es';
}

/** What {@link pricePrecipitationLadder} returns. */
export type PrecipitationLadderResult = RuleCitations &
  (
    | {
        readonly status: 'ok';
        readonly rungs: readonly { readonly kind: ValueRung['kind']; readonly probability: number }[];
        /** Σ over the bucket rungs, or null without buckets: 1 when they tile [0, ∞). */
        readonly bucketsTotal: number | null;
        readonly climatology: GammaDistributionFit;
        /** The forecast's weight actually applied (0 without a forecast). */
        readonly forecastWeight: number;
        /** Expected remaining precipitation under the mixture (inches). */
        readonly expectedRemaining: number;
      }
    | { readonly status: 'unknown'; readonly reason: 'no_climatology' }
  );

/**
 * Prices a monthly precipitation ladder: the month's total is the month-to-date amount (a hard floor) plus the rest of
 * the month, whose distribution mixes the climatology of the same days (a dry share and a gamma for wet totals) with
 * the forecast ensemble's totals.
 *
 * @remarks
 * Remaining R: P(R ≥ y) = w·(share of members ≥ y) + (1 − w)·(1 − p₀)·Q(k, y/θ) for y > 0, with p₀ the climatology's
 * dry share, (k, θ) its gamma fit and w the forecast weight. The published total is rounded to 0.01 inch, so a bucket
 * [lo, hi) is lo ≤ round(MTD + R) < hi. Members and climatology cover the same remaining days: the mixture is a blend of
 * two views of one quantity, not a sum.
 *
 * @param input - {@link PrecipitationLadderInput} (not modified).
 * @param options - {@link PricePrecipitationLadderOptions}; `asOf` is required.
 * @returns Each rung's probability and the fitted climatology, or `unknown` without climatology.
 * @throws {@link GuidekitError} `invalid_number` naming `monthToDate`, `climatology[i]`, `forecast[i]`, a rung or
 *   `forecastWeight`; `invalid_enum` for `fit`; `invalid_type`; `invalid_date`.
 * @example
 * ```ts
 * pricePrecipitationLadder(
 *   { monthToDate: 1.2, climatology: [0, 0.4, 1.1, 0.8, 2.3, 0.6], rungs: [{ kind: 'close-above', strike: 2 }] },
 *   { asOf: '2026-11-15' },
 * );
 * ```
 * @see docs/probability-models.md#weather
 */
export function pricePrecipitationLadder(input: PrecipitationLadderInput, options: PricePrecipitationLadderOptions): PrecipitationLadderResult {
  const fn = 'pricePrecipitationLadder';
  const o = readOptions(fn, options);
  const asOf = readIsoDate(fn, 'asOf', o.asOf);
  if (input === null || typeof input !== 'object') fail(fn, 'input', 'must be { monthToDate, climatology, rungs }', 'invalid_type');
  const mtd = readNumber(fn, 'monthToDate', input.monthToDate, (x) => x >= 0, 'an amount ≥ 0');
  const clim = readNumbers(fn, 'climatology', input.climatology, (x) => x >= 0, 'an amount ≥ 0');
  const forecast = input.forecast === undefined || input.forecast === null ? null : readNumbers(fn, 'forecast', input.forecast, (x) => x >= 0, 'an amount ≥ 0');
  const rungs = readValueRungs(fn, 'rungs', input.rungs);
  const method = readEnum(fn, 'fit', o.fit, ['mle', 'moments'] as const, 'mle');
  const rule = requireRule(PROBABILITY_WEATHER_RULES, asOf);
  const weightOption = readOptional(fn, 'forecastWeight', o.forecastWeight, (x) => x >= 0 && x <= 1, 'in [0, 1]', rule.value.forecastWeight);
  const cite = citeRules([rule], { lang: o.lang ?? 'en' });
  if (clim.length === 0) return { status: 'unknown', reason: 'no_climatology', ...cite };
  const fitted = fitZeroInflatedGamma(clim, method);
  const w = forecast !== null && forecast.length > 0 ? weightOption : 0;

  const climAtLeast = (y: number): number => {
    if (y <= 0) return 1;
    const wet = 1 - fitted.zeroProbability;
    if (fitted.shape !== null && fitted.scale !== null) return wet * regularizedGammaQ(fitted.shape, y / fitted.scale);
    return fitted.pointMass !== null && fitted.pointMass >= y ? wet : 0;
  };
  const forecastAtLeast = (y: number): number => {
    if (forecast === null || forecast.length === 0) return 0;
    let c = 0;
    for (const m of forecast) if (m >= y) c++;
    return c / forecast.length;
  };
  // P(total ≥ x) for the month's total.
  const survival = (x: number): number => {
    const y = x - mtd;
    if (y <= 0) return 1;
    return w * forecastAtLeast(y) + (1 - w) * climAtLeast(y);
  };
  const step = rule.value.precipitationStep;
  let bucketsTotal: number | null = null;
  const priced = rungs.map((rung) => {
    const probability = valueRungProbability(rung, survival, step);
    if (rung.kind === 'bucket') bucketsTotal = (bucketsTotal ?? 0) + probability;
    return { kind: rung.kind, probability };
  });
  const climMean = fitted.shape !== null && fitted.scale !== null ? (1 - fitted.zeroProbability) * fitted.shape * fitted.scale : (1 - fitted.zeroProbability) * (fitted.pointMass ?? 0);
  const forecastMean = forecast === null || forecast.length === 0 ? 0 : forecast.reduce((s, x) => s + x, 0) / forecast.length;
  return {
    status: 'ok',
    rungs: priced,
    bucketsTotal,
    climatology: fitted,
    forecastWeight: w,
    expectedRemaining: w * forecastMean + (1 - w) * climMean,
    ...cite,
  };
}
