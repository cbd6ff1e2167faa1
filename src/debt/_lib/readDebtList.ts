import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { toCents } from '../../core/toCents.js';
import { DEBT_TYPES, MAX_DEBTS, type DebtType } from '../debtInputSchema.js';

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
 * Validates a `debts` list for the debt engines that take one (the catalog validates with zod first; library
 * callers reach the engine directly). Private to the debt domain. Does not mutate its input.
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
  if (!Array.isArray(debts)) throw new GuidekitError(`${fn}: debts must be a list`, { code: 'invalid_type', field: 'debts' });
  if (debts.length === 0) throw new GuidekitError(`${fn}: debts must list at least one debt`, { code: 'too_small', field: 'debts' });
  if (debts.length > MAX_DEBTS) throw new GuidekitError(`${fn}: debts must list at most ${MAX_DEBTS} debts`, { code: 'too_big', field: 'debts' });
  return debts.map((debt, i) => {
    const at = (name: string) => `debts[${i}].${name}`;
    if (typeof debt !== 'object' || debt === null) throw new GuidekitError(`${fn}: debts[${i}] must be an object`, { code: 'invalid_type', field: `debts[${i}]` });
    if (typeof debt.creditor !== 'string' || debt.creditor.trim() === '') {
      throw new GuidekitError(`${fn}: ${at('creditor')} must be a non-empty name`, { code: 'required', field: at('creditor') });
    }
    let rate: Decimal;
    try {
      rate = new Decimal(debt.rate);
    } catch {
      throw new GuidekitError(`${fn}: ${at('rate')} must be a number`, { code: 'invalid_number', field: at('rate') });
    }
    if (!rate.isFinite() || rate.isNegative() || rate.greaterThan(1000)) {
      throw new GuidekitError(`${fn}: ${at('rate')} must be an APR from 0 to 1000 percent`, { code: 'out_of_range', field: at('rate') });
    }
    if (debt.type !== undefined && !(DEBT_TYPES as readonly string[]).includes(debt.type)) {
      throw new GuidekitError(`${fn}: ${at('type')} must be one of ${DEBT_TYPES.join(', ')}`, { code: 'invalid_value', field: at('type') });
    }
    for (const flag of ['secured', 'in_collections', 'lawsuit'] as const) {
      if (debt[flag] !== undefined && typeof debt[flag] !== 'boolean') {
        throw new GuidekitError(`${fn}: ${at(flag)} must be true or false`, { code: 'invalid_type', field: at(flag) });
      }
    }
    const monthsBehind = debt.months_behind;
    if (monthsBehind !== undefined && (!Number.isInteger(monthsBehind) || monthsBehind < 0 || monthsBehind > 600)) {
      throw new GuidekitError(`${fn}: ${at('months_behind')} must be a whole number from 0 to 600`, { code: 'out_of_range', field: at('months_behind') });
    }
    const lastPayment = debt.last_payment === undefined ? undefined : parseIsoDate(debt.last_payment, { fn, field: at('last_payment') });
    return {
      creditor: debt.creditor.trim(),
      balanceCents: toCents(debt.balance, { fn, field: at('balance') }),
      rate,
      minPaymentCents: toCents(debt.minPayment, { fn, field: at('minPayment') }),
      type: debt.type,
      secured: debt.secured,
      monthsBehind,
      lastPayment,
      inCollections: debt.in_collections,
      lawsuit: debt.lawsuit,
    };
  });
}
