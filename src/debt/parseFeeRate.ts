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
}

/** The forms {@link parseFeeRate} reads, as quoted in its error message. */
export const FEE_RATE_FORMS = FEE_QUOTE_FORMS;

const FN = 'parseFeeRate';

/**
 * Reads a payday-loan fee the way borrowers and lenders write it and returns the fee per 100 borrowed for the loan's
 * term. "$15 per $100", "15 per 100", "$15/$100", "15 dollars per hundred", "$30 per $200" (scaled to 15), "15%"
 * and a bare "15" all mean a fee of 15 for each 100 borrowed; "£24 per £100 for 30 days" is 24 for a 30-day term;
 * a daily rate ("0.8% per day", "0.8% a day", "0.8%/day", as UK lenders quote) is rate × `termDays`.
 *
 * @param text - The fee as typed, e.g. `'$15 per $100'`.
 * @param options - See {@link ParseFeeRateOptions}.
 * @returns The fee per 100 borrowed as an exact Decimal.
 * @throws {@link GuidekitError} `invalid_value` on field `fee_rate` when the text matches no accepted form (the
 *   message lists them), the fee is above 100 per 100, a daily rate above 100 % a day, the base amount is zero, or
 *   the text states a term other than `termDays`; `required` on `termDays` for a daily rate without it;
 *   `invalid_value` on `termDays` when it is not a whole number from 1 to 365.
 * @example
 * ```ts
 * parseFeeRate('$15 per $100').toFixed() //=> '15'
 * parseFeeRate('$45 per $300').toFixed() //=> '15'
 * parseFeeRate('0.8% a day', { termDays: 30 }).toFixed() //=> '24'
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
