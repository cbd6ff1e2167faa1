import type { RuleTable } from '../../core/ruleTable.js';

/**
 * The 36% APR benchmark for high-cost credit: the Military Annual Percentage Rate cap of the Military Lending Act
 * (10 U.S.C. 987(b)), also the cap many US states apply to small loans. A debt at or above it is flagged as very
 * high cost. Not re-checked against the statute text here, hence unverified.
 *
 * @see https://www.law.cornell.edu/uscode/text/10/987
 */
export const HIGH_COST_APR_BENCHMARK: RuleTable<number> = {
  id: 'debt.high_cost_apr_benchmark',
  title: 'APR (percent) at or above which a debt is flagged as very high cost',
  versions: [
    {
      value: 36,
      source: '10 U.S.C. 987(b) (Military Lending Act, 36% MAPR cap)',
      effective: '2007-10-01',
      verified: null,
    },
  ],
};
