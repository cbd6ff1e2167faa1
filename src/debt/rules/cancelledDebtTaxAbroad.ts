import type { RuleTable } from '../../core/ruleTable.js';

/** Whether forgiven personal (non-business) consumer debt is treated as taxable income in one country. */
export interface CancelledDebtTaxAbroadValue {
  readonly taxable_for_consumers: boolean;
}

const NOTE = 'Business debts, and debts forgiven by an employer, can be taxed differently; check with the tax authority.';

/**
 * Outside the US, forgiveness of an individual's private consumer debt is generally not income: the UK taxes
 * income by source and a write-off is none; Canada's debt forgiveness rules (Income Tax Act s.80) reach commercial
 * debt obligations; Australia's commercial debt forgiveness rules (ITAA 1997 Div 245) reach commercial debts. One
 * table per country, so each answer cites its own tax law. Unverified: recorded from general knowledge, to be checked.
 *
 * @see Income Tax Assessment Act 1997 (Cth) Division 245
 * @see https://laws-lois.justice.gc.ca/eng/acts/I-3.3/section-80.html
 */
export const CANCELLED_DEBT_TAX_ABROAD: Readonly<Record<'UK' | 'CA' | 'AU', RuleTable<CancelledDebtTaxAbroadValue>>> = {
  UK: {
    id: 'uk.cancelled_consumer_debt_tax',
    title: 'UK: tax of forgiven personal consumer debt',
    jurisdiction: 'UK',
    versions: [{ value: { taxable_for_consumers: false }, source: "UK income tax is charged by source; a private individual's debt write-off is not one (no charging provision)", effective: '2000-01-01', verified: null, note: NOTE }],
  },
  CA: {
    id: 'ca.cancelled_consumer_debt_tax',
    title: 'Canada: tax of forgiven personal consumer debt',
    jurisdiction: 'CA',
    versions: [{ value: { taxable_for_consumers: false }, source: 'Income Tax Act (R.S.C. 1985, c. 1 (5th Supp.)) s.80 (reaches commercial debt obligations only)', effective: '2000-01-01', verified: null, note: NOTE }],
  },
  AU: {
    id: 'au.cancelled_consumer_debt_tax',
    title: 'Australia: tax of forgiven personal consumer debt',
    jurisdiction: 'AU',
    versions: [{ value: { taxable_for_consumers: false }, source: 'Income Tax Assessment Act 1997 (Cth) Div 245 (reaches commercial debts only)', effective: '2000-01-01', verified: null, note: NOTE }],
  },
};
