import type { RuleTable } from '../../core/ruleTable.js';

/** Negative items the credit-repair engine recognises. */
export const CREDIT_NEGATIVE_ITEM_IDS = [
  'late_30',
  'late_60',
  'late_90',
  'collection',
  'medical_collection',
  'charge_off',
  'repossession',
  'foreclosure',
  'default',
  'bankruptcy_ch7',
  'bankruptcy_ch13',
  'judgment',
  'tax_lien',
  'hard_inquiry',
  'high_utilization',
] as const;
/** A recognised negative item. */
export type CreditNegativeItemId = (typeof CREDIT_NEGATIVE_ITEM_IDS)[number];

/** How badly an item weighs, independent of any scale. */
export type CreditItemSeverity = 'low' | 'medium' | 'high' | 'severe';

/** Score impact of one negative item. */
export interface CreditItemImpact {
  readonly id: CreditNegativeItemId;
  readonly severity: CreditItemSeverity;
  /** Typical FICO (300–850) point drop for a file that was otherwise clean; editorial. */
  readonly us_points: { readonly low: number; readonly high: number };
}

/**
 * Typical score impact of each negative item. The point ranges are editorial: FICO publishes only illustrations
 * (its 2010 "late payment on a 680 vs 780 score" table) and the drop depends on the rest of the file (higher scores
 * fall further). They are ranges for a rough plan, never a prediction, and the table is unverified.
 *
 * @see https://www.myfico.com/credit-education/credit-scores/payment-history
 */
export const CREDIT_NEGATIVE_ITEMS: RuleTable<readonly CreditItemImpact[]> = {
  id: 'credit.negative_item_impact',
  title: 'How much each negative item weighs on a credit file (editorial severity; point ranges on the US FICO scale)',
  jurisdiction: 'INTL',
  versions: [
    {
      value: [
        { id: 'late_30', severity: 'medium', us_points: { low: 60, high: 110 } },
        { id: 'late_60', severity: 'high', us_points: { low: 70, high: 130 } },
        { id: 'late_90', severity: 'high', us_points: { low: 90, high: 150 } },
        { id: 'collection', severity: 'high', us_points: { low: 50, high: 150 } },
        { id: 'medical_collection', severity: 'medium', us_points: { low: 0, high: 100 } },
        { id: 'charge_off', severity: 'high', us_points: { low: 80, high: 160 } },
        { id: 'repossession', severity: 'high', us_points: { low: 80, high: 160 } },
        { id: 'foreclosure', severity: 'severe', us_points: { low: 85, high: 160 } },
        { id: 'default', severity: 'high', us_points: { low: 80, high: 160 } },
        { id: 'bankruptcy_ch7', severity: 'severe', us_points: { low: 130, high: 240 } },
        { id: 'bankruptcy_ch13', severity: 'severe', us_points: { low: 120, high: 220 } },
        { id: 'judgment', severity: 'low', us_points: { low: 0, high: 0 } },
        { id: 'tax_lien', severity: 'low', us_points: { low: 0, high: 0 } },
        { id: 'hard_inquiry', severity: 'low', us_points: { low: 0, high: 10 } },
        { id: 'high_utilization', severity: 'medium', us_points: { low: 10, high: 100 } },
      ],
      source: 'Editorial ranges from FICO illustrations (myFICO payment-history education pages, FICO Banking Analytics Blog 2010) and consumer-press summaries',
      effective: '1989-01-01',
      verified: null,
      note: 'Editorial, unverified: no scoring model publishes point costs. The severity applies everywhere; point ranges are shown only in US answers (judgments and tax liens 0 there, since the three national bureaus dropped them).',
    },
  ],
};
