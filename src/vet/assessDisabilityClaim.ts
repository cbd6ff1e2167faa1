import { readEngineLang } from '../core/i18n/readEngineLang.js';
import Decimal from 'decimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import type { ShippedLanguage } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { combineRatings, type BilateralDetails, type CombineStep, type RatedDisability, type RatingInput } from './combineRatings.js';
import { parseStatedRatings, type StatedRating } from './parseStatedRatings.js';
import { computeCompensation } from './computeCompensation.js';
import { containsPhrase, normalizeWords } from './_lib/normalizeWords.js';
import { describeAbroad, type AbroadSection } from './_lib/describeAbroad.js';
import { listCountrySchemes, type SchemeEntry } from './_lib/listCountrySchemes.js';
import { matchCondition } from './_lib/matchCondition.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { suggestNextCalls } from './_lib/suggestNextCalls.js';
import { ASSESS_DISABILITY_CLAIM_MESSAGES } from './messages/assessDisabilityClaim.js';
import { CONDITION_CATALOG, type BodySystem, type ConditionRule, type NexusTopic } from './rules/conditionCatalog.js';
import { VA_COMPENSATION_RATES } from './rules/compensationRates.js';
import { PRESUMPTIVE_PROGRAMS, type PresumptiveProgram, type PresumptiveProgramId } from './rules/presumptiveConditions.js';
import { scopeVeteranCountry, type CountryScope } from './scopeVeteranCountry.js';

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
const LEFT = new Set(['left', 'izquierda', 'izquierdo', 'izq']);
const RIGHT = new Set(['right', 'derecha', 'derecho', 'der']);
const BOTH = new Set(['bilateral', 'both', 'ambo', 'amba']);

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
  const lang = readEngineLang(options?.lang, { fn: FN });
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const { conditions, era, country, residence, ratings } = readInput(input);
  const t = createTranslate(ASSESS_DISABILITY_CLAIM_MESSAGES, lang);
  const scope = scopeVeteranCountry(country, { lang });
  const abroad = describeAbroad(scope, residence, 'disability', { asOf, lang, fn: FN });
  const schemes = listCountrySchemes(scope.key, 'disability', { asOf, lang });
  const isUs = scope.key === 'US';
  const catalogRule = ruleInForce(CONDITION_CATALOG, asOf, FN);
  const catalog = catalogRule.value;
  const byId = new Map(catalog.map((c) => [c.id, c]));
  const rules: AppliedRule<unknown>[] = [catalogRule];
  const notes: string[] = [];

  // Presumptive programs pointed to by the service era (US claims only).
  const eraWords = era === null ? [] : normalizeWords(era);
  const programs: { program: PresumptiveProgram; rule: AppliedRule<PresumptiveProgram> }[] = [];
  const notInForce: PresumptiveProgramId[] = [];
  if (isUs && era !== null) {
    for (const table of PRESUMPTIVE_PROGRAMS) {
      const newest = table.versions[table.versions.length - 1] as (typeof table.versions)[number];
      if (!newest.value.era_keywords.some((k) => containsPhrase(eraWords, normalizeWords(k)))) continue;
      const rule = pickRule(table, asOf);
      if (rule === undefined) notInForce.push(newest.value.id);
      else programs.push({ program: rule.value, rule });
    }
  }

  const assessed: AssessedCondition[] = [];
  const ratingsLow: RatingInput[] = [];
  const ratingsHigh: RatingInput[] = [];
  const matchedIds = new Set<string>();
  let digestive2024 = false;
  for (const text of conditions) {
    const words = normalizeWords(text);
    const rule = matchCondition(catalog, words);
    const presumptive: ConditionPresumption[] = [];
    for (const { program } of programs) {
      const term = matchPresumptive(program, words, rule?.id);
      if (term !== null) presumptive.push({ program: program.id, term });
    }
    if (rule === undefined) {
      assessed.push({
        input: text, status: 'unknown', id: null, name: null, body_system: null, diagnostic_codes: [], cfr: null, schedule: [],
        likely_rating: null, sides: null, presumptive, secondary_conditions: [], causation_letter_topics: [t('nexus_current_diagnosis'), t('nexus_in_service_event'), t('nexus_at_least_as_likely')],
        notes: [t('note_unknown', { input: text })],
      });
      continue;
    }
    matchedIds.add(rule.id);
    const name = rule.name[lang];
    const sides = sidesOf(words);
    const conditionNotes: string[] = [];
    if (rule.remark === 'not_a_disability') conditionNotes.push(t('note_not_a_disability', { name }));
    if (isUs && rule.remark === 'analogous') conditionNotes.push(t('note_analogous', { code: rule.diagnostic_codes.join(', ') }));
    if (isUs && rule.smc_k === true) conditionNotes.push(t('note_smc_k'));
    if (isUs && (rule.id === 'gerd' || rule.id === 'ibs') && catalogRule.effective >= '2024-05-19') digestive2024 = true;
    const ratable = rule.likely !== null;
    if (isUs && ratable && rule.likely !== null) {
      const [low, high] = rule.likely;
      if (rule.limb !== undefined && sides !== null) {
        if (sides.length === 2) conditionNotes.push(t('note_bilateral', { input: text }));
        for (const side of sides) {
          ratingsLow.push({ rating: low, side, limb: rule.limb });
          ratingsHigh.push({ rating: high, side, limb: rule.limb });
        }
      } else {
        ratingsLow.push(low);
        ratingsHigh.push(high);
      }
    }
    assessed.push({
      input: text,
      status: ratable ? 'matched' : 'not_a_disability',
      id: rule.id,
      name,
      body_system: rule.body_system,
      diagnostic_codes: isUs ? rule.diagnostic_codes : [],
      cfr: isUs && ratable ? rule.cfr : null,
      schedule: isUs ? rule.schedule : [],
      likely_rating: isUs && rule.likely !== null ? { low: rule.likely[0], high: rule.likely[1] } : null,
      sides,
      presumptive,
      secondary_conditions: rule.secondary.flatMap((id) => {
        const s = byId.get(id);
        return s === undefined ? [] : [{ id, name: s.name[lang] }];
      }),
      causation_letter_topics: nexusTopics(rule.nexus, presumptive.length > 0).map((k) => t(`nexus_${k}`)),
      notes: conditionNotes,
    });
  }

  // Combined rating and money (US only).
  let combined: AssessDisabilityClaimResult['combined_rating'] = null;
  let money: AssessDisabilityClaimResult['monthly_compensation'] = null;
  if (isUs && ratingsHigh.length > 0) {
    const low = combineRatings(ratingsLow, { asOf, lang });
    const high = combineRatings(ratingsHigh, { asOf, lang });
    const end = (r: ReturnType<typeof combineRatings>, list: RatingInput[]): CombinedEnd => ({
      ratings: list.map((x) => (typeof x === 'number' ? x : x.rating)),
      unrounded: r.unrounded,
      combined: r.combined,
      steps: r.steps,
      bilateral_factor_applied: r.bilateral?.applied === true,
    });
    combined = { low: end(low, ratingsLow), high: end(high, ratingsHigh) };
    rules.push(...(low.rules_applied as AppliedRule<unknown>[]), ...(high.rules_applied as AppliedRule<unknown>[]));
    if (pickRule(VA_COMPENSATION_RATES, asOf) === undefined) {
      notes.push(t('note_compensation_unavailable', { asOf }));
    } else {
      const lowPay = computeCompensation({ rating: low.combined }, { asOf, lang });
      const highPay = computeCompensation({ rating: high.combined }, { asOf, lang });
      money = { low: lowPay.monthly_amount, high: highPay.monthly_amount, currency: 'USD', rates_effective: highPay.rates_effective, basis: 'veteran_alone' };
      rules.push(...(highPay.rules_applied as AppliedRule<unknown>[]));
      notes.push(t('note_compensation_scope'));
    }
    notes.push(t('note_likely_ranges'));
  }
  if (digestive2024) notes.push(t('note_digestive_2024'));
  if (!isUs && scope.programs !== null) {
    notes.push(t('note_non_us_ratings', { country: scope.country_scope.country_name, program: scope.programs.disability }));
  }

  // Ratings the veteran already holds, combined exactly. With no `ratings`, conditions that all name a percentage
  // ("PTSD 50%") are read as stated; a list only partly so is left alone, with a note.
  let statedList: StatedRating[] | null = null;
  let statedFrom: StatedRatingsResult['from'] = 'ratings';
  if (ratings !== undefined) {
    statedList = asOwnError(() => parseStatedRatings(ratings, { asOf, field: 'ratings' }));
  } else {
    const withPercent = conditions.filter((c) => /\d\s*%/.test(c)).length;
    if (withPercent > 0 && withPercent === conditions.length) {
      try {
        statedList = parseStatedRatings(conditions, { asOf, field: 'conditions' });
        statedFrom = 'conditions';
        notes.push(t('note_ratings_from_conditions'));
      } catch (error) {
        if (!(error instanceof GuidekitError)) throw error;
        notes.push(t('note_rating_in_conditions'));
      }
    } else if (withPercent > 0) notes.push(t('note_rating_in_conditions'));
  }
  let stated: StatedRatingsResult | null = null;
  if (statedList !== null && !isUs) {
    notes.push(t('note_stated_non_us', { country: scope.country_scope.country_name }));
  } else if (statedList !== null) {
    const list = statedList.map((r): RatedDisability => ({ rating: r.rating, ...(r.side === null ? {} : { side: r.side }), ...(r.limb === null ? {} : { limb: r.limb }) }));
    const result = asOwnError(() => combineRatings(list, { asOf, lang }));
    rules.push(...(result.rules_applied as AppliedRule<unknown>[]));
    let pay: StatedRatingsResult['monthly_compensation'] = null;
    if (pickRule(VA_COMPENSATION_RATES, asOf) !== undefined) {
      const c = computeCompensation({ rating: result.combined }, { asOf, lang });
      pay = { amount: c.monthly_amount, currency: 'USD', rates_effective: c.rates_effective, basis: 'veteran_alone' };
      rules.push(...(c.rules_applied as AppliedRule<unknown>[]));
    }
    stated = {
      from: statedFrom, ratings: statedList, unrounded: result.unrounded, combined: result.combined, steps: result.steps,
      bilateral: result.bilateral, notes: result.notes, monthly_compensation: pay,
    };
  }

  // Presumptive block.
  let presumptiveNote: string | null = null;
  const programAssessments: PresumptiveAssessment[] = [];
  if (!isUs) {
    presumptiveNote = scope.key === null
      ? t('presumptive_unmapped', { country: scope.country_scope.country_name })
      : t('presumptive_non_us', { authority: scope.country_scope.authority ?? '' });
  } else if (era === null) {
    presumptiveNote = t('presumptive_no_era');
  } else if (programs.length === 0 && notInForce.length === 0) {
    presumptiveNote = t('presumptive_no_program', { era });
  }
  for (const { program, rule } of programs) {
    rules.push(rule);
    const matched = assessed.flatMap((c) => c.presumptive.filter((p) => p.program === program.id).map((p) => ({ input: c.input, term: p.term })));
    programAssessments.push({
      id: program.id,
      name: t(`program_${program.id}`),
      cfr: program.cfr,
      service_requirement: program.service_requirement,
      minimum_days: program.minimum_days,
      matched_conditions: matched,
      note: matched.length > 0 ? t('presumptive_applies') : t('presumptive_no_condition'),
    });
  }
  for (const id of notInForce) {
    const table = PRESUMPTIVE_PROGRAMS.find((p) => p.versions.some((v) => v.value.id === id));
    const value = table?.versions[0]?.value as PresumptiveProgram;
    programAssessments.push({
      id, name: t(`program_${id}`), cfr: value.cfr, service_requirement: value.service_requirement, minimum_days: value.minimum_days,
      matched_conditions: [], note: t('presumptive_not_in_force', { asOf }),
    });
  }

  // Secondary conditions not already claimed, and nexus topics across the claim.
  const secondary = new Map<string, string[]>();
  for (const c of assessed) {
    for (const s of c.secondary_conditions) {
      if (matchedIds.has(s.id)) continue;
      const list = secondary.get(s.id) ?? [];
      if (c.id !== null && !list.includes(c.id)) list.push(c.id);
      secondary.set(s.id, list);
    }
  }
  const topicCounts = new Map<string, number>();
  for (const c of assessed) for (const topic of c.causation_letter_topics) topicCounts.set(topic, (topicCounts.get(topic) ?? 0) + 1);

  const unknown = assessed.filter((c) => c.status === 'unknown').map((c) => c.input);
  const matchedCount = assessed.length - unknown.length;
  let summary: string;
  if (matchedCount === 0) summary = t('summary_none_matched', { total: assessed.length });
  else if (!isUs && scope.key === null) summary = t('summary_unmapped', { matched: matchedCount, total: assessed.length, country: scope.country_scope.country_name });
  else if (!isUs) summary = t('summary_non_us', { matched: matchedCount, total: assessed.length, country: scope.country_scope.country_name, program: scope.programs?.disability ?? '' });
  else if (combined !== null && money !== null) {
    summary = t('summary_us', {
      matched: matchedCount, total: assessed.length, low: combined.low.combined, high: combined.high.combined,
      low_amount: money.low.toFixed(2), high_amount: money.high.toFixed(2), effective: money.rates_effective,
    });
  } else summary = t('summary_us_no_money', { matched: matchedCount, total: assessed.length, low: combined?.low.combined ?? 0, high: combined?.high.combined ?? 0 });
  if (stated !== null) {
    const lead = stated.monthly_compensation === null
      ? t('summary_stated', { count: stated.ratings.length, combined: stated.combined, unrounded: stated.unrounded })
      : t('summary_stated_money', {
        count: stated.ratings.length, combined: stated.combined, unrounded: stated.unrounded,
        amount: stated.monthly_compensation.amount.toFixed(2), effective: stated.monthly_compensation.rates_effective,
      });
    summary = assessed.length === 0 ? lead : `${lead} ${summary}`;
  } else if (assessed.length === 0) {
    // Only ratings were sent, and they are not combined outside the US: the note that says so is the answer.
    summary = t('note_stated_non_us', { country: scope.country_scope.country_name });
  }

  return {
    country_scope: scope.country_scope,
    conditions: assessed,
    unknown_conditions: unknown,
    stated_ratings: stated,
    combined_rating: combined,
    monthly_compensation: money,
    local_scheme: !isUs && scope.programs !== null
      ? { name: scope.programs.disability, authority: scope.country_scope.authority ?? '', schemes: schemes.schemes }
      : null,
    presumptive: { service_era: era, programs: programAssessments, note: presumptiveNote },
    secondary_conditions: [...secondary.entries()].map(([id, because]) => ({ id, name: (byId.get(id) as ConditionRule).name[lang], because_of: because })),
    causation_letter_topics: [...topicCounts.entries()].sort((a, b) => b[1] - a[1]).map(([topic]) => topic),
    summary,
    notes,
    abroad: abroad.abroad,
    next_calls: suggestNextCalls('disability'),
    disclaimer: scope.disclaimer,
    ...citeRules([...rules, ...schemes.rules, ...abroad.rules], { lang }),
  };
}

