import Decimal from 'decimal.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { requireRule } from '../core/requireRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { toCents } from '../core/toCents.js';
import { addMonthsIso } from '../core/addMonthsIso.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { formatLocalMoney, LOCAL_CURRENCY, type LocalCurrency } from './_lib/studentMoney.js';
import { buildTaxOptions, type TaxCollectionLimit, type TaxOfferInCompromise, type TaxPaymentOption } from './_lib/taxOptions.js';
import { projectTaxBalance, type TaxProjectionPenalty, type TaxProjectionRow } from './_lib/taxProjection.js';
import { readTaxSituation, type TaxSituationFlags } from './_lib/taxSituation.js';
import { scheduleUkTaxPenalties, type TaxUkPenaltySummary, type UkPenaltySchedule } from './_lib/taxUkPenalties.js';
import type { DebtCountry } from './debtCountries.js';
import { PROJECT_TAX_DEBT_MESSAGES, type ProjectTaxDebtKey } from './messages/projectTaxDebt.js';
import { TAX_AU_GIC_SCHEDULE } from './rules/taxAu.js';
import { TAX_CA_INTEREST_SCHEDULE } from './rules/taxCa.js';
import type { TaxInterestSchedule } from './rules/taxInterestTypes.js';
import { TAX_UK_INTEREST_SCHEDULE } from './rules/taxUk.js';
import { TAX_US_INTEREST_SCHEDULE } from './rules/taxUsInterest.js';
import { TAX_US_PENALTIES, type TaxUsPenaltiesValue } from './rules/taxUsPenalties.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

export type { TaxPaymentOption, TaxOfferInCompromise, TaxCollectionLimit } from './_lib/taxOptions.js';
export type { TaxProjectionRow } from './_lib/taxProjection.js';
export type { TaxUkPenaltySummary, TaxUkPenaltyStage, TaxUkPenaltyStatus } from './_lib/taxUkPenalties.js';

const FN = 'projectTaxDebt';
/** Default projection horizon in months (guidekit's choice; the spec names none). */
export const DEFAULT_TAX_PROJECTION_MONTHS = 24;
const MAX_MONTHS = 120;
const MAX_YEARS_BEHIND = 50;

const SCHEDULES: Readonly<Record<DebtCountry, TaxInterestSchedule>> = {
  US: TAX_US_INTEREST_SCHEDULE,
  UK: TAX_UK_INTEREST_SCHEDULE,
  CA: TAX_CA_INTEREST_SCHEDULE,
  AU: TAX_AU_GIC_SCHEDULE,
};

/** The tax debt (the spec's parameters plus the undeclared `months`). */
export interface TaxDebtInput {
  /** Unpaid balance today, in the authority's currency. */
  readonly amount_owed: Decimal.Value;
  /** US (default), UK, CA or AU. */
  readonly country?: DebtCountry;
  /** Whole years since the tax was due/assessed; default 1. */
  readonly years_behind?: number;
  /** Free text; keywords flag an installment agreement, unfiled returns or hardship (see docs/tax-debt.md). */
  readonly situation?: string;
  /** Extension: projection horizon in months, 1–120; default {@link DEFAULT_TAX_PROJECTION_MONTHS}. */
  readonly months?: number;
}

/** Options of {@link projectTaxDebt}. */
export interface ProjectTaxDebtOptions {
  /** ISO date (YYYY-MM-DD) the projection starts; picks the rules in force. */
  readonly asOf: string;
  /** `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
}

/** US additions to tax. */
export interface TaxPenaltySummary {
  /** Failure to pay: percent per month used in the projection, the cap, months assumed already run and room left. */
  readonly failure_to_pay: { readonly monthly_percent: Decimal; readonly cap_percent: Decimal; readonly months_elapsed: number; readonly cap_remaining_percent: Decimal; readonly projected: Decimal };
  /** Failure to file: reported, not projected. `applies` is true when the situation says a return is unfiled. */
  readonly failure_to_file: { readonly applies: boolean; readonly monthly_percent: Decimal; readonly cap_percent: Decimal; readonly max_amount: Decimal };
}

/** Result of {@link projectTaxDebt}. */
export interface ProjectTaxDebtResult extends RuleCitations {
  readonly country: DebtCountry;
  readonly currency: LocalCurrency;
  readonly amount_owed: Decimal;
  readonly years_behind: number;
  readonly situation: string | null;
  readonly situation_flags: TaxSituationFlags;
  /** Interest in force at `asOf`: annual percent, compounding, and whether it is carried forward (unverified). */
  readonly interest: { readonly annual_percent: Decimal; readonly compounding: 'daily' | 'simple'; readonly carried_forward: boolean; readonly description: string };
  /** US only; `null` elsewhere (see `uk_penalties`; CA and AU penalties are noted in `warnings`). */
  readonly penalties: TaxPenaltySummary | null;
  /** UK only: the Self Assessment (or MTD) late-payment penalties with their dates; the projected ones are in the projection. */
  readonly uk_penalties: TaxUkPenaltySummary | null;
  readonly horizon_months: number;
  readonly projection: readonly TaxProjectionRow[];
  readonly projected_balance: Decimal;
  readonly total_interest: Decimal;
  readonly total_penalties: Decimal;
  readonly payment_options: readonly TaxPaymentOption[];
  readonly offer_in_compromise: TaxOfferInCompromise | null;
  readonly collection_limit: TaxCollectionLimit;
  readonly next_steps: readonly string[];
  readonly warnings: readonly string[];
  readonly assumptions: readonly string[];
  readonly narrative: string;
}

function readWhole(value: unknown, field: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new GuidekitError(`${FN}: ${field} must be a whole number from ${min} to ${max}`, { code: 'out_of_range', field });
  }
  return value;
}

