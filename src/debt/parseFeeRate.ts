import Decimal from 'decimal.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { FEE_QUOTE_FORMS, readFeeQuote } from './_lib/feeQuote.js';

/** Options of {@link parseFeeRate}. */
export interface ParseFeeRateOptions {
  /** Field path reported when the text cannot be read. Default `'fee_rate'`. */
  readonly field?: string;
  /**
   * The loan term in days (1–365). Needed for a daily rate ("0.8% per day"), which becomes rate × days per 100;
   * checked against a term the text states ("24 per 100 for 30 days"). Default: none.
   */
  readonly termDays?: number;
  /**
   * The amount borrowed. Needed for a flat fee ("$45"), which becomes fee × 100 ÷ amount per 100. Default: none.
   */
  readonly amount?: Decimal.Value;
}

/** The forms {@link parseFeeRate} reads, as quoted in its error message. */
export const FEE_RATE_FORMS = FEE_QUOTE_FORMS;

const FN = 'parseFeeRate';

/**
 * Reads a payday-loan fee the way borrowers and lenders write it and returns the fee per 100 borrowed for the loan's
 * term. "$15 per $100", "15 per 100", "$15/$100", "15 dollars per hundred", "$30 per $200" (scaled to 15), "15%"
 * and a bare "15" all mean a fee of 15 for each 100 borrowed; "£24 per £100 for 30 days" is 24 for a 30-day term;
 * a daily rate ("0.8% per day", "0.8% a day", "0.8%/day", as UK lenders quote) is rate × `termDays`. A lone amount
 * with a currency sign or word ("$45", "£45", "45 dollars") is a flat fee for the whole loan, as the borrower means
 * it: fee × 100 ÷ `amount` per 100 ($45 on $255 is 17.647… per 100, an APR of 460.08 % over 14 days).
 *
 * @param text - The fee as typed, e.g. `'$15 per $100'`.
 * @param options - See {@link ParseFeeRateOptions}.
 * @returns The fee per 100 borrowed as an exact Decimal.
 * @throws {@link GuidekitError} `invalid_value` on field `fee_rate` when the text matches no accepted form (the
 *   message lists them), the fee is above 100 per 100, a daily rate above 100 % a day, the base amount is zero, or
 *   the text states a term other than `termDays`; `required` on `termDays` for a daily rate without it, and on
 *   `amount` for a flat fee without it (`invalid_value` when `amount` is not above 0);
 *   `invalid_value` on `termDays` when it is not a whole number from 1 to 365.
 * @example
 * ```ts
 * parseFeeRate('$15 per $100').toFixed() //=> '15'
 * parseFeeRate('$45 per $300').toFixed() //=> '15'
 * parseFeeRate('0.8% a day', { termDays: 30 }).toFixed() //=> '24'
 * parseFeeRate('$45', { amount: '300' }).toFixed() //=> '15'
 * ```
 * @see https://www.consumerfinance.gov/ask-cfpb/what-is-a-payday-loan-en-1567/
 * @see https://www.the-fca.org.uk/firms/price-cap-high-cost-short-term-credit
 */
export function parseFeeRate(text: string, options: ParseFeeRateOptions = {}): Decimal {
  const field = options.field ?? 'fee_rate';
  const days = options.termDays;
  if (days !== undefined && (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 365)) {
    throw new GuidekitError(`${FN}: termDays must be a whole number of days from 1 to 365`, { code: 'invalid_value', field: 'termDays' });
  }
  const quote = readFeeQuote(text, { fn: FN, field });
  if (quote.flat_fee !== null) {
    if (options.amount === undefined) {
      throw new GuidekitError(`${FN}: ${field} is a flat fee; give amount (the sum borrowed) to turn it into a fee per 100`, { code: 'required', field: 'amount' });
    }
    let borrowed: Decimal;
    try {
      borrowed = new Decimal(options.amount);
    } catch {
      borrowed = new Decimal(0);
    }
    if (!borrowed.isFinite() || !borrowed.greaterThan(0)) {
      throw new GuidekitError(`${FN}: amount must be a number above 0`, { code: 'invalid_value', field: 'amount' });
    }
    return quote.flat_fee.times(100).dividedBy(borrowed);
  }
  if (quote.daily_percent !== null) {
    if (days === undefined) {
      throw new GuidekitError(`${FN}: ${field} is a daily rate; give termDays (the loan term in days) to turn it into a fee per 100`, {
        code: 'required',
        field: 'termDays',
      });
    }
    return quote.daily_percent.times(days);
  }
  if (quote.term_days !== null && days !== undefined && quote.term_days !== days) {
    throw new GuidekitError(`${FN}: ${field} states a ${quote.term_days}-day term but the loan term is ${days} days; give one term`, {
      code: 'invalid_value',
      field,
    });
  }
  return quote.fee_per_100 as Decimal;
}
