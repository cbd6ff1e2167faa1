import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { formatMoney } from '../core/formatMoney.js';
import Decimal from 'decimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { roundMoney } from '../core/roundMoney.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { containsPhrase, normalizeWords } from './_lib/normalizeWords.js';
import { describeLivingAbroad } from './_lib/describeLivingAbroad.js';
import { describeAbroad, type AbroadSection } from './_lib/describeAbroad.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { suggestNextCalls } from './_lib/suggestNextCalls.js';
import { ASSESS_CAREGIVER_SUPPORT_MESSAGES as MESSAGES } from './messages/assessCaregiverSupport.js';
import { CAREGIVER_COUNTRY_PROGRAMS } from './rules/caregiverCountries.js';
import { CAREGIVER_SUPPORT_RULES, PCAFC_RESIDENCY, PCAFC_RULES, type PcafcEligiblePeriod } from './rules/caregiverRules.js';
import { ADL_WORDS, CONTINUOUS, FAMILY, HOUSEHOLD, SUPERVISION, type Adl } from './rules/caregiverVocabulary.js';

export type { Adl } from './rules/caregiverVocabulary.js';
import { GS4_STEP1_LOCALITY_PAY, GS_LOCALITY_CODES } from './rules/gsPayTables.js';
import { scopeVeteranCountry, type CountryScope, type ScopeVeteranCountryResult } from './scopeVeteranCountry.js';

/** What {@link assessCaregiverSupport} assesses. */
export interface CaregiverInput {
  /** The caregiver's relationship to the veteran in plain words (`spouse`, `daughter`, `friend`). */
  readonly relationship?: string;
  /** The veteran's care needs in plain words (`bathing`, `dressing`, `continuous supervision`). */
  readonly veteran_needs?: readonly string[];
  /** Date of discharge (ISO); a future date is a servicemember's date of medical discharge. */
  readonly discharge_date?: string;
  /** The veteran's single or combined service-connected rating in percent (not a spec parameter). */
  readonly disability_rating?: number;
  /** OPM locality pay area code of the veteran's home (`RUS` default; see `GS_LOCALITY_CODES`). */
  readonly locality?: string;
  /** Country whose system to assess (see `scopeVeteranCountry`). */
  readonly country?: string;
  /** Country where the veteran lives, when it differs from the paying country (fills `abroad`). */
  readonly residence?: string;
}