/**
 * Projects an unpaid tax debt month by month (interest from the authority's dated rate table, compounded daily or
 * simple; US failure-to-pay penalty up to its 25 % cap; UK Self Assessment late-payment penalties of 5 % at 30 days,
 * 6 months and 12 months, or the MTD for Income Tax penalties) and lists payment plans (HMRC's online Time to Pay only
 * within its window), the US offer in compromise and the collection time limit.
 *
 * @param input - See {@link TaxDebtInput}.
 * @param options - See {@link ProjectTaxDebtOptions}.
 * @returns The projection and options; see {@link ProjectTaxDebtResult}.
 * @throws {@link GuidekitError} `invalid_date` (asOf), `invalid_lang` (lang), `invalid_value` (country),
 *   `invalid_number`/`too_small`/`too_big` (amount_owed), `out_of_range` (years_behind, months, or asOf before every rate),
 *   `too_long` (situation).
 * @example
 * ```ts
 * const p = projectTaxDebt({ amount_owed: '12000' }, { asOf: '2026-11-22' });
 * p.payment_options.find((o) => o.id === 'streamlined')!.eligible //=> true
 * ```
 * @see spec: Debt Elimination Guidance Service (debtTax)
 * @see https://www.law.cornell.edu/uscode/text/26/6651
 * @see https://www.law.cornell.edu/uscode/text/26/6621
 * @see https://www.law.cornell.edu/uscode/text/26/6622
 * @see https://www.legislation.gov.uk/ukpga/2009/10/schedule/56/paragraph/3
 * @see https://www.gov.uk/pay-self-assessment-tax-bill/pay-in-instalments
 */
