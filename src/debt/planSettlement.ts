import Decimal from 'decimal.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { requireRule } from '../core/requireRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { toCents } from '../core/toCents.js';
import { formatMoney } from '../core/formatMoney.js';
import { DEBT_CURRENCIES, type DebtCurrency } from './debtCountries.js';
import { DEBT_TYPES, type DebtType } from './debtInputSchema.js';
import { PLAN_SETTLEMENT_MESSAGES, type PlanSettlementKey } from './messages/planSettlement.js';
import { CANCELLED_DEBT_TAX_ABROAD } from './rules/cancelledDebtTaxAbroad.js';
import { CANCELLED_DEBT_TAX_US } from './rules/cancelledDebtTaxUs.js';
import { PRIORITY_LIMITATION_CHECK } from './rules/priorityLimitationCheck.js';
import { SETTLEMENT_ADVANCE_FEE_BAN } from './rules/settlementAdvanceFeeBan.js';
import { SETTLEMENT_RANGES } from './rules/settlementRanges.js';
import { SETTLEMENT_TIME_BARRED_SUIT_BAN } from './rules/settlementTimeBarredSuitBan.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

const FN = 'planSettlement';

/** Default of `months_behind` on the settle endpoint (spec: Debt Elimination Guidance Service, Endpoints: "months_behind (90)"), read as months. */
export const DEFAULT_SETTLEMENT_MONTHS_BEHIND = 90;

/** Most months behind accepted: 50 years, the catalog's bound. Every count from 25 up falls in the same top band. */
const MAX_SETTLEMENT_MONTHS_BEHIND = 600;

/** The debt to settle. */
export interface SettlementInput {
  /** Creditor or collector name, used in the script. */
  readonly creditor: string;
  /** Balance owed, in the country's currency (see {@link PlanSettlementResult.currency}). */
  readonly balance: Decimal.Value;
  /** Whole months since the account fell behind, 0–600. Default {@link DEFAULT_SETTLEMENT_MONTHS_BEHIND} (90, the spec's default). */
  readonly months_behind?: number;
  /** Kind of debt. Default `'credit_card'`. */
  readonly debt_type?: DebtType;
}

/** Options of {@link planSettlement}. */
export interface PlanSettlementOptions {
  /** ISO date (YYYY-MM-DD) the plan is for; picks the rule versions in force. */
  readonly asOf: string;
  /** Language of the narrative: `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
  /** Jurisdiction for the tax and time-barred-debt sections: US (default), UK, CA or AU. */
  readonly country?: 'US' | 'UK' | 'CA' | 'AU';
}

/** A low / typical / high triple. */
export interface SettlementTriple<T> {
  readonly low: T;
  readonly typical: T;
  readonly high: T;
}

/** Tax consequences of the forgiven part of the balance. */
export interface SettlementTaxImplications {
  readonly country: 'US' | 'UK' | 'CA' | 'AU';
  /** Balance minus the settlement amount, for each of the low / typical / high settlements. */
  readonly cancelled_amounts: SettlementTriple<Decimal>;
  /** Whether forgiven consumer debt counts as taxable income (US: yes unless an exclusion applies). */
  readonly taxable_as_income: boolean;
  /** US only: whether the creditor must file Form 1099-C, judged over the settlement range; `null` outside the US. */
  readonly form_1099c: 'expected' | 'possible' | 'not_required' | null;
  /** US only: the Form 1099-C reporting threshold in USD; `null` outside the US. */
  readonly reporting_threshold: Decimal | null;
  /** Exclusions that may apply (US), with the form to file. */
  readonly exclusions: readonly { readonly id: 'insolvency' | 'bankruptcy'; readonly citation: string; readonly form: string | null }[];
  /** Plain-language explanation. */
  readonly notes: readonly string[];
}

/** Result of {@link planSettlement}. */
export interface PlanSettlementResult extends RuleCitations {
  readonly creditor: string;
  readonly balance: Decimal;
  readonly months_behind: number;
  readonly debt_type: DebtType;
  readonly country: 'US' | 'UK' | 'CA' | 'AU';
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  /** The months-behind band whose range applied. */
  readonly band: { readonly min_months: number; readonly max_months: number | null };
  /** Settlement as a percent of the balance: low ≤ typical ≤ high, each within 5–100. */
  readonly settlement_percentages: SettlementTriple<number>;
  /** Settlement amounts in the answer's currency, each within [0, balance], low ≤ typical ≤ high. */
  readonly settlement_amounts: SettlementTriple<Decimal>;
  /** Negotiation script, one line per step. */
  readonly script: readonly string[];
  /** Alternatives to a lump-sum settlement. */
  readonly hardship_programs: readonly { readonly id: string; readonly summary: string; readonly description: string }[];
  readonly tax_implications: SettlementTaxImplications;
  /** Whether to check the limitation period before paying (a generic placeholder, never a verdict). */
  readonly time_barred_check: { readonly check: boolean; readonly threshold_months: number; readonly reason: string };
  readonly warnings: readonly string[];
  readonly assumptions: readonly string[];
  readonly narrative: string;
}

