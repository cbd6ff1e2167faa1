import Decimal from 'decimal.js';
import { centsToDecimal } from '../../core/centsToDecimal.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import type { PlanStudentLoansKey } from '../messages/planStudentLoans.js';
import { computeAmortizedPayment } from './amortize.js';
import type { StudentPlanOption, StudentPlanSet } from './studentTypes.js';

/** Term guidekit assumes for a private student loan's level payment when the contract is not known. */
export const PRIVATE_STUDENT_ASSUMED_YEARS = 10;

/** Share of monthly income above which a private loan payment is read as a hardship signal (a guidekit heuristic). */
const HARDSHIP_SHARE_PERCENT = 10;

/**
 * Private student loans: no income-driven plans, no PSLF, no federal forgiveness. Shows the level payment over an
 * assumed 10-year term (when the rate is known), refinancing and lender hardship programs, and picks one.
 *
 * @param input - Balance in cents, optional APR in percent, optional monthly income, the translator and money formatter.
 * @returns The options and the recommendation.
 * @example
 * ```ts
 * buildUsPrivatePlans({ balanceCents: 2_000_000, ratePercent: new Decimal(9), monthlyIncome: null, t, money }).recommendation //=> 'private_refinance'
 * ```
 * @see https://www.consumerfinance.gov/ask-cfpb/what-are-my-options-if-i-cant-afford-my-private-student-loan-payments-en-1577/
 */
export function buildUsPrivatePlans(input: {
  readonly balanceCents: number;
  readonly ratePercent: Decimal | null;
  readonly monthlyIncome: Decimal | null;
  readonly t: Translate<PlanStudentLoansKey>;
  readonly money: (amount: Decimal.Value) => string;
}): StudentPlanSet {
  const { t } = input;
  const months = PRIVATE_STUDENT_ASSUMED_YEARS * 12;
  const paymentCents = input.ratePercent === null ? null : computeAmortizedPayment(input.balanceCents, input.ratePercent, months);
  const standard: StudentPlanOption = {
    id: 'private_standard',
    name: t('plan_private_standard'),
    available: true,
    monthly_payment: paymentCents === null ? null : centsToDecimal(paymentCents),
    annual_payment: paymentCents === null ? null : centsToDecimal(paymentCents * 12),
    payment_basis: paymentCents === null ? 'unknown' : 'estimate',
    term_months: months,
    total_paid: paymentCents === null ? null : centsToDecimal(paymentCents * months),
    forgiven_amount: null,
    forgiveness_taxable: null,
    notes: [t(paymentCents === null ? 'private_need_rate' : 'private_standard_note', { years: PRIVATE_STUDENT_ASSUMED_YEARS })],
  };
  const info = (id: string, name: PlanStudentLoansKey, note: PlanStudentLoansKey): StudentPlanOption => ({
    id, name: t(name), available: true, monthly_payment: null, annual_payment: null, payment_basis: 'unknown', term_months: null, total_paid: null, forgiven_amount: null, forgiveness_taxable: null, notes: [t(note)],
  });
  const plans = [standard, info('private_refinance', 'plan_private_refinance', 'private_refinance_note'), info('private_hardship', 'plan_private_hardship', 'private_hardship_note')];
  const heavy =
    paymentCents !== null &&
    input.monthlyIncome !== null &&
    new Decimal(paymentCents).dividedBy(100).greaterThan(input.monthlyIncome.times(HARDSHIP_SHARE_PERCENT).dividedBy(100));
  return {
    plans,
    recommendation: heavy ? 'private_hardship' : 'private_refinance',
    reasons: [t(heavy ? 'rec_private_hardship' : 'rec_private_refinance', { share: HARDSHIP_SHARE_PERCENT })],
    warnings: [t('private_no_idr'), t('private_limitation')],
  };
}