/** Runs a helper engine, reporting its bad-argument errors as this engine's (same code and field). */
function asOwnError<R>(run: () => R): R {
  try {
    return run();
  } catch (error) {
    if (error instanceof GuidekitError && !error.message.startsWith(`${FN}: `)) {
      const message = error.message.replace(/^\w+: /, '');
      throw new GuidekitError(`${FN}: ${message}`, { code: error.code, ...(error.field === undefined ? {} : { field: error.field }) });
    }
    throw error;
  }
}

function readInput(input: DisabilityClaimInput): {
  conditions: string[];
  era: string | null;
  country: string | undefined;
  residence: string | undefined;
  ratings: string | readonly unknown[] | undefined;
} {
  if (typeof input !== 'object' || input === null) {
    throw new GuidekitError(`${FN}: input must be an object with conditions`, { code: 'invalid_type', field: 'input' });
  }
  const ratings: unknown = input.ratings;
  if (ratings !== undefined && typeof ratings !== 'string' && !Array.isArray(ratings)) {
    throw new GuidekitError(`${FN}: ratings must be text ("PTSD 50, knee left 10") or a list`, { code: 'invalid_type', field: 'ratings' });
  }
  const stated = ratings as string | readonly unknown[] | undefined;
  const hasRatings = stated !== undefined && (typeof stated !== 'string' || stated.trim() !== '');
  if (!Array.isArray(input.conditions)) {
    if (input.conditions === undefined && hasRatings) return { conditions: [], era: readEra(input), country: readCountry(input), residence: input.residence, ratings: stated };
    throw new GuidekitError(`${FN}: conditions must be an array of strings`, { code: 'invalid_type', field: 'conditions' });
  }
  if (input.conditions.length === 0 && !hasRatings) {
    throw new GuidekitError(`${FN}: conditions must list at least one condition (or send the ratings you hold in ratings)`, { code: 'too_small', field: 'conditions' });
  }
  if (input.conditions.length > MAX_CONDITIONS) {
    throw new GuidekitError(`${FN}: conditions must list at most ${MAX_CONDITIONS} conditions, got ${input.conditions.length}`, { code: 'too_big', field: 'conditions' });
  }
  const conditions = input.conditions.map((c: unknown, i) => {
    if (typeof c !== 'string') throw new GuidekitError(`${FN}: conditions[${i}] must be a string`, { code: 'invalid_type', field: `conditions[${i}]` });
    const trimmed = c.trim();
    if (trimmed === '') throw new GuidekitError(`${FN}: conditions[${i}] must not be empty`, { code: 'too_small', field: `conditions[${i}]` });
    // A condition is named in words; an item of punctuation only ("[]", "---") is a malformed list, not an unknown condition.
    if (!/[\p{L}\p{N}]/u.test(trimmed)) {
      throw new GuidekitError(`${FN}: conditions[${i}] must name a condition in words, got ${JSON.stringify(trimmed.slice(0, 40))}`, { code: 'invalid_value', field: `conditions[${i}]` });
    }
    return trimmed;
  });
  return { conditions, era: readEra(input), country: readCountry(input), residence: input.residence, ratings: hasRatings ? stated : undefined };
}

