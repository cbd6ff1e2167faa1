import { readEngineLang } from '../core/i18n/readEngineLang.js';
import Decimal from 'decimal.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { toCents } from '../core/toCents.js';
import { normalizeWords, containsPhrase } from './_lib/normalizeWords.js';
import { describeAbroad, type AbroadSection } from './_lib/describeAbroad.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { suggestNextCalls } from './_lib/suggestNextCalls.js';
import { ASSESS_AID_ATTENDANCE_MESSAGES } from './messages/assessAidAttendance.js';
import { VA_PENSION_COUNTING_RULES, VA_PENSION_RATES, WARTIME_PERIODS, type MaprRow, type PensionRates } from './rules/pensionRates.js';
import { scopeVeteranCountry, type CountryScope, type ScopeVeteranCountryResult } from './scopeVeteranCountry.js';

/** Most dependents one call may count. */
export const MAX_PENSION_DEPENDENTS = 30;

/** What {@link assessAidAttendance} assesses. All money in US dollars as exact decimals. */
export interface AidAttendanceInput {
  /** Claimant's age in years. */
  readonly age?: number;
  /** Care needs in plain words (`bathing`, `dressing`, `dementia`, `nursing home`, `housebound`). */
  readonly needs?: readonly string[];
  /** Monthly household income (Social Security, pensions, interest …), before medical deductions. */
  readonly income?: Decimal.Value;
  /** Countable assets, excluding the home and a lot of up to 2 acres and vehicles. */
  readonly assets?: Decimal.Value;
  /** Monthly unreimbursed medical and care costs (home care, assisted living, insurance premiums). */
  readonly care_cost?: Decimal.Value;
  /** True for the surviving spouse of a wartime veteran (Survivors Pension). Default false. */
  readonly surviving_spouse?: boolean;
  /** Dependents: the veteran's spouse and children, or the surviving spouse's children. Default 0. */
  readonly dependents?: number;
  /** Country whose system to assess (see `scopeVeteranCountry`). */
  readonly country?: string;
  /** Country where the veteran lives, when it differs from the paying country (fills `abroad`). */
  readonly residence?: string;
}

