import Decimal from 'decimal.js';
import { addDaysIso } from '../../core/addDaysIso.js';
import { centsToDecimal } from '../../core/centsToDecimal.js';
import { requireRule } from '../../core/requireRule.js';
import { computeActuarialApr } from '../computeActuarialApr.js';
import { UK_REPRESENTATIVE_APR } from '../rules/paydayCountryCaps.js';
import type { PaydayCountry, PaydayFindings, PaydayText } from './paydayTypes.js';

/** The APRs of one payday loan, in percent. */
export interface PaydayAprs {
  /** By the law of the country: the simple APR, or the UK representative APR. */
  readonly apr: Decimal;
  /** fee ÷ balance × 365 ÷ days × 100, 2 decimals. */
  readonly aprSimple: Decimal;
  /** Regulation Z Appendix J, 2 decimals. */
  readonly aprJ: Decimal;
}

/**
 * The APR of a single-payment loan by the law of the country (US Regulation Z and the CA and AU simple annualisation;
 * the UK compound representative APR of CONC App 1.2), with Appendix J alongside, and what it means for the borrower:
 * a note on how the APR is reached, what four rollovers cost, and a warning when the cost passes 100 % a year.
 *
 * @param loan - Balance and fee in cents, the term in days, the country and `asOf` (day 0, the rules' date).
 * @param text - Language and currency of the notes.
 * @param findings - Receives the UK APR rule, the notes and the warning, in that order.
 * @returns The APRs; see {@link PaydayAprs}.
 */
export function computePaydayAprs(
  loan: { readonly balance: number; readonly fee: number; readonly days: number; readonly country: PaydayCountry; readonly asOf: string },
  text: PaydayText,
  findings: PaydayFindings,
): PaydayAprs {
  const { balance, fee, days, country, asOf } = loan;
  const { t, moneyCents } = text;
  const aprSimple = new Decimal(fee).dividedBy(balance).times(365).dividedBy(days).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const due = addDaysIso(asOf, days);
  const advance = [{ amount: centsToDecimal(balance), date: asOf }];
  const repayment = [{ amount: centsToDecimal(balance + fee), date: due }];
  const aprJ = computeActuarialApr(advance, repayment).apr;
  let apr = aprSimple;
  if (country === 'UK') {
    const method = requireRule(UK_REPRESENTATIVE_APR, asOf);
    findings.applied.push(method);
    apr = computeActuarialApr(advance, repayment, { method: 'uk_conc', decimals: method.value.decimals }).apr;
    findings.notes.push(
      t('note_uk_apr', { cost: new Decimal(fee).dividedBy(balance).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(), days, apr: apr.toFixed(), simple: aprSimple.toFixed(2) }),
    );
  } else if (country === 'US') {
    findings.notes.push(t('note_appendix_j', { apr_j: aprJ.toFixed(2), days }));
  } else {
    findings.notes.push(t('note_simple_apr', { apr: aprSimple.toFixed(2), days }));
  }
  if (fee > 0) {
    findings.notes.push(t('note_rollover', { n: 4, fees: moneyCents(fee * 5), balance: moneyCents(balance) }));
    if (apr.greaterThan(100)) findings.warnings.push(t('warn_high_cost', { apr: apr.toFixed(), multiple: apr.dividedBy(100).toDecimalPlaces(1, Decimal.ROUND_DOWN).toFixed(1) }));
  }
  return { apr, aprSimple, aprJ };
}