function readEra(input: DisabilityClaimInput): string | null {
  if (input.service_era !== undefined && typeof input.service_era !== 'string') {
    throw new GuidekitError(`${FN}: service_era must be a string`, { code: 'invalid_type', field: 'service_era' });
  }
  const era = input.service_era?.trim() ?? '';
  return era === '' ? null : era;
}

function readCountry(input: DisabilityClaimInput): string | undefined {
  if (input.country !== undefined && typeof input.country !== 'string') {
    throw new GuidekitError(`${FN}: country must be a string`, { code: 'invalid_type', field: 'country' });
  }
  return input.country;
}

/** The program's term for a condition: by catalog id, else by the longest keyword contained in the input. */
function matchPresumptive(program: PresumptiveProgram, words: readonly string[], catalogId: string | undefined): string | null {
  let best: string | null = null;
  let bestLength = 0;
  for (const condition of program.conditions) {
    if (catalogId !== undefined && condition.catalog_ids?.includes(catalogId) === true) return condition.term;
    for (const keyword of condition.keywords) {
      const phrase = normalizeWords(keyword);
      if (phrase.length > bestLength && containsPhrase(words, phrase)) {
        best = condition.term;
        bestLength = phrase.length;
      }
    }
  }
  return best;
}

function sidesOf(words: readonly string[]): ('left' | 'right')[] | null {
  const both = words.some((w) => BOTH.has(w)) || (words.some((w) => LEFT.has(w)) && words.some((w) => RIGHT.has(w)));
  if (both) return ['left', 'right'];
  if (words.some((w) => LEFT.has(w))) return ['left'];
  if (words.some((w) => RIGHT.has(w))) return ['right'];
  return null;
}

/** A condition's nexus topics: a current diagnosis first, then its own, then the 50% standard; none for a presumptive. */
function nexusTopics(own: readonly NexusTopic[], presumed: boolean): (NexusTopic | 'at_least_as_likely')[] {
  if (presumed) return ['current_diagnosis'];
  const topics: (NexusTopic | 'at_least_as_likely')[] = ['current_diagnosis'];
  for (const topic of own) if (!topics.includes(topic)) topics.push(topic);
  topics.push('at_least_as_likely');
  return topics;
}

