import Decimal from 'decimal.js';

/**
 * Level monthly payment of a fully amortizing loan (the standard annuity formula), in integer cents.
 *
 * @remarks
 * `payment = P · r / (1 − (1 + r)^−n)` with `r = APR / 12 / 100`; with `r = 0` it is `P / n`. The exact value is
 * computed with decimal.js and rounded half up to the cent, so a schedule paying it may leave a few cents for the
 * final payment. Private to the debt domain: engines use it for illustrative loans (consolidation, debt management plans).
 *
 * @param principalCents - Amount borrowed, in integer cents (≥ 0).
 * @param aprPercent - Nominal annual rate in percent (12 means 12 % a year, 1 % a month); ≥ 0.
 * @param months - Number of monthly payments, a whole number ≥ 1.
 * @returns The monthly payment in integer cents.
 * @example
 * ```ts
 * computeAmortizedPayment(1_000_000, 12, 36) //=> 33214 ($332.14)
 * ```
 * @see https://numpy.org/numpy-financial/latest/pmt.html
 */
export function computeAmortizedPayment(principalCents: number, aprPercent: Decimal.Value, months: number): number {
  const principal = new Decimal(principalCents);
  const monthlyRate = new Decimal(aprPercent).dividedBy(1200);
  if (monthlyRate.isZero()) return principal.dividedBy(months).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  const discount = new Decimal(1).minus(monthlyRate.plus(1).pow(-months));
  return principal.times(monthlyRate).dividedBy(discount).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}
