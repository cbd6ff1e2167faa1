import type { RuleTable } from '../../core/ruleTable.js';

/** Whether forgiven personal (non-business) consumer debt is treated as taxable income, by country. */
export type CancelledDebtTaxAbroadValue = Readonly<Record<'UK' | 'CA' | 'AU', { readonly taxable_for_consumers: boolean }>>;

/**
 * Outside the US, forgiveness of an individual's private consumer debt is generally not income: the UK taxes
 * income by source and a write-off is none; Canada's debt forgiveness rules (Income Tax Act s.80) reach commercial
 * debt obligations; Australia's commercial debt forgiveness rules (ITAA 1997 Div 245) reach commercial debts.
 * Unverified: recorded from general knowledge, to be checked.
 *
 * @see Income Tax Assessment Act 1997 (Cth) Division 245
 * @see https://laws-lois.justice.gc.ca/eng/acts/I-3.3/section-80.html
 */
export const CANCELLED_DEBT_TAX_ABROAD: RuleTable<CancelledDebtTaxAbroadValue> = {
  id: 'intl.cancelled_consumer_debt_tax',
  title: 'Tax of forgiven personal consumer debt in the UK, Canada and Australia',
  versions: [
    {
      value: { UK: { taxable_for_consumers: false }, CA: { taxable_for_consumers: false }, AU: { taxable_for_consumers: false } },
      source: 'CA: Income Tax Act (R.S.C. 1985, c. 1 (5th Supp.)) s.80 (commercial debt obligations); AU: ITAA 1997 Div 245 (commercial debts); UK: no charge on a private individual\'s debt write-off',
      effective: '2000-01-01',
      verified: null,
      note: 'Business debts, and debts forgiven by an employer, can be taxed differently; check with the tax authority.',
    },
  ],
};