/** Options of {@link assessAidAttendance}. */
export interface AssessAidAttendanceOptions {
  /** ISO date (YYYY-MM-DD) whose rates apply. Required. */
  readonly asOf: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** Level of pension the needs point to. */
export type CareLevel = 'aid_attendance' | 'housebound' | 'basic';
/** MAPR family status. */
export type PensionFamilyStatus = 'veteran_alone' | 'veteran_one_dependent' | 'surviving_spouse_alone' | 'surviving_spouse_one_child';
/** Verdict of {@link assessAidAttendance}. */
export type AidAttendanceVerdict = 'likely_eligible' | 'possibly_eligible' | 'unlikely_eligible' | 'not_assessed';

/** One reason behind the verdict. */
export interface AidAttendanceReason {
  readonly code: 'wartime_service' | 'age_or_disability' | 'surviving_spouse' | 'care_need' | 'net_worth' | 'income';
  readonly status: 'met' | 'not_met' | 'unknown';
  readonly detail: string;
}

/** What {@link assessAidAttendance} returns. */
export interface AssessAidAttendanceResult extends RuleCitations {
  readonly country_scope: CountryScope;
  /** Currency of every amount, in fields and text: the paying country's (USD for the US); null for an unmapped country. */
  readonly currency: ScopeVeteranCountryResult['currency'];
  readonly verdict: AidAttendanceVerdict;
  readonly reasons: readonly AidAttendanceReason[];
  /** US only; null elsewhere. */
  readonly care_level: CareLevel | null;
  /** The needs sorted by what they show. */
  readonly needs: { readonly aid_attendance: readonly string[]; readonly housebound: readonly string[]; readonly unrecognized: readonly string[] };
  readonly family_status: PensionFamilyStatus | null;
  /** Maximum annual pension rate for the family status and care level (USD). */
  readonly mapr_annual: Decimal | null;
  /** `mapr_annual / 12`, rounded down to the dollar: the most paid a month. */
  readonly max_monthly_amount: Decimal | null;
  /** Income counting; null without income or outside the US. */
  readonly income: {
    readonly monthly_income: Decimal;
    readonly annual_income: Decimal;
    readonly annual_medical_expenses: Decimal;
    readonly medical_deductible: Decimal;
    readonly deductible_medical_expenses: Decimal;
    readonly countable_income: Decimal;
  } | null;
  /** `max(0, mapr_annual − countable_income)`; null without income. */
  readonly estimated_annual_amount: Decimal | null;
  /** `estimated_annual_amount / 12` rounded down to the dollar; null without income. */
  readonly estimated_monthly_amount: Decimal | null;
  readonly net_worth: { readonly assets: Decimal | null; readonly total: Decimal | null; readonly limit: Decimal; readonly within_limit: boolean | null } | null;
  readonly look_back: { readonly months: number; readonly penalty_rate_monthly: Decimal; readonly max_penalty_months: number } | null;
  /** Every MAPR of the year, annual and monthly (USD). */
  readonly rates_by_family_status: readonly { readonly family_status: PensionFamilyStatus; readonly level: CareLevel; readonly annual: Decimal; readonly monthly: Decimal }[];
  readonly each_additional_child_annual: Decimal | null;
  readonly rates_effective: string | null;
  readonly wartime_periods: readonly { readonly id: string; readonly name: string; readonly start: string; readonly end: string | null }[];
  /** The local program outside the US. */
  readonly local_program: { readonly name: string; readonly authority: string } | null;
  readonly application_steps: readonly string[];
  readonly referral: string;
  readonly summary: string;
  readonly notes: readonly string[];
  /** Whether the care-needs pension reaches a veteran living outside the paying country; null when not abroad. */
  readonly abroad: AbroadSection | null;
  /** Endpoints to call next (spec rule 3). */
  readonly next_calls: readonly string[];
  readonly disclaimer: string;
}

const FN = 'assessAidAttendance';
const AID_ATTENDANCE_NEEDS = [
  'bathing', 'bathe', 'dressing', 'dress', 'eating', 'feeding', 'toileting', 'toilet', 'continence', 'incontinence', 'transferring', 'transfer',
  'adl', 'activities daily living', 'daily living', 'daily activities', 'prosthetic', 'hygiene', 'grooming', 'bedridden', 'bedfast', 'bed',
  'nursing home', 'nursing facility', 'skilled nursing', 'assisted living', 'memory care', 'dementia', 'alzheimer', 'hazard', 'supervision',
  'blind', 'blindness', 'caregiver', 'help daily', 'wandering', 'medication management', 'banarse', 'vestirse', 'comer', 'higiene',
  'demencia', 'residencia ancianos', 'hogar ancianos', 'ceguera', 'cuidador',
];
const HOUSEBOUND_NEEDS = ['housebound', 'homebound', 'confined home', 'confined', 'cannot leave home', 'confinado', 'confinado casa'];
const LEVELS: readonly CareLevel[] = ['basic', 'housebound', 'aid_attendance'];
const STATUSES: readonly PensionFamilyStatus[] = ['veteran_alone', 'veteran_one_dependent', 'surviving_spouse_alone', 'surviving_spouse_one_child'];

/**
 * Assesses VA pension with Aid and Attendance or Housebound (the care-needs pension): the care level the needs point
 * to, the maximum annual pension rate (MAPR) for the family status, countable income after unreimbursed medical
 * expenses, the monthly amount, the net-worth test and look-back, and a verdict with reasons.
 *
 * @remarks
 * `income` and `care_cost` are monthly and are annualised ×12. Medical expenses count only above 5% of the basic
 * MAPR for the family status (rounded down to the dollar; 38 CFR 3.278(c)). Countable income = max(0, annual income −
 * deductible medical expenses). Annual pension = max(0, MAPR − countable income); the monthly amount is that ÷ 12
 * rounded down to the dollar (38 CFR 3.29). Net worth = assets + countable annual income, against the limit of
 * 38 CFR 3.274. The monthly look-back penalty rate is the veteran-with-one-dependent A&A MAPR ÷ 12, rounded down
 * (38 CFR 3.276(e)). Outside the US the local program is named and no US amounts are given.
 *
 * A `residence` (country where the veteran lives) outside the paying country adds `abroad`: whether the pension
 * reaches a veteran there, as dated rule rows with sources (`describeAbroad`); a non-string `residence` is `invalid_type`.
 * `next_calls` follows the spec's suggested call order (rule 3).
 *
 * @param input - See {@link AidAttendanceInput}.
 * @param options - See {@link AssessAidAttendanceOptions}.
 * @returns The assessment with country scope, disclaimer and rule citations.
 * @throws {@link GuidekitError} `invalid_type`, `invalid_number`, `too_small` or `too_big` on a bad field;
 *   `invalid_date` or `out_of_range` (asOf before 2023-12-01, US only); `invalid_lang`.
 * @example
 * ```ts
 * assessAidAttendance({ dependents: 1, needs: ['bathing'] }, { asOf: '2024-06-01' }).max_monthly_amount?.toFixed(0) //=> '2727'
 * ```
 * @see https://www.ecfr.gov/current/title-38/section-3.278
 * @see https://www.va.gov/pension/veterans-pension-rates/
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (aid-attendance)
 */
export function assessAidAttendance(input: AidAttendanceInput, options: AssessAidAttendanceOptions): AssessAidAttendanceResult {
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const facts = readInput(input);
  const t = createTranslate(ASSESS_AID_ATTENDANCE_MESSAGES, lang);
  const scope = scopeVeteranCountry(facts.country, { lang });
  const abroad = describeAbroad(scope, facts.residence, 'pension', { asOf, lang, fn: FN });
  const needs = classifyNeeds(facts.needs);

  if (scope.key !== 'US') {
    const name = scope.country_scope.country_name;
    const mappedElsewhere = scope.programs !== null;
    return {
      country_scope: scope.country_scope, currency: scope.currency,
      verdict: 'not_assessed',
      reasons: [],
      care_level: null,
      needs,
      family_status: null,
      mapr_annual: null,
      max_monthly_amount: null,
      income: null,
      estimated_annual_amount: null,
      estimated_monthly_amount: null,
      net_worth: null,
      look_back: null,
      rates_by_family_status: [],
      each_additional_child_annual: null,
      rates_effective: null,
      wartime_periods: [],
      local_program: mappedElsewhere && scope.programs !== null ? { name: scope.programs.care, authority: scope.country_scope.authority ?? '' } : null,
      application_steps: [],
      referral: scope.disclaimer,
      summary: mappedElsewhere ? t('summary_non_us', { country: name, program: scope.programs?.care ?? '' }) : t('summary_unmapped', { country: name }),
      notes: [
        mappedElsewhere
          ? t('note_non_us', { country: name, program: scope.programs?.care ?? '', authority: scope.country_scope.authority ?? '' })
          : t('note_unmapped', { country: name }),
      ],
      abroad: abroad.abroad,
      next_calls: suggestNextCalls('aid-attendance'),
      disclaimer: scope.disclaimer,
      ...citeRules([...abroad.rules], { lang }),
    };
  }

  const ratesRule = ruleInForce(VA_PENSION_RATES, asOf, FN);
  const countingRule = ruleInForce(VA_PENSION_COUNTING_RULES, asOf, FN);
  const periodsRule = ruleInForce(WARTIME_PERIODS, asOf, FN);
  const rates = ratesRule.value;
  const counting = countingRule.value;
  const dollars = (text: string): number => toCents(text, { fn: FN, field: 'rates' });

  const level: CareLevel = needs.aid_attendance.length > 0 ? 'aid_attendance' : needs.housebound.length > 0 ? 'housebound' : 'basic';
  const status: PensionFamilyStatus = facts.survivingSpouse
    ? facts.dependents > 0 ? 'surviving_spouse_one_child' : 'surviving_spouse_alone'
    : facts.dependents > 0 ? 'veteran_one_dependent' : 'veteran_alone';
  const row: MaprRow = rates[status];
  const extraChildrenCents = Math.max(0, facts.dependents - 1) * dollars(rates.each_additional_child);
  const maprCents = dollars(row[level]) + extraChildrenCents;
  const basicCents = dollars(row.basic) + extraChildrenCents;
  // 5% of the basic MAPR, in whole dollars rounded down (VA's tables print $1,083 for 5% of $21,674).
  const deductibleCents = new Decimal(basicCents).times(counting.medical_deductible_share).dividedBy(100).floor().times(100).toNumber();
  const floorDollars = (cents: number): number => Math.floor(cents / 100) * 100;
  const maxMonthlyCents = floorDollars(Math.floor(maprCents / 12));

  const notes: string[] = [];
  let income: AssessAidAttendanceResult['income'] = null;
  let annualAmountCents: number | null = null;
  let countableCents: number | null = null;
  if (facts.incomeCents !== null) {
    notes.push(t('note_income_monthly'));
    if (facts.careCostCents !== null) notes.push(t('note_care_cost_monthly'));
    const annualIncome = facts.incomeCents * 12;
    const annualMedical = (facts.careCostCents ?? 0) * 12;
    const deductibleMedical = Math.max(0, annualMedical - deductibleCents);
    countableCents = Math.max(0, annualIncome - deductibleMedical);
    annualAmountCents = Math.max(0, maprCents - countableCents);
    income = {
      monthly_income: centsToDecimal(facts.incomeCents),
      annual_income: centsToDecimal(annualIncome),
      annual_medical_expenses: centsToDecimal(annualMedical),
      medical_deductible: centsToDecimal(deductibleCents),
      deductible_medical_expenses: centsToDecimal(deductibleMedical),
      countable_income: centsToDecimal(countableCents),
    };
  } else if (facts.careCostCents !== null) {
    notes.push(t('note_care_cost_monthly'));
  }
  const monthlyAmountCents = annualAmountCents === null ? null : floorDollars(Math.floor(annualAmountCents / 12));

  const limitCents = dollars(rates.net_worth_limit);
  const netWorthCents = facts.assetsCents === null ? null : facts.assetsCents + (countableCents ?? 0);
  const money = (cents: number): string => centsToDecimal(cents).toFixed(cents % 100 === 0 ? 0 : 2);

  const reasons: AidAttendanceReason[] = [{ code: 'wartime_service', status: 'unknown', detail: t('reason_wartime_service') }];
  if (facts.survivingSpouse) {
    reasons.push({ code: 'surviving_spouse', status: 'met', detail: t('reason_surviving_spouse') });
  } else if (facts.age === null) {
    reasons.push({ code: 'age_or_disability', status: 'unknown', detail: t('reason_age_unknown') });
  } else if (facts.age >= 65) {
    reasons.push({ code: 'age_or_disability', status: 'met', detail: t('reason_age_met', { age: facts.age }) });
  } else {
    reasons.push({ code: 'age_or_disability', status: 'unknown', detail: t('reason_age_under_65') });
  }
  if (level === 'aid_attendance') reasons.push({ code: 'care_need', status: 'met', detail: t('reason_care_aid_attendance', { needs: needs.aid_attendance.join(', ') }) });
  else if (level === 'housebound') reasons.push({ code: 'care_need', status: 'met', detail: t('reason_care_housebound', { needs: needs.housebound.join(', ') }) });
  else reasons.push({ code: 'care_need', status: 'unknown', detail: t('reason_care_unknown') });
  if (netWorthCents === null) reasons.push({ code: 'net_worth', status: 'unknown', detail: t('reason_net_worth_unknown', { limit: money(limitCents) }) });
  else if (netWorthCents <= limitCents) reasons.push({ code: 'net_worth', status: 'met', detail: t('reason_net_worth_within', { net_worth: money(netWorthCents), limit: money(limitCents) }) });
  else reasons.push({ code: 'net_worth', status: 'not_met', detail: t('reason_net_worth_over', { net_worth: money(netWorthCents), limit: money(limitCents) }) });
  if (annualAmountCents === null || countableCents === null) reasons.push({ code: 'income', status: 'unknown', detail: t('reason_income_unknown', { mapr: money(maprCents) }) });
  // With no countable income the pension is the whole rate: said once, not as "below $X, so $X".
  else if (annualAmountCents > 0) reasons.push({ code: 'income', status: 'met', detail: t(countableCents === 0 ? 'reason_income_none' : 'reason_income_met', { countable: money(countableCents), mapr: money(maprCents), annual: money(annualAmountCents) }) });
  else reasons.push({ code: 'income', status: 'not_met', detail: t('reason_income_over', { countable: money(countableCents), mapr: money(maprCents) }) });

  const decisive = reasons.filter((r) => r.code !== 'wartime_service');
  const verdict: AidAttendanceVerdict = decisive.some((r) => r.status === 'not_met')
    ? 'unlikely_eligible'
    : decisive.every((r) => r.status === 'met')
      ? 'likely_eligible'
      : 'possibly_eligible';

  const penaltyCents = floorDollars(Math.floor(dollars(rates.veteran_one_dependent.aid_attendance) / 12));
  notes.push(t('note_look_back', { penalty_rate: money(penaltyCents) }), t('note_two_veterans'));
  const params = { level: t(`level_${level}`), max: money(maxMonthlyCents), effective: ratesRule.effective, monthly: money(monthlyAmountCents ?? 0) };
  const summary =
    verdict === 'likely_eligible' ? t(monthlyAmountCents === maxMonthlyCents ? 'summary_likely_max' : 'summary_likely', params) : verdict === 'unlikely_eligible' ? t('summary_unlikely', params) : t('summary_possibly', params);

  return {
    country_scope: scope.country_scope, currency: scope.currency,
    verdict,
    reasons,
    care_level: level,
    needs,
    family_status: status,
    mapr_annual: centsToDecimal(maprCents),
    max_monthly_amount: centsToDecimal(maxMonthlyCents),
    income,
    estimated_annual_amount: annualAmountCents === null ? null : centsToDecimal(annualAmountCents),
    estimated_monthly_amount: monthlyAmountCents === null ? null : centsToDecimal(monthlyAmountCents),
    net_worth: {
      assets: facts.assetsCents === null ? null : centsToDecimal(facts.assetsCents),
      total: netWorthCents === null ? null : centsToDecimal(netWorthCents),
      limit: centsToDecimal(limitCents),
      within_limit: netWorthCents === null ? null : netWorthCents <= limitCents,
    },
    look_back: { months: counting.look_back_months, penalty_rate_monthly: centsToDecimal(penaltyCents), max_penalty_months: counting.max_penalty_months },
    rates_by_family_status: ratesTable(rates, dollars),
    each_additional_child_annual: centsToDecimal(dollars(rates.each_additional_child)),
    rates_effective: ratesRule.effective,
    wartime_periods: periodsRule.value.map((p) => ({ id: p.id, name: t(`period_${p.id}`), start: p.start, end: p.end })),
    local_program: null,
    application_steps: [
      t(facts.survivingSpouse ? 'step_form_survivor' : 'step_form_veteran'),
      t('step_medical_form'),
      t('step_expenses'),
      t('step_assets'),
      t('step_advocate'),
    ],
    referral: t('referral_us'),
    summary,
    notes,
    abroad: abroad.abroad,
    next_calls: suggestNextCalls('aid-attendance'),
    disclaimer: scope.disclaimer,
    ...citeRules([ratesRule, countingRule, periodsRule, ...abroad.rules], { lang }),
  };
}

function ratesTable(rates: PensionRates, dollars: (text: string) => number): AssessAidAttendanceResult['rates_by_family_status'] {
  return STATUSES.flatMap((status) =>
    LEVELS.map((level) => {
      const cents = dollars(rates[status][level]);
      return { family_status: status, level, annual: centsToDecimal(cents), monthly: centsToDecimal(Math.floor(cents / 1200) * 100) };
    }),
  );
}

function classifyNeeds(needs: readonly string[]): AssessAidAttendanceResult['needs'] {
  const aid: string[] = [];
  const house: string[] = [];
  const other: string[] = [];
  for (const need of needs) {
    const words = normalizeWords(need);
    if (AID_ATTENDANCE_NEEDS.some((k) => containsPhrase(words, normalizeWords(k)))) aid.push(need);
    else if (HOUSEBOUND_NEEDS.some((k) => containsPhrase(words, normalizeWords(k)))) house.push(need);
    else other.push(need);
  }
  return { aid_attendance: aid, housebound: house, unrecognized: other };
}

interface Facts {
  readonly age: number | null;
  readonly needs: readonly string[];
  readonly incomeCents: number | null;
  readonly assetsCents: number | null;
  readonly careCostCents: number | null;
  readonly survivingSpouse: boolean;
  readonly dependents: number;
  readonly country: string | undefined;
  readonly residence: string | undefined;
}

function readInput(input: AidAttendanceInput): Facts {
  if (typeof input !== 'object' || input === null) {
    throw new GuidekitError(`${FN}: input must be an object`, { code: 'invalid_type', field: 'input' });
  }
  const whole = (value: unknown, field: string, max: number): number => {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new GuidekitError(`${FN}: ${field} must be a whole number, got ${JSON.stringify(value)}`, { code: 'invalid_number', field });
    }
    if (value < 0) throw new GuidekitError(`${FN}: ${field} must be at least 0, got ${value}`, { code: 'too_small', field });
    if (value > max) throw new GuidekitError(`${FN}: ${field} must be at most ${max}, got ${value}`, { code: 'too_big', field });
    return value;
  };
  const amount = (value: Decimal.Value | undefined, field: string): number | null => (value === undefined ? null : toCents(value, { fn: FN, field }));
  if (input.needs !== undefined && (!Array.isArray(input.needs) || input.needs.some((n) => typeof n !== 'string'))) {
    throw new GuidekitError(`${FN}: needs must be an array of strings`, { code: 'invalid_type', field: 'needs' });
  }
  if (input.surviving_spouse !== undefined && typeof input.surviving_spouse !== 'boolean') {
    throw new GuidekitError(`${FN}: surviving_spouse must be true or false`, { code: 'invalid_type', field: 'surviving_spouse' });
  }
  if (input.country !== undefined && typeof input.country !== 'string') {
    throw new GuidekitError(`${FN}: country must be a string`, { code: 'invalid_type', field: 'country' });
  }
  return {
    age: input.age === undefined ? null : whole(input.age, 'age', 130),
    needs: (input.needs ?? []).map((n) => n.trim()).filter((n) => n.length > 0),
    incomeCents: amount(input.income, 'income'),
    assetsCents: amount(input.assets, 'assets'),
    careCostCents: amount(input.care_cost, 'care_cost'),
    survivingSpouse: input.surviving_spouse ?? false,
    dependents: input.dependents === undefined ? 0 : whole(input.dependents, 'dependents', MAX_PENSION_DEPENDENTS),
    country: input.country,
    residence: input.residence,
  };
}
