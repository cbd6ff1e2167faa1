import Decimal from 'decimal.js';
import { GuidekitError } from '../core/GuidekitError.js';

/** Options of {@link parseFeeRate}. */
export interface ParseFeeRateOptions {
  /** Field path reported when the text cannot be read. Default `'fee_rate'`. */
  readonly field?: string;
}

/** The forms {@link parseFeeRate} reads, as quoted in its error message. */
export const FEE_RATE_FORMS = ['$15 per $100', '15 per 100', '$15/$100', '15 dollars per hundred', '15%', '15'] as const;

/** Largest fee accepted, per $100 borrowed: more than the loan itself is not a payday fee anyone quotes. */
const MAX_FEE_PER_100 = 100;

const NUMBER = String.raw`(\d+(?:\.\d+)?|\.\d+)`;
/** "<fee> per|/|for every|for each|on|every <amount>" with an optional trailing "borrowed"/"loaned". */
const PER_AMOUNT = new RegExp(String.raw`^${NUMBER}(?: fee)? ?(?:per|/|for every|for each|for|on|every|each|a|an) ?${NUMBER}(?: (?:borrowed|loaned|lent|advanced))?$`);
const PERCENT = new RegExp(String.raw`^${NUMBER} ?(?:%|percent|per cent|pct)$`);
const BARE = new RegExp(String.raw`^${NUMBER}$`);

/**
 * Reads a payday-loan fee the way borrowers and lenders write it and returns the fee per $100 borrowed.
 * "$15 per $100", "15 per 100", "$15/$100", "15 dollars per hundred", "$30 per $200" (scaled to 15),
 * "15%" and a bare "15" all mean a $15 fee for each $100 borrowed.
 *
 * @param text - The fee as typed, e.g. `'$15 per $100'`.
 * @param options - See {@link ParseFeeRateOptions}.
 * @returns The fee per $100 borrowed as an exact Decimal.
 * @throws {@link GuidekitError} `invalid_value` on field `fee_rate` when the text matches no accepted form (the
 *   message lists them), or the fee is above $100 per $100 or the base amount is zero.
 * @example
 * ```ts
 * parseFeeRate('$15 per $100').toFixed() //=> '15'
 * parseFeeRate('$45 per $300').toFixed() //=> '15'
 * ```
 * @see https://www.consumerfinance.gov/ask-cfpb/what-is-a-payday-loan-en-1567/
 */
export function parseFeeRate(text: string, options: ParseFeeRateOptions = {}): Decimal {
  const field = options.field ?? 'fee_rate';
  const fail = (why: string): never => {
    throw new GuidekitError(
      `parseFeeRate: ${field} ${why}; write it as one of: ${FEE_RATE_FORMS.map((f) => JSON.stringify(f)).join(', ')}`,
      { code: 'invalid_value', field },
    );
  };
  if (typeof text !== 'string' || text.trim() === '' || text.length > 100) return fail('must be a fee such as "$15 per $100"');
  const normal = text
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\bone hundred\b|\ba hundred\b|\bhundred\b/g, '100')
    .replace(/\$|\busd\b|\bdollars?\b|\bbucks?\b/g, ' ')
    .replace(/\s*\/\s*/g, ' / ')
    .replace(/\s+/g, ' ')
    .trim();
  let fee: Decimal;
  const per = PER_AMOUNT.exec(normal);
  const percent = PERCENT.exec(normal);
  const bare = BARE.exec(normal);
  if (per) {
    const base = new Decimal(per[2] as string);
    if (base.isZero()) return fail('has a base amount of zero');
    fee = new Decimal(per[1] as string).times(100).dividedBy(base);
  } else if (percent) {
    fee = new Decimal(percent[1] as string);
  } else if (bare) {
    fee = new Decimal(bare[1] as string);
  } else {
    return fail(`could not be read (${JSON.stringify(text.slice(0, 60))})`);
  }
  if (fee.greaterThan(MAX_FEE_PER_100)) return fail(`is above $${MAX_FEE_PER_100} per $100`);
  return fee;
}
