import type Decimal from 'decimal.js';
import type { PaydayCapCheck } from '../analyzePaydayLoan.js';
import type { PaydayCite } from './paydayTypes.js';

/**
 * A limit on an amount of money: breached when this loan's amount is above it, unknown when either is.
 *
 * @param kind - What is limited.
 * @param figure - The limit in words.
 * @param limit - The limit for this loan; null when it depends on an unknown fee.
 * @param actual - This loan's amount; null when unknown.
 * @param cite - The rule the limit comes from.
 * @returns The check.
 */
export function buildPaydayMoneyCheck(kind: PaydayCapCheck['kind'], figure: string, limit: Decimal | null, actual: Decimal | null, cite: PaydayCite): PaydayCapCheck {
  return { kind, figure, limit, actual, unit: 'money', breached: limit === null || actual === null ? null : actual.greaterThan(limit), ...cite };
}
