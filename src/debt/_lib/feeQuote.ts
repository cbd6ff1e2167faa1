import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';

/**
 * A payday fee as the borrower wrote it: a fee per 100 borrowed (possibly for a stated term), a daily rate, or a flat
 * amount of money.
 */
export interface FeeQuote {
  /** Fee per 100 borrowed ("$15 per $100", "15%", "24 per 100 for 30 days", a bare "15"); null otherwise. */
  readonly fee_per_100: Decimal | null;
  /** Percent of the amount borrowed charged per day ("0.8% a day"); null otherwise. */
  readonly daily_percent: Decimal | null;
  /**
   * A flat fee in money ("$45", "£45", "45 dollars", "a $45 fee"): a currency sign or word on a lone number makes it
   * an amount charged for the whole loan, not a fee per 100; null otherwise.
   */
  readonly flat_fee: Decimal | null;
  /** Days the quoted fee covers ("… for 30 days"), when the text says; null otherwise. */
  readonly term_days: number | null;
}

/** The forms the payday fee reader accepts, as quoted in its error messages. */
export const FEE_QUOTE_FORMS = [
  '$15 per $100',
  '15 per 100',
  '$15/$100',
  '15 dollars per hundred',
  '15%',
  '15',
  '$45 (a flat fee)',
  '0.8% per day',
  '£24 per £100 for 30 days',
] as const;

/** Largest fee per 100 accepted when quoted directly: more than the loan itself is not a payday fee anyone quotes. */
const MAX_FEE_PER_100 = 100;
/** Largest daily rate accepted, in percent a day. */
const MAX_DAILY_PERCENT = 100;

const NUMBER = String.raw`(\d+(?:\.\d+)?|\.\d+)`;
const PERCENT_SIGN = String.raw`(?:%|percent|per cent|pct)`;
/** " for 30 days", " over 30 days", " / 30 days", " per 30-day": the term a fee per 100 covers. */
const TERM = String.raw`(?: ?(?:for|over|per|every|each|/) ?(?:a )?(\d{1,4}) ?-? ?days?(?: loan)?)?`;
/** "<fee> per|/|for every|for each|on|every <amount>" with an optional "borrowed"/"loaned" and an optional term. */
const PER_AMOUNT = new RegExp(
  String.raw`^${NUMBER}(?: fee)? ?(?:per|/|for every|for each|for|on|every|each|a|an) ?${NUMBER}(?: (?:borrowed|loaned|lent|advanced))?${TERM}$`,
);
const PERCENT = new RegExp(String.raw`^${NUMBER} ?${PERCENT_SIGN}${TERM}$`);
/** "0.8% per day", "0.8% a day", "0.8%/day", "0.8% daily". */
const PER_DAY = new RegExp(String.raw`^${NUMBER} ?${PERCENT_SIGN} ?(?:(?:per|a|an|each|every|/) ?day|daily)$`);
const BARE = new RegExp(String.raw`^${NUMBER}$`);
/** A lone amount, with an optional "fee"/"flat"/"charge" word around it: read as money once a currency marked it. */
const AMOUNT = new RegExp(String.raw`^(?:an? )?(?:flat )?${NUMBER}(?: flat)?(?: (?:fee|charge|finance charge))?$`);
/** A currency sign or word: on a lone number it makes an amount of money. */
const CURRENCY = /[$£€]|\b(?:usd|gbp|eur|cad|aud|ca\$|a\$)\b|\bdollars?\b|\bpounds?\b|\beuros?\b|\bbucks?\b/;
/** Largest flat fee accepted, in currency units (the catalog bounds the loan itself). */
const MAX_FLAT_FEE = 1_000_000;

/**
 * Reads a payday fee the way borrowers and lenders write it: US style per $100 ("$15 per $100", "15%", "$45 per
 * $300", a bare "15"), with a term ("£24 per £100 for 30 days"), as a UK-style daily rate ("0.8% per day",
 * "0.8% a day", "0.8%/day"), or as a flat fee: a lone number with a currency sign or word ("$45", "£45", "45 dollars",
 * "a $45 fee") is an amount of money charged for the whole loan, as the borrower means it. A lone number without one
 * ("15") stays a fee per 100, the usual way the per-100 price is quoted.
 *
 * @param text - The fee as typed.
 * @param options - `fn` (the public function named in error messages) and `field` (the offending field).
 * @returns The quote; exactly one of `fee_per_100`, `daily_percent` and `flat_fee` is set.
 * @throws {@link GuidekitError} `invalid_value` on `field` when the text matches no accepted form (the message lists
 *   them), a fee per 100 is above 100, a daily rate above 100 % a day, a base amount is zero, or a term is 0 or over
 *   365 days.
 */
export function readFeeQuote(text: unknown, options: { readonly fn: string; readonly field: string }): FeeQuote {
  const { fn, field } = options;
  const fail = (why: string): never => {
    throw new GuidekitError(`${fn}: ${field} ${why}; write it as one of: ${FEE_QUOTE_FORMS.map((f) => JSON.stringify(f)).join(', ')}`, {
      code: 'invalid_value',
      field,
    });
  };
  if (typeof text !== 'string' || text.trim() === '' || text.length > 100) return fail('must be a fee such as "$15 per $100"');
  const lowered = text.toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1');
  const hasCurrency = CURRENCY.test(lowered);
  const normal = lowered
    .replace(/\bone hundred\b|\ba hundred\b|\bhundred\b/g, '100')
    .replace(/[$£€]|\b(?:usd|gbp|eur|cad|aud)\b|\bdollars?\b|\bpounds?\b|\beuros?\b|\bbucks?\b/g, ' ')
    .replace(/\s*\/\s*/g, ' / ')
    .replace(/\s+/g, ' ')
    .trim();
  const readTerm = (group: string | undefined): number | null => {
    if (group === undefined) return null;
    const days = Number(group);
    return days >= 1 && days <= 365 ? days : fail(`gives a term of ${group} days; it must be 1 to 365`);
  };
  const perDay = PER_DAY.exec(normal);
  if (perDay) {
    const daily = new Decimal(perDay[1] as string);
    if (daily.greaterThan(MAX_DAILY_PERCENT)) return fail(`is above ${MAX_DAILY_PERCENT}% a day`);
    return { fee_per_100: null, daily_percent: daily, flat_fee: null, term_days: null };
  }
  const amount = hasCurrency ? AMOUNT.exec(normal) : null;
  if (amount) {
    const flat = new Decimal(amount[1] as string);
    if (flat.greaterThan(MAX_FLAT_FEE)) return fail(`is above ${MAX_FLAT_FEE} as a flat fee`);
    return { fee_per_100: null, daily_percent: null, flat_fee: flat, term_days: null };
  }
  let fee: Decimal;
  let term: number | null;
  const per = PER_AMOUNT.exec(normal);
  const percent = PERCENT.exec(normal);
  const bare = BARE.exec(normal);
  if (per) {
    const base = new Decimal(per[2] as string);
    if (base.isZero()) return fail('has a base amount of zero');
    fee = new Decimal(per[1] as string).times(100).dividedBy(base);
    term = readTerm(per[3]);
  } else if (percent) {
    fee = new Decimal(percent[1] as string);
    term = readTerm(percent[2]);
  } else if (bare) {
    fee = new Decimal(bare[1] as string);
    term = null;
  } else {
    return fail(`could not be read (${JSON.stringify(text.slice(0, 60))})`);
  }
  if (fee.greaterThan(MAX_FEE_PER_100)) return fail(`is above $${MAX_FEE_PER_100} per $100`);
  return { fee_per_100: fee, daily_percent: null, flat_fee: null, term_days: term };
}
