import type { RuleTable } from '../../core/ruleTable.js';
import { LONG_STANDING } from './limitationPeriods.js';

/** What the credit-reporting clock runs from. */
export type ReportingClockStart = 'date_of_first_delinquency_plus_180_days' | 'default_date' | 'date_of_last_activity' | 'default_listing_date';

/** How long a negative debt item may stay on a credit file. */
export interface CreditReportingPeriod {
  readonly years: number;
  /** Extra days added to the start event before the years run (US: 180). */
  readonly extra_days: number;
  readonly starts_from: ReportingClockStart;
}

/** Credit-reporting periods by country (research notes §8 and §2). */
export const CREDIT_REPORTING_PERIODS: Readonly<Record<'US' | 'UK' | 'CA' | 'AU', RuleTable<CreditReportingPeriod>>> = {
  US: {
    id: 'us.fcra.reporting_period.collections',
    jurisdiction: 'US',
    title: 'FCRA § 605(a)(4), (c)(1): collection and charge-off items are reportable for 7 years after the 180 days from the first delinquency',
    versions: [{
      value: { years: 7, extra_days: 180, starts_from: 'date_of_first_delinquency_plus_180_days' },
      source: '15 U.S.C. 1681c(a)(4), (c)(1); FTC staff opinion letter to Johnson, 1998-08-31 (payments and sales do not re-age the item)',
      effective: '1997-12-29',
      verified: '2026-11-22',
      note: '§ 605(c)(1) applies to items added to a file 455 days after 1996-09-30.',
    }],
  },
  UK: {
    id: 'uk.credit_file.default_retention',
    jurisdiction: 'UK',
    title: 'UK credit reference agencies keep a default for 6 years from the default date',
    versions: [{
      value: { years: 6, extra_days: 0, starts_from: 'default_date' },
      source: 'Credit reference agency practice (Experian, Equifax, TransUnion) under ICO guidance',
      effective: LONG_STANDING,
      verified: null,
      note: 'Industry practice reported by several secondary sources; not a statute and not checked against an agency or ICO page.',
    }],
  },
  CA: {
    id: 'ca.credit_file.collection_retention',
    jurisdiction: 'CA',
    title: 'Canadian credit bureaus keep collection items about 6 years from the date of last activity',
    versions: [{
      value: { years: 6, extra_days: 0, starts_from: 'date_of_last_activity' },
      source: 'Equifax Canada and TransUnion Canada retention practice (varies by bureau and province)',
      effective: LONG_STANDING,
      verified: null,
      note: 'Research notes §2 [M]; not checked.',
    }],
  },
  AU: {
    id: 'au.privacy_act.default_information_retention',
    jurisdiction: 'AU',
    title: 'Australia: default information is kept 5 years (repayment history 2 years)',
    versions: [{
      value: { years: 5, extra_days: 0, starts_from: 'default_listing_date' },
      source: 'Privacy Act 1988 (Cth) s 20W',
      effective: '2014-03-12',
      verified: null,
      note: 'Research notes §2 [M]; the pre-2014 s 18F also used 5 years for overdue payments.',
    }],
  },
};
