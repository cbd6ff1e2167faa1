import type { RuleTable } from '../../core/ruleTable.js';

/** Which public records Equifax, Experian and TransUnion carry on US credit files. */
export interface UsPublicRecordsPolicy {
  readonly civil_judgments_reported: boolean;
  /** `partial`: liens lacking full identifiers were removed, the rest stayed (2017-07-01 to 2018-04-15). */
  readonly tax_liens_reported: 'yes' | 'partial' | 'no';
}

/**
 * Under the National Consumer Assistance Plan (the 2015 settlement of the three bureaus with 31 state attorneys
 * general) the bureaus dropped civil judgments and about half of tax liens on 2017-07-01 (public records without
 * name, address and SSN or date of birth), then every tax lien in the week of 2018-04-16. Bankruptcies stay.
 *
 * @see https://www.consumerfinance.gov/data-research/research-reports/quarterly-consumer-credit-trends-public-records/
 */
export const CREDIT_US_PUBLIC_RECORDS: RuleTable<UsPublicRecordsPolicy> = {
  id: 'credit.us.public_records',
  jurisdiction: 'US',
  title: 'US bureaus: civil judgments and tax liens on credit files (NCAP 2017–2018)',
  versions: [
    {
      value: { civil_judgments_reported: true, tax_liens_reported: 'yes' },
      source: 'FCRA § 605(a)(2), (a)(3) (15 U.S.C. 1681c) before the National Consumer Assistance Plan',
      effective: '1971-04-25',
      verified: null,
    },
    {
      value: { civil_judgments_reported: false, tax_liens_reported: 'partial' },
      source: 'National Consumer Assistance Plan public-record standards (Consumer Data Industry Association announcement, 2017); CFPB Quarterly Consumer Credit Trends, Feb. 2018',
      effective: '2017-07-01',
      verified: null,
      note: 'Dates confirmed only by secondary reports of the bureaus\u2019 announcements.',
    },
    {
      value: { civil_judgments_reported: false, tax_liens_reported: 'no' },
      source: 'TransUnion press release (all tax liens removed the week of 2018-04-16; Experian and Equifax likewise)',
      effective: '2018-04-16',
      verified: null,
      note: 'Dates confirmed only by secondary reports quoting the TransUnion release.',
    },
  ],
};
