import { MAX_CREDITOR_LENGTH, MAX_DEBT_AMOUNT, MAX_DEBT_RATE, MAX_DEBTS, type DebtInput } from '../debtInputSchema.js';

/** Money text the schema's money reader returns unchanged: digits with an optional point, no sign, `$` or commas. */
const PLAIN_MONEY = /^\d+(?:\.\d*)?$/;

/**
 * Reads a `debts` argument without zod when every debt is the common plain shape the debt schema provably accepts as
 * it is: a plain object (or one without a prototype) with exactly `creditor`, `balance`, `rate` and `minPayment`, the creditor a string of 1 to 100
 * UTF-16 units once trimmed, each amount plain digits (an optional point) of at most 1e9, the rate a number from 0 to
 * 1000. For such input it returns what `debtListSchema` would (the trimmed creditor, the amounts' text as given, the
 * rate, keys in the schema's order); for anything else, including every input the schema refuses, it returns null
 * and the caller validates with zod, so every error and every unusual spelling (`'$1,200'`, JSON numbers, Decimal,
 * optional fields) keeps the one schema's reading and messages. test/debt/readPlainDebts.test.ts checks the
 * agreement with the schema.
 *
 * @param debts - The caller's `debts` argument, unvalidated.
 * @returns The validated debts, or null when the schema must read them.
 * @example
 * ```ts
 * readPlainDebts([{ creditor: ' Visa ', balance: '1200.50', rate: 24.99, minPayment: '35' }]);
 * //=> [{ creditor: 'Visa', balance: '1200.50', rate: 24.99, minPayment: '35' }]
 * readPlainDebts([{ creditor: 'Visa', balance: '$1,200', rate: 24.99, minPayment: '35' }]); //=> null (zod reads it)
 * ```
 * @see docs/payoff.md (Speed)
 */
export function readPlainDebts(debts: unknown): DebtInput[] | null {
  if (!Array.isArray(debts) || debts.length < 1 || debts.length > MAX_DEBTS) return null;
  const out: DebtInput[] = new Array<DebtInput>(debts.length);
  for (let i = 0; i < debts.length; i++) {
    const d: unknown = debts[i];
    if (typeof d !== 'object' || d === null) return null;
    const proto: unknown = Object.getPrototypeOf(d);
    if (proto !== Object.prototype && proto !== null) return null;
    // Exactly the four fields as own keys (keys are distinct, so four known names are all four).
    const keys = Object.keys(d);
    if (keys.length !== 4) return null;
    for (const k of keys) if (k !== 'creditor' && k !== 'balance' && k !== 'rate' && k !== 'minPayment') return null;
    const { creditor, balance, rate, minPayment } = d as Record<string, unknown>;
    if (typeof creditor !== 'string' || typeof balance !== 'string' || typeof rate !== 'number' || typeof minPayment !== 'string') return null;
    const name = creditor.trim();
    if (name.length < 1 || name.length > MAX_CREDITOR_LENGTH) return null;
    if (!(rate >= 0 && rate <= MAX_DEBT_RATE)) return null;
    if (!PLAIN_MONEY.test(balance) || !(Number(balance) <= MAX_DEBT_AMOUNT)) return null;
    if (!PLAIN_MONEY.test(minPayment) || !(Number(minPayment) <= MAX_DEBT_AMOUNT)) return null;
    out[i] = { creditor: name, balance, rate, minPayment };
  }
  return out;
}
