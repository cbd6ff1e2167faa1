import Decimal from 'decimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { requireRule } from '../core/requireRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { toCents } from '../core/toCents.js';
import { federalCap, floorWageFor, intlCap, perPeriod, stateCap, type PayPeriod } from './_lib/garnishmentLimits.js';
import { normalizeRegionCode } from './_lib/normalizeRegionCode.js';
import { garnishmentText } from './_lib/garnishmentText.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { formatMoney } from '../core/formatMoney.js';
import { DEBT_TYPES } from './debtInputSchema.js';
import { DEBT_CURRENCIES, type DebtCountry } from './debtCountries.js';
import { CALCULATE_GARNISHMENT_MESSAGES } from './messages/calculateGarnishment.js';
import { AU_GARNISHMENT_RULES, CA_GARNISHMENT_RULES, UK_GARNISHMENT_RULES } from './rules/garnishmentIntl.js';
import {
  PAY_FREQUENCIES, US_FEDERAL_GARNISHMENT_LIMIT, US_FEDERAL_MINIMUM_WAGE, US_FEDERAL_STUDENT_LOAN_AWG, US_FEDERAL_TAX_LEVY,
  US_PAY_PERIOD_MULTIPLES, US_SUPPORT_ORDER_LIMITS, type PayFrequency,
} from './rules/garnishmentUsFederal.js';
import { REST_OF_STATE, US_STATE_MINIMUM_WAGES, type StateMinimumWage } from './rules/garnishmentUsStateMinimumWages.js';
import { US_STATE_GARNISHMENT_RULES, US_STATE_NAMES } from './rules/garnishmentUsStates.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

const FN = 'calculateGarnishment';

/** Debt types of GET /api/debt/garnishment: the shared debt types plus support orders and private student loans. */
export const GARNISHMENT_DEBT_TYPES = [...DEBT_TYPES, 'child_support', 'private_student_loan'] as const;
/** A debt type of GET /api/debt/garnishment. */
export type GarnishmentDebtType = (typeof GARNISHMENT_DEBT_TYPES)[number];

/** Which limit produced the maximum. */
export type GarnishmentBinding = 'federal' | 'state' | 'state_bar' | 'support_order' | 'student_loan_awg' | 'provincial' | 'court_set' | 'not_modelled' | 'tax_levy';

/** The debtor and the debt. */
export interface CalculateGarnishmentInput {
  /** US, UK, CA or AU; default US. */
  readonly country?: DebtCountry;
  /**
   * US state or DC; CA province or territory; AU state or territory; UK nation: code or name in any case (`NY`,
   * `new york`, `ON`, `Québec`, `NSW`, `New South Wales`, `Scotland`).
   */
  readonly state?: string;
  /** Kind of debt; default `credit_card`. `student_loan` means a federal (government) student loan. */
  readonly debt_type?: GarnishmentDebtType;
  /** Monthly income, treated as disposable earnings (after legally required deductions). */
  readonly income?: Decimal.Value;
  /** How often the debtor is paid; default `monthly` (the unit of `income`). */
  readonly pay_frequency?: PayFrequency;
  /** Dependants the debtor supports (Alberta exemption; support-order rate). */
  readonly dependents?: number;
  /** True when the debtor is head of a household or family (Florida, Missouri, Nebraska). */
  readonly head_of_household?: boolean;
  /**
   * Where the state's minimum wage differs by region (New York), the region the debtor works in: `rest_of_state` or a
   * key listed in `wage_regions` (`nyc_long_island_westchester`). Absent: the rest-of-state wage, which protects the
   * least, with every region's amounts in `wage_regions`. Ignored in states with one minimum wage.
   */
  readonly wage_region?: string;
}

/** The state minimum wage an answer used or shows (US states with one on record). */
export interface StateMinimumWageApplied {
  /** Hourly wage in USD. */
  readonly hourly: Decimal;
  /** The region whose wage this is (`rest_of_state`, `nyc_long_island_westchester`); null where one wage covers the state. */
  readonly region: string | null;
  readonly effective: string;
  /** True when the figure's year has passed and no newer one is on record. */
  readonly stale: boolean;
  /** True when the state's garnishment floor multiplies it (CA, CO, CT, IL, MA, MD, ME, NM, NY, WA). */
  readonly used_in_floor: boolean;
}

