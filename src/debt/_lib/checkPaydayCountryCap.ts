import Decimal from 'decimal.js';
import { centsToDecimal } from '../../core/centsToDecimal.js';
import { requireRule } from '../../core/requireRule.js';
import { roundMoney } from '../../core/roundMoney.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { AnalyzePaydayLoanResult, PaydayCapCheck } from '../analyzePaydayLoan.js';
import type { AnalyzePaydayLoanMessageKey } from '../messages/analyzePaydayLoan.js';
import { AU_SACC_FEE_CAP, CA_PAYDAY_COST_CAP, UK_HCSTC_PRICE_CAP } from '../rules/paydayCountryCaps.js';
import { buildPaydayMoneyCheck } from './buildPaydayMoneyCheck.js';
import { describePaydayBreaches } from './describePaydayBreaches.js';
import { formatPaydayPer100 } from './formatPaydayPer100.js';
import { judgePaydayChecks } from './judgePaydayChecks.js';
import { describeFeeCap, joinList } from './paydayCaps.js';
import type { PaydayFindings, PaydayLoan, PaydayText } from './paydayTypes.js';

/** A loan outside the US against its national cap. */
export interface PaydayCountryCapAssessment {
  readonly countryCap: NonNullable<AnalyzePaydayLoanResult['country_cap']>;
  /** The total cost cap in percent of the amount borrowed when it counts rollovers (UK), else null. */
  readonly rolloverCapPercent: Decimal | null;
}

const HUNDRED = new Decimal(100);

/**
 * Checks a loan against the national cap on `asOf` of the UK (the FCA price cap: 0.8 % a day, £15 default fees, total
 * cost at most the amount borrowed), Canada (cost per 100 borrowed) or Australia (small amount credit contract fees:
 * an establishment fee and a monthly fee for each month or part of one).
 *
 * @param country - `UK`, `CA` or `AU`.
 * @param loan - The loan's amount, fee, term and simple APR.
 * @param feePer100 - Fee per 100 borrowed for the term; null when no fee was given.
 * @param defaultFees - Default fees charged, cents; null when not given (they count only under the UK cap).
 * @param asOf - ISO date the rules are picked for.
 * @param text - Language and currency of the explanation.
 * @param findings - Receives the national rule, the default-fee note and the breach warning.
 * @returns The cap's checks and verdict, and any rollover cap; see {@link PaydayCountryCapAssessment}.
 */
export function checkPaydayCountryCap(
  country: 'UK' | 'CA' | 'AU',
  loan: PaydayLoan,
  feePer100: Decimal | null,
  defaultFees: number | null,
  asOf: string,
  text: PaydayText,
  findings: PaydayFindings,
): PaydayCountryCapAssessment {
  const { t, money } = text;
  const { days } = loan;
  let checks: PaydayCapCheck[];
  let intro: string;
  let breachKey: AnalyzePaydayLoanMessageKey | null = null;
  let rule: AppliedRule<unknown>;
  let rolloverCapPercent: Decimal | null = null;
  if (country === 'UK') {
    const uk = requireRule(UK_HCSTC_PRICE_CAP, asOf);
    rule = uk;
    const cite = { rule_id: uk.id, source: uk.source };
    const daily = new Decimal(uk.value.daily_cost_cap_percent);
    const totalPercent = new Decimal(uk.value.total_cost_cap_percent);
    const defaultCap = new Decimal(uk.value.default_fee_cap);
    // CONC 5A: the initial cost cap is 0.8 % of the credit for each day it is outstanding; default charges are
    // outside it but capped at £15; every charge, default ones and refinancing included, counts towards the total.
    const initialLimit = roundMoney(loan.balance.times(daily).dividedBy(HUNDRED).times(days));
    const totalLimit = roundMoney(loan.balance.times(totalPercent).dividedBy(HUNDRED));
    const defaults = defaultFees === null ? null : centsToDecimal(defaultFees);
    const totalActual = loan.fee === null ? defaults : defaults === null ? loan.fee : loan.fee.plus(defaults);
    checks = [
      buildPaydayMoneyCheck('daily_cost', t('limit_daily_cost', { percent: daily.toFixed() }), initialLimit, loan.fee, cite),
      buildPaydayMoneyCheck('default_fees', t('limit_default_fees', { amount: money(defaultCap) }), defaultCap, defaults, cite),
      buildPaydayMoneyCheck('total_cost', t('limit_total_cost_renewals', { percent: totalPercent.toFixed() }), totalLimit, totalActual, cite),
    ];
    if (defaultFees === null) findings.notes.push(t('note_default_fees_uk', { cap: money(defaultCap) }));
    rolloverCapPercent = totalPercent;
    intro = t('uk_cap', { limits: joinList(checks.map((c) => c.figure), t, '; ') });
    breachKey = 'uk_breached';
  } else {
    // Default fees count only under the UK cap.
    if (defaultFees !== null) findings.notes.push(t('note_default_fees_ignored'));
    let allowedPer100: Decimal;
    if (country === 'CA') {
      const ca = requireRule(CA_PAYDAY_COST_CAP, asOf);
      rule = ca;
      allowedPer100 = new Decimal(ca.value.max_cost_per_100);
      intro = t('ca_cap', { cap: ca.value.max_cost_per_100 });
      if (feePer100 !== null && feePer100.greaterThan(allowedPer100)) intro += ` ${t('ca_cap_exceeded', { fee_per_100: formatPaydayPer100(feePer100), cap: ca.value.max_cost_per_100 })}`;
    } else {
      const au = requireRule(AU_SACC_FEE_CAP, asOf);
      rule = au;
      // A monthly fee is charged for each month or part of a month of the term.
      allowedPer100 = new Decimal(au.value.establishment_fee_percent).plus(new Decimal(au.value.monthly_fee_percent).times(Math.ceil(days / 30)));
      intro = t('au_cap', { establishment: au.value.establishment_fee_percent, monthly: au.value.monthly_fee_percent, sacc_max: au.value.max_amount });
      if (feePer100 !== null && feePer100.greaterThan(allowedPer100)) intro += ` ${t('au_cap_exceeded', { fee_per_100: formatPaydayPer100(feePer100), days, allowed: allowedPer100.toFixed() })}`;
    }
    // Canada and Australia cap the fee as a share of the amount advanced.
    const figure = describeFeeCap({ kind: 'tiered', basis: 'advance', tiers: [{ up_to: null, percent: allowedPer100.toFixed() }] }, t, money);
    checks = [buildPaydayMoneyCheck('fee', figure, roundMoney(loan.balance.times(allowedPer100).dividedBy(HUNDRED)), loan.fee, { rule_id: rule.id, source: rule.source })];
  }
  findings.applied.push(rule);
  const breached = judgePaydayChecks(checks);
  const parts = [intro];
  if (breachKey !== null && breached === true) parts.push(t(breachKey, { breaches: describePaydayBreaches(checks, t, money) }));
  else if (breachKey !== null && breached === false) parts.push(t('uk_within'));
  const countryCap = { rule_id: rule.id, fee_above_cap: breached, breached, checks, explanation: parts.join(' ') };
  if (breached === true) findings.warnings.push(countryCap.explanation);
  return { countryCap, rolloverCapPercent };
}