/** Options of {@link assessCaregiverSupport}. */
export interface AssessCaregiverSupportOptions {
  /** ISO date (YYYY-MM-DD) whose rules apply. Required. */
  readonly asOf: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** Outcome of one eligibility criterion. */
export type CriterionStatus = 'met' | 'not_met' | 'unknown';
/** Verdict of {@link assessCaregiverSupport}. */
export type CaregiverVerdict = 'likely_eligible' | 'possibly_eligible' | 'unlikely_eligible' | 'needs_information' | 'not_assessed';

/** One PCAFC criterion and what the input shows. */
export interface CaregiverCriterion {
  readonly criterion: 'rating' | 'personal_care' | 'service_period' | 'caregiver';
  readonly status: CriterionStatus;
  readonly detail: string;
}

/** Stipend for one locality pay area. */
export interface LocalityStipend {
  readonly code: string;
  readonly name: string;
  readonly gs4_step1_annual: Decimal;
  readonly level1_monthly: Decimal;
  readonly level2_monthly: Decimal;
}

/** What {@link assessCaregiverSupport} returns. */
export interface AssessCaregiverSupportResult extends RuleCitations {
  readonly country_scope: CountryScope;
  /** Currency of every amount, in fields and text: the paying country's (USD for the US); null for an unmapped country. */
  readonly currency: ScopeVeteranCountryResult['currency'];
  readonly verdict: CaregiverVerdict;
  readonly eligibility: readonly CaregiverCriterion[];
  /** Estimated stipend level (US only): 2 = unable to self-sustain in the community. */
  readonly level: {
    readonly estimated: 1 | 2 | null;
    readonly adls_needing_care: readonly Adl[];
    readonly needs_supervision: boolean;
    readonly continuous_supervision: boolean;
    readonly unrecognized_needs: readonly string[];
    readonly detail: string;
  } | null;
  /** Monthly stipend from the GS-4 step 1 table in force (US only; null when no table covers asOf). */
  readonly stipend: {
    readonly locality: LocalityStipend;
    readonly monthly_stipend_rate: Decimal;
    readonly estimated_monthly: Decimal | null;
    readonly currency: 'USD';
    readonly table_effective: string;
    readonly formula: string;
    readonly by_locality: readonly LocalityStipend[];
  } | null;
  readonly general_caregiver_support: string | null;
  readonly respite_care: string | null;
  readonly travel_benefits: string | null;
  readonly health_coverage: string | null;
  readonly other_benefits: string | null;
  readonly if_condition_improves: readonly string[];
  readonly application_steps: readonly string[];
  readonly living_abroad: string;
  readonly local_programs: { readonly description: string; readonly sources: readonly string[] } | null;
  readonly summary: string;
  readonly notes: readonly string[];
  /** Whether caregiver support reaches a veteran living outside the paying country; null when not abroad. */
  readonly abroad: AbroadSection | null;
  /** Endpoints to call next (spec rule 3). */
  readonly next_calls: readonly string[];
  readonly disclaimer: string;
}

const FN = 'assessCaregiverSupport';

/**
 * Assesses family caregiver support: PCAFC eligibility (38 CFR 71.20), the likely stipend level and the monthly stipend
 * from the OPM GS-4 step 1 locality rate in force (38 CFR 71.40(c)(4)), the general caregiver program, respite care,
 * travel, CHAMPVA, what happens if the veteran's condition improves, and the application steps.
 *
 * @remarks
 * Stipend: the monthly stipend rate is the GS-4 step 1 annual rate of the locality ÷ 12; Level 1 pays 0.625 of it and
 * Level 2 all of it, each rounded to the cent (half up). Level 2 is estimated when personal care is needed for 3 or
 * more of the 7 activities of daily living or continuous supervision is needed. Outside the US, PCAFC does not apply
 * (38 CFR 71.10(b)) and the closest local programs are named.
 *
 * A `residence` (country where the veteran lives) outside the paying country adds `abroad`: whether caregiver support
 * reaches a veteran there, as dated rule rows with sources (`describeAbroad`); a non-string `residence` is `invalid_type`.
 * `next_calls` follows the spec's suggested call order (rule 3).
 *
 * @param input - See {@link CaregiverInput}.
 * @param options - See {@link AssessCaregiverSupportOptions}.
 * @returns The assessment with country scope, disclaimer and rule citations.
 * @throws {@link GuidekitError} `invalid_type`, `invalid_number`, `too_small`, `too_big` on a bad field; `invalid_value`
 *   on an unknown `locality` (the message lists the allowed codes); `invalid_date`; `out_of_range` (asOf before
 *   2020-10-01); `invalid_lang`.
 * @example
 * ```ts
 * const r = assessCaregiverSupport({ disability_rating: 70, veteran_needs: ['bathing', 'dressing', 'feeding'] }, { asOf: '2026-03-01' });
 * r.stipend.estimated_monthly.toFixed(2) //=> '3034.08' (2026 Rest of U.S.: 36,409 / 12)
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-71
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (caregiver)
 */
export function assessCaregiverSupport(input: CaregiverInput, options: AssessCaregiverSupportOptions): AssessCaregiverSupportResult {
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const facts = readInput(input);
  const t = createTranslate(MESSAGES, lang);
  const scope = scopeVeteranCountry(facts.country, { lang });
  const abroad = describeAbroad(scope, facts.residence, 'caregiver', { asOf, lang, fn: FN });

  if (scope.key !== 'US') {
    const name = scope.country_scope.country_name;
    const countries = scope.key === null ? undefined : ruleInForce(CAREGIVER_COUNTRY_PROGRAMS[scope.key], asOf, FN);
    const local = countries === undefined || scope.key === null ? null : { description: t(`nonus_${scope.key}`), sources: countries.value };
    // The paying country's own rule for carers abroad, never the US residency rule (38 CFR 71.10(b)).
    const own = scope.key === null ? undefined : describeLivingAbroad(scope.key, 'caregiver', { asOf, lang });
    return {
      country_scope: scope.country_scope, currency: scope.currency, verdict: 'not_assessed', eligibility: [], level: null, stipend: null,
      general_caregiver_support: null, respite_care: null, travel_benefits: null, health_coverage: null, other_benefits: null,
      if_condition_improves: [], application_steps: [],
      living_abroad: own === undefined ? t('abroad_unmapped', { country: name }) : own.text || t('abroad_none_recorded', { country: name }),
      local_programs: local,
      summary: scope.key === null ? t('summary_unmapped', { country: name }) : t('summary_non_us', { country: name }),
      notes: [],
      abroad: abroad.abroad,
      next_calls: suggestNextCalls('caregiver'),
      disclaimer: scope.disclaimer,
      ...citeRules([...(countries === undefined ? [] : [countries]), ...(own?.rules ?? []), ...abroad.rules], { lang }),
    };
  }
  const residency = ruleInForce(PCAFC_RESIDENCY, asOf, FN);

  const pcafc = ruleInForce(PCAFC_RULES, asOf, FN);
  const support = ruleInForce(CAREGIVER_SUPPORT_RULES, asOf, FN);
  const rules: AppliedRule<unknown>[] = [pcafc, support, residency];
  const r = pcafc.value;
  const notes: string[] = [];

  // Rating, 38 CFR 71.20(a)(1).
  const rating: CaregiverCriterion = facts.rating === null
    ? { criterion: 'rating', status: 'unknown', detail: t('rating_unknown', { min: r.min_rating }) }
    : facts.rating >= r.min_rating
      ? { criterion: 'rating', status: 'met', detail: t('rating_met', { rating: facts.rating, min: r.min_rating }) }
      : { criterion: 'rating', status: 'not_met', detail: t('rating_not_met', { rating: facts.rating, min: r.min_rating }) };

  // Needs: the seven ADLs and supervision, protection or instruction.
  const adls: Adl[] = [];
  const unrecognized: string[] = [];
  let supervision = false;
  let continuous = false;
  const has = (words: readonly string[], list: readonly string[]): boolean => list.some((k) => containsPhrase(words, normalizeWords(k)));
  for (const need of facts.needs) {
    const words = normalizeWords(need);
    let known = false;
    for (const adl of Object.keys(ADL_WORDS) as Adl[]) {
      if (has(words, ADL_WORDS[adl])) {
        known = true;
        if (!adls.includes(adl)) adls.push(adl);
      }
    }
    if (has(words, SUPERVISION)) {
      known = true;
      supervision = true;
      if (has(words, CONTINUOUS)) continuous = true;
    }
    if (!known) unrecognized.push(need);
  }
  const anyNeed = adls.length > 0 || supervision;
  const needList = [...adls.map((a) => t(`adl_${a}`)), ...(supervision ? [SUPERVISION_LABEL[lang as keyof typeof SUPERVISION_LABEL] ?? SUPERVISION_LABEL.en] : [])].join(', ');
  const care: CaregiverCriterion = anyNeed
    ? { criterion: 'personal_care', status: 'met', detail: t('care_met', { needs: needList, months: r.min_care_months }) }
    : facts.needs.length > 0
      ? { criterion: 'personal_care', status: 'unknown', detail: t('care_unrecognized', { needs: unrecognized.join(', ') }) }
      : { criterion: 'personal_care', status: 'unknown', detail: t('care_unknown', { months: r.min_care_months }) };
  const estimated: 1 | 2 | null = !anyNeed ? null : adls.length >= r.level2_min_adls || continuous ? 2 : 1;
  const levelDetail = estimated === null ? t('level_none')
    : estimated === 1 ? t('level_1')
      : adls.length >= r.level2_min_adls ? t('level_2_adls', { count: adls.length }) : t('level_2_supervision');

  const period = servicePeriod(r.eligible_periods, facts.discharge, asOf, t);
  const caregiver = relationshipCriterion(facts.relationship, t);
  const eligibility = [rating, care, period, caregiver];

  // Stipend from the GS-4 step 1 table in force.
  let stipend: AssessCaregiverSupportResult['stipend'] = null;
  const pay = pickRule(GS4_STEP1_LOCALITY_PAY, asOf);
  if (pay === undefined) notes.push(t('stipend_unavailable', { asOf }));
  else {
    rules.push(pay);
    const byLocality = pay.value.localities.map((l): LocalityStipend => {
      const annual = new Decimal(l.gs4_step1_annual);
      return {
        code: l.code, name: l.name, gs4_step1_annual: annual,
        level1_monthly: roundMoney(annual.mul(r.level1_fraction).div(12)),
        level2_monthly: roundMoney(annual.mul(r.level2_fraction).div(12)),
      };
    });
    const code = facts.locality ?? 'RUS';
    if (facts.locality === null) notes.push(t('note_locality_default', { codes: GS_LOCALITY_CODES.join(', ') }));
    const chosen = byLocality.find((l) => l.code === code) as LocalityStipend;
    const rate = roundMoney(chosen.gs4_step1_annual.div(12));
    stipend = {
      locality: chosen,
      monthly_stipend_rate: rate,
      estimated_monthly: estimated === null ? null : estimated === 1 ? chosen.level1_monthly : chosen.level2_monthly,
      currency: 'USD',
      table_effective: pay.effective,
      formula: t('stipend_formula', {
        locality: chosen.name, annual: chosen.gs4_step1_annual.toFixed(0), rate: rate.toFixed(2),
        level1: chosen.level1_monthly.toFixed(2), level2: chosen.level2_monthly.toFixed(2),
      }),
      by_locality: byLocality,
    };
    if (estimated !== null) notes.push(t('note_estimate'));
  }

  const statuses = eligibility.map((c) => c.status);
  let verdict: CaregiverVerdict;
  if (rating.status === 'not_met' || period.status === 'not_met') verdict = 'unlikely_eligible';
  else if (statuses.every((s) => s === 'met')) verdict = 'likely_eligible';
  else if (rating.status === 'unknown' && !anyNeed) verdict = 'needs_information';
  else verdict = 'possibly_eligible';
  const s = support.value;
  const levelText = stipend?.estimated_monthly == null ? '—' : `Level ${estimated}: ${formatMoney(stipend.estimated_monthly, { lang })}/month (${stipend.locality.name}, ${stipend.table_effective})`;
  const summaryKey = verdict === 'likely_eligible' ? 'summary_likely' : verdict === 'possibly_eligible' ? 'summary_possible'
    : verdict === 'unlikely_eligible' ? 'summary_unlikely' : 'summary_needs_information';

  return {
    country_scope: scope.country_scope,
    currency: scope.currency,
    verdict,
    eligibility,
    level: { estimated, adls_needing_care: adls, needs_supervision: supervision, continuous_supervision: continuous, unrecognized_needs: unrecognized, detail: levelDetail },
    stipend,
    general_caregiver_support: t('pgcss'),
    respite_care: t('respite', { days: s.respite_days_per_year }),
    travel_benefits: t('travel'),
    health_coverage: t('champva'),
    other_benefits: t('other_benefits'),
    if_condition_improves: [
      t('improves_reassessment', { months: s.reassessment_months }), t('improves_decrease', { days: s.advance_notice_days }),
      t('improves_discharge', { days: s.advance_notice_days }), t('improves_death', { days: s.continuation_days_after_death }),
      t('improves_legacy', { date: s.legacy_transition_end }),
    ],
    application_steps: [t('step_enroll'), t('step_apply'), t('step_assessment'), t('step_training'), t('step_home_visit'), t('step_csp')],
    living_abroad: t('abroad_us_only'),
    local_programs: null,
    summary: t(summaryKey, { level_text: levelText }),
    notes,
    abroad: abroad.abroad,
    next_calls: suggestNextCalls('caregiver'),
    disclaimer: scope.disclaimer,
    ...citeRules([...rules, ...abroad.rules], { lang }),
  };
}

const SUPERVISION_LABEL = { en: 'supervision, protection or instruction', es: 'supervisión, protección o instrucción' } as const;

type T = ReturnType<typeof createTranslate<keyof (typeof MESSAGES)['en']>>;

/** Whether every, some or no possible injury date (on or before discharge) falls in a covered period. */
function servicePeriod(periods: readonly PcafcEligiblePeriod[], discharge: string | null, asOf: string, t: T): CaregiverCriterion {
  const allEras = periods.some((p) => p.from === null && p.to === null);
  if (allEras) return { criterion: 'service_period', status: 'met', detail: t('period_all_eras', { date: '2022-10-01' }) };
  const text = periods.map((p) => (p.from === null ? `≤ ${p.to}` : `≥ ${p.from}`)).join(' / ');
  if (discharge === null) return { criterion: 'service_period', status: 'unknown', detail: t('period_no_date', { asOf, periods: text }) };
  if (discharge > asOf) return { criterion: 'service_period', status: 'unknown', detail: `${t('period_future_discharge', { asOf })} ${t('period_unknown', { asOf, periods: text })}` };
  const covered = periods.some((p) => p.from === null && (p.to === null || p.to >= discharge));
  if (covered) return { criterion: 'service_period', status: 'met', detail: t('period_met', { discharge, asOf }) };
  const possible = periods.some((p) => p.from === null || p.from <= discharge);
  return { criterion: 'service_period', status: possible ? 'unknown' : 'not_met', detail: t('period_unknown', { asOf, periods: text }) };
}

function relationshipCriterion(relationship: string | null, t: T): CaregiverCriterion {
  if (relationship === null) return { criterion: 'caregiver', status: 'unknown', detail: t('relationship_missing') };
  const words = normalizeWords(relationship);
  const has = (list: readonly string[]): boolean => list.some((k) => containsPhrase(words, normalizeWords(k)));
  if (has(FAMILY)) return { criterion: 'caregiver', status: 'met', detail: t('relationship_family', { relationship }) };
  if (has(HOUSEHOLD)) return { criterion: 'caregiver', status: 'unknown', detail: t('relationship_household', { relationship }) };
  return { criterion: 'caregiver', status: 'unknown', detail: t('relationship_unknown', { relationship }) };
}

interface Facts {
  readonly relationship: string | null;
  readonly needs: readonly string[];
  readonly discharge: string | null;
  readonly rating: number | null;
  readonly locality: string | null;
  readonly country: string | undefined;
  readonly residence: string | undefined;
}

function readInput(input: CaregiverInput): Facts {
  if (typeof input !== 'object' || input === null) throw new GuidekitError(`${FN}: input must be an object`, { code: 'invalid_type', field: 'input' });
  const text = (value: unknown, field: string): string | null => {
    if (value === undefined) return null;
    if (typeof value !== 'string') throw new GuidekitError(`${FN}: ${field} must be a string`, { code: 'invalid_type', field });
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  };
  let needs: string[] = [];
  if (input.veteran_needs !== undefined) {
    if (!Array.isArray(input.veteran_needs)) throw new GuidekitError(`${FN}: veteran_needs must be an array of strings`, { code: 'invalid_type', field: 'veteran_needs' });
    if (input.veteran_needs.length > 50) throw new GuidekitError(`${FN}: veteran_needs must list at most 50 needs`, { code: 'too_big', field: 'veteran_needs' });
    needs = input.veteran_needs.map((n, i) => text(n, `veteran_needs[${i}]`)).filter((n): n is string => n !== null);
  }
  let rating: number | null = null;
  if (input.disability_rating !== undefined) {
    const v: unknown = input.disability_rating;
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new GuidekitError(`${FN}: disability_rating must be a whole percentage`, { code: 'invalid_number', field: 'disability_rating' });
    if (v < 0) throw new GuidekitError(`${FN}: disability_rating must be at least 0, got ${v}`, { code: 'too_small', field: 'disability_rating' });
    if (v > 100) throw new GuidekitError(`${FN}: disability_rating must be at most 100, got ${v}`, { code: 'too_big', field: 'disability_rating' });
    rating = v;
  }
  const discharge = text(input.discharge_date, 'discharge_date');
  const localityText = text(input.locality, 'locality');
  let locality: string | null = null;
  if (localityText !== null) {
    const found = GS_LOCALITY_CODES.find((c) => c === localityText.toUpperCase());
    if (found === undefined) {
      throw new GuidekitError(`${FN}: locality must be one of ${GS_LOCALITY_CODES.join(', ')}; got ${JSON.stringify(localityText)}`, { code: 'invalid_value', field: 'locality' });
    }
    locality = found;
  }
  if (input.country !== undefined && typeof input.country !== 'string') throw new GuidekitError(`${FN}: country must be a string`, { code: 'invalid_type', field: 'country' });
  return {
    relationship: text(input.relationship, 'relationship'),
    needs,
    discharge: discharge === null ? null : parseIsoDate(discharge, { fn: FN, field: 'discharge_date' }),
    rating,
    locality,
    country: input.country,
    residence: input.residence,
  };
}
