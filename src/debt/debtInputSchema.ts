import { z } from 'zod';
import { q } from '../core/queryParams.js';

/** Kinds of debt the debt engines tell apart. */
export const DEBT_TYPES = ['credit_card', 'medical', 'student_loan', 'auto', 'personal_loan', 'mortgage', 'payday', 'bnpl', 'tax', 'other'] as const;
/** A kind of debt. */
export type DebtType = (typeof DEBT_TYPES)[number];

/** Most debts one request may list: enough for any household, small enough that no call can hang. */
export const MAX_DEBTS = 100;

/**
 * One debt as the `debts` parameter carries it. The payoff endpoint's fields (creditor, balance, rate, minPayment)
 * are from spec: Debt Elimination Guidance Service; the optional ones are ours (the spec leaves the other endpoints' item fields
 * unshown) and are documented in docs/debt.md. `balance` and `minPayment` stay exact decimal strings; `rate` is the
 * APR in percent.
 */
export const debtInputSchema = z.object({
  creditor: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  balance: q.money({ max: 1e9 }),
  rate: q.number({ min: 0, max: 1000 }),
  minPayment: q.money({ max: 1e9 }),
  type: z.enum(DEBT_TYPES).optional(),
  /** True when the debt is secured by collateral (a car, a home). */
  secured: z.boolean().optional(),
  months_behind: q.integer({ min: 0, max: 600 }).optional(),
  last_payment: q.date().optional(),
  in_collections: z.boolean().optional(),
  /** True when the creditor has sued or obtained a judgment. */
  lawsuit: z.boolean().optional(),
});

/** A debt after validation: money fields are exact decimal strings. */
export type DebtInput = z.output<typeof debtInputSchema>;

/** The `debts` list: one to {@link MAX_DEBTS} debts. */
export const debtListSchema = z
  .array(debtInputSchema)
  .min(1, 'must list at least one debt')
  .max(MAX_DEBTS, `must list at most ${MAX_DEBTS} debts`);
