import type { RuleTable } from '../../core/ruleTable.js';
import type { TaxInterestRateValue, TaxInterestSchedule } from './taxInterestTypes.js';

const SOURCE = 'Income Tax Regulations s 4301(a) (prescribed rate + 4 points), ITA s 161; CRA prescribed interest rates for the quarter';

const q = (effective: string, annual_percent: string, verified: string | null = '2026-11-22', source: string = SOURCE, note?: string) => ({
  value: { annual_percent },
  source,
  effective,
  verified,
  ...(note === undefined ? {} : { note }),
});

/**
 * CRA interest on overdue income tax, CPP and EI: the quarterly prescribed rate + 4 points, compounded daily. The
 * prescribed rate is re-set every calendar quarter (Reg. 4301), so the table is quarterly. The April–June 2026 rate
 * comes from secondary reports only (unverified); July–September and October–December 2026 were not found, so the
 * April–June rate is reported stale from 2026-07-01 until newer quarters are added.
 *
 * @see https://www.canada.ca/en/revenue-agency/services/tax/prescribed-interest-rates.html
 */
export const TAX_CA_INTEREST: RuleTable<TaxInterestRateValue> = {
  id: 'ca.cra_overdue_interest',
  jurisdiction: 'CA',
  title: 'CRA interest on overdue taxes (prescribed rate + 4 %), by quarter',
  // CRA publishes the prescribed rates for each calendar quarter.
  cadence: 'quarterly',
  versions: [
    q('2024-01-01', '10'),
    q('2024-04-01', '10'),
    q('2024-07-01', '9'),
    q('2024-10-01', '9'),
    q('2025-01-01', '8'),
    q('2025-04-01', '8'),
    q('2025-07-01', '7'),
    q('2025-10-01', '7'),
    q('2026-01-01', '7'),
    q(
      '2026-04-01',
      '7',
      null,
      `${SOURCE} (https://www.canada.ca/en/revenue-agency/services/tax/prescribed-interest-rates/2026-q2.html, not read)`,
      'Secondary sources only: NomadicTax, 10 March 2026 (https://nomadictax.org/insights/compliance-essentials-new-interest-rates-reporting-rules-to-watch-in-2026-1773170299333-xtvp), quoting the canada.ca April–June 2026 page: 7 % on overdue taxes, CPP and EI; Investment Executive (https://www.investmentexecutive.com/?p=530479): prescribed rate 3 % for Q2 2026 (January 2026 three-month T-bill average 2.195 %, rounded up), and Reg. 4301(a) adds 4 points.',
    ),
  ],
};

/** The CRA schedule: daily compounding; rates on record through 30 June 2026 (April–June 2026 from secondary sources, unverified). */
export const TAX_CA_INTEREST_SCHEDULE: TaxInterestSchedule = { table: TAX_CA_INTEREST, compounding: 'daily', known_through: '2026-06-30' };

/**
 * CRA collection limitation: 10 years from the day a notice of assessment is sent, restarted by acknowledgment or
 * payment (ITA s 222).
 *
 * @see https://laws-lois.justice.gc.ca/eng/acts/i-3.3/section-222.html
 */
export const TAX_CA_COLLECTION_LIMIT: RuleTable<{ readonly years: number }> = {
  id: 'ca.cra_collection_limit',
  jurisdiction: 'CA',
  title: 'CRA collection limitation period: 10 years, restartable (ITA s 222)',
  versions: [{ value: { years: 10 }, source: 'Income Tax Act s 222(3)–(5)', effective: '2004-03-04', verified: null, note: 'Research notes mark the details as disputed; not verified here.' }],
};
