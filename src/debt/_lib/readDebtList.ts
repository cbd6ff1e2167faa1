import Decimal from 'decimal.js';
import { toCents } from '../../core/toCents.js';
import { MAX_DEBTS, type DebtType } from '../debtInputSchema.js';
import { validateDebts } from './payoffInput.js';

/** One debt as a library caller passes it: money as `Decimal.Value`, the optional fields of `debtInputSchema`. */
export interface DebtItem {
  readonly creditor: string;
  readonly balance: Decimal.Value;
  /** APR in percent. */
  readonly rate: Decimal.Value;
  readonly minPayment: Decimal.Value;
  readonly type?: DebtType;
  readonly secured?: boolean;
  readonly months_behind?: number;
  /** ISO date of the last payment. */
  readonly last_payment?: string;
  readonly in_collections?: boolean;
  readonly lawsuit?: boolean;
}

/** A validated debt: money in integer cents, the rate as a Decimal. */
export interface ReadDebt {
  readonly creditor: string;
  readonly balanceCents: number;
  readonly rate: Decimal;
  readonly minPaymentCents: number;
  readonly type: DebtType | undefined;
  readonly secured: boolean | undefined;
  readonly monthsBehind: number | undefined;
  readonly lastPayment: string | undefined;
  readonly inCollections: boolean | undefined;
  readonly lawsuit: boolean | undefined;
}

/**
 * Validates a `debts` list with the shared debt schema (see `validateDebts`) and reads money into integer cents, for
 * the debt engines that take one (the catalog validates with zod first; library callers reach the engine directly). Private to the debt domain. Does not mutate its input.
 *
 * @param debts - One to {@link MAX_DEBTS} debts.
 * @param options - `fn`: engine name used at the start of error messages.
 * @returns The debts in input order, read.
 * @throws {@link GuidekitError} naming the offending field, e.g. `debts[2].balance`.
 * @example
 * ```ts
 * readDebtList([{ creditor: 'Visa', balance: '100', rate: 20, minPayment: '25' }], { fn: 'rankDebtPriority' })[0].balanceCents //=> 10000
 * ```
 */
export function readDebtList(debts: readonly DebtItem[], options: { readonly fn: string }): ReadDebt[] {
  const fn = options.fn;
  return validateDebts(debts, fn).map((debt, i) => ({
    creditor: debt.creditor,
    balanceCents: toCents(debt.balance, { fn, field: `debts[${i}].balance` }),
    rate: new Decimal(debt.rate),
    minPaymentCents: toCents(debt.minPayment, { fn, field: `debts[${i}].minPayment` }),
    type: debt.type,
    secured: debt.secured,
    monthsBehind: debt.months_behind,
    lastPayment: debt.last_payment,
    inCollections: debt.in_collections,
    lawsuit: debt.lawsuit,
  }));
}