/** The amounts under one regional minimum wage, where the state's wage differs by region. */
export interface WageRegionAmounts {
  readonly region: string;
  readonly name: string;
  readonly hourly: Decimal;
  readonly max_garnishment_per_period: Decimal | null;
  readonly max_garnishment_per_month: Decimal | null;
}

/** Options of {@link calculateGarnishment}. */
export interface CalculateGarnishmentOptions {
  /** ISO date the answer is for (YYYY-MM-DD); the engine never reads the clock. */
  readonly asOf: string;
  /** Narrative language; default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** Answer of {@link calculateGarnishment}; fields are documented in docs/garnishment.md. */
export interface CalculateGarnishmentResult extends RuleCitations {
  readonly as_of: string;
  readonly country: DebtCountry;
  /** `US-CA`, `CA-ON`, `UK-ENG`; the country alone when no state or province was given. */
  readonly jurisdiction: string;
  readonly jurisdiction_name: string | null;
  readonly debt_type: GarnishmentDebtType;
  /** Currency of every amount: USD, GBP, CAD or AUD. */
  readonly currency: 'USD' | 'GBP' | 'CAD' | 'AUD';
  readonly pay_frequency: PayFrequency;
  /** Always `disposable`: income is read as pay after legally required deductions. */
  readonly income_basis: 'disposable';
  readonly monthly_income: Decimal | null;
  readonly disposable_per_period: Decimal | null;
  /** False where the debt cannot be collected from wages at all; null when unknown. */
  readonly garnishment_allowed: boolean | null;
  readonly max_garnishment_per_period: Decimal | null;
  readonly max_garnishment_per_month: Decimal | null;
  readonly protected_per_period: Decimal | null;
  readonly protected_per_month: Decimal | null;
  /** US only: the federal cap alone, to compare with the state's. */
  readonly federal_max_per_period: Decimal | null;
  /** The state minimum wage in force at asOf, where one is on record; null elsewhere. */
  readonly state_minimum_wage: StateMinimumWageApplied | null;
  /** Amounts under each regional minimum wage where the state's floor uses a wage that differs by region; else empty. */
  readonly wage_regions: readonly WageRegionAmounts[];
  readonly state_max_per_period: Decimal | null;
  readonly binding_rule: GarnishmentBinding | null;
  /** The rules that apply, one sentence each. */
  readonly rules: readonly string[];
  /** Steps to claim an exemption or object. */
  readonly how_to_object: readonly string[];
  readonly warnings: readonly string[];
  readonly summary: string;
}

/**
 * Works out how much of a debtor's pay a creditor may take by wage garnishment (attachment of earnings) and how much
 * is protected, per pay period and per month, under the federal limit and the stricter state rule in the US, or the
 * provincial/state rule in Canada and Australia, with the steps to claim an exemption or object. `income` is monthly and
 * read as disposable earnings. Where the amount is set by a court (UK) or not researched, amounts are null.
 *
 * @param input - Country, state or province, debt type, monthly income, pay frequency, dependants, head of household.
 * @param options - `asOf` (required) and `lang`.
 * @returns Amounts (Decimal) per period and per month, the rule that bound, the rules, objection steps and citations.
 * @throws {@link GuidekitError} `invalid_state` (field `state`, listing the allowed codes), `invalid_value` (`country`,
 *   `debt_type`, `pay_frequency`, `dependents`, `head_of_household`, `wage_region`), money errors on `income`,
 *   `invalid_date` on `asOf`.
 * @example
 * ```ts
 * calculateGarnishment({ state: 'VA', income: '2000' }, { asOf: '2026-11-22' }).max_garnishment_per_month?.toFixed(2) //=> '500.00'
 * ```
 * @see https://www.law.cornell.edu/uscode/text/15/1673 (15 U.S.C. § 1673)
 * @see https://www.dol.gov/agencies/whd/fact-sheets/30-cppa (DOL Fact Sheet #30)
 * @see ../../docs/garnishment.md
 */
export function calculateGarnishment(input: CalculateGarnishmentInput, options: CalculateGarnishmentOptions): CalculateGarnishmentResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(input?.country, { fn: FN });
  const t = createTranslate(CALCULATE_GARNISHMENT_MESSAGES, lang, { currency: DEBT_CURRENCIES[country] });
  const debtType = choice(input.debt_type, GARNISHMENT_DEBT_TYPES, 'credit_card', 'debt_type');
  const frequency = choice(input.pay_frequency, PAY_FREQUENCIES, 'monthly', 'pay_frequency');
  const dependents = input.dependents ?? 0;
  if (!Number.isInteger(dependents) || dependents < 0 || dependents > 30) {
    throw new GuidekitError(`${FN}: dependents must be a whole number from 0 to 30`, { code: 'invalid_value', field: 'dependents' });
  }
  if (input.head_of_household !== undefined && typeof input.head_of_household !== 'boolean') {
    throw new GuidekitError(`${FN}: head_of_household must be true or false`, { code: 'invalid_value', field: 'head_of_household' });
  }
  const incomeCents = input.income === undefined ? null : toCents(input.income, { fn: FN, field: 'income' });
  const monthly = incomeCents === null ? null : new Decimal(incomeCents).dividedBy(100);
  const multiples = requireRule(US_PAY_PERIOD_MULTIPLES, asOf);
  const period: PayPeriod = { frequency, ...multiples.value[frequency] };
  const disposable = monthly === null ? null : perPeriod(monthly, period);
  const applied: AppliedRule<unknown>[] = [];
  const text = garnishmentText(t);
  const given = resolveRegion(country, input.state);
  // Without a nation, a UK answer follows England and Wales, where most people in the UK live.
  const region = given === null && country === 'UK' ? { code: 'ENG', name: 'England and Wales' } : given;

