import type { RuleTable } from '../../core/ruleTable.js';

/** US federal tax treatment of cancelled (forgiven) debt. */
export interface CancelledDebtTaxUsValue {
  /** Cancelled amount in USD (exact decimal string) from which the creditor must file Form 1099-C. */
  readonly reporting_threshold: string;
  /** The information return the creditor files. */
  readonly information_return: string;
  /** The form the taxpayer files to claim an exclusion such as insolvency. */
  readonly exclusion_form: string;
}

/**
 * Cancelled debt is gross income (26 U.S.C. 61(a)(11)) unless an exclusion applies; an applicable financial entity
 * that discharges $600 or more in a calendar year files Form 1099-C (26 CFR 1.6050P-1(a)(1)); a debtor who was
 * insolvent immediately before the discharge excludes it up to the amount of insolvency (26 U.S.C. 108(a)(1)(B),
 * (a)(3), (d)(3)), claimed on Form 982.
 *
 * @see https://www.ecfr.gov/current/title-26/section-1.6050P-1
 * @see https://www.law.cornell.edu/uscode/text/26/108
 * @see https://www.irs.gov/publications/p4681
 */
export const CANCELLED_DEBT_TAX_US: RuleTable<CancelledDebtTaxUsValue> = {
  id: 'us.cancelled_debt_tax',
  jurisdiction: 'US',
  title: 'US tax of cancelled debt: Form 1099-C at $600 or more; insolvency exclusion on Form 982',
  versions: [
    {
      value: { reporting_threshold: '600', information_return: 'Form 1099-C', exclusion_form: 'Form 982' },
      source:
        '26 CFR 1.6050P-1(a)(1) (T.D. 8654, 61 FR 262); 26 U.S.C. 61(a)(11); 26 U.S.C. 108(a)(1)(B), (a)(3), (d)(3); IRS Publication 4681 (insolvency worksheet)',
      effective: '1996-12-22',
      verified: '2026-11-22',
      note: 'The $600 threshold governs the creditor\'s filing duty, not taxability: smaller cancelled amounts are income too unless excluded.',
    },
  ],
};
