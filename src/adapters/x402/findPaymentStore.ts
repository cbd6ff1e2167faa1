import type { Store } from '../store/Store.js';
import type { PaymentOptions } from './PaymentOptions.js';

/**
 * The store a payment setup keeps its books in: `lockStore`, else `settlementStore`, else the local facilitator's.
 * Payment locks, stored answers and the store-down check all use this one.
 *
 * @param payment - The app's payment options.
 * @returns The store; undefined when none is configured (locks then live in this process only).
 * @example
 * ```ts
 * findPaymentStore({ facilitator: createLocalFacilitator({ store, payTo }), payTo }) === store //=> true
 * ```
 * @see docs/payments.md
 */
export function findPaymentStore(payment: PaymentOptions): Store | undefined {
  return payment.lockStore ?? payment.settlementStore ?? (payment.facilitator as { readonly store?: Store }).store;
}
