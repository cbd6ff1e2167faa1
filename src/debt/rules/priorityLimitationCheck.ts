import type { RuleTable } from '../../core/ruleTable.js';

/** Months after which a debt may be time-barred somewhere in the country: the shortest common limitation period. */
export type LimitationCheckValue = Readonly<Record<'US' | 'UK' | 'CA' | 'AU', number>>;

/**
 * A generic placeholder, not a statute-of-limitations engine: for each country, the shortest limitation period
 * for consumer debt found in the research notes. Once that many months have passed since the last payment (or
 * since the account fell behind) the engines only say "check the limitation period before paying", never that a
 * debt is time-barred. A full per-state/per-province table is a later issue.
 *
 * @see 10 Del. C. §8106 (3 years, among the shortest US periods)
 * @see Prescription and Limitation (Scotland) Act 1973 s.6 (5 years); Limitation Act 1980 s.5 (6 years, E&W)
 * @see Limitations Act, 2002, S.O. 2002, c. 24, Sch. B, s.4 (2 years, Ontario)
 * @see Limitation Act 1981 (NT) s.12(1)(a) (3 years)
 */
export const PRIORITY_LIMITATION_CHECK: RuleTable<LimitationCheckValue> = {
  id: 'debt.limitation_check_months',
  title: 'Months since last payment after which to check whether a debt is time-barred (shortest period in the country)',
  versions: [
    {
      value: { US: 36, UK: 60, CA: 24, AU: 36 },
      source:
        'US: 10 Del. C. §8106 and other 3-year states; UK: Prescription and Limitation (Scotland) Act 1973 s.6; CA: Limitations Act, 2002 (Ontario) s.4; AU: Limitation Act 1981 (NT) s.12(1)(a)',
      effective: '2000-01-01',
      verified: null,
      note: 'Generic placeholder: the shortest period found for each country, used only to raise a "check the limitation period" flag. Periods differ by state, province and debt type, and payments can restart them.',
    },
  ],
};
