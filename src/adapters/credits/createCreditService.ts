import type { CreditType, EndpointDefinition } from '../../catalog/types.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { randomUUID } from 'node:crypto';
import type { CreditPurchase, CreditRecovery, Store, StoreRun } from '../store/Store.js';
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
  /**
   * Runs crash recovery now, once the start recovery is over (the service begins its run and recovers when created).
   * @returns What this call released (runs that died since the start); the start recovery's result if it had failed
   *   and this call is the one that completes it.
   */
  recover(): Promise<CreditRecovery>;
  /**
   * Records a credit purchase whose payment was verified, held by this run (see Store.openPurchase).
   * @param purchase - The purchase, without its run.
   * @returns The purchase id; undefined when that payment already bought credits.
   */
  openPurchase(purchase: Omit<CreditPurchase, 'runId'>): Promise<string | undefined>;
  /** This run: a fresh id per service, and the instance it belongs to. */
  readonly run: StoreRun;
  /**
   * Stops the lease heartbeat and ends this run (clean shutdown). Spends still open are then released by the next
   * recovery of any instance, so call it only once no call is being served.
   */
  close(): Promise<void>;
}

/**
 * Creates the credit service over a {@link Store}. Each service is one *run* of an app instance: every spend and
 * purchase it makes is tagged with the run, so recovery after a crash releases exactly what dead runs held and never
 * what a live instance is serving.
 *
 * As soon as the service is created (and again before the first spend, purchase or balance if that failed) the run
 * begins (`store.beginRun`) and recovery runs once
 * (`store.recoverCredits`): open spends of dead runs are refunded, pending purchases whose payment settled are
 * completed, and those of dead runs without a settlement are voided. In an embedded (exclusive) store every run of an
 * earlier process is dead, so a restart releases everything at once. In a shared store a run is dead once its lease
 * expired or its instance started again (same `instanceId`); the run renews its lease every `leaseSeconds / 3`
 * and each renewal also recovers, so a crashed instance's credits come back within one lease even if it never
 * restarts.
 *
 * @param options - See {@link CreditsOptions}.
 * @returns The service.
 * @throws GuidekitError `invalid_argument` (field `staleAfterMinutes`, `leaseSeconds` or `instanceId`) on a bad value.
 * @example
 * ```ts
 * const credits = createCreditService({ store });
 * const attempt = await credits.trySpend(key, signalBasket);
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Authentication
 */
export function createCreditService(options: CreditsOptions): CreditService {
  const staleAfterMinutes = options.staleAfterMinutes ?? 10;
  if (typeof staleAfterMinutes !== 'number' || !Number.isFinite(staleAfterMinutes) || staleAfterMinutes < 0) {
    throw new GuidekitError('createCreditService: staleAfterMinutes must be a non-negative number of minutes', {
      code: 'invalid_argument',
      field: 'staleAfterMinutes',
    });
  }
  const leaseSeconds = options.leaseSeconds ?? 30;
  if (typeof leaseSeconds !== 'number' || !Number.isFinite(leaseSeconds) || leaseSeconds <= 0) {
    throw new GuidekitError('createCreditService: leaseSeconds must be a positive number of seconds', { code: 'invalid_argument', field: 'leaseSeconds' });
  }
  if (options.instanceId !== undefined && (typeof options.instanceId !== 'string' || options.instanceId.trim() === '')) {
    throw new GuidekitError('createCreditService: instanceId must be a non-empty string', { code: 'invalid_argument', field: 'instanceId' });
  }
  const { store } = options;
  const runId = randomUUID();
  // An exclusive store needs no lease: its runs live exactly as long as this process.
  const run: StoreRun = { runId, instanceId: options.instanceId ?? `run-${runId}`, leaseSeconds: store.exclusive ? null : leaseSeconds };
  const recoverNow = () => store.recoverCredits({ runId, olderThanSeconds: staleAfterMinutes * 60 });
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  const beat = async () => {
    try {
      await store.renewRun(run);
      await recoverNow();
    } catch {
      // A database hiccup: the next beat tries again, well within the lease.
    }
  };
  let started: Promise<CreditRecovery> | undefined;
  const ready = () =>
    (started ??= (async () => {
      await store.beginRun(run);
      const recovery = await recoverNow();
      if (run.leaseSeconds !== null && heartbeat === undefined && !closed) {
        heartbeat = setInterval(() => void beat(), (run.leaseSeconds * 1000) / 3);
        heartbeat.unref?.(); // the heartbeat never keeps the process alive on its own
      }
      return recovery;
    })().catch((error: unknown) => {
      started = undefined; // try again on the next call rather than serve with a half-recovered ledger
      throw error;
    }));
  const recover = async () => {
    if (started === undefined) return ready();
    await started;
    return recoverNow();
  };

  const accountOf = async (apiKey: string) => {
    if (!isWellFormedApiKey(apiKey)) return undefined;
    const keyHash = hashApiKey(apiKey);
    return (await store.hasAccount(keyHash)) ? keyHash : undefined;
  };

  // The run begins and recovers at once, so a restart releases what the crash held without waiting for a call; a
  // failure here is retried by the first call that needs the ledger.
  void ready().catch(() => undefined);

  return {
    store,
    recover,
    run,

    async openPurchase(purchase) {
      await ready();
      return store.openPurchase({ ...purchase, runId });
    },

    async close() {
      closed = true;
      if (heartbeat !== undefined) clearInterval(heartbeat);
      heartbeat = undefined;
      if (started !== undefined) await store.endRun(runId);
    },

    async trySpend(apiKey, endpoint) {
      const creditType = endpoint.credit;
      if (creditType === undefined) throw new GuidekitError(`trySpend: ${endpoint.operationId} takes no credits`, { code: 'invalid_argument', field: 'endpoint' });
      if (!isWellFormedApiKey(apiKey)) return { paid: false, creditType, refusal: 'unknown_key' };
      await ready();
      const keyHash = hashApiKey(apiKey);
      const spend = await store.spendCredit({ accountId: keyHash, creditType, reason: `${endpoint.method} ${endpoint.path}`, runId });
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
      await ready(); // a balance read after a restart already counts what the crash held
      const keyHash = await accountOf(apiKey);
      if (keyHash === undefined) return undefined;
      const stored = await store.creditBalances(keyHash);
      return Object.fromEntries(CREDIT_TYPES.map((type) => [type, stored[type] ?? 0])) as Record<CreditType, number>;
    },
  };
}
