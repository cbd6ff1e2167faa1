import type { CreditType, EndpointDefinition } from '../../catalog/types.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { CreditRecovery, Store } from '../store/Store.js';
import { CREDIT_TYPES } from './creditPacks.js';
import type { CreditsOptions } from './CreditsOptions.js';
import { hashApiKey, isWellFormedApiKey, sameKeyHash } from './hashApiKey.js';

/** Why a key did not pay for a call (the call then falls back to x402). */
export type CreditRefusal = 'unknown_key' | 'no_credits';

/** The outcome of {@link CreditService.trySpend}. */
export type SpendAttempt =
  | {
      readonly paid: true;
      readonly creditType: CreditType;
      /** Balance of that type after the spend. */
      readonly balance: number;
      /**
       * Closes the spend with the answer's status: below 400 the credit is kept; 400 or above it is refunded.
       * @returns The balance after closing (one more than `balance` when refunded).
       */
      readonly settle: (status: number) => Promise<number>;
    }
  | { readonly paid: false; readonly creditType: CreditType; readonly refusal: CreditRefusal };

/** Credits bound to one store: spending, balances, startup recovery. */
export interface CreditService {
  readonly store: Store;
  /**
   * Pays one call of a credit endpoint with one credit of the endpoint's own type (never the other type).
   * @param apiKey - The raw key the caller sent.
   * @param endpoint - A catalog endpoint with `credit` set.
   * @returns The open spend, or why the key did not pay.
   */
  trySpend(apiKey: string, endpoint: EndpointDefinition): Promise<SpendAttempt>;
  /**
   * Balances of a key, every credit type (0 when none).
   * @param apiKey - The raw key.
   * @returns Balances, or undefined for an unknown key.
   */
  balances(apiKey: string): Promise<Readonly<Record<CreditType, number>> | undefined>;
  /** The key's hash when it names an existing account, else undefined. */
  accountOf(apiKey: string): Promise<string | undefined>;
  /** Runs crash recovery now (it also runs once, before the first spend). */
  recover(): Promise<CreditRecovery>;
}

/**
 * Creates the credit service over a {@link Store}. Before the first spend it runs the startup recovery once
 * (`store.recoverCredits`): spends left open longer than `staleAfterMinutes` are refunded, pending purchases
 * whose payment settled are completed, others that old are voided.
 *
 * @param options - See {@link CreditsOptions}.
 * @returns The service.
 * @throws GuidekitError `invalid_argument` (field `staleAfterMinutes`) when it is not a positive number.
 * @example
 * ```ts
 * const credits = createCreditService({ store });
 * const attempt = await credits.trySpend(key, signalBasket);
 * ```
 * @see 002_55be4aa7ee3acf96.txt#Authentication
 */
export function createCreditService(options: CreditsOptions): CreditService {
  const staleAfterMinutes = options.staleAfterMinutes ?? 10;
  if (!Number.isFinite(staleAfterMinutes) || staleAfterMinutes < 0) {
    throw new GuidekitError('createCreditService: staleAfterMinutes must be a non-negative number of minutes', {
      code: 'invalid_argument',
      field: 'staleAfterMinutes',
    });
  }
  const { store } = options;
  const recover = () => store.recoverCredits({ olderThanSeconds: staleAfterMinutes * 60 });
  let recovered: Promise<unknown> | undefined;
  const ready = () =>
    (recovered ??= recover().catch((error: unknown) => {
      recovered = undefined; // try again on the next call rather than serve with a half-recovered ledger
      throw error;
    }));

  const accountOf = async (apiKey: string) => {
    if (!isWellFormedApiKey(apiKey)) return undefined;
    const keyHash = hashApiKey(apiKey);
    return (await store.hasAccount(keyHash)) ? keyHash : undefined;
  };

  return {
    store,
    recover,

    async trySpend(apiKey, endpoint) {
      const creditType = endpoint.credit;
      if (creditType === undefined) throw new GuidekitError(`trySpend: ${endpoint.operationId} takes no credits`, { code: 'invalid_argument', field: 'endpoint' });
      if (!isWellFormedApiKey(apiKey)) return { paid: false, creditType, refusal: 'unknown_key' };
      await ready();
      const keyHash = hashApiKey(apiKey);
      const spend = await store.spendCredit({ accountId: keyHash, creditType, reason: `${endpoint.method} ${endpoint.path}` });
      if (spend === undefined) {
        return { paid: false, creditType, refusal: (await store.hasAccount(keyHash)) ? 'no_credits' : 'unknown_key' };
      }
      // The row was found by its digest; confirm it in constant time before honouring it.
      if (!sameKeyHash(spend.accountId, keyHash)) {
        await store.resolveSpend(spend.spendId, 'refunded');
        throw new Error('trySpend: the store returned another account');
      }
      return {
        paid: true,
        creditType,
        balance: spend.balance,
        settle: async (status) => {
          const refunded = status >= 400;
          const closed = await store.resolveSpend(spend.spendId, refunded ? 'refunded' : 'served');
          return refunded && closed ? spend.balance + 1 : spend.balance;
        },
      };
    },

    accountOf,

    async balances(apiKey) {
      const keyHash = await accountOf(apiKey);
      if (keyHash === undefined) return undefined;
      const stored = await store.creditBalances(keyHash);
      return Object.fromEntries(CREDIT_TYPES.map((type) => [type, stored[type] ?? 0])) as Record<CreditType, number>;
    },
  };
}
