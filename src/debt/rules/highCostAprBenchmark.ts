import type { RuleTable } from '../../core/ruleTable.js';
import type { DebtCountry } from '../debtCountries.js';

/**
 * The APR (percent) at or above which a debt is flagged as very high cost, in each country's own law:
 *
 * - US: the 36% cap of the Military Lending Act (10 U.S.C. 987(b)), also the ceiling many states apply to small loans.
 * - UK: there is no general interest cap; the FCA calls credit "high-cost short-term credit" from an APR of 100%.
 * - Canada: the criminal rate of interest, 35% APR since 2025-01-01 (Criminal Code s. 347; before then 60% a year as an
 *   effective annual rate, about 48% APR).
 * - Australia: the 48% annual cost rate cap on credit contracts (National Credit Code s 32A).
 *
 * A benchmark, not a cap on the debts assessed (a UK or Australian payday loan has its own caps).
 *
 * @see https://www.law.cornell.edu/uscode/text/10/987
 * @see https://laws-lois.justice.gc.ca/eng/acts/C-46/section-347.html
 * @see https://www.handbook.fca.org.uk/handbook/glossary/G3390h.html
 */
export const HIGH_COST_APR_BENCHMARK: Readonly<Record<DebtCountry, RuleTable<number>>> = {
  US: {
    id: 'us.high_cost_apr_benchmark',
    title: 'US: APR (percent) at or above which a debt is flagged as very high cost (Military Lending Act cap)',
    jurisdiction: 'US',
    versions: [
      {
        value: 36,
        source:
          '10 U.S.C. 987(b) (Military Lending Act: "may not impose an annual percentage rate of interest greater than 36 percent"), added by Pub. L. 109-364, § 670, 120 Stat. 2266; 32 CFR 232.4(b)',
        effective: '2007-10-01',
        verified: '2026-11-25',
        note: 'Statute text checked (Statutes at Large). The effective date is that of the Department of Defense rule (72 FR 50580). A benchmark, not a cap on the debts assessed.',
      },
    ],
  },
  UK: {
    id: 'uk.high_cost_apr_benchmark',
    title: 'UK: APR (percent) at or above which a debt is flagged as very high cost (FCA high-cost short-term credit)',
    jurisdiction: 'UK',
    versions: [
      {
        value: 100,
        source: 'FCA Handbook Glossary, "high-cost short-term credit" (an APR of 100% or more); there is no general interest-rate cap in the UK',
        effective: '2014-04-01',
        verified: null,
        note: 'A benchmark, not a cap: high-cost short-term loans have their own price cap (CONC 5A).',
      },
    ],
  },
  CA: {
    id: 'ca.high_cost_apr_benchmark',
    title: 'Canada: APR (percent) at or above which a debt is flagged as very high cost (criminal rate of interest)',
    jurisdiction: 'CA',
    versions: [
      {
        value: 60,
        source: 'Criminal Code (R.S.C. 1985, c. C-46) s. 347: criminal rate above 60% a year, as an effective annual rate',
        effective: '1900-01-01',
        verified: null,
        note: 'Stated as an effective annual rate (about 48% APR), so an APR is compared with a slightly higher bar; in force long before the table\'s start date.',
      },
      {
        value: 35,
        source: 'Criminal Code s. 347 as amended (Budget Implementation Act, 2023, No. 1) and the Criminal Interest Rate Regulations (SOR/2024-114): criminal rate above 35% APR, for agreements from 2025-01-01',
        effective: '2025-01-01',
        verified: null,
        note: 'Read in law-firm bulletins quoting the amendment, not in the consolidated Act. Payday loans under provincial regimes and older agreements are exempt.',
      },
    ],
  },
  AU: {
    id: 'au.high_cost_apr_benchmark',
    title: 'Australia: APR (percent) at or above which a debt is flagged as very high cost (48% annual cost rate cap)',
    jurisdiction: 'AU',
    versions: [
      {
        value: 48,
        source: 'National Consumer Credit Protection Act 2009 (Cth) Sch 1 (National Credit Code) s 32A: annual cost rate of a credit contract must not exceed 48%',
        effective: '2013-07-01',
        verified: null,
        note: 'From memory; not checked against the Act. Small and medium amount credit contracts have their own fee caps.',
      },
    ],
  },
};
