import type { RuleTable } from '../../core/ruleTable.js';

/** Ontario's limits on when and how often a collection agency may contact a debtor. */
export interface CaOntarioContactValue {
  /** Days the agency must wait after sending its written notice before contacting the debtor to demand payment. */
  readonly notice_wait_days: number;
  /** Most contacts within seven days after the first conversation, unless the debtor agrees or initiates. */
  readonly max_contacts_in_7_days: number;
  readonly citation: string;
}

/**
 * Ontario Collection and Debt Settlement Services Act, R.S.O. 1990 c. C.14, and its General Regulation (R.R.O. 1990,
 * Reg. 74, ss21-22): a written notice first, six days' wait, then no more than three contacts in seven days.
 * Other provinces have their own collection agency acts (e.g. British Columbia's Business Practices and Consumer
 * Protection Act).
 *
 * @see https://www.ontario.ca/document/guide-collection-agencies/prohibited-practices-and-conduct
 */
export const CA_ONTARIO_CONTACT: RuleTable<CaOntarioContactValue> = {
  id: 'ca.on_collection_contact',
  jurisdiction: 'CA',
  title: 'Ontario collection agencies: written notice, 6-day wait, at most 3 contacts in 7 days',
  versions: [
    {
      value: { notice_wait_days: 6, max_contacts_in_7_days: 3, citation: 'Ontario CDSSA, R.R.O. 1990 Reg. 74 ss21-22' },
      source: 'Collection and Debt Settlement Services Act, R.S.O. 1990 c. C.14; R.R.O. 1990 Reg. 74 ss21-22; https://www.ontario.ca/document/guide-collection-agencies/prohibited-practices-and-conduct',
      effective: '2006-04-03',
      verified: '2026-11-22',
      note: 'Figures checked against the Ontario government guide; the date this version took effect (O. Reg. 103/06) is not verified.',
    },
  ],
};

/** Ontario's permitted contact hours. */
export interface CaOntarioHoursValue {
  /** Earliest and latest hour on Monday to Saturday (24-hour clock). */
  readonly weekday_start: number;
  readonly weekday_end: number;
  /** Sunday window. */
  readonly sunday_start: number;
  readonly sunday_end: number;
  readonly citation: string;
}

/**
 * Ontario: no contact on holidays, on Sundays except 1 p.m. to 5 p.m., or on other days before 7 a.m. or after 9 p.m.
 * (R.R.O. 1990 Reg. 74 s22).
 *
 * @see https://www.ontario.ca/laws/regulation/900074
 */
export const CA_ONTARIO_HOURS: RuleTable<CaOntarioHoursValue> = {
  id: 'ca.on_calling_hours',
  jurisdiction: 'CA',
  title: 'Ontario collection agencies: contact 7 a.m.-9 p.m., Sundays 1-5 p.m., never on holidays',
  versions: [
    {
      value: { weekday_start: 7, weekday_end: 21, sunday_start: 13, sunday_end: 17, citation: 'R.R.O. 1990 Reg. 74 s22' },
      source: 'R.R.O. 1990, Reg. 74 (General) under the Collection and Debt Settlement Services Act, s22',
      effective: '2006-04-03',
      verified: null,
      note: 'Read only in a law firm\'s quotation of the Ontario consumer page; the regulation text was not read.',
    },
  ],
};
