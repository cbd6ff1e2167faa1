import type { Store } from '../store/Store.js';

/**
 * Prepaid credits and API keys (`createApp({ payment, credits })`). Credits are bought with x402, so `payment` is
 * required alongside. See docs/credits.md.
 */
export interface CreditsOptions {
  /** Where keys (hashed), balances, purchases and the ledger live. Usually the same store as the local facilitator's. */
  readonly store: Store;
  /**
   * Stable name of this app instance among those sharing one database (e.g. `api-1`, or host and port), unique
   * among the instances running at once. When an instance starts again under the same name, whatever its previous
   * run left open (spends, pending purchases) is released at once. Default: a random name per start, so on a
   * shared database a crashed run's credits come back when its lease expires (`leaseSeconds`). An embedded (PGlite)
   * store needs no name: one process owns it, so everything left open is released at start.
   */
  readonly instanceId?: string;
  /**
   * Shared database only: how long this run is presumed alive without renewing its lease, in seconds. The lease is
   * renewed every third of it, and each renewal also releases what dead runs left. Default 30. Must exceed the
   * longest pause of the process (a run presumed dead has its open spends refunded: those calls are then free).
   */
  readonly leaseSeconds?: number;
  /**
   * Shared database only: spends and purchases recorded without a run (by a version before runs were recorded)
   * are released once this many minutes old. Default 10.
   */
  readonly staleAfterMinutes?: number;
}
