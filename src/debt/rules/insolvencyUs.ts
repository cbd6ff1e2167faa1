import type { RuleTable } from '../../core/ruleTable.js';

/**
 * Chapter 13 eligibility debt limits (11 U.S.C. § 109(e)): debts "less than" these amounts, adjusted every three
 * years under § 104. `combined` is the temporary single limit of the Bankruptcy Threshold Adjustment and Technical
 * Corrections Act (June 21, 2022 to June 21, 2024).
 */
export type Chapter13DebtLimits =
  | { readonly kind: 'separate'; readonly unsecured: string; readonly secured: string }
  | { readonly kind: 'combined'; readonly combined: string };

/**
 * 11 U.S.C. § 109(e) debt limits by filing date. § 104(a) re-sets the dollar amounts every three years on 1 April
 * (2019, 2022, 2025, next 2028), a period no table `cadence` expresses, so each version `expires` on the
 * 31 March before the next adjustment: the 2025 limits are current through 2028-03-31 and stale after it without a
 * successor.
 *
 * @see https://www.law.cornell.edu/uscode/text/11/104
 */
export const US_CHAPTER_13_DEBT_LIMITS: RuleTable<Chapter13DebtLimits> = {
  id: 'us.bankruptcy.109e.chapter13_debt_limits',
  jurisdiction: 'US',
  title: 'Chapter 13 debt limits (11 U.S.C. § 109(e); § 104 adjustments)',
  versions: [
    { value: { kind: 'separate', unsecured: '419275', secured: '1257850' }, effective: '2019-04-01', expires: '2022-03-31', source: '11 U.S.C. § 109(e); 84 Fed. Reg. 3488 (2019 § 104 adjustment)', verified: null },
    { value: { kind: 'separate', unsecured: '465275', secured: '1395875' }, effective: '2022-04-01', expires: '2025-03-31', source: '11 U.S.C. § 109(e); 87 Fed. Reg. 6625 (2022 § 104 adjustment)', verified: null, note: 'Quoted as the previous limits by debtlawyer.com (2025).' },
    { value: { kind: 'combined', combined: '2750000' }, effective: '2022-06-21', expires: '2024-06-20', source: 'Bankruptcy Threshold Adjustment and Technical Corrections Act, Pub. L. 117-151, § 2(h)', verified: null, note: 'Temporary combined limit for secured and unsecured debts; the BTATCA amounts sunset June 21, 2024 (okeb.uscourts.gov notice on § 1182(1)).' },
    { value: { kind: 'separate', unsecured: '465275', secured: '1395875' }, effective: '2024-06-21', expires: '2025-03-31', source: '11 U.S.C. § 109(e) after the BTATCA sunset', verified: null },
    {
      value: { kind: 'separate', unsecured: '526700', secured: '1580125' }, effective: '2025-04-01', expires: '2028-03-31', source: '11 U.S.C. § 109(e); 90 Fed. Reg. 8941 (Feb. 4, 2025), adjusted April 1, 2025', verified: '2026-11-22',
      note: 'Research notes §5 [C] ($526,700 vs $526,424). Bankruptcy court notices (ctb.uscourts.gov, okeb.uscourts.gov) state the 2025 adjustment is +13.2004% rounded to the nearest $25: $465,275 → $526,700 and $1,395,875 → $1,580,125, matching debtlawyer.com; $526,424 is not a multiple of $25. The chart itself was not read.',
    },
  ],
};
