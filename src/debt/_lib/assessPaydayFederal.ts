import type Decimal from 'decimal.js';
import { pickRule } from '../../core/pickRule.js';
import { requireRule } from '../../core/requireRule.js';
import type { AnalyzePaydayLoanResult } from '../analyzePaydayLoan.js';
import { MLA_MAPR_CAP, PAYDAY_FAILED_ATTEMPTS, REG_E_STOP_PAYMENT } from '../rules/paydayFederalRules.js';
import type { PaydayFindings, PaydayText } from './paydayTypes.js';

/** The federal protections of a US payday borrower. */
export interface PaydayFederalAssessment {
  readonly mla: NonNullable<AnalyzePaydayLoanResult['military_lending_act']>;
  readonly ach: NonNullable<AnalyzePaydayLoanResult['ach_revocation']>;
}

/**
 * The federal protections every US payday borrower has on `asOf`: the Military Lending Act's MAPR ceiling for service
 * members and their families, and the steps to stop the lender debiting the bank account (Regulation E stop payment,
 * and from its compliance date the CFPB rule that ends debits after consecutive failed attempts).
 *
 * @param aprSimple - The loan's simple APR in percent; null without a fee.
 * @param asOf - ISO date the rules are picked for.
 * @param text - Language of the explanation and steps.
 * @param findings - Receives the MLA, Regulation E and failed-attempts rules, in that order.
 * @returns The MLA verdict and the ACH revocation steps; see {@link PaydayFederalAssessment}.
 */
export function assessPaydayFederal(aprSimple: Decimal | null, asOf: string, text: PaydayText, findings: PaydayFindings): PaydayFederalAssessment {
  const { t } = text;
  const mlaRule = requireRule(MLA_MAPR_CAP, asOf);
  findings.applied.push(mlaRule);
  const cap = mlaRule.value.mapr_cap_percent;
  const above = aprSimple === null ? null : aprSimple.greaterThan(cap);
  const mla = {
    mapr_cap_percent: cap,
    apr_above_cap: above,
    explanation: [t('mla', { cap }), ...(above === true && aprSimple !== null ? [t('mla_exceeded', { apr: aprSimple.toFixed(2), cap })] : [])].join(' '),
  };

  const regE = requireRule(REG_E_STOP_PAYMENT, asOf);
  findings.applied.push(regE);
  const steps = [t('ach_revoke'), t('ach_bank', { days: regE.value.notice_business_days, confirm: regE.value.written_confirmation_days })];
  // The failed-attempts rule exists only from its compliance date; before it the step is left out.
  const attempts = pickRule(PAYDAY_FAILED_ATTEMPTS, asOf);
  if (attempts !== undefined) {
    findings.applied.push(attempts);
    steps.push(t('ach_failed_attempts', { attempts: attempts.value.consecutive_failed_attempts }));
  }
  steps.push(t('ach_monitor'), t('ach_debt_remains'));
  return { mla, ach: { steps } };
}
