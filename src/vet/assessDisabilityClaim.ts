import type Decimal from 'decimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import type { AppliedRule } from '../core/ruleTable.js';
import type { BilateralDetails, CombineStep, combineRatings } from './combineRatings.js';
import type { StatedRating } from './parseStatedRatings.js';
import { assessClaimedConditions } from './_lib/assessClaimedConditions.js';
import { assessPresumptivePrograms } from './_lib/assessPresumptivePrograms.js';
import { combineLikelyRatings } from './_lib/combineLikelyRatings.js';
import { combineStatedRatings } from './_lib/combineStatedRatings.js';
import { describeAbroad, type AbroadSection } from './_lib/describeAbroad.js';
import { findPresumptivePrograms } from './_lib/findPresumptivePrograms.js';
import { listCountrySchemes, type SchemeEntry } from './_lib/listCountrySchemes.js';
import { listSecondaryConditions } from './_lib/listSecondaryConditions.js';
import { readDisabilityClaimInput } from './_lib/readDisabilityClaimInput.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { suggestNextCalls } from './_lib/suggestNextCalls.js';
import { summarizeDisabilityClaim } from './_lib/summarizeDisabilityClaim.js';
import { ASSESS_DISABILITY_CLAIM_MESSAGES } from './messages/assessDisabilityClaim.js';
import { CONDITION_CATALOG, type BodySystem } from './rules/conditionCatalog.js';
import type { PresumptiveProgramId } from './rules/presumptiveConditions.js';
import { scopeVeteranCountry, type CountryScope, type ScopeVeteranCountryResult } from './scopeVeteranCountry.js';

/** Most conditions one call may assess (the endpoint's list limit). */
export const MAX_CONDITIONS = 50;

/** What {@link assessDisabilityClaim} assesses. */
export interface DisabilityClaimInput {
  /**
   * Conditions in plain words (`tinnitus`, `left knee pain`, `bilateral plantar fasciitis`), 1 to
   * {@link MAX_CONDITIONS}; may be empty when `ratings` is given.
   */
  readonly conditions: readonly string[];
  /**
   * Ratings the veteran already holds, as text (`PTSD 50, tinnitus 10, knee left 10, knee right 10`) or a list of
   * numbers, texts or `{ condition?, rating, side?, limb? }` objects (see `parseStatedRatings`). They are combined
   * exactly (38 CFR 4.25, 4.26) in `stated_ratings`. Not a declared parameter of the spec.
   */
  readonly ratings?: string | readonly unknown[];
  /** Service era or location in plain words (`Vietnam`, `Gulf War`, `post-9/11`, `Camp Lejeune`, `atomic veteran`). */
  readonly service_era?: string;
  /** Country whose system to assess (see `scopeVeteranCountry`); default inferred, else US-anchored with a note. */
  readonly country?: string;
  /** Country where the veteran lives, when it differs from the paying country (fills `abroad`). */
  readonly residence?: string;
}