  let federal: Decimal | null = null;
  let state: Decimal | null = null;
  let max: Decimal | null = null;
  let allowed: boolean | null = true;
  let binding: GarnishmentBinding | null = null;
  let minimumWage: StateMinimumWageApplied | null = null;
  let wageRegions: WageRegionAmounts[] = [];
  const rules: string[] = [];
  const warnings: string[] = given === null && country === 'UK' ? [t('uk_assumed_ew')] : [];

  if (country === 'US') {
    const wage = requireRule(US_FEDERAL_MINIMUM_WAGE, asOf);
    const limit = requireRule(US_FEDERAL_GARNISHMENT_LIMIT, asOf);
    const w = new Decimal(wage.value);
    if (debtType === 'student_loan') {
      const awg = requireRule(US_FEDERAL_STUDENT_LOAN_AWG, asOf);
      applied.push(awg, wage, multiples);
      rules.push(t('rule_awg'));
      binding = 'student_loan_awg';
      if (disposable !== null) max = federalCap(disposable, { percent: awg.value.percent, floor_hours: awg.value.floor_hours }, w, period);
    } else if (debtType === 'child_support') {
      const support = requireRule(US_SUPPORT_ORDER_LIMITS, asOf);
      applied.push(support);
      const supporting = dependents > 0 || input.head_of_household === true;
      const percent = supporting ? support.value.supporting_other : support.value.not_supporting_other;
      rules.push(t('rule_support', { percent, arrears: new Decimal(percent).plus(support.value.arrears_addition).toString() }));
      binding = 'support_order';
      if (disposable !== null) max = disposable.times(percent).dividedBy(100);
    } else if (debtType === 'tax') {
      applied.push(requireRule(US_FEDERAL_TAX_LEVY, asOf));
      rules.push(t('rule_tax_levy'));
      binding = 'tax_levy';
      warnings.push(t('tax_not_computed'));
    } else {
      applied.push(limit, wage, multiples);
      rules.push(t('rule_federal', { floor: formatMoney(w.times(period.floor_hours), { lang }), frequency: t(`freq_${frequency}`) }));
      if (disposable !== null) federal = federalCap(disposable, limit.value, w, period);
      binding = 'federal';
      if (region !== null) {
        const rule = requireRule(US_STATE_GARNISHMENT_RULES[region.code]!, asOf);
        applied.push(rule);
        const usesStateWage = rule.value.floor_wage === 'state_minimum';
        const wageTable = US_STATE_MINIMUM_WAGES[region.code];
        const stateWage = wageTable === undefined ? undefined : pickRule(wageTable, asOf);
        if (stateWage !== undefined) applied.push(stateWage);
        const regional = stateWage === undefined ? [] : wageRegionsOf(stateWage.value, region.name);
        const chosen = regional.length === 0 ? null : chooseWageRegion(regional, input.wage_region);
        const hourly = chosen?.hourly ?? stateWage?.value.hourly ?? null;
        const floorWage = floorWageFor(rule.value, w, hourly);
        if (stateWage !== undefined && hourly !== null) {
          minimumWage = { hourly: new Decimal(hourly), region: chosen?.region ?? null, effective: stateWage.effective, stale: stateWage.stale, used_in_floor: usesStateWage };
        }
        const wageText = usesStateWage && stateWage !== undefined ? t('state_wage_text', { wage: floorWage.toFixed(2), effective: stateWage.effective }) : t('federal_wage');
        rules.push(text.stateRule(region.name, rule, wageText));
        if (rule.value.consumer_garnishment === 'barred') allowed = false;
        if (rule.value.partially_modelled) warnings.push(t('state_partial', { state: region.name }));
        if (rule.value.head_of_household !== null && input.head_of_household === undefined) warnings.push(t('hoh_unknown', { state: region.name }));
        if (usesStateWage && stateWage === undefined) warnings.push(t('state_wage_missing', { state: region.name }));
        if (usesStateWage && stateWage?.stale === true) warnings.push(t('state_wage_dated', { state: region.name, wage: floorWage.toFixed(2), effective: stateWage.effective }));
        if (usesStateWage && regional.length > 0 && input.wage_region === undefined) {
          const higher = regional.filter((r) => r.region !== REST_OF_STATE);
          warnings.push(t('wage_region_assumed', { state: region.name, wage: floorWage.toFixed(2), regions: higher.map((r) => r.name).join('; '), keys: regional.map((r) => r.region).join(', ') }));
        }
        if (rule.value.percent_base === 'gross') warnings.push(t('gross_base', { state: region.name }));
        if (disposable !== null) {
          state = stateCap(disposable, rule.value, floorWage, period, input.head_of_household);
          if (state.lt(federal as Decimal)) binding = 'state';
        }
        if (usesStateWage && regional.length > 0) {
          wageRegions = regional.map((r) => {
            const cap = disposable === null ? null : Decimal.min(federal as Decimal, stateCap(disposable, rule.value, floorWageFor(rule.value, w, r.hourly), period, input.head_of_household));
            return {
              region: r.region, name: r.name, hourly: new Decimal(r.hourly),
              max_garnishment_per_period: cap === null ? null : cap.toDecimalPlaces(2, Decimal.ROUND_DOWN),
              max_garnishment_per_month: cap === null ? null : cap.times(period.periods_per_year).dividedBy(12).toDecimalPlaces(2, Decimal.ROUND_DOWN),
            };
          });
        }
        if (allowed === false) binding = 'state_bar';
      } else {
        warnings.push(t('no_state'));
      }
      if (federal !== null) max = state === null ? federal : Decimal.min(federal, state);
      if (debtType === 'private_student_loan') warnings.push(t('private_student_loan'));
    }
  } else {
    const table = region === null ? null : (country === 'UK' ? UK_GARNISHMENT_RULES : country === 'CA' ? CA_GARNISHMENT_RULES : AU_GARNISHMENT_RULES)[region.code]!;
    const rule = table === null ? null : requireRule(table, asOf);
    if (rule !== null) {
      applied.push(rule);
      rules.push(text.intlRule(country, region!.name, rule));
      binding = rule.value.kind === 'court_set' ? 'court_set' : rule.value.kind === 'not_modelled' ? 'not_modelled' : 'provincial';
      if (disposable !== null) max = intlCap(disposable, rule, period, dependents);
      if (rule.value.kind === 'protected_weekly' && rule.stale) warnings.push(t('nsw_stale', { amount: rule.value.protected_weekly }));
    } else {
      warnings.push(t('no_province', { codes: validCodes(country).join(', ') }));
    }
    if (debtType === 'tax' && country === 'CA') warnings.push(t('ca_tax'));
    if (debtType === 'child_support' || debtType === 'student_loan' || debtType === 'tax') warnings.push(t('intl_priority_debt'));
    allowed = max === null ? null : true;
    if (country === 'UK' && region?.code !== 'SCT' && region?.code !== 'NIR') warnings.push(t('uk_council_tax'));
  }

