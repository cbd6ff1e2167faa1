import { readEngineLang } from '../core/i18n/readEngineLang.js';
import Decimal from 'decimal.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { roundMoney } from '../core/roundMoney.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { toCents } from '../core/toCents.js';
import { describeLivingAbroad } from './_lib/describeLivingAbroad.js';
import { describeAbroad, type AbroadSection } from './_lib/describeAbroad.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { suggestNextCalls } from './_lib/suggestNextCalls.js';
import { ASSESS_HEALTHCARE_MESSAGES as MESSAGES } from './messages/assessHealthcare.js';
import { HEALTHCARE_ACCESS_RULES } from './rules/healthcareAccess.js';
import { HEALTHCARE_COPAYS, MENTAL_HEALTH_COPAY_EXEMPTION } from './rules/healthcareCopays.js';
import { HEALTHCARE_COUNTRY_PROGRAMS } from './rules/healthcareCountries.js';
import { MEANS_TEST_THRESHOLDS, PRIORITY_GROUP_RULES } from './rules/healthcarePriorityGroups.js';
import { scopeVeteranCountry, type CountryScope, type ScopeVeteranCountryResult } from './scopeVeteranCountry.js';

/** What {@link assessHealthcare} assesses. */
export interface HealthcareInput {
  /** Enrollment priority group the veteran already has, 1–8. */
  readonly priority_group?: number;
  /** Monthly gross household income in US dollars (exact decimal); annualised ×12. */
  readonly income?: Decimal.Value;
  /** Combined service-connected rating in percent, 0–100. */
  readonly disability_rating?: number;
  /** Number of dependents (spouse, children), 0–30. */
  readonly dependents?: number;
  /** Country whose system to assess (see `scopeVeteranCountry`). */
  readonly country?: string;
  /** Country where the veteran lives, when it differs from the paying country (fills `abroad`). */
  readonly residence?: string;
}

