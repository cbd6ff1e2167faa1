import type { RuleTable } from '../../core/ruleTable.js';
import type { DebtCountry } from '../debtCountries.js';

/** Months after which a debt may be time-barred somewhere in the country: the shortest common limitation period. */
export type LimitationCheckValue = number;

const PLACEHOLDER =
  'Generic placeholder: the shortest period found in the country, used only to raise a "check the limitation period" flag. Periods differ by region and debt type, and payments can restart them.';

/**
 * A generic placeholder, not a statute-of-limitations engine: for each country, the shortest limitation period
 * for consumer debt found in the research notes, one table per country so an answer cites only its own country's
 * statute. Once that many months have passed since the last payment (or since the account fell behind) the engines
 * only say "check the limitation period before paying", never that a debt is time-barred; the statute endpoint
 * decides the real period.
 *
 * @see 10 Del. C. §8106 (3 years, among the shortest US periods)
 * @see Prescription and Limitation (Scotland) Act 1973 s.6 (5 years); Limitation Act 1980 s.5 (6 years, E&W)
 * @see Limitations Act, 2002, S.O. 2002, c. 24, Sch. B, s.4 (2 years, Ontario)
 * @see Limitation Act 1981 (NT) s.12(1)(a) (3 years)
 */
export const PRIORITY_LIMITATION_CHECK: Readonly<Record<DebtCountry, RuleTable<LimitationCheckValue>>> = {
  US: {
    id: 'us.limitation_check_months',
    title: 'US: months since last payment after which to check whether a debt is time-barred (shortest state period)',
    jurisdiction: 'US',
    versions: [{ value: 36, source: '10 Del. C. §8106 and other 3-year states', effective: '2000-01-01', verified: null, note: PLACEHOLDER }],
  },
  UK: {
    id: 'uk.limitation_check_months',
    title: 'UK: months since last payment after which to check whether a debt is time-barred (Scotland\'s 5-year prescription)',
    jurisdiction: 'UK',
    versions: [{ value: 60, source: 'Prescription and Limitation (Scotland) Act 1973 s.6 (5 years; England and Wales 6 years, Limitation Act 1980 s.5)', effective: '2000-01-01', verified: null, note: PLACEHOLDER }],
  },
  CA: {
    id: 'ca.limitation_check_months',
    title: 'Canada: months since last payment after which to check whether a debt is time-barred (2-year provinces)',
    jurisdiction: 'CA',
    versions: [{ value: 24, source: 'Limitations Act, 2002 (Ontario) s.4 and the other 2-year provinces', effective: '2000-01-01', verified: null, note: PLACEHOLDER }],
  },
  AU: {
    id: 'au.limitation_check_months',
    title: 'Australia: months since last payment after which to check whether a debt is time-barred (Northern Territory)',
    jurisdiction: 'AU',
    versions: [{ value: 36, source: 'Limitation Act 1981 (NT) s.12(1)(a) (3 years; 6 years in the states)', effective: '2000-01-01', verified: null, note: PLACEHOLDER }],
  },
};
