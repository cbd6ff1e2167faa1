import Decimal from 'decimal.js';
import { addMonthsIso } from '../../core/addMonthsIso.js';
import { centsToDecimal } from '../../core/centsToDecimal.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import { pickRule } from '../../core/pickRule.js';
import { requireRule } from '../../core/requireRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { PlanStudentLoansKey } from '../messages/planStudentLoans.js';
import { STUDENT_US_IBR } from '../rules/studentUsIbr.js';
import { STUDENT_US_POVERTY_GUIDELINE } from '../rules/studentUsPoverty.js';
import { STUDENT_US_FORGIVENESS_TAX, STUDENT_US_LEGACY_PLANS, STUDENT_US_PSLF } from '../rules/studentUsPrograms.js';
import { STUDENT_US_RAP, type StudentUsRapValue } from '../rules/studentUsRap.js';
import { STUDENT_US_STANDARD } from '../rules/studentUsStandard.js';
import { computeAmortizedPayment } from './amortize.js';
import { simulateRapSchedule } from './studentRapSchedule.js';
import type { StudentPlanOption, StudentPlanSet } from './studentTypes.js';

/** What the US federal plan builder needs. */
export interface StudentUsContext {
  readonly asOf: string;
  readonly balanceCents: number;
  /** Estimated AGI (12 × monthly gross income), `null` when no income was sent. */
  readonly annualIncome: Decimal | null;
  readonly dependents: number;
  readonly ratePercent: Decimal;
  /** True when the rate is the assumed default, not the caller's. */
  readonly rateAssumed: boolean;
  readonly employerType: 'government' | 'nonprofit' | 'private' | undefined;
  readonly loanDisbursed: string | undefined;
  readonly t: Translate<PlanStudentLoansKey>;
  readonly money: (amount: Decimal.Value) => string;
  /** Rules used, appended to. */
  readonly applied: AppliedRule<unknown>[];
}

/**
 * RAP monthly payment: $120 a year up to the flat AGI limit, else the band's percent of the WHOLE AGI (bands closed at
 * the top), divided by 12, less the dependent reduction, never under the minimum; rounded half up to the cent.
 *
 * @param agi - Adjusted gross income for the year.
 * @param dependents - Number of dependents.
 * @param rap - The RAP terms in force.
 * @returns The monthly payment.
 * @example
 * ```ts
 * computeRapMonthly(new Decimal(60000), 0, rapTerms).toFixed(2) //=> '250.00'
 * ```
 * @see https://www.govinfo.gov/content/pkg/FR-2026-05-01/html/2026-08556.htm
 */
