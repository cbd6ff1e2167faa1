import type { RuleTable } from '../../core/ruleTable.js';
import type { DebtCountry } from '../debtCountries.js';

/** A national credit bureau (credit reporting agency / credit reference agency / credit reporting body). */
export interface CreditBureau {
  /** Lower-case id, the value of the `bureau` parameter. */
  readonly id: string;
  readonly name: string;
  /** Consumer home page. */
  readonly url: string;
}

function table(country: DebtCountry, bureaus: readonly CreditBureau[], source: string, note: string): RuleTable<readonly CreditBureau[]> {
  return {
    id: `${country.toLowerCase()}.credit_bureaus`,
    jurisdiction: country,
    title: `Credit bureaus a consumer in ${country} can dispute with`,
    versions: [{ value: bureaus, source, effective: '2017-01-01', verified: null, note }],
  };
}

/**
 * The bureaus of each country, which are also the allowed values of `bureau` on /api/debt/dispute. Home-page
 * addresses are written from memory; the names were seen in the cited sources. The effective date is a placeholder
 * (illion took that name from Dun & Bradstreet Australia around 2017).
 *
 * @see spec: Debt Elimination Guidance Service (debtDispute: bureau)
 */
export const DISPUTE_BUREAUS: Readonly<Record<DebtCountry, RuleTable<readonly CreditBureau[]>>> = {
  US: table(
    'US',
    [
      { id: 'equifax', name: 'Equifax', url: 'https://www.equifax.com/' },
      { id: 'experian', name: 'Experian', url: 'https://www.experian.com/' },
      { id: 'transunion', name: 'TransUnion', url: 'https://www.transunion.com/' },
    ],
    'The three nationwide consumer reporting agencies (15 U.S.C. 1681a(p)); CFPB, list of consumer reporting companies',
    'Names standard; addresses not checked.',
  ),
  UK: table(
    'UK',
    [
      { id: 'experian', name: 'Experian', url: 'https://www.experian.co.uk/' },
      { id: 'equifax', name: 'Equifax', url: 'https://www.equifax.co.uk/' },
      { id: 'transunion', name: 'TransUnion', url: 'https://www.transunion.co.uk/' },
    ],
    'FCA-authorised credit reference agencies (CONC 8 rules; ICO, Your data matters: credit)',
    'Names standard; addresses not checked.',
  ),
  CA: table(
    'CA',
    [
      { id: 'equifax', name: 'Equifax Canada', url: 'https://www.consumer.equifax.ca/' },
      { id: 'transunion', name: 'TransUnion Canada', url: 'https://www.transunion.ca/' },
    ],
    'Office of Consumer Affairs (ic.gc.ca), "What to do if you find errors in your credit report"; FCAC',
    'Names and addresses seen in consumer guides, not on the bureaus\' own sites.',
  ),
  AU: table(
    'AU',
    [
      { id: 'equifax', name: 'Equifax Australia', url: 'https://www.equifax.com.au/' },
      { id: 'experian', name: 'Experian Australia', url: 'https://www.experian.com.au/' },
      { id: 'illion', name: 'illion', url: 'https://www.illion.com.au/' },
    ],
    'Credit reporting bodies under Privacy Act 1988 Part IIIA; National Debt Helpline, Get your credit report',
    'Names seen on the National Debt Helpline; addresses not checked.',
  ),
};
