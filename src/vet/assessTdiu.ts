import { readEngineLang } from '../core/i18n/readEngineLang.js';
import Decimal from 'decimal.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { toCents } from '../core/toCents.js';
import { combineRatings, MAX_RATINGS } from './combineRatings.js';
import { computeCompensation } from './computeCompensation.js';
import { containsPhrase, normalizeWords } from './_lib/normalizeWords.js';
import { describeAbroad, type AbroadSection } from './_lib/describeAbroad.js';
import { listCountrySchemes, type SchemeEntry } from './_lib/listCountrySchemes.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { suggestNextCalls } from './_lib/suggestNextCalls.js';
import { ASSESS_TDIU_MESSAGES } from './messages/assessTdiu.js';
import { VA_COMPENSATION_RATES } from './rules/compensationRates.js';
import { POVERTY_THRESHOLD_ONE_PERSON, TDIU_SCHEDULAR_THRESHOLDS } from './rules/tdiuRules.js';
import { scopeVeteranCountry, type CountryScope, type ScopeVeteranCountryResult } from './scopeVeteranCountry.js';

/** What {@link assessTdiu} assesses. */
export interface TdiuInput {
  /** Combined service-connected rating in percent (0–100). */
  readonly rating?: number;
  /** Individual service-connected ratings in percent; when given, their combined rating is used. */
  readonly disability_ratings?: readonly number[];
  /** Work history in plain words (jobs, when and why they ended; protected work such as a family business). */
  readonly work_history?: string;
  /** Monthly earned income in US dollars (exact decimal). */
  readonly income?: Decimal.Value;
  /** Employment status in plain words (`unemployed`, `part-time`, `employed`, `family business`). */
  readonly employment_status?: string;
  /** Country whose system to assess (see `scopeVeteranCountry`). */
  readonly country?: string;
  /** Country where the veteran lives, when it differs from the paying country (fills `abroad`). */
  readonly residence?: string;
}