export function projectTaxDebt(input: TaxDebtInput, options: ProjectTaxDebtOptions): ProjectTaxDebtResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(input?.country, { fn: FN });
  const amountCents = toCents(input.amount_owed, { fn: FN, field: 'amount_owed' });
  const yearsBehind = readWhole(input.years_behind, 'years_behind', 0, MAX_YEARS_BEHIND, 1);
  const months = readWhole(input.months, 'months', 1, MAX_MONTHS, DEFAULT_TAX_PROJECTION_MONTHS);
  const flags = readTaxSituation(input.situation, FN);

  const currency = LOCAL_CURRENCY[country];
  const t = createTranslate(PROJECT_TAX_DEBT_MESSAGES, lang, { currency });
  const money = (amount: Decimal.Value) => formatLocalMoney(amount, currency, lang);
  const applied: AppliedRule<unknown>[] = [];
  const schedule = SCHEDULES[country];
  const current = requireRule(schedule.table, asOf);
  const warnings: string[] = [];

  let penalty: TaxProjectionPenalty | undefined;
  let penaltyRule: AppliedRule<TaxUsPenaltiesValue> | undefined;
  if (country === 'US') {
    penaltyRule = requireRule(TAX_US_PENALTIES, asOf);
    const v = penaltyRule.value;
    const elapsedPercent = new Decimal(v.ftp_monthly_percent).times(12 * yearsBehind);
    penalty = {
      baseCents: amountCents,
      monthlyPercent: new Decimal(flags.installment_agreement ? v.ftp_installment_monthly_percent : v.ftp_monthly_percent),
      capRemainingPercent: Decimal.max(0, new Decimal(v.ftp_cap_percent).minus(elapsedPercent)),
    };
  }
  // UK: Self Assessment penalties fall on dates counted from the due date, assumed years_behind years ago.
  const dueDate = addMonthsIso(asOf, -12 * yearsBehind);
  let uk: UkPenaltySchedule | undefined;
  if (country === 'UK') {
    uk = scheduleUkTaxPenalties({ asOf, dueDate, amountCents, months, makingTaxDigital: flags.making_tax_digital, timeToPay: flags.installment_agreement });
  }
  const run = projectTaxBalance({
    startCents: amountCents, asOf, months, schedule,
    ...(penalty === undefined ? {} : { penalty }),
    ...(uk === undefined ? {} : { datedPenalties: uk.datedPenalties, ...(uk.dailyPenalty === undefined ? {} : { dailyPenalty: uk.dailyPenalty }) }),
  });
  applied.push(current, ...run.rates);
  if (penaltyRule !== undefined) applied.push(penaltyRule);
  if (uk?.applied !== undefined) applied.push(uk.applied);
  const carriedNow = asOf > schedule.known_through;
  if (run.first_carried_day !== null) warnings.push(t('rate_carried', { date: run.first_carried_day }));
  if (carriedNow) applied.push({ ...current, effective: asOf, verified: null, unverified: true, note: `No verified rate for ${asOf}: the ${current.effective} rate is carried forward.` });

  let penalties: TaxPenaltySummary | null = null;
  if (penaltyRule !== undefined && penalty !== undefined) {
    const v = penaltyRule.value;
    penalties = {
      failure_to_pay: { monthly_percent: penalty.monthlyPercent, cap_percent: new Decimal(v.ftp_cap_percent), months_elapsed: 12 * yearsBehind, cap_remaining_percent: penalty.capRemainingPercent, projected: run.total_penalty },
      failure_to_file: {
        applies: flags.unfiled_returns,
        monthly_percent: new Decimal(v.ftf_monthly_percent),
        cap_percent: new Decimal(v.ftf_cap_percent),
        max_amount: centsToDecimal(amountCents).times(v.ftf_cap_percent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
      },
    };
    warnings.push(t('ftp_note', { rate: penalty.monthlyPercent.toFixed(), cap: v.ftp_cap_percent, elapsed: 12 * yearsBehind, remaining: penalty.capRemainingPercent.toFixed() }));
    if (flags.installment_agreement) warnings.push(t('ftp_installment'));
    warnings.push(flags.unfiled_returns ? t('ftf_note', { rate: v.ftf_monthly_percent, cap: v.ftf_cap_percent, max: money(penalties.failure_to_file.max_amount) }) : t('ftf_unknown'));
  } else if (uk !== undefined) {
    const sum = uk.summary;
    warnings.push(t(sum.regime === 'mtd_sch26' ? 'uk_penalties_mtd' : 'uk_penalties_sa', { due: dueDate, projected: money(run.total_penalty) }));
    if (sum.charged_before_as_of.greaterThan(0)) warnings.push(t('uk_penalties_charged', { amount: money(sum.charged_before_as_of), due: dueDate }));
    if (flags.installment_agreement) warnings.push(t('uk_penalties_suspended'));
    if (sum.regime === 'sa_sch56' && !flags.making_tax_digital) warnings.push(t('uk_penalties_mtd_hint'));
  } else {
    warnings.push(t(country === 'CA' ? 'ca_penalties' : 'au_penalties'));
  }

  const opts = buildTaxOptions({
    country, asOf, amountCents, yearsBehind, dueDate, situation: flags, annualPercent: new Decimal(current.value.annual_percent),
    planPenaltyPercent: country === 'US' && penaltyRule !== undefined ? new Decimal(penaltyRule.value.ftp_installment_monthly_percent).times(12) : new Decimal(0),
    t, money, applied,
  });
  const firstEligible = opts.payment_options.find((o) => o.eligible === true);
  const steps: string[] = [];
  if (flags.unfiled_returns) steps.push(t('step_file'));
  steps.push(t('step_pay'));
  const ukOnline = country === 'UK' ? opts.payment_options.find((o) => o.id === 'time_to_pay_online') : undefined;
  // Outside HMRC's online window the answer is a phone call, not a self-serve plan.
  const ukCall = ukOnline !== undefined && ukOnline.eligible === false;
  steps.push(firstEligible !== undefined ? t('step_plan', { plan: firstEligible.name }) : ukCall ? t('step_uk_call') : t('step_contact'));
  if (flags.hardship) steps.push(t('step_hardship'));

  const interestKey: ProjectTaxDebtKey = country === 'US' ? 'interest_us' : country === 'UK' ? 'interest_uk' : country === 'CA' ? 'interest_ca' : 'interest_au';
  const last = run.rows.at(-1)!;
  return {
    country,
    currency,
    amount_owed: centsToDecimal(amountCents),
    years_behind: yearsBehind,
    situation: flags.text,
    situation_flags: flags,
    interest: { annual_percent: new Decimal(current.value.annual_percent), compounding: schedule.compounding, carried_forward: carriedNow, description: t(interestKey, { rate: current.value.annual_percent }) },
    penalties,
    uk_penalties: uk === undefined ? null : { ...uk.summary, projected: run.total_penalty },
    horizon_months: months,
    projection: run.rows,
    projected_balance: last.balance,
    total_interest: run.total_interest,
    total_penalties: run.total_penalty,
    payment_options: opts.payment_options,
    offer_in_compromise: opts.offer_in_compromise,
    collection_limit: opts.collection_limit,
    next_steps: steps,
    warnings,
    assumptions: [
      t(country === 'UK' ? 'assumption_amount_uk' : 'assumption_amount'),
      t('assumption_years_behind', { years: yearsBehind }),
      t('assumption_no_payments'),
      ...(country === 'US' ? [] : [t('assumption_currency', { currency })]),
    ],
    narrative: t('narrative', {
      amount: money(centsToDecimal(amountCents)),
      balance: money(last.balance),
      months,
      interest: money(run.total_interest),
      penalty: money(run.total_penalty),
      plan: firstEligible !== undefined ? t('narrative_plan', { plan: firstEligible.name }) : ukCall ? t('narrative_uk_call') : t('narrative_no_plan'),
    }),
    ...citeRules(applied, { lang }),
  };
}
