import type { RuleTable } from '../../core/ruleTable.js';
import type { DebtType } from '../debtInputSchema.js';

/** One band of months behind and the share of the balance creditors are commonly reported to accept in it. */
export interface SettlementBand {
  /** First month behind (inclusive) the band covers. */
  readonly min_months: number;
  /** Last month behind (inclusive) the band covers; `null` for the open top band. */
  readonly max_months: number | null;
  /** Best case: percent of the balance the debtor may get away with paying. */
  readonly low: number;
  /** The most commonly reported outcome, in percent of the balance. */
  readonly typical: number;
  /** Worst case still called a settlement, in percent of the balance. */
  readonly high: number;
}

/** Settlement ranges by months behind, with per-debt-type shifts. */
export interface SettlementRangesValue {
  /** Bands in ascending order, covering every month count from 0 up. */
  readonly bands: readonly SettlementBand[];
  /** Percentage points added to every figure of a band for a debt type (clamped to 5–100). */
  readonly debt_type_offsets: Readonly<Record<DebtType, number>>;
}

/**
 * Settlement percentages by how far behind the account is, observed in the US (other countries' answers cite them as
 * a labelled US comparison: no UK, Canadian or Australian figures are published). These are industry observations, not law: no statute
 * or regulator publishes settlement rates, so every version is unverified. The CFPB and FTC pages cited describe
 * settlement and its risks qualitatively only.
 *
 * @see CFPB consumer education on debt settlement and debt relief (consumerfinance.gov, Ask CFPB)
 * @see FTC consumer advice "How To Get Out of Debt" (consumer.ftc.gov)
 */
export const SETTLEMENT_RANGES: RuleTable<SettlementRangesValue> = {
  id: 'debt.settlement_ranges',
  title: 'US: share of the balance creditors commonly accept in a lump-sum settlement, by months behind and debt type',
  jurisdiction: 'US',
  versions: [
    {
      value: {
        bands: [
          { min_months: 0, max_months: 0, low: 80, typical: 90, high: 100 },
          { min_months: 1, max_months: 3, low: 60, typical: 75, high: 90 },
          { min_months: 4, max_months: 6, low: 45, typical: 60, high: 80 },
          { min_months: 7, max_months: 12, low: 35, typical: 50, high: 70 },
          { min_months: 13, max_months: 24, low: 30, typical: 45, high: 60 },
          { min_months: 25, max_months: null, low: 20, typical: 35, high: 50 },
        ],
        debt_type_offsets: {
          credit_card: 0,
          medical: -5,
          student_loan: 15,
          auto: 10,
          mortgage: 10,
          personal_loan: 5,
          payday: 0,
          bnpl: 0,
          tax: 0,
          other: 0,
        },
      },
      source:
        'Industry observations compiled by guidekit (no statutory source); qualitative background: CFPB "What are debt settlement/debt relief services" and FTC "How To Get Out of Debt"',
      effective: '2000-01-01',
      verified: null,
      note: 'Market ranges, not law. Creditors decide case by case; the figures are a planning range, not a promise.',
    },
  ],
};
