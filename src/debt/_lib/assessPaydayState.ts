import Decimal from 'decimal.js';
import { pickRule } from '../../core/pickRule.js';
import type { AnalyzePaydayLoanResult } from '../analyzePaydayLoan.js';
import { PAYDAY_US_STATE_NAMES, PAYDAY_US_STATE_RULES, type PaydayUsState } from '../rules/paydayStateRules.js';
import { checkPaydayStateRow } from './checkPaydayStateRow.js';
import { describePaydayBreaches } from './describePaydayBreaches.js';
import { judgePaydayChecks } from './judgePaydayChecks.js';
import { joinList } from './paydayCaps.js';
import type { PaydayFindings, PaydayLoan, PaydayText } from './paydayTypes.js';

/** A US loan against its state's law. */
export interface PaydayStateAssessment {
  readonly stateRules: AnalyzePaydayLoanResult['state_rules'];
  readonly epp: AnalyzePaydayLoanResult['extended_payment_plan'];
  /** The state's total cost cap in percent of the amount borrowed when it counts rollovers (Missouri), else null. */
  readonly rolloverCapPercent: Decimal | null;
}

/**
 * Checks a US loan against the payday law of its state on `asOf`: whether the state prohibits, caps or leaves payday
 * fees uncapped, every limit it sets with its statute, whether this loan keeps them, and whether the state requires an
 * extended payment plan. Without a state, or with none on record for the date, it says so.
 *
 * @param state - The borrower's state, or null when not given.
 * @param loan - The loan's amount, fee, term and simple APR.
 * @param asOf - ISO date the rules are picked for.
 * @param text - Language and currency of the explanation.
 * @param findings - Receives the state rule, the breach warning and the missing-state note.
 * @returns The state's rules and checks, the payment-plan answer and any rollover cap; see {@link PaydayStateAssessment}.
 */
export function assessPaydayState(state: PaydayUsState | null, loan: PaydayLoan, asOf: string, text: PaydayText, findings: PaydayFindings): PaydayStateAssessment {
  const { t, money } = text;
  if (state === null) {
    findings.notes.push(t('note_state_missing'));
    return { stateRules: null, epp: { required_by_state: null, explanation: t('epp_no_state') }, rolloverCapPercent: null };
  }
  const name = PAYDAY_US_STATE_NAMES[state];
  const table = PAYDAY_US_STATE_RULES[state];
  const rule = pickRule(table, asOf);
  if (rule === undefined) {
    return {
      stateRules: {
        rule_id: table.id,
        status: 'not_on_record',
        statute: null,
        checks: [],
        breached: null,
        extended_payment_plan_required: null,
        apr_likely_above_cap: null,
        explanation: t('state_not_on_record', { state: name, date: asOf }),
      },
      epp: { required_by_state: null, explanation: t('epp_not_listed', { state: name }) },
      rolloverCapPercent: null,
    };
  }
  findings.applied.push(rule);
  const entry = rule.value;
  const checks = checkPaydayStateRow(entry, loan, rule, t, money);
  const breached = judgePaydayChecks(checks);
  const limitItems = [...checks.map((c) => c.figure), ...(entry.one_loan_at_a_time ? [t('limit_one_loan')] : [])];
  const limits = joinList(limitItems, t, '; ');
  const parts =
    entry.status === 'no_fee_cap'
      ? [t('state_no_fee_cap', { state: name, statute: entry.statute }), ...(limitItems.length > 0 ? [t('state_other_limits', { limits })] : [])]
      : [t(entry.status === 'prohibited' ? 'state_prohibited' : 'state_capped', { state: name, statute: entry.statute, limits })];
  if (breached === true) {
    const breach = t('state_breached', { state: name, breaches: describePaydayBreaches(checks, t, money) });
    parts.push(breach);
    findings.warnings.push(breach);
  } else if (breached === false) {
    parts.push(t('state_within', { state: name }));
  } else if (loan.fee === null && checks.length > 0) {
    parts.push(t('state_unchecked', { state: name }));
  }
  return {
    stateRules: {
      rule_id: rule.id,
      status: entry.status,
      statute: entry.statute,
      checks,
      breached,
      extended_payment_plan_required: entry.extended_payment_plan,
      apr_likely_above_cap: checks.find((c) => c.kind === 'apr')?.breached ?? null,
      explanation: parts.join(' '),
    },
    epp: entry.extended_payment_plan
      ? { required_by_state: true, explanation: t('epp_available', { state: name }) }
      : { required_by_state: null, explanation: t('epp_not_listed', { state: name }) },
    // A total cost cap that counts rollovers, in percent of the amount borrowed.
    rolloverCapPercent: entry.total_cost_cap?.includes_renewals ? new Decimal(entry.total_cost_cap.percent) : null,
  };
}
