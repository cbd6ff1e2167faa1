import Decimal from 'decimal.js';
import { centsToDecimal } from '../../core/centsToDecimal.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import { pickRule } from '../../core/pickRule.js';
import { requireRule } from '../../core/requireRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { PlanStudentLoansKey } from '../messages/planStudentLoans.js';
import { STUDENT_AU_HELP } from '../rules/studentAuHelp.js';
import { STUDENT_CA_RAP, STUDENT_CA_STANDARD } from '../rules/studentCaRap.js';
import { STUDENT_UK_INTEREST, STUDENT_UK_THRESHOLDS, STUDENT_UK_WRITE_OFF, UK_STUDENT_PLANS, type UkStudentPlan } from '../rules/studentUk.js';
import { CA_NON_PARTICIPATING, type CaProvince } from './studentInput.js';
import type { StudentPlanOption, StudentPlanSet } from './studentTypes.js';

/** What the UK, AU and CA plan builders need. */
export interface StudentIntlContext {
  readonly asOf: string;
  readonly balanceCents: number;
  /** 12 × the monthly gross income sent, in the loan's currency; `null` without income. */
  readonly annualIncome: Decimal | null;
  readonly dependents: number;
  readonly t: Translate<PlanStudentLoansKey>;
  readonly money: (amount: Decimal.Value) => string;
  readonly applied: AppliedRule<unknown>[];
}

/** Months to repay at a constant payment with monthly interest at APR/12 (cents, half up), stopping at `maxMonths`. */
function runBalance(balanceCents: number, aprPercent: Decimal.Value, paymentCents: number, maxMonths: number) {
  let balance = balanceCents;
  let months = 0;
  let paid = 0;
  while (balance > 0 && months < maxMonths && paymentCents > 0) {
    months += 1;
    balance += new Decimal(balance).times(aprPercent).dividedBy(1200).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
    const payment = Math.min(paymentCents, balance);
    balance -= payment;
    paid += payment;
  }
  return { months, paid, remaining: balance };
}

const cents = (d: Decimal) => d.times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/**
 * UK income-contingent plans: 9 % (postgraduate 6 %) of income above the plan threshold of the tax year in force,
 * projected at constant income to payoff or write-off, at the interest rate in force at `asOf` (Plan 2 on its income
 * band). A rate whose academic year has ended with no newer one on record is used and reported stale.
 *
 * @param ctx - See {@link StudentIntlContext}.
 * @param plan - The borrower's plan, or `undefined` to show every plan.
 * @returns The plans and the recommendation.
 * @example
 * ```ts
 * buildUkPlans(ctx, 'plan2').plans[0]!.id //=> 'uk_plan2'
 * ```
 * @see https://www.gov.uk/repaying-your-student-loan/what-you-pay
 */