  const perPeriodMax = max === null ? null : max.toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const perMonthMax = max === null ? null : max.times(period.periods_per_year).dividedBy(12).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  if (incomeCents === null) warnings.push(t('no_income'));
  warnings.push(t('income_basis'));
  const currency = DEBT_CURRENCIES[country];
  return {
    as_of: asOf,
    country,
    jurisdiction: region === null ? country : `${country}-${region.code}`,
    jurisdiction_name: region?.name ?? null,
    debt_type: debtType,
    currency,
    pay_frequency: frequency,
    income_basis: 'disposable',
    monthly_income: monthly,
    disposable_per_period: disposable === null ? null : disposable.toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    garnishment_allowed: allowed,
    max_garnishment_per_period: perPeriodMax,
    max_garnishment_per_month: perMonthMax,
    protected_per_period: perPeriodMax === null || disposable === null ? null : disposable.minus(perPeriodMax).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    protected_per_month: perMonthMax === null || monthly === null ? null : monthly.minus(perMonthMax),
    federal_max_per_period: federal === null ? null : federal.toDecimalPlaces(2, Decimal.ROUND_DOWN),
    state_minimum_wage: minimumWage,
    wage_regions: wageRegions,
    state_max_per_period: state === null ? null : state.toDecimalPlaces(2, Decimal.ROUND_DOWN),
    binding_rule: binding,
    rules,
    how_to_object: text.objectionSteps(country, region?.code ?? null, debtType, allowed),
    warnings,
    summary: text.summary({ jurisdiction: region?.name ?? country, perPeriodMax, perMonthMax, frequency, allowed, binding, currency, lang }),
    ...citeRules(applied, { lang }),
  };
}

