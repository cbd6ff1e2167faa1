import type { Store } from '../store/Store.js';

/**
 * Prepaid credits and API keys (`createApp({ payment, credits })`). Credits are bought with x402, so `payment` is
 * required alongside. See docs/credits.md.
 */
export interface CreditsOptions {
  /** Where keys (hashed), balances, purchases and the ledger live. Usually the same store as the local facilitator's. */
  readonly store: Store;
  /**
   * A spend still open this many minutes after it was taken is refunded by the startup recovery (the process died
   * between taking the credit and answering); pending purchases this old without a settlement are voided.
   * Default 10. Must exceed the longest time an endpoint may take to answer.
   */
  readonly staleAfterMinutes?: number;
}