export function buildUkPlans(ctx: StudentIntlContext, plan: UkStudentPlan | undefined): StudentPlanSet {
  const { t } = ctx;
  const thresholds = requireRule(STUDENT_UK_THRESHOLDS, ctx.asOf);
  const writeOff = requireRule(STUDENT_UK_WRITE_OFF, ctx.asOf);
  const interest = pickRule(STUDENT_UK_INTEREST, ctx.asOf);
  ctx.applied.push(thresholds, writeOff, ...(interest === undefined ? [] : [interest]));
  const plans: StudentPlanOption[] = [];
  for (const p of plan === undefined ? UK_STUDENT_PLANS : [plan]) {
    const threshold = new Decimal(thresholds.value.thresholds[p]);
    const rate = thresholds.value.rates[p];
    const years = writeOff.value.years[p];
    const notes = [t('uk_plan_note', { threshold: ctx.money(threshold), rate, years })];
    if (p === 'plan5' && ctx.asOf < '2026-04-06') notes.push(t('uk_plan5_not_yet'));
    if (ctx.annualIncome === null) {
      plans.push({ id: `uk_${p}`, name: t(`plan_uk_${p}`), available: true, monthly_payment: null, annual_payment: null, payment_basis: 'unknown', term_months: null, total_paid: null, forgiven_amount: null, forgiveness_taxable: false, notes: [...notes, t('need_income')] });
      continue;
    }
    const annual = Decimal.max(0, ctx.annualIncome.minus(threshold)).times(rate).dividedBy(100);
    const monthly = annual.dividedBy(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    let apr = new Decimal(0);
    if (interest !== undefined) {
      if (p === 'plan2') {
        const s = interest.value.plan2;
        const share = Decimal.min(1, Decimal.max(0, ctx.annualIncome.minus(s.lower_income).dividedBy(new Decimal(s.upper_income).minus(s.lower_income))));
        apr = new Decimal(s.min).plus(new Decimal(s.max).minus(s.min).times(share)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      } else apr = new Decimal(interest.value[p]);
      notes.push(t('uk_interest_note', { rate: apr.toFixed() }));
    }
    const run = runBalance(ctx.balanceCents, apr, cents(monthly), years * 12);
    plans.push({
      id: `uk_${p}`,
      name: t(`plan_uk_${p}`),
      available: true,
      monthly_payment: monthly,
      annual_payment: annual.toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
      payment_basis: 'estimate',
      term_months: run.remaining > 0 || cents(monthly) === 0 ? years * 12 : run.months,
      total_paid: centsToDecimal(run.paid),
      forgiven_amount: centsToDecimal(cents(monthly) === 0 ? ctx.balanceCents : run.remaining),
      forgiveness_taxable: false,
      notes,
    });
  }
  // A rate whose academic year ended with no newer row on record: the projection uses it, and says so.
  const warnings = interest?.stale === true ? [t('uk_interest_stale', { effective: interest.effective, since: interest.stale_since ?? '' })] : [];
  if (plan === undefined) return { plans, recommendation: 'uk_identify_plan', reasons: [t('rec_uk_identify')], warnings };
  const chosen = plans[0]!;
  const writtenOff = chosen.forgiven_amount !== null && chosen.forgiven_amount.greaterThan(0);
  return {
    plans,
    recommendation: chosen.id,
    reasons: [t(chosen.monthly_payment === null ? 'need_income' : writtenOff ? 'rec_uk_write_off' : 'rec_uk_repay', { plan: chosen.name })],
    warnings,
  };
}

/**
 * Australian HELP compulsory repayment for the income year in force: marginal rates from 2025-26, 10 % of total
 * repayment income at the top.
 *
 * @param ctx - See {@link StudentIntlContext}.
 * @returns The plan and the recommendation.
 * @example
 * ```ts
 * buildAuPlans(ctx).recommendation //=> 'au_help'
 * ```
 * @see https://www.ato.gov.au/tax-rates-and-codes/study-and-training-support-loans-rates-and-repayment-thresholds
 */
export function buildAuPlans(ctx: StudentIntlContext): StudentPlanSet {
  const { t } = ctx;
  const help = requireRule(STUDENT_AU_HELP, ctx.asOf);
  ctx.applied.push(help);
  const first = help.value.brackets.find((b) => b.marginal_percent > 0 || b.total_income_percent !== null);
  const threshold = first === undefined ? '0' : first.income_above;
  const notes = [t('au_help_note', { threshold: ctx.money(threshold) })];
  if (ctx.annualIncome === null) {
    return { plans: [{ id: 'au_help', name: t('plan_au_help'), available: true, monthly_payment: null, annual_payment: null, payment_basis: 'unknown', term_months: null, total_paid: null, forgiven_amount: null, forgiveness_taxable: null, notes: [...notes, t('need_income')] }], recommendation: 'au_help', reasons: [t('need_income')], warnings: [] };
  }
  const income = ctx.annualIncome;
  const bracket = help.value.brackets.find((b) => income.greaterThan(b.income_above) && (b.income_up_to === null || income.lessThanOrEqualTo(b.income_up_to))) ?? help.value.brackets[0]!;
  const annual = (bracket.total_income_percent !== null
    ? income.times(bracket.total_income_percent)
    : new Decimal(bracket.base).times(100).plus(income.minus(bracket.income_above).times(bracket.marginal_percent))
  ).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const monthly = annual.dividedBy(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const run = runBalance(ctx.balanceCents, 0, cents(monthly), 1200);
  return {
    plans: [{
      id: 'au_help', name: t('plan_au_help'), available: true, monthly_payment: monthly, annual_payment: annual, payment_basis: 'estimate',
      term_months: cents(monthly) > 0 ? run.months : null, total_paid: cents(monthly) > 0 ? centsToDecimal(run.paid) : null, forgiven_amount: null, forgiveness_taxable: null,
      notes: [...notes, t('au_indexation_note')],
    }],
    recommendation: 'au_help',
    reasons: [t(annual.isZero() ? 'rec_au_nil' : 'rec_au_compulsory', { amount: ctx.money(annual) })],
    warnings: [],
  };
}

/**
 * Canada Student Loans: the standard schedule and the Repayment Assistance Plan (zero payment below the family-size
 * threshold, otherwise at most 10 % of household income).
 *
 * @param ctx - See {@link StudentIntlContext}.
 * @param province - The borrower's province or territory, if sent.
 * @returns The plans and the recommendation.
 * @example
 * ```ts
 * buildCaPlans(ctx, 'ON').plans.map((p) => p.id) //=> ['ca_standard', 'ca_rap']
 * ```
 * @see https://www.canada.ca/en/services/benefits/education/student-aid/grants-loans/repay/assistance/rap/eligibility.html
 */
export function buildCaPlans(ctx: StudentIntlContext, province: CaProvince | undefined): StudentPlanSet {
  const { t } = ctx;
  const rap = requireRule(STUDENT_CA_RAP, ctx.asOf);
  const standard = requireRule(STUDENT_CA_STANDARD, ctx.asOf);
  ctx.applied.push(standard, rap);
  const warnings = province !== undefined && CA_NON_PARTICIPATING.includes(province) ? [t('ca_non_participating', { province })] : [];
  const standardMonthly = centsToDecimal(ctx.balanceCents).dividedBy(standard.value.months).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const standardPlan: StudentPlanOption = {
    id: 'ca_standard', name: t('plan_ca_standard'), available: true, monthly_payment: standardMonthly, annual_payment: standardMonthly.times(12), payment_basis: 'estimate',
    term_months: standard.value.months, total_paid: standardMonthly.times(standard.value.months), forgiven_amount: null, forgiveness_taxable: null,
    notes: [t('ca_standard_note', { months: standard.value.months })],
  };
  const size = Math.min(1 + ctx.dependents, rap.value.zero_payment_thresholds.length);
  const threshold = new Decimal(rap.value.zero_payment_thresholds[size - 1]!);
  const rapNotes = [t('ca_rap_note', { threshold: ctx.money(threshold), size, cap: rap.value.payment_cap_percent, years: rap.value.max_years })];
  let rapPlan: StudentPlanOption;
  if (ctx.annualIncome === null) {
    rapPlan = { id: 'ca_rap', name: t('plan_ca_rap'), available: true, monthly_payment: null, annual_payment: null, payment_basis: 'unknown', term_months: null, total_paid: null, forgiven_amount: null, forgiveness_taxable: null, notes: [...rapNotes, t('need_income')] };
  } else {
    const monthlyIncome = ctx.annualIncome.dividedBy(12);
    const zero = monthlyIncome.lessThan(threshold);
    const cap = monthlyIncome.times(rap.value.payment_cap_percent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const payment = zero ? new Decimal(0) : Decimal.min(cap, standardMonthly);
    rapPlan = {
      id: 'ca_rap', name: t('plan_ca_rap'), available: true, monthly_payment: payment, annual_payment: payment.times(12), payment_basis: zero ? 'exact' : 'upper_bound',
      term_months: rap.value.max_years * 12, total_paid: null, forgiven_amount: null, forgiveness_taxable: null,
      notes: [...rapNotes, t(zero ? 'ca_rap_zero' : 'ca_rap_reduced', { months: rap.value.approval_months, zero: '0' })],
    };
  }
  const useRap = rapPlan.monthly_payment !== null && rapPlan.monthly_payment.lessThan(standardMonthly);
  return {
    plans: [standardPlan, rapPlan],
    recommendation: useRap ? 'ca_rap' : 'ca_standard',
    reasons: [t(useRap ? 'rec_ca_rap' : rapPlan.monthly_payment === null ? 'rec_need_income' : 'rec_ca_standard', { plan: standardPlan.name, payment: ctx.money(standardMonthly) })],
    warnings,
  };
}