/** Options of {@link assessDisabilityClaim}. */
export interface AssessDisabilityClaimOptions {
  /** ISO date (YYYY-MM-DD) whose rules apply. Required (engines never read the clock). */
  readonly asOf: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** A low-to-high range of ratings in percent. */
export interface RatingRange {
  readonly low: number;
  readonly high: number;
}

/** A presumptive program a condition falls under. */
export interface ConditionPresumption {
  readonly program: PresumptiveProgramId;
  /** The regulation's term for the condition. */
  readonly term: string;
}

/** One assessed condition, in the order given. */
export interface AssessedCondition {
  /** The caller's words. */
  readonly input: string;
  /** `matched` (a rating rule applies), `not_a_disability` (recognized, not ratable on its own) or `unknown`. */
  readonly status: 'matched' | 'not_a_disability' | 'unknown';
  /** Catalog id, or null when unknown. */
  readonly id: string | null;
  /** Display name, or null when unknown. */
  readonly name: string | null;
  /** Body system, or null when unknown. */
  readonly body_system: BodySystem | null;
  /** VA diagnostic codes (US only; empty elsewhere). */
  readonly diagnostic_codes: readonly string[];
  /** Regulation section of the codes (US only; null elsewhere). */
  readonly cfr: string | null;
  /** Percentages the code provides (US only; empty elsewhere). */
  readonly schedule: readonly number[];
  /** Likely rating range per side (US only; null elsewhere or when not ratable). */
  readonly likely_rating: RatingRange | null;
  /** Sides named in the input (`left`, `right` or both), or null. */
  readonly sides: readonly ('left' | 'right')[] | null;
  /** Presumptive programs this condition falls under for the given service era (US only). */
  readonly presumptive: readonly ConditionPresumption[];
  /** Conditions often claimed as secondary to this one. */
  readonly secondary_conditions: readonly { readonly id: string; readonly name: string }[];
  /** What a causation (nexus) letter for this condition should address. */
  readonly causation_letter_topics: readonly string[];
  readonly notes: readonly string[];
}

/** Combined-rating math for one end of the range (38 CFR 4.25, 4.26 via `combineRatings`). */
export interface CombinedEnd {
  /** The ratings combined (one per side for paired extremities). */
  readonly ratings: readonly number[];
  /** Combined value before rounding to the nearest 10. */
  readonly unrounded: number;
  /** Combined rating. */
  readonly combined: number;
  /** Table I steps, as `combineRatings` reports them. */
  readonly steps: ReturnType<typeof combineRatings>['steps'];
  /** True when the bilateral factor entered the result. */
  readonly bilateral_factor_applied: boolean;
}

/** The ratings the veteran stated, combined exactly (38 CFR 4.25, 4.26 via `combineRatings`). */
export interface StatedRatingsResult {
  /** Where the ratings came from: the `ratings` input, or `conditions` when every condition named a percentage. */
  readonly from: 'ratings' | 'conditions';
  /** The ratings as read, one per rated disability (a bilateral limb item gives two). */
  readonly ratings: readonly StatedRating[];
  /** Combined value before rounding to the nearest 10. */
  readonly unrounded: number;
  /** The combined rating. */
  readonly combined: number;
  /** Table I steps in the order of severity, as `combineRatings` reports them. */
  readonly steps: readonly CombineStep[];
  /** The bilateral factor's part, or null when no pair of extremities qualified. */
  readonly bilateral: BilateralDetails | null;
  /** How the ratings were combined (bilateral factor, 4.26(d), incomplete sides). */
  readonly notes: readonly string[];
  /** Monthly compensation for a veteran alone at the combined rating, or null when VA rates are not encoded for asOf. */
  readonly monthly_compensation: { readonly amount: Decimal; readonly currency: 'USD'; readonly rates_effective: string; readonly basis: 'veteran_alone' } | null;
}

/** One presumptive program checked for the service era. */
export interface PresumptiveAssessment {
  readonly id: PresumptiveProgramId;
  readonly name: string;
  readonly cfr: string;
  readonly service_requirement: string;
  readonly minimum_days: number | null;
  /** Conditions sent that are on the program's list, with the regulation's term. */
  readonly matched_conditions: readonly { readonly input: string; readonly term: string }[];
  readonly note: string;
}

/** What {@link assessDisabilityClaim} returns. */
export interface AssessDisabilityClaimResult extends RuleCitations {
  readonly country_scope: CountryScope;
  /** Currency of every amount, in fields and text: the paying country's (USD for the US); null for an unmapped country. */
  readonly currency: ScopeVeteranCountryResult['currency'];
  readonly conditions: readonly AssessedCondition[];
  /** Inputs no rule matched, as given (never dropped). */
  readonly unknown_conditions: readonly string[];
  /** Combined rating at the low and high ends of the likely ranges (US only; null elsewhere or with nothing ratable). */
  readonly combined_rating: { readonly low: CombinedEnd; readonly high: CombinedEnd } | null;
  /** The ratings the veteran stated, combined exactly (US only; null when none were stated or outside the US). */
  readonly stated_ratings: StatedRatingsResult | null;
  /** Monthly compensation for a veteran alone at the low and high combined ratings (US only; null elsewhere). */
  readonly monthly_compensation: {
    readonly low: Decimal;
    readonly high: Decimal;
    readonly currency: 'USD';
    readonly rates_effective: string;
    readonly basis: 'veteran_alone';
  } | null;
  /** The local scheme that assesses the conditions outside the US, or null. */
  readonly local_scheme: {
    readonly name: string;
    readonly authority: string;
    /** The country's schemes in force at asOf, with their rating or compensation basis (no amounts). */
    readonly schemes: readonly SchemeEntry[];
  } | null;
  /** Presumptive and toxic-exposure eligibility by service era. */
  readonly presumptive: { readonly service_era: string | null; readonly programs: readonly PresumptiveAssessment[]; readonly note: string | null };
  /** Secondary conditions worth claiming, not already in the list, with the conditions that lead to them. */
  readonly secondary_conditions: readonly { readonly id: string; readonly name: string; readonly because_of: readonly string[] }[];
  /** Causation-letter topics across all conditions, most common first. */
  readonly causation_letter_topics: readonly string[];
  readonly summary: string;
  readonly notes: readonly string[];
  /** Whether disability compensation reaches a veteran living outside the paying country; null when not abroad. */
  readonly abroad: AbroadSection | null;
  /** Endpoints to call next (spec rule 3). */
  readonly next_calls: readonly string[];
  readonly disclaimer: string;
}

const FN = 'assessDisabilityClaim';

/**
 * Assesses a disability claim from plain-word conditions: the VA diagnostic code and likely rating of each, the
 * combined rating over the low and high ends, the monthly compensation range, presumptive and toxic-exposure
 * eligibility by service era, secondary conditions worth claiming and causation-letter topics.
 *
 * @remarks
 * Each condition is matched to the catalog (rule table `us.va.rating_schedule_conditions`) by its normalized words:
 * the synonym with the most words contained in the input wins; no match is `unknown` and kept. A paired-extremity
 * condition named `bilateral`/`both` counts as two disabilities (left and right), and sides feed the bilateral factor.
 * The low and high likely ratings are combined with `combineRatings` (38 CFR 4.25/4.26) and priced with
 * `computeCompensation` for a veteran alone when VA rates exist for `asOf`. Outside the US only the condition names,
 * secondary conditions and nexus topics (medical, not legal) are given, with the local scheme's name and no US dollars.
 *
 * Ratings the veteran already holds (`ratings`, as text or a list, read by `parseStatedRatings`) are combined exactly
 * with `combineRatings`, bilateral factor included, into `stated_ratings` with every step and the monthly amount at
 * the combined rating; the summary leads with that figure. A rating that is not a multiple of 10 or is over 100 is a
 * bad argument naming the item (`ratings[2]`). With no `ratings`, conditions that each name a percentage
 * (`PTSD 50%`) are read as stated ratings too; when only some do, a note points to `ratings`.
 *
 * A `residence` (country where the veteran lives) outside the paying country adds `abroad`: whether disability compensation
 * reaches a veteran there, as dated rule rows with sources (`describeAbroad`); a non-string `residence` is `invalid_type`.
 * `next_calls` follows the spec's suggested call order (rule 3).
 *
 * @param input - See {@link DisabilityClaimInput}.
 * @param options - See {@link AssessDisabilityClaimOptions}.
 * @returns The assessment, with country scope, disclaimer and rule citations.
 * @throws {@link GuidekitError} `invalid_type` (input, conditions, residence, ratings or an entry of the wrong type),
 *   `too_small` (no conditions and no ratings, an empty condition), `invalid_value` (a condition with no letter or
 *   digit; a stated rating that is not a multiple of 10, missing or unreadable, naming `ratings[i]`), `too_big` (more
 *   than {@link MAX_CONDITIONS}, a stated rating over 100), `invalid_date` or `out_of_range` (asOf before
 *   2021-02-07), `invalid_lang`.
 * @example
 * ```ts
 * const r = assessDisabilityClaim({ conditions: ['tinnitus', 'PTSD'] }, { asOf: '2026-01-15' });
 * r.conditions[0].diagnostic_codes //=> ['6260']
 * r.combined_rating.high.combined //=> 70 (70 and 10 → 73 → 70)
 * const s = assessDisabilityClaim({ conditions: [], ratings: 'PTSD 50, tinnitus 10, knee left 10, knee right 10' }, { asOf: '2026-01-15' });
 * s.stated_ratings?.combined //=> 70 (bilateral knees 19 + 1.9 → 21; 50, 21, 10 → 65 → 70)
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4
 * @see https://www.law.cornell.edu/uscode/text/38/1120
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (disability)
 */
export function assessDisabilityClaim(input: DisabilityClaimInput, options: AssessDisabilityClaimOptions): AssessDisabilityClaimResult {
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const { conditions, era, country, residence, ratings } = readDisabilityClaimInput(input, { fn: FN, maxConditions: MAX_CONDITIONS });
  const t = createTranslate(ASSESS_DISABILITY_CLAIM_MESSAGES, lang);
  const scope = scopeVeteranCountry(country, { lang });
  const abroad = describeAbroad(scope, residence, 'disability', { asOf, lang, fn: FN });
  const schemes = listCountrySchemes(scope.key, 'disability', { asOf, lang });
  const isUs = scope.key === 'US';
  const catalogRule = ruleInForce(CONDITION_CATALOG, asOf, FN);
  // Outside the US the US schedule only names and groups the conditions (no code, rating or amount), so it is cited
  // as a labelled comparison, never as the country's rule.
  const rules: AppliedRule<unknown>[] = [isUs ? catalogRule : { ...catalogRule, comparison: true }];
  const notes: string[] = [];

  // Presumptive programs pointed to by the service era (US claims only), then each condition on its own.
  const { programs, notInForce } = findPresumptivePrograms(era, { asOf, isUs });
  const { assessed, ratingsLow, ratingsHigh, matchedIds, digestive2024 } = assessClaimedConditions(conditions, { catalogRule, programs, isUs, lang, t });

  // Combined rating and money over the likely ranges (US only).
  let combined: AssessDisabilityClaimResult['combined_rating'] = null;
  let money: AssessDisabilityClaimResult['monthly_compensation'] = null;
  if (isUs && ratingsHigh.length > 0) {
    const likely = combineLikelyRatings(ratingsLow, ratingsHigh, { asOf, lang, t });
    combined = likely.combined;
    money = likely.money;
    rules.push(...likely.rules);
    notes.push(...likely.notes);
  }
  if (digestive2024) notes.push(t('note_digestive_2024'));
  if (!isUs && scope.programs !== null) {
    notes.push(t('note_non_us_ratings', { country: scope.country_scope.country_name, program: scope.programs.disability }));
  }

  // Ratings the veteran already holds, combined exactly.
  const stated = combineStatedRatings(conditions, ratings, { asOf, lang, t, isUs, countryName: scope.country_scope.country_name, fn: FN });
  rules.push(...stated.rules);
  notes.push(...stated.notes);

  const presumptive = assessPresumptivePrograms(assessed, { programs, notInForce, era, scope, asOf, t, lang });
  rules.push(...presumptive.rules);

  // Nexus topics across the claim, most common first.
  const topicCounts = new Map<string, number>();
  for (const c of assessed) for (const topic of c.causation_letter_topics) topicCounts.set(topic, (topicCounts.get(topic) ?? 0) + 1);

  const unknown = assessed.filter((c) => c.status === 'unknown').map((c) => c.input);
  const summary = summarizeDisabilityClaim(assessed, { unknownCount: unknown.length, scope, combined, money, stated: stated.stated, t });

  return {
    country_scope: scope.country_scope, currency: scope.currency,
    conditions: assessed,
    unknown_conditions: unknown,
    stated_ratings: stated.stated,
    combined_rating: combined,
    monthly_compensation: money,
    local_scheme: !isUs && scope.programs !== null
      ? { name: scope.programs.disability, authority: scope.country_scope.authority ?? '', schemes: schemes.schemes }
      : null,
    presumptive: { service_era: era, programs: presumptive.programs, note: presumptive.note },
    secondary_conditions: listSecondaryConditions(assessed, { matchedIds, catalog: catalogRule.value, lang }),
    causation_letter_topics: [...topicCounts.entries()].sort((a, b) => b[1] - a[1]).map(([topic]) => topic),
    summary,
    notes,
    abroad: abroad.abroad,
    next_calls: suggestNextCalls('disability'),
    disclaimer: scope.disclaimer,
    ...citeRules([...rules, ...schemes.rules, ...abroad.rules], { lang }),
  };
}
