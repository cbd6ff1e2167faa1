import Decimal from 'decimal.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import { roundMoney } from '../../core/roundMoney.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { PaydayCapCheck } from '../analyzePaydayLoan.js';
import type { AnalyzePaydayLoanMessageKey } from '../messages/analyzePaydayLoan.js';
import type { PaydayStateRule } from '../rules/paydayStateRules.js';
import { buildPaydayMoneyCheck } from './buildPaydayMoneyCheck.js';
import { allowedFee, describeFeeCap, type MoneyText } from './paydayCaps.js';
import type { PaydayCite, PaydayLoan } from './paydayTypes.js';

const HUNDRED = new Decimal(100);

/**
 * The checks of one state's payday law against this loan, in a fixed order: APR ceiling, fee formula, total-cost cap,
 * largest loan, minimum and maximum term. A limit the state does not set is left out.
 *
 * @param entry - The state's row in force.
 * @param loan - The loan's amount, fee, term and simple APR.
 * @param rule - The row as picked, for its id and source.
 * @param t - The answer's messages.
 * @param money - Writes an amount of the loan's currency.
 * @returns The checks.
 */
export function checkPaydayStateRow(
  entry: PaydayStateRule,
  loan: PaydayLoan,
  rule: AppliedRule<PaydayStateRule>,
  t: Translate<AnalyzePaydayLoanMessageKey>,
  money: MoneyText,
): PaydayCapCheck[] {
  const cite: PaydayCite = { rule_id: rule.id, source: rule.source };
  const checks: PaydayCapCheck[] = [];
  if (entry.apr_cap_percent !== null) {
    const cap = new Decimal(entry.apr_cap_percent);
    checks.push({
      kind: 'apr',
      figure: t('limit_apr', { cap: cap.toFixed() }),
      limit: cap,
      actual: loan.apr,
      unit: 'percent',
      breached: loan.apr === null ? null : loan.apr.greaterThan(cap),
      ...cite,
    });
  }
  if (entry.fee_cap !== null) {
    checks.push(buildPaydayMoneyCheck('fee', describeFeeCap(entry.fee_cap, t, money), allowedFee(entry.fee_cap, loan.balance, loan.fee, loan.days), loan.fee, cite));
  }
  if (entry.total_cost_cap !== null) {
    const percent = new Decimal(entry.total_cost_cap.percent);
    const figure = t(entry.total_cost_cap.includes_renewals ? 'limit_total_cost_renewals' : 'limit_total_cost', { percent: percent.toFixed() });
    checks.push(buildPaydayMoneyCheck('total_cost', figure, roundMoney(loan.balance.times(percent).dividedBy(HUNDRED)), loan.fee, cite));
  }
  if (entry.max_amount !== null) {
    const max = new Decimal(entry.max_amount.amount);
    const face = entry.max_amount.of === 'face';
    const actual = face ? (loan.fee === null ? null : loan.balance.plus(loan.fee)) : loan.balance;
    // Without the fee the cheque's face amount is unknown, but an advance already above the limit breaks it.
    const breached = actual !== null ? actual.greaterThan(max) : loan.balance.greaterThan(max) ? true : null;
    checks.push({ kind: 'amount', figure: t(face ? 'limit_amount_face' : 'limit_amount_advance', { amount: money(max) }), limit: max, actual, unit: 'money', breached, ...cite });
  }
  // The term must be at least the state's minimum and at most its maximum, in days.
  const terms = [
    ['term_min', entry.min_term_days, 'limit_term_min'],
    ['term_max', entry.max_term_days, 'limit_term_max'],
  ] as const;
  for (const [kind, limit, key] of terms) {
    if (limit === null) continue;
    const breached = kind === 'term_min' ? loan.days < limit : loan.days > limit;
    checks.push({ kind, figure: t(key, { days: limit }), limit: new Decimal(limit), actual: new Decimal(loan.days), unit: 'days', breached, ...cite });
  }
  return checks;
}