/** Options of {@link assessTdiu}. */
export interface AssessTdiuOptions {
  /** ISO date (YYYY-MM-DD) whose rules apply. Required. */
  readonly asOf: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** Outcome of the 38 CFR 4.16(a) thresholds. */
export type SchedularStatus = 'met' | 'possible' | 'not_met' | 'unknown';
/** What the work picture shows. */
export type EmploymentFinding = 'not_working' | 'marginal' | 'protected_environment' | 'substantially_gainful' | 'unknown';
/** Verdict of {@link assessTdiu}. */
export type TdiuVerdict =
  | 'likely_eligible'
  | 'possibly_eligible'
  | 'possible_extraschedular'
  | 'unlikely_eligible'
  | 'not_needed'
  | 'needs_information'
  | 'not_assessed';

/** What {@link assessTdiu} returns. */
export interface AssessTdiuResult extends RuleCitations {
  readonly country_scope: CountryScope;
  /** Currency of every amount, in fields and text: the paying country's (USD for the US); null for an unmapped country. */
  readonly currency: ScopeVeteranCountryResult['currency'];
  readonly verdict: TdiuVerdict;
  /** Every reason behind the verdict, in order: schedular, employment, notes. */
  readonly reasons: readonly string[];
  /** The 38 CFR 4.16(a) path (US only). */
  readonly schedular: {
    readonly status: SchedularStatus;
    readonly combined_rating: number | null;
    readonly highest_rating: number | null;
    readonly ratings: readonly number[] | null;
    readonly thresholds: { readonly single_disability_min: number; readonly multiple_one_disability_min: number; readonly multiple_combined_min: number };
    readonly detail: string;
    readonly one_disability_rule: string;
  } | null;
  /** The 38 CFR 4.16(b) path (US only). */
  readonly extraschedular: { readonly applies: boolean; readonly detail: string } | null;
  /** The marginal-employment line and what the income shows (US only). */
  readonly income_threshold: {
    readonly poverty_threshold_annual: Decimal;
    readonly monthly_income: Decimal | null;
    readonly annual_income: Decimal | null;
    readonly marginal: boolean | null;
    readonly finding: EmploymentFinding;
    readonly detail: string;
  } | null;
  /** The 100% rate TDIU pays, for a veteran alone (US, when rates exist for asOf). */
  readonly monthly_amount_if_granted: Decimal | null;
  readonly evidence: readonly string[];
  readonly steps: readonly string[];
  readonly local_program: {
    readonly name: string;
    readonly authority: string;
    /** The country's unemployability schemes in force at asOf, with their basis (no amounts). */
    readonly schemes: readonly SchemeEntry[];
  } | null;
  readonly summary: string;
  readonly notes: readonly string[];
  /** Whether unemployability benefits reach a veteran living outside the paying country; null when not abroad. */
  readonly abroad: AbroadSection | null;
  /** Endpoints to call next (spec rule 3). */
  readonly next_calls: readonly string[];
  readonly disclaimer: string;
}

const FN = 'assessTdiu';
const NOT_WORKING = ['unemployed', 'not working', 'no work', 'no job', 'jobless', 'retired', 'unable work', 'cannot work', 'disabled', 'desempleado', 'sin trabajo', 'jubilado'];
const PROTECTED = ['family business', 'sheltered', 'sheltered workshop', 'protected', 'negocio familiar', 'taller protegido'];
const WORKING = ['employed', 'working', 'full time', 'part time', 'self employed', 'job', 'empleado', 'trabajando', 'tiempo completo', 'medio tiempo'];

/**
 * Assesses total disability based on individual unemployability (TDIU): the schedular path of 38 CFR 4.16(a), the
 * extraschedular path of 4.16(b), the marginal-employment income line, the evidence and the steps, with a verdict.
 *
 * @remarks
 * With `disability_ratings`, the combined rating comes from `combineRatings` and 4.16(a) is met when one rating is
 * 60% or more, or when there are two or more with one at 40% or more and a combined rating of 70% or more. With only
 * a combined `rating`, 60% or more is `possible` (the individual ratings decide) and less is `not_met`. `income` is
 * monthly earned income ×12, compared with the Census poverty threshold for one person: at or below it the work is
 * marginal. A protected environment (family business, sheltered workshop) named in `employment_status` or
 * `work_history` is marginal whatever it pays. Outside the US the local program is named and no US amounts are given.
 *
 * A `residence` (country where the veteran lives) outside the paying country adds `abroad`: whether unemployability benefits
 * reaches a veteran there, as dated rule rows with sources (`describeAbroad`); a non-string `residence` is `invalid_type`.
 * `next_calls` follows the spec's suggested call order (rule 3).
 *
 * @param input - See {@link TdiuInput}.
 * @param options - See {@link AssessTdiuOptions}.
 * @returns The assessment with country scope, disclaimer and rule citations.
 * @throws {@link GuidekitError} `invalid_number`, `too_small`, `too_big` or `invalid_type` on a bad field;
 *   `invalid_date` or `out_of_range` (asOf before 2024-01-01, US only); `invalid_lang`.
 * @example
 * ```ts
 * assessTdiu({ disability_ratings: [50, 30], employment_status: 'unemployed' }, { asOf: '2026-03-01' }).verdict
 * //=> 'likely_eligible' (one 40%+ and combined 65 → 70)
 * ```
 * @see https://www.ecfr.gov/current/title-38/section-4.16
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (tdiu)
 */
export function assessTdiu(input: TdiuInput, options: AssessTdiuOptions): AssessTdiuResult {
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const facts = readInput(input);
  const t = createTranslate(ASSESS_TDIU_MESSAGES, lang);
  const scope = scopeVeteranCountry(facts.country, { lang });
  const abroad = describeAbroad(scope, facts.residence, 'tdiu', { asOf, lang, fn: FN });

  if (scope.key !== 'US') {
    const name = scope.country_scope.country_name;
    const mapped = scope.programs !== null;
    const schemes = listCountrySchemes(scope.key, 'unemployability', { asOf, lang });
    const note = mapped
      ? t('note_non_us', { country: name, program: scope.programs?.unemployability ?? '', authority: scope.country_scope.authority ?? '' })
      : t('note_unmapped', { country: name });
    return {
      country_scope: scope.country_scope, currency: scope.currency,
      verdict: 'not_assessed',
      reasons: [note],
      schedular: null,
      extraschedular: null,
      income_threshold: null,
      monthly_amount_if_granted: null,
      evidence: [],
      steps: [],
      local_program: mapped && scope.programs !== null
        ? { name: scope.programs.unemployability, authority: scope.country_scope.authority ?? '', schemes: schemes.schemes }
        : null,
      summary: mapped ? t('summary_non_us', { country: name, program: scope.programs?.unemployability ?? '' }) : t('summary_unmapped', { country: name }),
      notes: [note],
      abroad: abroad.abroad,
      next_calls: suggestNextCalls('tdiu'),
      disclaimer: scope.disclaimer,
      ...citeRules([...schemes.rules, ...abroad.rules], { lang }),
    };
  }

  const thresholdsRule = ruleInForce(TDIU_SCHEDULAR_THRESHOLDS, asOf, FN);
  const povertyRule = ruleInForce(POVERTY_THRESHOLD_ONE_PERSON, asOf, FN);
  const th = thresholdsRule.value;
  const rules: AppliedRule<unknown>[] = [thresholdsRule, povertyRule];
  const notes: string[] = [];

  // Schedular path, 38 CFR 4.16(a).
  let combinedRating: number | null = facts.rating;
  let highest: number | null = null;
  let status: SchedularStatus;
  let schedularDetail: string;
  if (facts.ratings !== null) {
    const combined = combineRatings(facts.ratings, { asOf, lang });
    rules.push(...(combined.rules_applied as AppliedRule<unknown>[]));
    combinedRating = combined.combined;
    highest = Math.max(...facts.ratings);
    if (facts.rating !== null) notes.push(t('note_list_over_rating', { combined: combined.combined }));
    if (highest >= th.single_disability_min) {
      status = 'met';
      schedularDetail = t('schedular_met_single', { max: highest });
    } else if (facts.ratings.length >= 2 && highest >= th.multiple_one_disability_min && combined.combined >= th.multiple_combined_min) {
      status = 'met';
      schedularDetail = t('schedular_met_multiple', { max: highest, combined: combined.combined });
    } else {
      status = 'not_met';
      schedularDetail = t('schedular_not_met_list', { ratings: facts.ratings.join(', '), combined: combined.combined });
    }
  } else if (facts.rating !== null) {
    if (facts.rating >= th.single_disability_min) {
      status = 'possible';
      schedularDetail = t('schedular_possible_combined', { combined: facts.rating });
    } else {
      status = 'not_met';
      schedularDetail = t('schedular_not_met_combined', { combined: facts.rating });
    }
  } else {
    status = 'unknown';
    schedularDetail = t('schedular_unknown');
  }

  // Employment and the marginal-employment line.
  const povertyCents = toCents(povertyRule.value, { fn: FN, field: 'poverty_threshold' });
  const povertyText = centsToDecimal(povertyCents).toFixed(0);
  const statusWords = facts.employmentStatus === null ? [] : normalizeWords(facts.employmentStatus);
  const historyWords = facts.workHistory === null ? [] : normalizeWords(facts.workHistory);
  const has = (words: readonly string[], list: readonly string[]): boolean => list.some((k) => containsPhrase(words, normalizeWords(k)));
  const isProtected = has(statusWords, PROTECTED) || has(historyWords, PROTECTED);
  const notWorking = !isProtected && has(statusWords, NOT_WORKING);
  const working = !isProtected && !notWorking && has(statusWords, WORKING);
  const annualCents = facts.incomeCents === null ? null : facts.incomeCents * 12;
  if (facts.incomeCents !== null) notes.push(t('note_income_monthly'));
  const marginal = annualCents === null ? null : annualCents <= povertyCents;
  let finding: EmploymentFinding;
  let employmentDetail: string;
  if (isProtected) {
    finding = 'protected_environment';
    employmentDetail = t('employment_protected');
  } else if (marginal === true) {
    finding = 'marginal';
    employmentDetail = t('employment_marginal', { annual: centsToDecimal(annualCents ?? 0).toFixed(2), threshold: povertyText });
  } else if (marginal === false) {
    finding = 'substantially_gainful';
    employmentDetail = t('employment_gainful', { annual: centsToDecimal(annualCents ?? 0).toFixed(2), threshold: povertyText });
  } else if (notWorking) {
    finding = 'not_working';
    employmentDetail = t('employment_not_working', { status: facts.employmentStatus ?? '' });
  } else if (working) {
    finding = 'unknown';
    employmentDetail = t('employment_working_no_income', { status: facts.employmentStatus ?? '', threshold: povertyText });
  } else {
    finding = 'unknown';
    employmentDetail = t('employment_unknown');
  }
  const notGainful = finding === 'not_working' || finding === 'marginal' || finding === 'protected_environment';

  let verdict: TdiuVerdict;
  if (combinedRating === 100) verdict = 'not_needed';
  else if (finding === 'substantially_gainful') verdict = 'unlikely_eligible';
  else if (status === 'met' && notGainful) verdict = 'likely_eligible';
  else if (status === 'not_met' && notGainful) verdict = 'possible_extraschedular';
  else if (status === 'unknown' && finding === 'unknown') verdict = 'needs_information';
  else verdict = 'possibly_eligible';
  if (combinedRating === 100) notes.push(t('note_hundred'));
  notes.push(t('note_age'));

  let amount: Decimal | null = null;
  if (pickRule(VA_COMPENSATION_RATES, asOf) !== undefined) {
    const pay = computeCompensation({ rating: 100 }, { asOf, lang });
    amount = pay.monthly_amount;
    rules.push(...(pay.rules_applied as AppliedRule<unknown>[]));
  }
  const extraApplies = status === 'not_met';
  const amountText = amount === null ? '—' : amount.toFixed(2);
  const summaryKey =
    verdict === 'likely_eligible' ? 'summary_likely'
      : verdict === 'possibly_eligible' ? 'summary_possible'
        : verdict === 'possible_extraschedular' ? 'summary_extraschedular'
          : verdict === 'unlikely_eligible' ? 'summary_unlikely'
            : verdict === 'not_needed' ? 'summary_not_needed'
              : 'summary_needs_information';
  const extraDetail = extraApplies ? t('extraschedular_applies') : t('extraschedular_not_needed');

  return {
    country_scope: scope.country_scope, currency: scope.currency,
    verdict,
    reasons: [schedularDetail, employmentDetail, ...(extraApplies && notGainful ? [extraDetail] : [])],
    schedular: {
      status,
      combined_rating: combinedRating,
      highest_rating: highest,
      ratings: facts.ratings,
      thresholds: { ...th },
      detail: schedularDetail,
      one_disability_rule: t('schedular_one_disability_rule'),
    },
    extraschedular: { applies: extraApplies, detail: extraDetail },
    income_threshold: {
      poverty_threshold_annual: centsToDecimal(povertyCents),
      monthly_income: facts.incomeCents === null ? null : centsToDecimal(facts.incomeCents),
      annual_income: annualCents === null ? null : centsToDecimal(annualCents),
      marginal,
      finding,
      detail: employmentDetail,
    },
    monthly_amount_if_granted: amount,
    evidence: [
      t('evidence_8940'), t('evidence_4192'), t('evidence_medical'), t('evidence_vocational'), t('evidence_ssa'), t('evidence_lay'), t('evidence_earnings'),
    ],
    steps: [
      t('step_file'), t('step_employers'), t('step_exams'), ...(extraApplies ? [t('step_extraschedular')] : []), t('step_after_award'), t('step_advocate'),
    ],
    local_program: null,
    summary: t(summaryKey, { amount: amountText, effective: amount === null ? '—' : (pickRule(VA_COMPENSATION_RATES, asOf)?.effective ?? '—') }),
    notes,
    abroad: abroad.abroad,
    next_calls: suggestNextCalls('tdiu'),
    disclaimer: scope.disclaimer,
    ...citeRules([...rules, ...abroad.rules], { lang }),
  };
}

interface Facts {
  readonly rating: number | null;
  readonly ratings: readonly number[] | null;
  readonly workHistory: string | null;
  readonly incomeCents: number | null;
  readonly employmentStatus: string | null;
  readonly country: string | undefined;
  readonly residence: string | undefined;
}

function readInput(input: TdiuInput): Facts {
  if (typeof input !== 'object' || input === null) {
    throw new GuidekitError(`${FN}: input must be an object`, { code: 'invalid_type', field: 'input' });
  }
  const percent = (value: unknown, field: string): number => {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new GuidekitError(`${FN}: ${field} must be a whole percentage, got ${JSON.stringify(value)}`, { code: 'invalid_number', field });
    }
    if (value < 0) throw new GuidekitError(`${FN}: ${field} must be at least 0, got ${value}`, { code: 'too_small', field });
    if (value > 100) throw new GuidekitError(`${FN}: ${field} must be at most 100, got ${value}`, { code: 'too_big', field });
    return value;
  };
  const text = (value: unknown, field: string): string | null => {
    if (value === undefined) return null;
    if (typeof value !== 'string') throw new GuidekitError(`${FN}: ${field} must be a string`, { code: 'invalid_type', field });
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  };
  let ratings: number[] | null = null;
  if (input.disability_ratings !== undefined) {
    if (!Array.isArray(input.disability_ratings)) {
      throw new GuidekitError(`${FN}: disability_ratings must be an array of percentages`, { code: 'invalid_type', field: 'disability_ratings' });
    }
    if (input.disability_ratings.length > MAX_RATINGS) {
      throw new GuidekitError(`${FN}: disability_ratings must list at most ${MAX_RATINGS} ratings`, { code: 'too_big', field: 'disability_ratings' });
    }
    ratings = input.disability_ratings.map((r, i) => percent(r, `disability_ratings[${i}]`));
    if (ratings.length === 0) ratings = null;
  }
  if (input.country !== undefined && typeof input.country !== 'string') {
    throw new GuidekitError(`${FN}: country must be a string`, { code: 'invalid_type', field: 'country' });
  }
  return {
    rating: input.rating === undefined ? null : percent(input.rating, 'rating'),
    ratings,
    workHistory: text(input.work_history, 'work_history'),
    incomeCents: input.income === undefined ? null : toCents(input.income, { fn: FN, field: 'income' }),
    employmentStatus: text(input.employment_status, 'employment_status'),
    country: input.country,
    residence: input.residence,
  };
}