/**
 * Plans a lump-sum settlement of one debt: the share of the balance creditors commonly accept at this stage of
 * delinquency, a negotiation script, alternatives, the tax of the forgiven amount and warnings about time-barred
 * debt and settlement traps.
 *
 * @remarks
 * The range comes from a dated table of industry observations by months behind (unverified: no regulator publishes
 * settlement rates), shifted in percentage points by debt type and clamped to 5–100 %. Amounts are the balance times
 * each percentage, rounded half up to the cent. The limitation check only says whether the shortest limitation
 * period in the country may have run; the statute engine decides the real period.
 *
 * @param input - The debt; see {@link SettlementInput}.
 * @param options - See {@link PlanSettlementOptions}.
 * @returns The plan; see {@link PlanSettlementResult}.
 * @throws {@link GuidekitError} `invalid_date` (asOf), `invalid_lang` (lang), `invalid_value` (country, debt_type),
 *   `required` (creditor), `invalid_number`/`too_small`/`too_big` (balance), `out_of_range` (months_behind, or asOf before every rule version).
 * @example
 * ```ts
 * const plan = planSettlement({ creditor: 'Acme Card', balance: '5000', months_behind: 8 }, { asOf: '2026-11-22' });
 * plan.settlement_amounts.typical.toFixed(2) //=> '2500.00'
 * ```
 * @see spec: Debt Elimination Guidance Service (debtSettle: settlement percentages, script, tax of cancelled debt, time-barred debt)
 * @see https://www.ecfr.gov/current/title-26/section-1.6050P-1
 * @see https://www.law.cornell.edu/uscode/text/26/108
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1006/26/
 */
