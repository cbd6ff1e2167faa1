import type { RuleTable } from '../../core/ruleTable.js';

/** IRS failure-to-pay and failure-to-file additions to tax. */
export interface TaxUsPenaltiesValue {
  /** Failure to pay: percent of the unpaid tax per month or fraction. */
  readonly ftp_monthly_percent: string;
  /** Failure to pay while an installment agreement is in effect (individuals who filed on time). */
  readonly ftp_installment_monthly_percent: string;
  /** Cap of the failure-to-pay addition, percent of the tax. */
  readonly ftp_cap_percent: string;
  /** Failure to file: percent per month or fraction. */
  readonly ftf_monthly_percent: string;
  readonly ftf_cap_percent: string;
}

/**
 * 26 U.S.C. 6651: failure to pay 0.5 % a month up to 25 % ((a)(2)), 0.25 % a month during an installment agreement
 * ((h)); failure to file 5 % a month up to 25 % ((a)(1)), reduced by the failure-to-pay amount for the same months ((c)(1)).
 *
 * @see https://www.law.cornell.edu/uscode/text/26/6651
 */
export const TAX_US_PENALTIES: RuleTable<TaxUsPenaltiesValue> = {
  id: 'us.irs_penalties_6651',
  jurisdiction: 'US',
  title: 'IRS failure-to-pay (0.5 %/month, max 25 %; 0.25 % under an installment agreement) and failure-to-file (5 %/month, max 25 %)',
  versions: [
    {
      value: { ftp_monthly_percent: '0.5', ftp_installment_monthly_percent: '0.25', ftp_cap_percent: '25', ftf_monthly_percent: '5', ftf_cap_percent: '25' },
      source: '26 U.S.C. 6651(a)(1), (a)(2), (c)(1), (h)',
      effective: '1998-01-01',
      verified: '2026-11-22',
      note: '6651(h) (installment-agreement rate) applies to returns filed on time; it took effect for months beginning after 1999-12-31.',
    },
  ],
};
