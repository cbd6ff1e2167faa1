import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { toCents } from '../../core/toCents.js';
import type { AnalyzePaydayLoanInput } from '../analyzePaydayLoan.js';
import { PAYDAY_US_STATE_CODES, type PaydayUsState } from '../rules/paydayStateRules.js';
import { readFeeQuote } from './feeQuote.js';
import type { PaydayCountry } from './paydayTypes.js';

/** The payday loan as checked and read: amounts in cents, the term settled, the fee per 100 for the whole term. */
export interface PaydayInputRead {
  /** Amount borrowed, cents, > 0. */
  readonly balance: number;
  readonly country: PaydayCountry;
  /** The US state; null outside the US or when not given. */
  readonly state: PaydayUsState | null;
  /** Days until the single repayment. */
  readonly days: number;
  /** Fee per 100 borrowed for the whole term; null when no fee was given. */
  readonly feePer100: Decimal | null;
  /** The fee in cents when it was given as a flat amount ("$45"); null otherwise (then it follows from feePer100). */
  readonly flatFeeCents: number | null;
  /** How `fee_rate` was read: per 100 borrowed, a daily rate, or a flat amount; null without a fee. */
  readonly feeBasis: 'per_100' | 'daily' | 'flat' | null;
  /** Default fees charged, cents; null when not given. */
  readonly defaultFees: number | null;
  readonly lender: string | null;
}

const FN = 'analyzePaydayLoan';
const COUNTRIES: readonly PaydayCountry[] = ['US', 'UK', 'CA', 'AU'];

/**
 * Reads the borrower's description of a payday loan: the amount, the term (given, else the one the fee states, else
 * the usual two weeks), the jurisdiction, and the fee as a cost per 100 borrowed over that term.
 *
 * @param input - The loan as the payday endpoint receives it.
 * @returns The loan read; see {@link PaydayInputRead}.
 * @throws {@link GuidekitError} as documented on analyzePaydayLoan for `balance`, `term_days`, `country`, `state`,
 *   `fee_rate` and `default_fees`, checked in that order.
 */
export function readPaydayInput(input: AnalyzePaydayLoanInput): PaydayInputRead {
  const balance = toCents(input.balance, { fn: FN, field: 'balance' });
  if (balance <= 0) throw new GuidekitError(`${FN}: balance must be greater than 0`, { code: 'too_small', field: 'balance' });
  const givenDays = input.term_days;
  if (givenDays !== undefined && (typeof givenDays !== 'number' || !Number.isInteger(givenDays) || givenDays < 1 || givenDays > 365)) {
    throw new GuidekitError(`${FN}: term_days must be a whole number of days from 1 to 365`, { code: 'invalid_value', field: 'term_days' });
  }
  const country = input.country ?? 'US';
  if (!(COUNTRIES as readonly string[]).includes(country)) {
    throw new GuidekitError(`${FN}: country must be one of US, UK, CA, AU`, { code: 'invalid_value', field: 'country' });
  }
  let state: PaydayUsState | null = null;
  if (input.state !== undefined && country === 'US') {
    const code = String(input.state).trim().toUpperCase();
    if (!(PAYDAY_US_STATE_CODES as readonly string[]).includes(code)) {
      throw new GuidekitError(`${FN}: state must be a two-letter US state code such as TX, got ${JSON.stringify(String(input.state))}`, {
        code: 'invalid_value',
        field: 'state',
      });
    }
    state = code as PaydayUsState;
  }
  const quote = input.fee_rate === undefined ? null : readFeeQuote(input.fee_rate, { fn: FN, field: 'fee_rate' });
  if (quote?.term_days != null && givenDays !== undefined && quote.term_days !== givenDays) {
    throw new GuidekitError(`${FN}: term_days (${givenDays}) contradicts the ${quote.term_days}-day term stated in fee_rate; give one term`, {
      code: 'invalid_value',
      field: 'term_days',
    });
  }
  const days = givenDays ?? quote?.term_days ?? 14;
  // A daily rate ("0.8% per day") charges that percent of the amount borrowed for each day of the term.
  // A flat fee ("$45") is that amount for the whole loan: its cost per 100 is fee × 100 ÷ amount borrowed.
  const flatFeeCents = quote?.flat_fee == null ? null : toCents(quote.flat_fee, { fn: FN, field: 'fee_rate' });
  const feePer100 =
    quote === null
      ? null
      : flatFeeCents !== null
        ? new Decimal(flatFeeCents).times(100).dividedBy(balance)
        : quote.daily_percent !== null
          ? quote.daily_percent.times(days)
          : (quote.fee_per_100 as Decimal);
  const feeBasis = quote === null ? null : flatFeeCents !== null ? 'flat' : quote.daily_percent !== null ? 'daily' : 'per_100';
  const defaultFees = input.default_fees === undefined ? null : toCents(input.default_fees, { fn: FN, field: 'default_fees' });
  const lender = input.lender === undefined ? null : String(input.lender).trim().slice(0, 200) || null;
  return { balance, country, state, days, feePer100, flatFeeCents, feeBasis, defaultFees, lender };
}
