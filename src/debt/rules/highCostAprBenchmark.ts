import type { RuleTable } from '../../core/ruleTable.js';

/**
 * The 36% APR benchmark for high-cost credit: the annual percentage rate cap of the Military Lending Act
 * (10 U.S.C. 987(b)), also the ceiling many US states apply to small loans. A debt at or above it is flagged as very
 * high cost. The statute text was checked (Pub. L. 109-364, § 670, 120 Stat. 2266).
 *
 * @see https://www.law.cornell.edu/uscode/text/10/987
 */
export const HIGH_COST_APR_BENCHMARK: RuleTable<number> = {
  id: 'debt.high_cost_apr_benchmark',
  title: 'APR (percent) at or above which a debt is flagged as very high cost',
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
};
