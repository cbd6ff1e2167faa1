import type { RuleTable } from '../../core/ruleTable.js';

/** The ACCC/ASIC debt collection guideline's contact limits. */
export interface AuCollectionGuidelineValue {
  /** Most actual contacts per week, per account. */
  readonly max_contacts_per_week: number;
  /** Most actual contacts per month, per account. */
  readonly max_contacts_per_month: number;
  /** Telephone contact windows, local time in the debtor's state (24-hour clock, fractional hours allowed). */
  readonly weekday_start: number;
  readonly weekday_end: number;
  readonly weekend_start: number;
  readonly weekend_end: number;
  readonly citation: string;
}

/**
 * ACCC and ASIC, Debt collection guideline: for collectors and creditors (2021): contact no more than three times a
 * week or ten times a month (part 2 s5), by telephone 7.30 a.m.-9 p.m. on weekdays and 9 a.m.-9 p.m. at weekends,
 * never on national public holidays (part 2 s4). The guideline states how the regulators apply the Australian
 * Consumer Law, the ASIC Act and the National Credit Act; it is not itself law.
 *
 * @see https://www.accc.gov.au/publications/debt-collection-guideline-for-collectors-creditors
 */
export const AU_COLLECTION_GUIDELINE: RuleTable<AuCollectionGuidelineValue> = {
  id: 'au.accc_asic_debt_collection_guideline',
  jurisdiction: 'AU',
  title: 'ACCC/ASIC debt collection guideline: 3 contacts a week, 10 a month; 7.30 a.m.-9 p.m. weekdays',
  versions: [
    {
      value: {
        max_contacts_per_week: 3,
        max_contacts_per_month: 10,
        weekday_start: 7.5,
        weekday_end: 21,
        weekend_start: 9,
        weekend_end: 21,
        citation: 'ACCC/ASIC Debt collection guideline (2021), part 2 ss4-5',
      },
      source: 'ACCC and ASIC, Debt collection guideline: for collectors and creditors (April 2021), part 2 s4 (hours) and s5 (frequency); https://www.accc.gov.au/publications/debt-collection-guideline-for-collectors-creditors',
      effective: '2021-04-01',
      verified: '2026-11-22',
      note: 'Figures checked on accc.gov.au; the effective date is the edition month, not a legal commencement.',
    },
  ],
};
