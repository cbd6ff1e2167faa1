import { randomUUID } from 'node:crypto';
import type { PaymentPayload } from '@x402/core/types';
import type { NonceKey, Store } from '../store/Store.js';
import { eip3009Authorization } from './eip3009Authorization.js';
import { findPaymentStore } from './findPaymentStore.js';
import type { PaymentOptions } from './PaymentOptions.js';

/** The longest a request may hold a payment's lock, in seconds; a holder that crashed frees it after this at most. */
export const PAYMENT_LOCK_MAX_SECONDS = 600;

/** A payment locked by one request; release it once the request is over (settled or not). */
export interface PaymentLock {
  /** Frees the payment, so a retry of an unsettled payment can run; a no-op when called again. */
  release(): Promise<void>;
}

/** In-flight locks on payments, shared by every surface that takes them (HTTP routes and MCP tools). */
export interface PaymentLocks {
  /**
   * Locks the payment a request carries, after it was verified and before the engine runs.
   * @param payload - The verified x402 payment payload.
   * @returns The lock; `'busy'` when another request is serving the same payment (this one must not run); `undefined`
   *   when the payload is not an EIP-3009 authorization (nothing to lock on).
   */
  acquire(payload: PaymentPayload): Promise<PaymentLock | 'busy' | undefined>;
}

/** Locks held in this process when no store is configured (one process: enough; several: give a store). */
const LOCAL_LOCKS = new Set<string>();

/**
 * Builds the in-flight payment locks of an app: a payment, identified by its EIP-3009 authorization (network, asset,
 * payer, nonce), is served by one request at a time. Of N requests carrying the same `PAYMENT-SIGNATURE` at once, the
 * first to lock it runs the engine and is settled; the others are refused without running (HTTP 409, problem
 * `payment-in-progress`; a tool error over MCP). The lock is released when the request is over, so an unsettled
 * payment (the engine answered 400 or above) can be retried; a settled one is then refused by the facilitator
 * (nonce already used).
 *
 * The locks live in the store (`guidekit_payment_locks`), so instances sharing one PostgreSQL lock each other out:
 * `payment.lockStore`, else `payment.settlementStore`, else the local facilitator's store. Without any, the locks are
 * held in this process only, and so they are for a store one process owns (`store.exclusive`, embedded PGlite), where
 * no other process can take the payment. A lock lapses on its own when the authorization expires (`validBefore`, after which no
 * facilitator settles it) and after {@link PAYMENT_LOCK_MAX_SECONDS} at most, so a crashed holder never blocks a
 * payment for long.
 *
 * @param payment - The app's payment options.
 * @returns The locks.
 * @example
 * ```ts
 * const locks = createPaymentLocks(payment);
 * const lock = await locks.acquire(payload); // after verification
 * if (lock === 'busy') return conflict;
 * try { await serve(); } finally { await lock?.release(); }
 * ```
 * @see https://eips.ethereum.org/EIPS/eip-3009 (an authorization's nonce is single-use)
 * @see docs/payments.md (concurrent replays)
 */
export function createPaymentLocks(payment: PaymentOptions): PaymentLocks {
  const store: Store | undefined = findPaymentStore(payment);
  return {
    async acquire(payload) {
      const authorization = eip3009Authorization(payload);
      if (authorization === undefined || typeof payload.accepted?.network !== 'string' || typeof payload.accepted.asset !== 'string') return undefined;
      const key: NonceKey = { network: payload.accepted.network, asset: payload.accepted.asset, payer: authorization.from, nonce: authorization.nonce };
      // A store one process owns (embedded PGlite) is locked out by this process alone: its locks can live here,
      // which saves the paid path two statements (lock and unlock); a crash frees them as the store's recovery would.
      if (store === undefined || store.exclusive) {
        const id = [key.network, key.asset, key.payer, key.nonce].join('|').toLowerCase();
        if (LOCAL_LOCKS.has(id)) return 'busy';
        LOCAL_LOCKS.add(id);
        return { release: async () => void LOCAL_LOCKS.delete(id) };
      }
      const holder = randomUUID();
      const validFor = Number(authorization.validBefore) - Date.now() / 1000;
      const ttlSeconds = Number.isFinite(validFor) ? Math.min(PAYMENT_LOCK_MAX_SECONDS, Math.max(1, Math.ceil(validFor))) : PAYMENT_LOCK_MAX_SECONDS;
      if (!(await store.lockPayment(key, { holder, ttlSeconds }))) return 'busy';
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await store.unlockPayment(key, holder);
        },
      };
    },
  };
}

