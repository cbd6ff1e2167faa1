import type { RuleTable } from '../../core/ruleTable.js';
import type { TaxInterestRateValue, TaxInterestSchedule } from './taxInterestTypes.js';

const q = (effective: string, annual_percent: string, source: string, verified: string | null = '2026-11-22', note?: string) => ({
  value: { annual_percent },
  source: `26 U.S.C. 6621(a)(2) (federal short-term rate + 3 points); ${source}`,
  effective,
  verified,
  ...(note === undefined ? {} : { note }),
});

/**
 * IRS underpayment rate for individuals by calendar quarter (federal short-term rate + 3 percentage points,
 * 26 U.S.C. 6621), compounded daily (26 U.S.C. 6622). Q3 and Q4 2026 were not found: later days carry the last
 * verified rate forward and are reported unverified. The rate is re-set every calendar quarter (6621(b)), so the table
 * is quarterly: the rate of the quarter from 2026-04-01 is reported stale from 2026-07-01 until newer quarters are added.
 *
 * @see https://www.law.cornell.edu/uscode/text/26/6621
 * @see https://www.law.cornell.edu/uscode/text/26/6622
 * @see https://www.irs.gov/payments/quarterly-interest-rates
 */
export const TAX_US_INTEREST: RuleTable<TaxInterestRateValue> = {
  id: 'us.irs_underpayment_rate',
  jurisdiction: 'US',
  title: 'IRS underpayment interest rate (individuals), by quarter',
  // Determined for each calendar quarter from the federal short-term rate of the first month of the previous quarter.
  cadence: 'quarterly',
  versions: [
    q('2024-01-01', '8', 'IR-2023-219, Rev. Rul. 2023-22'),
    q('2024-04-01', '8', 'IR-2024-47, Rev. Rul. 2024-6'),
    q('2024-07-01', '8', 'IRS release for the quarter beginning 2024-07-01', null, 'Implied by the unchanged Q2 and Q4 2024 rates; the Q3 release itself was not read.'),
    q('2024-10-01', '8', 'IR-2024-220, Rev. Rul. 2024-18'),
    q('2025-01-01', '7', 'IR-2024-290, Rev. Rul. 2024-25'),
    q('2025-04-01', '7', 'IRS release for the quarter beginning 2025-04-01; IR-2025-59 says Q3 2025 rates are unchanged from Q2'),
    q('2025-07-01', '7', 'IR-2025-59, Rev. Rul. 2025-11'),
    q('2025-10-01', '7', 'Rev. Rul. 2025-18'),
    q('2026-01-01', '7', 'IR-2025-112, Rev. Rul. 2025-22'),
    q('2026-04-01', '6', 'IRS release for the quarter beginning 2026-04-01', null, 'Read from a secondary summary only.'),
  ],
};

/** The IRS schedule: daily compounding; verified rates through 30 June 2026. */
export const TAX_US_INTEREST_SCHEDULE: TaxInterestSchedule = { table: TAX_US_INTEREST, compounding: 'daily', known_through: '2026-06-30' };
