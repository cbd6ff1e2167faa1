import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { SPORTS_KELLY_FRACTION } from '../rules/sportsMarkets.js';
import { readNumber, readOptions, readProbability, readRule } from './_lib/readInput.js';

/** Options of {@link sizeKellyStake}. */
export interface SizeKellyStakeOptions {
  /** ISO date whose rule versions apply (the default Kelly fraction). Required. */
  readonly asOf: string;
  /** Share of the full Kelly stake to advise, in (0, 1]. Default: the rule `markets.sports.kelly_fraction` (0.25). */
  readonly fraction?: number;
  /** Language of the stale-rule note. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** The Kelly stake of one binary bet. */
export interface KellyStakeResult extends RuleCitations {
  /** (p·O − 1)/(O − 1), or 0 when the bet has no edge: the bankroll share that maximises expected log growth. */
  readonly full_kelly: number;
  /** The fraction of full Kelly applied. */
  readonly fraction: number;
  /** fraction × full_kelly: the advised share of the bankroll. */
  readonly stake: number;
  /** p·O − 1. */
  readonly ev: number;
  /** E[log wealth] after one bet of `stake`: p·log(1 + stake·(O − 1)) + (1 − p)·log(1 − stake). */
  readonly expected_log_growth: number;
}

/**
 * Kelly stake of a binary bet: f* = (p·O − 1)/(O − 1) of the bankroll (0 without an edge), scaled by the advised
 * fraction (a quarter by default).
 *
 * @param probability - Win probability, in (0, 1).
 * @param decimalOdds - Decimal odds, above 1.
 * @param options - {@link SizeKellyStakeOptions}; `asOf` is required.
 * @returns {@link KellyStakeResult} with the rule applied.
 * @throws {@link GuidekitError} `invalid_number` on `probability`, `decimalOdds` or `fraction`; `required`/`invalid_date` on `asOf`.
 * @example
 * ```ts
 * sizeKellyStake(0.55, 2.0, { asOf: '2026-11-25' }).stake; //=> 0.025 (a quarter of the full 0.10)
 * ```
 * @see J. L. Kelly Jr. (1956), A new interpretation of information rate, Bell System Technical Journal 35(4).
 * @see docs/sports-models.md
 */
export function sizeKellyStake(probability: number, decimalOdds: number, options: SizeKellyStakeOptions): KellyStakeResult {
  const fn = 'sizeKellyStake';
  const opts = readOptions(fn, options);
  const p = readProbability(fn, probability, 'probability');
  const odds = readNumber(fn, decimalOdds, 'decimalOdds', Number.NaN, 1 + Number.EPSILON, Number.MAX_VALUE);
  const rule = readRule(fn, SPORTS_KELLY_FRACTION, opts.asOf);
  const fraction = readNumber(fn, opts.fraction, 'fraction', rule.value, Number.MIN_VALUE, 1);
  const full = Math.max(0, (p * odds - 1) / (odds - 1));
  const stake = fraction * full;
  return {
    full_kelly: full,
    fraction,
    stake,
    ev: p * odds - 1,
    expected_log_growth: p * Math.log1p(stake * (odds - 1)) + (1 - p) * Math.log1p(-stake),
    ...citeRules(opts.fraction === undefined ? [rule] : [], { lang: opts.lang ?? 'en' }),
  };
}
