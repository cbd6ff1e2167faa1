import Decimal from 'decimal.js';

/** Outcome of paying RAP at a constant payment. */
export interface RapScheduleOutcome {
  /** Payments made until payoff or forgiveness. */
  readonly months: number;
  readonly paid_cents: number;
  /** Balance cancelled after the last qualifying payment (0 when paid off). */
  readonly forgiven_cents: number;
  /** Unpaid interest the Secretary waived. */
  readonly interest_waived_cents: number;
  /** Principal paid by the Secretary's match. */
  readonly match_cents: number;
}

/**
 * Runs a RAP balance month by month at a constant payment: interest accrues at APR/12 and is paid first; interest the
 * payment does not cover is waived; when the payment repays less than the match maximum of principal, the Secretary
 * reduces principal by the lesser of (match maximum − principal repaid) and the payment. Stops at payoff or after
 * `maxPayments` (forgiveness). Integer cents, interest rounded half up each month.
 *
 * @param balanceCents - Starting principal in cents.
 * @param aprPercent - Annual rate in percent (6.39 means 6.39 %).
 * @param paymentCents - Monthly payment in cents (> 0).
 * @param matchMaxCents - Largest monthly principal match in cents ($50 → 5000).
 * @param maxPayments - Qualifying payments before the rest is cancelled (360).
 * @returns The outcome.
 * @example
 * ```ts
 * simulateRapSchedule(1_000_000, 0, 25_000, 5_000, 360).months //=> 40
 * ```
 * @see https://www.govinfo.gov/content/pkg/FR-2026-05-01/html/2026-08556.htm (34 CFR 685.209, RAP)
 */
export function simulateRapSchedule(
  balanceCents: number,
  aprPercent: Decimal.Value,
  paymentCents: number,
  matchMaxCents: number,
  maxPayments: number,
): RapScheduleOutcome {
  let balance = balanceCents;
  let paid = 0;
  let waived = 0;
  let matched = 0;
  let months = 0;
  while (balance > 0 && months < maxPayments) {
    months += 1;
    const interest = new Decimal(balance).times(aprPercent).dividedBy(1200).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
    const payment = Math.min(paymentCents, balance + interest);
    paid += payment;
    let principalRepaid = 0;
    if (payment >= interest) principalRepaid = payment - interest;
    else waived += interest - payment;
    balance -= principalRepaid;
    if (principalRepaid < matchMaxCents && balance > 0) {
      const match = Math.min(matchMaxCents - principalRepaid, payment, balance);
      matched += match;
      balance -= match;
    }
  }
  return { months, paid_cents: paid, forgiven_cents: Math.max(0, balance), interest_waived_cents: waived, match_cents: matched };
}