export function planSettlement(input: SettlementInput, options: PlanSettlementOptions): PlanSettlementResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(options.country, { fn: FN });
  if (typeof input?.creditor !== 'string' || input.creditor.trim() === '') {
    throw new GuidekitError(`${FN}: creditor must be a non-empty name`, { code: 'required', field: 'creditor' });
  }
  const creditor = input.creditor.trim();
  const balanceCents = toCents(input.balance, { fn: FN, field: 'balance' });
  const months = input.months_behind ?? DEFAULT_SETTLEMENT_MONTHS_BEHIND;
  if (!Number.isInteger(months) || months < 0 || months > MAX_SETTLEMENT_MONTHS_BEHIND) {
    throw new GuidekitError(`${FN}: months_behind must be a whole number from 0 to ${MAX_SETTLEMENT_MONTHS_BEHIND}`, {
      code: 'out_of_range',
      field: 'months_behind',
    });
  }
  const debtType = input.debt_type ?? 'credit_card';
  if (!(DEBT_TYPES as readonly string[]).includes(debtType)) {
    throw new GuidekitError(`${FN}: debt_type must be one of ${DEBT_TYPES.join(', ')}`, { code: 'invalid_value', field: 'debt_type' });
  }

  const currency = DEBT_CURRENCIES[country];
  const t = createTranslate(PLAN_SETTLEMENT_MESSAGES, lang, { currency });
  const money = (cents: number) => formatMoney(centsToDecimal(cents), { currency, lang });
  const applied: AppliedRule<unknown>[] = [];

  // Settlement range: the band for this many months behind, shifted by debt type. The observations are US ones; no
  // other country publishes settlement rates, so elsewhere they are cited, and said, to be a US comparison.
  const ranges = requireRule(SETTLEMENT_RANGES, asOf);
  applied.push(country === 'US' ? ranges : { ...ranges, comparison: true });
  const band = ranges.value.bands.find((b) => months >= b.min_months && (b.max_months === null || months <= b.max_months));
  if (band === undefined) throw new GuidekitError(`${FN}: no settlement band covers ${months} months`, { code: 'out_of_range', field: 'months_behind' });
  const offset = ranges.value.debt_type_offsets[debtType];
  const clampPercent = (p: number) => Math.min(100, Math.max(5, p + offset));
  const percentages = { low: clampPercent(band.low), typical: clampPercent(band.typical), high: clampPercent(band.high) };
  const amountCents = (percent: number) =>
    new Decimal(balanceCents).times(percent).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  const cents = { low: amountCents(percentages.low), typical: amountCents(percentages.typical), high: amountCents(percentages.high) };

  const countryName = t(`country_${country}`);
  const regionName = t(`region_${country}`);
  const fill = {
    creditor,
    balance: money(balanceCents),
    debt_type: t(`type_${debtType}` as PlanSettlementKey),
    months,
    low: percentages.low,
    typical: percentages.typical,
    high: percentages.high,
    low_amount: money(cents.low),
    typical_amount: money(cents.typical),
    high_amount: money(cents.high),
  };

  // Limitation check: a generic placeholder, the shortest period in the country.
  const limitation = requireRule(PRIORITY_LIMITATION_CHECK[country], asOf);
  applied.push(limitation);
  const thresholdMonths = limitation.value;
  const mayBeTimeBarred = months >= thresholdMonths;
  const timeBarredCheck = {
    check: mayBeTimeBarred,
    threshold_months: thresholdMonths,
    reason: t(mayBeTimeBarred ? 'limitation_check' : 'limitation_clear', { months, country: countryName, threshold: thresholdMonths, region: regionName }),
  };

  const script = [
    t('script_open', fill),
    ...(mayBeTimeBarred ? [t('script_time_barred')] : []),
    t('script_offer', fill),
    t('script_counter', fill),
    t('script_writing'),
    t(country === 'UK' ? 'script_reporting_UK' : 'script_reporting'),
  ];

  const hardshipPrograms = (['hardship_plan', 'debt_management_plan', 'payment_plan'] as const).map((id) => ({
    id,
    summary: t(id === 'debt_management_plan' && country !== 'US' ? `hardship_summary_${id}_${country}` : `hardship_summary_${id}`),
    description: t(id === 'debt_management_plan' && country !== 'US' ? `hardship_description_${id}_${country}` : `hardship_description_${id}`),
  }));

  const cancelled = {
    low: centsToDecimal(balanceCents - cents.high),
    typical: centsToDecimal(balanceCents - cents.typical),
    high: centsToDecimal(balanceCents - cents.low),
  };
  let taxImplications: SettlementTaxImplications;
  if (country === 'US') {
    const tax = requireRule(CANCELLED_DEBT_TAX_US, asOf);
    applied.push(tax);
    const threshold = new Decimal(tax.value.reporting_threshold);
    const form1099c = cancelled.low.greaterThanOrEqualTo(threshold) ? 'expected' : cancelled.high.greaterThanOrEqualTo(threshold) ? 'possible' : 'not_required';
    const taxFill = {
      cancelled: formatMoney(cancelled.typical, { currency, lang }),
      threshold: formatMoney(threshold, { currency, lang }),
      form: tax.value.information_return,
      exclusion_form: tax.value.exclusion_form,
    };
    taxImplications = {
      country,
      cancelled_amounts: cancelled,
      taxable_as_income: true,
      form_1099c: form1099c,
      reporting_threshold: threshold,
      exclusions: [
        { id: 'insolvency', citation: '26 U.S.C. 108(a)(1)(B), (a)(3), (d)(3)', form: tax.value.exclusion_form },
        { id: 'bankruptcy', citation: '26 U.S.C. 108(a)(1)(A)', form: tax.value.exclusion_form },
      ],
      notes: [
        t('tax_us_taxable', taxFill),
        t(form1099c === 'not_required' ? 'tax_us_below_threshold' : 'tax_us_threshold', taxFill),
        t('tax_us_insolvency', taxFill),
        t('tax_us_other_exclusions'),
      ],
    };
  } else {
    const abroad = requireRule(CANCELLED_DEBT_TAX_ABROAD[country], asOf);
    applied.push(abroad);
    taxImplications = {
      country,
      cancelled_amounts: cancelled,
      taxable_as_income: abroad.value.taxable_for_consumers,
      form_1099c: null,
      reporting_threshold: null,
      exclusions: [],
      notes: [t('tax_abroad', { country: countryName })],
    };
  }

  const warnings: string[] = [];
  if (months === 0) warnings.push(t('warn_current'));
  if (mayBeTimeBarred) {
    const regF = country === 'US' ? pickRule(SETTLEMENT_TIME_BARRED_SUIT_BAN, asOf) : undefined;
    if (regF !== undefined) {
      applied.push(regF);
      warnings.push(t('warn_reg_f', { citation: regF.value.citation }));
    }
    warnings.push(t(`warn_restart_clock_${country}`));
  }
  warnings.push(t('warn_in_writing'), t('warn_bank_access'));
  if (country === 'US') {
    const tsr = pickRule(SETTLEMENT_ADVANCE_FEE_BAN, asOf);
    if (tsr !== undefined) {
      applied.push(tsr);
      warnings.push(t('warn_advance_fee', { citation: tsr.value.citation }));
    }
  }
  warnings.push(t('warn_credit_report'));
  if (debtType === 'student_loan') warnings.push(t(`warn_student_loan_${country}`));
  if (debtType === 'auto' || debtType === 'mortgage') warnings.push(t('warn_secured'));
  if (debtType === 'tax') warnings.push(t(`warn_tax_debt_${country}`));

  return {
    creditor,
    balance: centsToDecimal(balanceCents),
    months_behind: months,
    debt_type: debtType,
    country,
    currency,
    band: { min_months: band.min_months, max_months: band.max_months },
    settlement_percentages: percentages,
    settlement_amounts: { low: centsToDecimal(cents.low), typical: centsToDecimal(cents.typical), high: centsToDecimal(cents.high) },
    script,
    hardship_programs: hardshipPrograms,
    tax_implications: taxImplications,
    time_barred_check: timeBarredCheck,
    warnings,
    assumptions: [t(country === 'US' ? 'assumption_ranges' : 'assumption_ranges_abroad', { country: countryName }), t('assumption_months')],
    narrative: t(months === 0 ? 'narrative_current' : 'narrative', fill),
    ...citeRules(applied, { lang }),
  };
}