export function computeRapMonthly(agi: Decimal, dependents: number, rap: StudentUsRapValue): Decimal {
  let annual: Decimal;
  if (agi.lessThanOrEqualTo(rap.flat_agi_limit)) annual = new Decimal(rap.flat_annual_payment);
  else {
    const band = rap.bands.find((b) => agi.greaterThan(b.agi_above) && (b.agi_up_to === null || agi.lessThanOrEqualTo(b.agi_up_to)));
    annual = agi.times(band?.percent ?? 0).dividedBy(100);
  }
  const monthly = annual.dividedBy(12).minus(new Decimal(rap.dependent_reduction).times(dependents));
  return Decimal.max(monthly, rap.minimum_monthly).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

function unavailable(id: string, name: string, notes: string[]): StudentPlanOption {
  return { id, name, available: false, monthly_payment: null, annual_payment: null, payment_basis: 'unknown', term_months: null, total_paid: null, forgiven_amount: null, forgiveness_taxable: null, notes };
}

/**
 * Builds the US federal plans (RAP, IBR, the standard or Tiered Standard plan, PSLF) with payments from income and
 * picks one.
 *
 * @param ctx - See {@link StudentUsContext}.
 * @returns The plans, the recommendation with reasons, and warnings.
 * @example
 * ```ts
 * buildUsFederalPlans(ctx).recommendation //=> 'rap'
 * ```
 * @see https://www.govinfo.gov/content/pkg/FR-2026-05-01/html/2026-08556.htm
 */
export function buildUsFederalPlans(ctx: StudentUsContext): StudentPlanSet {
  const { t, asOf, applied } = ctx;
  const plans: StudentPlanOption[] = [];
  const warnings: string[] = [];
  const balance = centsToDecimal(ctx.balanceCents);
  const basis = ctx.rateAssumed ? 'estimate' : 'exact';

  // Standard plan: Tiered Standard for loans made on or after its start, else the 10-year plan.
  const standard = requireRule(STUDENT_US_STANDARD, asOf);
  applied.push(standard);
  const tieredFrom = standard.value.tiered_from;
  const newLoans = tieredFrom !== null && ctx.loanDisbursed !== undefined && ctx.loanDisbursed >= tieredFrom;
  const tier = standard.value.tiers.find((x) => x.balance_below === null || balance.lessThan(x.balance_below));
  const years = newLoans && tier !== undefined ? tier.years : standard.value.legacy_years;
  const standardCents = computeAmortizedPayment(ctx.balanceCents, ctx.ratePercent, years * 12);
  const legacyCents = computeAmortizedPayment(ctx.balanceCents, ctx.ratePercent, standard.value.legacy_years * 12);
  const standardId = newLoans ? 'tiered_standard' : 'standard_10_year';
  plans.push({
    id: standardId,
    name: t(newLoans ? 'plan_tiered_standard' : 'plan_standard_10_year'),
    available: true,
    monthly_payment: centsToDecimal(standardCents),
    annual_payment: centsToDecimal(standardCents * 12),
    payment_basis: basis,
    term_months: years * 12,
    total_paid: centsToDecimal(standardCents * years * 12),
    forgiven_amount: null,
    forgiveness_taxable: null,
    notes: [newLoans ? t('us_tiered_note', { years, balance: ctx.money(balance) }) : t('us_standard_note')],
  });

  // RAP, from its start date.
  const rap = pickRule(STUDENT_US_RAP, asOf);
  let rapPlan: StudentPlanOption;
  if (rap === undefined) {
    rapPlan = unavailable('rap', t('plan_rap'), [t('us_rap_not_yet', { date: STUDENT_US_RAP.versions[0]!.effective })]);
  } else if (ctx.annualIncome === null) {
    applied.push(rap);
    rapPlan = unavailable('rap', t('plan_rap'), [t('need_income')]);
    rapPlan = { ...rapPlan, available: true };
  } else {
    applied.push(rap);
    const monthly = computeRapMonthly(ctx.annualIncome, ctx.dependents, rap.value);
    const monthlyCents = monthly.times(100).toNumber();
    const run = simulateRapSchedule(ctx.balanceCents, ctx.ratePercent, monthlyCents, new Decimal(rap.value.principal_match_max).times(100).toNumber(), rap.value.forgiveness_payments);
    const endDate = addMonthsIso(asOf, run.months);
    const tax = pickRule(STUDENT_US_FORGIVENESS_TAX, endDate);
    if (tax !== undefined && run.forgiven_cents > 0) applied.push(tax);
    rapPlan = {
      id: 'rap',
      name: t('plan_rap'),
      available: true,
      monthly_payment: monthly,
      annual_payment: monthly.times(12),
      payment_basis: 'estimate',
      term_months: run.months,
      total_paid: centsToDecimal(run.paid_cents),
      forgiven_amount: centsToDecimal(run.forgiven_cents),
      forgiveness_taxable: run.forgiven_cents > 0 ? (tax?.value.taxable ?? null) : null,
      notes: [
        t('us_rap_note', { payments: rap.value.forgiveness_payments, match: ctx.money(rap.value.principal_match_max) }),
        ...(run.interest_waived_cents > 0 ? [t('us_rap_waiver', { waived: ctx.money(centsToDecimal(run.interest_waived_cents)) })] : []),
      ],
    };
  }
  plans.push(rapPlan);

  // IBR: existing loans only; 15 % (10 % for new borrowers) of AGI above 150 % of poverty, capped at the 10-year payment.
  const ibr = requireRule(STUDENT_US_IBR, asOf);
  let ibrPlan: StudentPlanOption;
  if (newLoans) ibrPlan = unavailable('ibr', t('plan_ibr'), [t('us_ibr_new_loans')]);
  else if (ctx.annualIncome === null) ibrPlan = { ...unavailable('ibr', t('plan_ibr'), [t('need_income')]), available: true };
  else {
    const poverty = requireRule(STUDENT_US_POVERTY_GUIDELINE, asOf);
    applied.push(ibr, poverty);
    const newBorrower = ctx.loanDisbursed !== undefined && ctx.loanDisbursed >= ibr.value.new_borrower_from;
    const percent = newBorrower ? ibr.value.percent_new_borrower : ibr.value.percent_old_borrower;
    const guideline = new Decimal(poverty.value.first_person).plus(new Decimal(poverty.value.each_additional).times(ctx.dependents));
    const allowance = guideline.times(ibr.value.poverty_percent).dividedBy(100);
    const uncapped = Decimal.max(0, ctx.annualIncome.minus(allowance)).times(percent).dividedBy(1200);
    const capped = uncapped.greaterThan(centsToDecimal(legacyCents));
    const monthly = Decimal.min(uncapped, centsToDecimal(legacyCents)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const payments = newBorrower ? ibr.value.forgiveness_payments_new : ibr.value.forgiveness_payments_old;
    const tax = pickRule(STUDENT_US_FORGIVENESS_TAX, addMonthsIso(asOf, payments));
    if (tax !== undefined && !capped) applied.push(tax);
    ibrPlan = {
      id: 'ibr',
      name: t('plan_ibr'),
      available: true,
      monthly_payment: monthly,
      annual_payment: monthly.times(12),
      payment_basis: 'estimate',
      term_months: capped ? standard.value.legacy_years * 12 : payments,
      total_paid: null,
      forgiven_amount: null,
      forgiveness_taxable: capped ? null : (tax?.value.taxable ?? null),
      notes: [
        t('us_ibr_note', { percent, allowance: ctx.money(allowance), size: 1 + ctx.dependents, payments }),
        ...(ctx.loanDisbursed === undefined ? [t('us_ibr_assumed_old')] : []),
        ...(capped ? [t('us_ibr_capped')] : []),
      ],
    };
  }
  plans.push(ibrPlan);

  // PSLF: government or nonprofit employer, 120 qualifying payments under an income-driven plan.
  const pslf = requireRule(STUDENT_US_PSLF, asOf);
  applied.push(pslf);
  const idr = [rapPlan, ibrPlan].filter((p) => p.available && p.monthly_payment !== null).sort((a, b) => a.monthly_payment!.comparedTo(b.monthly_payment!));
  const best = idr[0];
  const pslfEligible = ctx.employerType !== undefined && (pslf.value.employers as readonly string[]).includes(ctx.employerType);
  if (!pslfEligible) {
    plans.push(unavailable('pslf', t('plan_pslf'), [t(ctx.employerType === undefined ? 'us_pslf_unknown_employer' : 'us_pslf_private')]));
  } else {
    let forgiven: Decimal | null = null;
    if (best?.id === 'rap' && rap !== undefined) {
      const run = simulateRapSchedule(ctx.balanceCents, ctx.ratePercent, best.monthly_payment!.times(100).toNumber(), new Decimal(rap.value.principal_match_max).times(100).toNumber(), pslf.value.qualifying_payments);
      forgiven = centsToDecimal(run.forgiven_cents);
    }
    plans.push({
      id: 'pslf',
      name: t('plan_pslf'),
      available: true,
      monthly_payment: best?.monthly_payment ?? null,
      annual_payment: best?.monthly_payment?.times(12) ?? null,
      payment_basis: best === undefined ? 'unknown' : 'estimate',
      term_months: pslf.value.qualifying_payments,
      total_paid: best?.monthly_payment?.times(pslf.value.qualifying_payments) ?? null,
      forgiven_amount: forgiven,
      forgiveness_taxable: !pslf.value.tax_free,
      notes: [t('us_pslf_note', { payments: pslf.value.qualifying_payments, plan: best?.name ?? t('plan_rap') })],
    });
  }

  // Legacy income-contingent plans end.
  const legacy = pickRule(STUDENT_US_LEGACY_PLANS, asOf);
  if (legacy !== undefined) {
    applied.push(legacy);
    const over = asOf > legacy.value.legacy_plans_end;
    warnings.push(t(over ? 'us_legacy_ended' : 'us_legacy_phaseout', { date: legacy.value.legacy_plans_end, plans: legacy.value.plans.join(', ') }));
  }

  // Recommendation.
  const standardPlan = plans[0]!;
  const reasons: string[] = [];
  let recommendation = standardId;
  if (pslfEligible && best !== undefined) {
    recommendation = 'pslf';
    reasons.push(t('rec_pslf', { plan: best.name, payment: ctx.money(best.monthly_payment!), payments: pslf.value.qualifying_payments }));
  } else if (best !== undefined && best.monthly_payment!.lessThan(standardPlan.monthly_payment!)) {
    recommendation = best.id;
    reasons.push(t('rec_idr_lower', { plan: best.name, payment: ctx.money(best.monthly_payment!), standard: ctx.money(standardPlan.monthly_payment!) }));
    if (best.forgiveness_taxable === true) reasons.push(t('rec_idr_tax'));
  } else if (best !== undefined) {
    reasons.push(t('rec_standard_cheaper', { plan: standardPlan.name, payment: ctx.money(standardPlan.monthly_payment!) }));
  } else {
    reasons.push(t('rec_need_income', { plan: standardPlan.name }));
  }
  if (ctx.rateAssumed) warnings.push(t('warn_rate_assumed', { rate: ctx.ratePercent.toFixed() }));
  return { plans, recommendation, reasons, warnings };
}
