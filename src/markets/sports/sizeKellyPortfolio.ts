import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { SPORTS_KELLY_FRACTION } from '../rules/sportsMarkets.js';
import { fail, readDecimalOdds, readNumber, readOptions, readProbabilities, readRule } from './_lib/readInput.js';

/** Options of {@link sizeKellyPortfolio}. */
export interface SizeKellyPortfolioOptions {
  /** ISO date whose rule versions apply (the default Kelly fraction). Required. */
  readonly asOf: string;
  /** Share of the full Kelly stakes to advise, in (0, 1]. Default: the rule `markets.sports.kelly_fraction` (0.25). */
  readonly fraction?: number;
  /** Language of the stale-rule note. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** Kelly stakes across the outcomes of one event. */
export interface KellyPortfolioResult extends RuleCitations {
  /** Full-Kelly share of the bankroll on each outcome (0 for outcomes left out), in input order. */
  readonly full_kelly: readonly number[];
  readonly fraction: number;
  /** fraction × full_kelly per outcome: the advised shares. */
  readonly stakes: readonly number[];
  /** Indices of the outcomes bet on, best expected return first. */
  readonly selected: readonly number[];
  /** R = (1 − Σ_S p)/(1 − Σ_S 1/O): the wealth kept per unit if none of the selected outcomes wins, at full Kelly. */
  readonly reserve_rate: number;
  /** Σ full-Kelly stakes. */
  readonly total_full_kelly: number;
  /** E[log wealth] after the advised stakes (the unlisted remainder 1 − Σp counts as an outcome that pays nothing). */
  readonly expected_log_growth: number;
}

/**
 * Kelly stakes on several mutually exclusive outcomes of one event (a race, a 1X2 market), by Smoczyński and Tomkins'
 * explicit algorithm: sort outcomes by expected return p·O, add them while p_k·O_k exceeds
 * R = (1 − Σ_S p)/(1 − Σ_S 1/O), then stake f_i = p_i − R/O_i on each selected outcome.
 *
 * @remarks The result maximises Σ p_i·log(1 − Σf + f_i·O_i) + (1 − Σp)·log(1 − Σf) over f ≥ 0, Σf ≤ 1 (tested against
 * a numerical search). Probabilities may sum to less than 1 (outcomes not priced); they may not exceed 1. The fraction
 * scales every stake.
 *
 * @param probabilities - Win probability of each outcome, each in (0, 1), summing to at most 1.
 * @param decimalOdds - Decimal odds of each outcome, above 1, same order.
 * @param options - {@link SizeKellyPortfolioOptions}; `asOf` is required.
 * @returns {@link KellyPortfolioResult}.
 * @throws {@link GuidekitError} `invalid_number` on a probability, odds or `fraction`; `length_mismatch`; `too_big` when
 *   the probabilities sum above 1; `required`/`invalid_date` on `asOf`.
 * @example
 * ```ts
 * sizeKellyPortfolio([0.5, 0.3, 0.2], [2.2, 3.6, 4.5], { asOf: '2026-11-25', fraction: 1 }).stakes;
 * ```
 * @see P. Smoczyński, D. Tomkins (2010), An explicit solution to the problem of optimizing the allocations of a bettor's wealth when wagering on horse races, Mathematical Scientist 35(1).
 * @see docs/sports-models.md
 */
export function sizeKellyPortfolio(probabilities: readonly number[], decimalOdds: readonly number[], options: SizeKellyPortfolioOptions): KellyPortfolioResult {
  const fn = 'sizeKellyPortfolio';
  const opts = readOptions(fn, options);
  const p = readProbabilities(fn, probabilities, 'probabilities', 1);
  const odds = readDecimalOdds(fn, decimalOdds, 'decimalOdds', 1);
  if (odds.length !== p.length) fail(fn, 'decimalOdds', 'length_mismatch', `decimalOdds must have one price per probability (${p.length}), got ${odds.length}`);
  const totalP = p.reduce((s, x) => s + x, 0);
  if (totalP > 1 + 1e-9) fail(fn, 'probabilities', 'too_big', `probabilities of exclusive outcomes must sum to at most 1, got ${totalP}`);
  const rule = readRule(fn, SPORTS_KELLY_FRACTION, opts.asOf);
  const fraction = readNumber(fn, opts.fraction, 'fraction', rule.value, Number.MIN_VALUE, 1);
  const n = p.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => p[b]! * odds[b]! - p[a]! * odds[a]! || a - b);
  const selected: number[] = [];
  let reserve = 1;
  let sumP = 0;
  let sumR = 0;
  for (const k of order) {
    if (!(p[k]! * odds[k]! > reserve)) break;
    const nextSumP = sumP + p[k]!;
    const nextSumR = sumR + 1 / odds[k]!;
    // With Σp ≤ 1, p_k·O_k > R already implies Σ_S 1/O < 1 (so R stays finite); the guard only catches rounding.
    if (nextSumR >= 1) break;
    selected.push(k);
    sumP = nextSumP;
    sumR = nextSumR;
    reserve = Math.max(0, (1 - sumP) / (1 - sumR));
  }
  const full = new Array<number>(n).fill(0);
  for (const i of selected) full[i] = Math.max(0, p[i]! - reserve / odds[i]!);
  const stakes = full.map((f) => f * fraction);
  const staked = stakes.reduce((s, f) => s + f, 0);
  let growth = (1 - totalP > 0 ? (1 - totalP) * Math.log(Math.max(0, 1 - staked)) : 0);
  for (let i = 0; i < n; i++) growth += p[i]! * Math.log(1 - staked + stakes[i]! * odds[i]!);
  return {
    full_kelly: full,
    fraction,
    stakes,
    selected,
    reserve_rate: reserve,
    total_full_kelly: full.reduce((s, f) => s + f, 0),
    expected_log_growth: growth,
    ...citeRules(opts.fraction === undefined ? [rule] : [], { lang: opts.lang ?? 'en' }),
  };
}