function choice<T extends string>(value: unknown, allowed: readonly T[], fallback: T, field: string): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new GuidekitError(`${FN}: ${field} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`, { code: 'invalid_value', field });
}

function validCodes(country: DebtCountry): string[] {
  const table = country === 'US' ? US_STATE_GARNISHMENT_RULES : country === 'UK' ? UK_GARNISHMENT_RULES : country === 'CA' ? CA_GARNISHMENT_RULES : AU_GARNISHMENT_RULES;
  return Object.keys(table).sort();
}

/** The region named by `state`, read as users write it (code or name, any case); null when none was given. */
function resolveRegion(country: DebtCountry, state: unknown): { code: string; name: string } | null {
  if (state === undefined || (typeof state === 'string' && state.trim() === '')) return null;
  const code = typeof state === 'string' ? normalizeRegionCode(country, state) : undefined;
  const table = country === 'US' ? US_STATE_GARNISHMENT_RULES : country === 'UK' ? UK_GARNISHMENT_RULES : country === 'CA' ? CA_GARNISHMENT_RULES : AU_GARNISHMENT_RULES;
  if (code === undefined || table[code] === undefined) {
    throw new GuidekitError(`${FN}: state must be one of ${validCodes(country).join(', ')} for ${country} (code or name), got ${JSON.stringify(state)}`, { code: 'invalid_state', field: 'state' });
  }
  const name = country === 'US' ? US_STATE_NAMES[code]! : table[code]!.title.split(':')[0]!;
  return { code, name };
}

/** Every regional wage of a state whose minimum wage differs by region, the rest of the state first; empty otherwise. */
function wageRegionsOf(wage: StateMinimumWage, stateName: string): { region: string; name: string; hourly: string }[] {
  if (wage.regions === undefined || wage.regions.length === 0) return [];
  return [{ region: REST_OF_STATE, name: `${stateName} outside those regions`, hourly: wage.hourly }, ...wage.regions];
}

/** The region the debtor named, or the rest of the state (the lowest wage: the most that may be taken) when none. */
function chooseWageRegion(regional: readonly { region: string; name: string; hourly: string }[], wageRegion: unknown): { region: string; name: string; hourly: string } {
  if (wageRegion === undefined) return regional[0]!;
  const found = typeof wageRegion === 'string' ? regional.find((r) => r.region === wageRegion.trim().toLowerCase()) : undefined;
  if (found === undefined) {
    throw new GuidekitError(`${FN}: wage_region must be one of ${regional.map((r) => r.region).join(', ')} here, got ${JSON.stringify(wageRegion)}`, { code: 'invalid_value', field: 'wage_region' });
  }
  return found;
}
