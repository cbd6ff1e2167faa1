import * as z from 'zod/mini';
import { qMini } from '../core/queryParamsMini.js';

/** Kinds of debt the debt engines tell apart. */
export const DEBT_TYPES = ['credit_card', 'medical', 'student_loan', 'auto', 'personal_loan', 'mortgage', 'payday', 'bnpl', 'tax', 'other'] as const;
/** A kind of debt. */
export type DebtType = (typeof DEBT_TYPES)[number];

/** Most debts one request may list: enough for any household, small enough that no call can hang. */
export const MAX_DEBTS = 100;
/** Largest `balance` or `minPayment` a debt may give. */
export const MAX_DEBT_AMOUNT = 1e9;
/** Largest `rate` (APR in percent) a debt may give; the smallest is 0. */
export const MAX_DEBT_RATE = 1000;
/** Longest `creditor` name, in UTF-16 units once trimmed. */
export const MAX_CREDITOR_LENGTH = 100;

/**
 * One debt as the `debts` parameter carries it. The payoff endpoint's fields (creditor, balance, rate, minPayment)
 * are from spec: Debt Elimination Guidance Service; the optional ones are ours (the spec leaves the other endpoints' item fields
 * unshown) and are documented in docs/debt.md. `balance` and `minPayment` stay exact decimal strings; `rate` is the
 * APR in percent.
 *
 * Built with zod/mini (the engines validate their `debts` argument with it, and a browser bundle of one engine should not
 * carry all of zod): call `parse`/`safeParse` on it, embed it in a zod schema, or wrap it with zod/mini's functions;
 * zod's chained methods (`.extend`, `.optional()`) are not on it. The catalog embeds it as `q.json(debtListSchema)`.
 */
export const debtInputSchema = z.object({
  creditor: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(MAX_CREDITOR_LENGTH, `must be at most ${MAX_CREDITOR_LENGTH} characters`)),
  balance: qMini.money({ max: MAX_DEBT_AMOUNT }),
  rate: qMini.number({ min: 0, max: MAX_DEBT_RATE }),
  minPayment: qMini.money({ max: MAX_DEBT_AMOUNT }),
  type: z.optional(z.enum(DEBT_TYPES)),
  /** True when the debt is secured by collateral (a car, a home). */
  secured: z.optional(z.boolean()),
  months_behind: z.optional(qMini.integer({ min: 0, max: 600 })),
  last_payment: z.optional(qMini.date()),
  in_collections: z.optional(z.boolean()),
  /** True when the creditor has sued or obtained a judgment. */
  lawsuit: z.optional(z.boolean()),
});

/** A debt after validation: money fields are exact decimal strings. */
export type DebtInput = z.output<typeof debtInputSchema>;

/** The `debts` list: one to {@link MAX_DEBTS} debts. */
export const debtListSchema = z
  .array(debtInputSchema)
  .check(z.minLength(1, 'must list at least one debt'), z.maxLength(MAX_DEBTS, `must list at most ${MAX_DEBTS} debts`));
