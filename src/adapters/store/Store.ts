/**
 * The persistence port of the paid API: what the x402 adapter (and, later, credits and API keys) needs to remember.
 * Every method is atomic on its own; implementations are the embedded PGlite store ({@link createPgliteStore})
 * and a PostgreSQL store ({@link createPostgresStore}). Both pass the same contract tests
 * (test/adapters/store/storeContract.ts).
 *
 * @see https://github.com/coinbase/x402/blob/main/specs/schemes/exact/scheme_exact_evm.md
 */
export interface Store {
  /**
   * Whether an EIP-3009 authorization nonce of this payer has already been consumed.
   * @param key - Network, token, payer and nonce.
   * @returns True once {@link Store.markNonceUsed} has succeeded for the same key.
   */
  hasUsedNonce(key: NonceKey): Promise<boolean>;
  /**
   * Consumes an authorization nonce, atomically: of any number of concurrent calls with the same key exactly one
   * returns true. This is what the token contract's `authorizationState` does on chain; the local facilitator
   * relies on it to refuse a replayed payment.
   * @param key - Network, token, payer and nonce.
   * @returns True when this call consumed the nonce, false when it was already used.
   */
  markNonceUsed(key: NonceKey): Promise<boolean>;
  /**
   * Records one settled payment. A second record for the same (network, asset, payer, nonce) is refused, so a
   * payment can never be booked twice.
   * @param settlement - The settlement to record.
   * @returns True when recorded, false when a settlement with the same key already exists.
   */
  recordSettlement(settlement: SettlementRecord): Promise<boolean>;
  /**
   * Lists recorded settlements, newest first.
   * @param options - `limit` (default 100), `payer` to filter by payer address (case-insensitive).
   * @returns The settlements.
   */
  listSettlements(options?: ListSettlementsOptions): Promise<readonly StoredSettlement[]>;
  /**
   * Adds (positive delta) or spends (negative delta) prepaid credits of one account, atomically; a spend that
   * would take the balance below zero is refused and changes nothing. Credits are bought through x402 and used
   * by API keys (issue #4, later work); the ledger is here so both share one store.
   * @param entry - Account, credit type, signed whole-number delta and the reason written to the ledger.
   * @returns Whether it applied, and the balance after the call.
   */
  adjustCredits(entry: CreditAdjustment): Promise<{ readonly applied: boolean; readonly balance: number }>;
  /**
   * The current credit balance of one account and credit type (0 when it never had any).
   * @param accountId - The account.
   * @param creditType - e.g. `analysis` or `signal`.
   * @returns The balance.
   */
  creditBalance(accountId: string, creditType: string): Promise<number>;
  /** Releases the connection or database handle. The store is unusable afterwards. */
  close(): Promise<void>;
}

/** Identifies one EIP-3009 authorization: its nonce is unique per (token contract, payer), on one network. */
export interface NonceKey {
  /** CAIP-2 network, e.g. `eip155:8453`. */
  readonly network: string;
  /** Token contract address (any case; stored lower-case). */
  readonly asset: string;
  /** Payer address (any case; stored lower-case). */
  readonly payer: string;
  /** The 32-byte nonce as 0x-prefixed hex (any case; stored lower-case). */
  readonly nonce: string;
}

/** A payment the facilitator reported as settled. */
export interface SettlementRecord extends NonceKey {
  /** Recipient address. */
  readonly payTo: string;
  /** Amount in the token's atomic units, as a decimal integer string (USDC: 6 decimals, `"15000"` = $0.015). */
  readonly amount: string;
  /** Transaction hash; in local mode a synthetic hash, since nothing goes on chain. */
  readonly transaction: string;
  /** The paid resource URL, when known. */
  readonly resource?: string | undefined;
  /** False when the settlement was only recorded here (local facilitator), true when a facilitator put it on chain. */
  readonly onChain: boolean;
}

/** A settlement as read back from the store. */
export interface StoredSettlement extends SettlementRecord {
  readonly id: number;
  /** When it was recorded (ISO 8601 timestamp, UTC). */
  readonly settledAt: string;
}

/** Options of {@link Store.listSettlements}. */
export interface ListSettlementsOptions {
  /** Maximum rows. Default 100. */
  readonly limit?: number;
  /** Only this payer's settlements. */
  readonly payer?: string;
}

/** One entry of the credit ledger. */
export interface CreditAdjustment {
  readonly accountId: string;
  readonly creditType: string;
  /** Whole credits: positive adds, negative spends. */
  readonly delta: number;
  /** Why (e.g. the settlement transaction that bought them, or the endpoint that used one). */
  readonly reason: string;
}
