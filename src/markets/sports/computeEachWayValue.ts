import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { SPORTS_EACH_WAY_TERMS } from '../rules/sportsRacing.js';
import { fail, readInteger, readNumber, readOptions, readRule } from './_lib/readInput.js';

/** Place terms of an each-way bet. */
export interface EachWayTerms {
  /** Places paid. */
  readonly places: number;
  /** Fraction of the win odds paid on the place part (1/4, 1/5). */
  readonly fraction: number;
}

/** Options of {@link computeEachWayValue}. */
export interface ComputeEachWayValueOptions {
  /** ISO date whose rule versions apply (standard terms). Required. */
  readonly asOf: string;
  /** Decimal win odds offered. Required. */
  readonly decimalOdds: number;
  /** The race's own terms; without them the standard terms for `runners` and `handicap` apply. */
  readonly terms?: EachWayTerms;
  /** Declared runners (for the standard terms). */
  readonly runners?: number;
  /** Whether the race is a handicap (for the standard terms). Default false. */
  readonly handicap?: boolean;
  readonly lang?: 'en' | 'es';
}

/** The value of one each-way bet (one unit win, one unit place). */
export interface EachWayValueResult extends RuleCitations {
  /** 'ok', or 'win_only' when the terms pay no places (no each-way bet is offered). */
  readonly status: 'ok' | 'win_only';
  readonly terms: EachWayTerms | null;
  /** 1 + (O − 1)·fraction: the decimal odds of the place part. */
  readonly place_odds: number | null;
  /** p_win·O − 1 per unit on the win part. */
  readonly win_ev: number;
  /** p_place·place_odds − 1 per unit on the place part. */
  readonly place_ev: number | null;
  /** (win_ev + place_ev)/2: expected profit per unit of the total (two-unit) stake. */
  readonly ev: number | null;
  /** P(finishing in the places) used. */
  readonly place_probability: number | null;
}

/**
 * Expected value of an each-way bet: half the stake on the win at odds O, half on a place at 1 + (O − 1)·fraction,
 * paid if the runner finishes within the race's places.
 *
 * @param topProbabilities - P(finishing in the first k) for k = 1, 2, … (index 0 is the win probability), e.g. a row
 *   of `top` from {@link computeHarvilleProbabilities}; must reach the terms' places.
 * @param options - {@link ComputeEachWayValueOptions}; `asOf` and `decimalOdds` are required.
 * @returns {@link EachWayValueResult}.
 * @throws {@link GuidekitError} `invalid_number` on a probability (they must rise with k), odds, terms or runners;
 *   `too_small` when the probabilities stop before the terms' places; `required` when neither terms nor runners are given.
 * @example
 * ```ts
 * computeEachWayValue([0.1, 0.19, 0.27], { asOf: '2026-11-25', decimalOdds: 11, runners: 10 }).ev; // 1/5 odds, 3 places
 * ```
 * @see docs/sports-models.md
 */
export function computeEachWayValue(topProbabilities: readonly number[], options: ComputeEachWayValueOptions): EachWayValueResult {
  const fn = 'computeEachWayValue';
  const opts = readOptions(fn, options);
  const rule = readRule(fn, SPORTS_EACH_WAY_TERMS, opts.asOf);
  const odds = readNumber(fn, opts.decimalOdds, 'decimalOdds', Number.NaN, 1 + Number.EPSILON, Number.MAX_VALUE);
  if (!Array.isArray(topProbabilities) || topProbabilities.length === 0) fail(fn, 'topProbabilities', 'too_small', 'topProbabilities needs at least the win probability');
  topProbabilities.forEach((p, i) => {
    if (typeof p !== 'number' || !(p > 0 && p <= 1) || (i > 0 && p < topProbabilities[i - 1]! - 1e-12)) fail(fn, `topProbabilities[${i}]`, 'invalid_number', `topProbabilities[${i}] must be a probability no lower than the one before`);
  });
  let terms: EachWayTerms;
  const applied = [];
  if (opts.terms !== undefined) {
    const places = readInteger(fn, opts.terms?.places, 'terms.places', Number.NaN, 0, 20);
    const fraction = readNumber(fn, opts.terms?.fraction, 'terms.fraction', Number.NaN, 0, 1);
    terms = { places, fraction };
  } else {
    if (opts.runners === undefined) fail(fn, 'runners', 'required', 'give the race\'s terms or its number of runners');
    const runners = readInteger(fn, opts.runners, 'runners', Number.NaN, 1, 100);
    const handicap = opts.handicap === true;
    const row = rule.value.find((r) => runners >= r.min_runners && (r.max_runners === null || runners <= r.max_runners) && (r.handicap === null || r.handicap === handicap));
    terms = { places: row?.places ?? 0, fraction: row?.fraction ?? 0 };
    applied.push(rule);
  }
  const win = topProbabilities[0]!;
  const winEv = win * odds - 1;
  const rules = citeRules(applied, { lang: opts.lang ?? 'en' });
  if (terms.places === 0 || terms.fraction === 0) {
    return { status: 'win_only', terms: null, place_odds: null, win_ev: winEv, place_ev: null, ev: null, place_probability: null, ...rules };
  }
  if (topProbabilities.length < terms.places) fail(fn, 'topProbabilities', 'too_small', `the terms pay ${terms.places} places: give P(top k) up to k = ${terms.places}`);
  const place = topProbabilities[terms.places - 1]!;
  const placeOdds = 1 + (odds - 1) * terms.fraction;
  const placeEv = place * placeOdds - 1;
  return { status: 'ok', terms, place_odds: placeOdds, win_ev: winEv, place_ev: placeEv, ev: (winEv + placeEv) / 2, place_probability: place, ...rules };
}
