import type { RuleTable } from '../../core/ruleTable.js';
import type { TaxInterestRateValue, TaxInterestSchedule } from './taxInterestTypes.js';

const q = (effective: string, annual_percent: string, announced: string) => ({
  value: { annual_percent },
  source: `Taxation Administration Act 1953 s 8AAD (90-day bank accepted bill yield + 7 points); ATO GIC rate announced ${announced}`,
  effective,
  verified: '2026-11-22',
  note: 'Checked against secondary reports of the ATO announcement.',
});

/**
 * ATO general interest charge: the 90-day bank accepted bill yield + 7 points, daily rate = annual ÷ days in the year,
 * compounded daily; set each quarter (s 8AAD(2)), so the table is quarterly: the April–June 2026 rate is reported stale
 * from 2026-07-01 until newer quarters are added.
 *
 * @see https://www.ato.gov.au/tax-rates-and-codes/general-interest-charge-gic-rates
 */
export const TAX_AU_GIC: RuleTable<TaxInterestRateValue> = {
  id: 'au.ato_gic',
  jurisdiction: 'AU',
  title: 'ATO general interest charge (GIC) annual rate, by quarter',
  // A new base interest rate for every quarter of the year.
  cadence: 'quarterly',
  versions: [
    q('2025-04-01', '11.17', 'March 2025'),
    q('2025-07-01', '10.78', '11 June 2025'),
    q('2025-10-01', '10.61', 'September 2025'),
    q('2026-01-01', '10.65', '9 December 2025'),
    q('2026-04-01', '10.96', 'March 2026'),
  ],
};

/** The ATO schedule: daily compounding; verified through 30 June 2026. */
export const TAX_AU_GIC_SCHEDULE: TaxInterestSchedule = { table: TAX_AU_GIC, compounding: 'daily', known_through: '2026-06-30' };

/** ATO payment plans and GIC deductibility. */
export interface TaxAuPlansValue {
  /** Largest debt for a self-serve online payment plan (AUD). */
  readonly self_serve_max: string;
  /** GIC and SIC incurred from this date are not tax deductible. */
  readonly gic_non_deductible_from: string;
}

/**
 * ATO payment plans: self-serve online for debts up to about $100,000; GIC (and SIC) incurred from 1 July 2025 is no
 * longer deductible.
 *
 * @see https://www.ato.gov.au/individuals-and-families/paying-the-ato/help-with-paying/payment-plans
 */
export const TAX_AU_PLANS: RuleTable<TaxAuPlansValue> = {
  id: 'au.ato_payment_plans',
  jurisdiction: 'AU',
  title: 'ATO self-serve payment plans up to A$100,000; GIC non-deductible from 2025-07-01',
  versions: [
    { value: { self_serve_max: '100000', gic_non_deductible_from: '2025-07-01' }, source: 'ato.gov.au Payment plans; Treasury Laws Amendment (Tax Incentives and Integrity) Act 2025 (GIC/SIC deductibility)', effective: '2025-07-01', verified: null, note: 'From the research notes, not verified.' },
  ],
};