/** Options of {@link assessHealthcare}. */
export interface AssessHealthcareOptions {
  /** ISO date (YYYY-MM-DD) whose rules apply. Required. */
  readonly asOf: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** One copay line: the amount and whether it applies to the determined group (null when the group is unknown). */
export interface CopayLine {
  readonly service: 'outpatient_primary' | 'outpatient_specialty' | 'urgent_care' | 'medication' | 'inpatient' | 'long_term_care' | 'mental_health';
  readonly amount: Decimal | null;
  readonly applies: boolean | null;
  readonly detail: string;
}

/** What {@link assessHealthcare} returns. */
export interface AssessHealthcareResult extends RuleCitations {
  readonly country_scope: CountryScope;
  /** Currency of every amount, in fields and text: the paying country's (USD for the US); null for an unmapped country. */
  readonly currency: ScopeVeteranCountryResult['currency'];
  /** Priority group (US only): the group determined, the candidates when undetermined, and why. */
  readonly priority_group: { readonly determined: number | null; readonly candidates: readonly number[]; readonly given: number | null; readonly reasons: readonly string[] } | null;
  readonly income_test: { readonly monthly_income: Decimal | null; readonly annual_income: Decimal | null; readonly thresholds_encoded: boolean; readonly detail: string } | null;
  readonly copays: { readonly effective: string; readonly lines: readonly CopayLine[]; readonly service_connected_care: string } | null;
  readonly dependents: { readonly count: number | null; readonly champva: 'possible' | 'not_eligible' | 'unknown' | 'not_applicable'; readonly detail: readonly string[] } | null;
  readonly community_care: { readonly drive_minutes: { readonly primary: number; readonly specialty: number }; readonly wait_days: { readonly primary: number; readonly specialty: number }; readonly detail: readonly string[] } | null;
  readonly dental: { readonly likely_class: string | null; readonly detail: readonly string[] } | null;
  readonly mental_health: readonly string[];
  readonly medicare_medicaid: readonly string[];
  readonly living_abroad: string;
  readonly local_programs: { readonly description: string; readonly sources: readonly string[] } | null;
  readonly summary: string;
  readonly notes: readonly string[];
  /** Whether health care reaches a veteran living outside the paying country; null when not abroad. */
  readonly abroad: AbroadSection | null;
  /** Endpoints to call next (spec rule 3). */
  readonly next_calls: readonly string[];
  readonly disclaimer: string;
}

const FN = 'assessHealthcare';

/**
 * Assesses VA health care: the enrollment priority group (38 CFR 17.36), the copays that apply to it, dependent
 * coverage (CHAMPVA), community care access standards, dental classes, mental health, Medicare and Medicaid
 * coordination and the Foreign Medical Program; outside the US the local veterans health system.
 *
 * @remarks
 * The group follows from the rating (50%+ → 1, 30–40% → 2, 10–20% → 3); a sent `priority_group` is kept unless the
 * rating gives a better one. Groups 5, 7 and 8 depend on VA's yearly income limits, which are not encoded: with no
 * rating the answer lists the candidates and the page to check. Copay amounts come from the table in force at `asOf`.
 *
 * A `residence` (country where the veteran lives) outside the paying country adds `abroad`: whether health care
 * reaches a veteran there, as dated rule rows with sources (`describeAbroad`); a non-string `residence` is `invalid_type`.
 * `next_calls` follows the spec's suggested call order (rule 3).
 *
 * @param input - See {@link HealthcareInput}.
 * @param options - See {@link AssessHealthcareOptions}.
 * @returns The assessment with country scope, disclaimer and rule citations.
 * @throws {@link GuidekitError} `invalid_number`, `too_small`, `too_big`, `invalid_type` on a bad field; `invalid_date`;
 *   `out_of_range` (asOf before 2025-01-01); `invalid_lang`.
 * @example
 * ```ts
 * assessHealthcare({ disability_rating: 40 }, { asOf: '2026-03-01' }).priority_group.determined //=> 2
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-17/section-17.36
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (healthcare)
 */
export function assessHealthcare(input: HealthcareInput, options: AssessHealthcareOptions): AssessHealthcareResult {
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const f = readInput(input);
  const t = createTranslate(MESSAGES, lang);
  const scope = scopeVeteranCountry(f.country, { lang });
  const abroad = describeAbroad(scope, f.residence, 'healthcare', { asOf, lang, fn: FN });

  if (scope.key !== 'US') {
    const name = scope.country_scope.country_name;
    const countries = scope.key === null ? undefined : ruleInForce(HEALTHCARE_COUNTRY_PROGRAMS[scope.key], asOf, FN);
    // The paying country's own rule for care abroad, never the US Foreign Medical Program.
    const own = scope.key === null ? undefined : describeLivingAbroad(scope.key, 'healthcare', { asOf, lang });
    return {
      country_scope: scope.country_scope, currency: scope.currency, priority_group: null, income_test: null, copays: null, dependents: null, community_care: null, dental: null,
      mental_health: [], medicare_medicaid: [],
      living_abroad: own === undefined ? t('abroad_unmapped', { country: name }) : own.text || t('abroad_none_recorded', { country: name }),
      local_programs: countries === undefined || scope.key === null ? null : { description: t(`nonus_${scope.key}`), sources: countries.value },
      summary: scope.key === null ? t('summary_unmapped', { country: name }) : t('summary_non_us', { country: name }),
      notes: [],
      abroad: abroad.abroad,
      next_calls: suggestNextCalls('healthcare'),
      disclaimer: scope.disclaimer,
      ...citeRules([...(countries === undefined ? [] : [countries]), ...(own?.rules ?? []), ...abroad.rules], { lang }),
    };
  }

  const groupsRule = ruleInForce(PRIORITY_GROUP_RULES, asOf, FN);
  const copayRule = ruleInForce(HEALTHCARE_COPAYS, asOf, FN);
  const accessRule = ruleInForce(HEALTHCARE_ACCESS_RULES, asOf, FN);
  const meansRule = ruleInForce(MEANS_TEST_THRESHOLDS, asOf, FN);
  const rules: AppliedRule<unknown>[] = [groupsRule, copayRule, accessRule, meansRule];
  const notes: string[] = [];
  const g = groupsRule.value;

  // Priority group: the rating's group, or the group sent, whichever is better.
  const reasons: string[] = [];
  const byRating = f.rating === null ? null
    : f.rating >= g.pg1_min_rating ? 1 : f.rating >= g.pg2_min_rating ? 2 : f.rating >= g.pg3_min_rating ? 3 : null;
  let determined: number | null = null;
  if (byRating !== null) {
    determined = f.group === null ? byRating : Math.min(byRating, f.group);
    reasons.push(f.group !== null && f.group > byRating ? t('pg_given_worse', { given: f.group, rating: f.rating ?? 0, group: byRating }) : t('pg_from_rating', { rating: f.rating ?? 0, group: byRating }));
  } else if (f.group !== null) {
    determined = f.group;
    reasons.push(t('pg_given', { group: f.group }));
  } else reasons.push(f.rating === 0 ? t('pg_zero_rating') : t('pg_no_rating'));
  const candidates = determined !== null ? [determined] : f.rating === 0 ? [5, 6, 7, 8] : [4, 5, 6, 7, 8];
  reasons.push(t('pg_other_paths'));

  // Income test (groups 5, 7, 8).
  const annualCents = f.incomeCents === null ? null : f.incomeCents * 12;
  if (f.incomeCents !== null) notes.push(t('income_monthly'));
  const incomeDetail = determined !== null && determined <= 4 ? t('income_not_needed', { group: determined })
    : annualCents === null ? t('income_missing')
      : t('income_not_encoded', { annual: centsToDecimal(annualCents).toFixed(2), dependents: f.dependents ?? 0, url: meansRule.value.published_at });

  // Copays by group, for non-service-connected care.
  const c = copayRule.value;
  const deductible = new Decimal(c.medicare_inpatient_deductible);
  const applies = (groups: readonly number[]): boolean | null => (determined === null ? null : groups.includes(determined));
  const inpatient: CopayLine = determined === 8
    ? { service: 'inpatient', amount: deductible, applies: true, detail: t('copay_inpatient_pg8', { deductible: deductible.toFixed(2), daily: c.inpatient_daily_pg8 }) }
    : determined === 7
      ? { service: 'inpatient', amount: roundMoney(deductible.mul(c.inpatient_pg7_share)), applies: true, detail: t('copay_inpatient_pg7', { amount: roundMoney(deductible.mul(c.inpatient_pg7_share)).toFixed(2), daily: c.inpatient_daily_pg7 }) }
      : determined === null
        ? { service: 'inpatient', amount: deductible, applies: null, detail: t('copay_inpatient_pg8', { deductible: deductible.toFixed(2), daily: c.inpatient_daily_pg8 }) }
        : { service: 'inpatient', amount: null, applies: false, detail: t('copay_inpatient_none', { group: determined }) };
  const lines: CopayLine[] = [
    { service: 'outpatient_primary', amount: new Decimal(c.outpatient_primary), applies: applies([7, 8]), detail: t('copay_outpatient', { primary: c.outpatient_primary, specialty: c.outpatient_specialty }) },
    { service: 'outpatient_specialty', amount: new Decimal(c.outpatient_specialty), applies: applies([7, 8]), detail: t('copay_outpatient', { primary: c.outpatient_primary, specialty: c.outpatient_specialty }) },
    { service: 'urgent_care', amount: new Decimal(c.urgent_care), applies: applies([1, 2, 3, 4, 5, 7, 8]), detail: t('copay_urgent', { free: c.urgent_care_free_visits, amount: c.urgent_care }) },
    { service: 'medication', amount: new Decimal(c.medication_tiers[0]), applies: applies([2, 3, 4, 5, 6, 7, 8]), detail: t('copay_medication', { t1: c.medication_tiers[0], t2: c.medication_tiers[1], t3: c.medication_tiers[2], cap: c.medication_annual_cap }) },
    inpatient,
    { service: 'long_term_care', amount: new Decimal(c.ltc_inpatient_daily_max), applies: f.rating !== null && f.rating >= 70 ? false : null, detail: t('copay_ltc', { inpatient: c.ltc_inpatient_daily_max, outpatient: c.ltc_outpatient_daily_max, dom: c.ltc_domiciliary_daily_max }) },
  ];
  const mh = pickRule(MENTAL_HEALTH_COPAY_EXEMPTION, asOf);
  if (mh !== undefined && asOf <= mh.value.ends) {
    rules.push(mh);
    lines.push({ service: 'mental_health', amount: new Decimal(0), applies: true, detail: t('copay_mental_health', { visits: mh.value.free_visits_per_year, ends: mh.value.ends }) });
  }
  if (determined === null) notes.push(t('copay_group_unknown'));

  // Dependents and CHAMPVA (38 U.S.C. 1781).
  const a = accessRule.value;
  const champva = f.dependents === 0 ? 'not_applicable' : f.rating === null ? 'unknown' : f.rating >= a.champva_rating ? 'possible' : 'not_eligible';
  const champvaText = champva === 'not_applicable' ? t('champva_no_dependents') : champva === 'possible' ? t('champva_possible')
    : champva === 'not_eligible' ? t('champva_not', { rating: f.rating ?? 0 }) : t('champva_unknown');

  const copayLine = determined === null ? '' : lines.filter((l) => l.applies === true && l.service !== 'mental_health').map((l) => l.service).join(', ');
  const summary = determined === null
    ? t('summary_unknown', { reason: incomeDetail })
    : t('summary_group', { group: determined, copay_line: copayLine === '' ? t('copay_sc_free') : `${t('copay_sc_free')} (${copayLine})` });

  return {
    country_scope: scope.country_scope,
    currency: scope.currency,
    priority_group: { determined, candidates, given: f.group, reasons },
    income_test: {
      monthly_income: f.incomeCents === null ? null : centsToDecimal(f.incomeCents),
      annual_income: annualCents === null ? null : centsToDecimal(annualCents),
      thresholds_encoded: meansRule.value.national_no_dependents !== null,
      detail: incomeDetail,
    },
    copays: { effective: copayRule.effective, lines, service_connected_care: t('copay_sc_free') },
    dependents: { count: f.dependents, champva, detail: [champvaText, t('dependents_general')] },
    community_care: {
      drive_minutes: { primary: a.drive_minutes_primary, specialty: a.drive_minutes_specialty },
      wait_days: { primary: a.wait_days_primary, specialty: a.wait_days_specialty },
      detail: [t('cc_standards', { wait_p: a.wait_days_primary, wait_s: a.wait_days_specialty, drive_p: a.drive_minutes_primary, drive_s: a.drive_minutes_specialty }), t('cc_other'), t('cc_how')],
    },
    dental: {
      likely_class: f.rating === 100 ? 'IV' : null,
      detail: [...(f.rating === 100 ? [t('dental_iv')] : []), t('dental_classes', { days: a.dental_class_ii_apply_days, service: a.dental_class_ii_min_service_days })],
    },
    mental_health: [t('mh_same_day'), t('mh_vet_centers'), t('mh_crisis'), t('mh_oth')],
    medicare_medicaid: [t('mm_no_billing'), t('mm_both'), t('mm_part_b'), t('mm_medicaid')],
    living_abroad: t('abroad_fmp'),
    local_programs: null,
    summary,
    notes,
    abroad: abroad.abroad,
    next_calls: suggestNextCalls('healthcare'),
    disclaimer: scope.disclaimer,
    ...citeRules([...rules, ...abroad.rules], { lang }),
  };
}

interface Facts {
  readonly group: number | null;
  readonly incomeCents: number | null;
  readonly rating: number | null;
  readonly dependents: number | null;
  readonly country: string | undefined;
  readonly residence: string | undefined;
}

function readInput(input: HealthcareInput): Facts {
  if (typeof input !== 'object' || input === null) throw new GuidekitError(`${FN}: input must be an object`, { code: 'invalid_type', field: 'input' });
  const whole = (value: unknown, field: string, min: number, max: number): number | null => {
    if (value === undefined) return null;
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new GuidekitError(`${FN}: ${field} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`, { code: 'invalid_number', field });
    if (value < min) throw new GuidekitError(`${FN}: ${field} must be at least ${min}, got ${value}`, { code: 'too_small', field });
    if (value > max) throw new GuidekitError(`${FN}: ${field} must be at most ${max}, got ${value}`, { code: 'too_big', field });
    return value;
  };
  if (input.country !== undefined && typeof input.country !== 'string') throw new GuidekitError(`${FN}: country must be a string`, { code: 'invalid_type', field: 'country' });
  return {
    group: whole(input.priority_group, 'priority_group', 1, 8),
    incomeCents: input.income === undefined ? null : toCents(input.income, { fn: FN, field: 'income' }),
    rating: whole(input.disability_rating, 'disability_rating', 0, 100),
    dependents: whole(input.dependents, 'dependents', 0, 30),
    country: input.country,
    residence: input.residence,
  };
}
