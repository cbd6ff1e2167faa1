import Decimal from 'decimal.js';
import { centsToDecimal } from '../../core/centsToDecimal.js';
import type { AnalyzePaydayLoanResult } from '../analyzePaydayLoan.js';
import type { PaydayFindings, PaydayText } from './paydayTypes.js';

const ROLLOVERS = [1, 2, 4, 8] as const;
const HUNDRED = new Decimal(100);

/**
 * What rolling the loan over costs: the fees paid in total after 1, 2, 4 and 8 rollovers while the balance stays owed,
 * each against a total cost cap that counts rollovers (UK, Missouri) when one applies, and a note naming the first
 * rollover that passes it.
 *
 * @param balance - Amount borrowed, cents.
 * @param fee - Fee per term, cents; null when no fee was given (no costs then).
 * @param rolloverCapPercent - The total cost cap that counts rollovers, in percent of the amount borrowed; null when none applies.
 * @param text - Language and currency of the note.
 * @param findings - Receives the note.
 * @returns The rollover costs, fewest rollovers first.
 */
export function computePaydayRollovers(
  balance: number,
  fee: number | null,
  rolloverCapPercent: Decimal | null,
  text: PaydayText,
  findings: PaydayFindings,
): AnalyzePaydayLoanResult['rollover_costs'] {
  const loanBalance = centsToDecimal(balance);
  const rolloverCap = rolloverCapPercent === null ? null : loanBalance.times(rolloverCapPercent).dividedBy(HUNDRED);
  const rolloverCosts =
    fee === null
      ? []
      : ROLLOVERS.map((n) => {
          const total = centsToDecimal(fee * (n + 1));
          return { rollovers: n, total_fees: total, above_total_cost_cap: rolloverCap === null ? null : total.greaterThan(rolloverCap) };
        });
  if (rolloverCap !== null && rolloverCapPercent !== null && fee !== null && fee > 0) {
    // The first rollover count at which the fees pass the cap: fee × (n + 1) > cap.
    const n = rolloverCap.times(100).dividedBy(fee).floor().toNumber();
    if (n >= 1) findings.notes.push(text.t('note_rollover_cap', { percent: rolloverCapPercent.toFixed(), n, fees: text.moneyCents(fee * (n + 1)) }));
  }
  return rolloverCosts;
}
