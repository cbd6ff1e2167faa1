import type { RuleTable } from '../../core/ruleTable.js';

/** One legal public holiday: a fixed calendar date, or the nth weekday of a month (`nth: -1` is the last). */
export type UsLegalHoliday =
  | { readonly name: string; readonly month: number; readonly day: number }
  | { readonly name: string; readonly month: number; readonly weekday: number; readonly nth: number };

/**
 * The legal public holidays of 5 U.S.C. 6103(a), which Regulation F excludes when it counts the five days after
 * which a mailed validation notice is assumed received (12 CFR 1006.34(b)(5)). Months are 1–12; weekdays 0 (Sunday)
 * to 6 (Saturday). Inauguration Day (6103(c)) is left out: it is a holiday only in the Washington area.
 *
 * @see https://www.law.cornell.edu/uscode/text/5/6103
 */
export const US_LEGAL_PUBLIC_HOLIDAYS: RuleTable<readonly UsLegalHoliday[]> = {
  id: 'us.legal_public_holidays',
  jurisdiction: 'US',
  title: 'Legal public holidays (5 U.S.C. 6103(a)), including Juneteenth from 2021-06-17',
  versions: [
    {
      value: [
        { name: "New Year's Day", month: 1, day: 1 },
        { name: 'Birthday of Martin Luther King, Jr.', month: 1, weekday: 1, nth: 3 },
        { name: "Washington's Birthday", month: 2, weekday: 1, nth: 3 },
        { name: 'Memorial Day', month: 5, weekday: 1, nth: -1 },
        { name: 'Juneteenth National Independence Day', month: 6, day: 19 },
        { name: 'Independence Day', month: 7, day: 4 },
        { name: 'Labor Day', month: 9, weekday: 1, nth: 1 },
        { name: 'Columbus Day', month: 10, weekday: 1, nth: 2 },
        { name: 'Veterans Day', month: 11, day: 11 },
        { name: 'Thanksgiving Day', month: 11, weekday: 4, nth: 4 },
        { name: 'Christmas Day', month: 12, day: 25 },
      ],
      source: '5 U.S.C. 6103(a), as amended by the Juneteenth National Independence Day Act, Pub. L. 117-17 (2021-06-17)',
      effective: '2021-06-17',
      verified: null,
      note: 'List written from memory of 5 U.S.C. 6103(a); not checked against the Code text here.',
    },
  ],
};
