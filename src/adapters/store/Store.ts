import type { SourceCache } from '../fetch/SourceCache.js';
import type { SignalLog } from '../../markets/ports/SignalLog.js';
/**
 * The persistence port of the paid API: what the x402 adapter (and, later, credits and API keys) needs to remember.
 * Every method is atomic on its own; implementations are the embedded PGlite store ({@link createPgliteStore})
 * and a PostgreSQL store ({@link createPostgresStore}). Both pass the same contract tests
 * (test/adapters/store/storeContract.ts).
 *
 * @see https://github.com/coinbase/x402/blob/main/specs/schemes/exact/scheme_exact_evm.md
 */
export interface Store extends SourceCache, SignalLog {
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
   * Consumes an authorization nonce and records its settlement in one atomic statement: what a chain does when a
   * `transferWithAuthorization` lands, in one round trip instead of {@link Store.markNonceUsed} then
   * {@link Store.recordSettlement}. Of any number of concurrent calls with the same key exactly one returns true; a
   * call that finds the nonce used writes nothing.
   * @param settlement - The settlement; its key is the nonce consumed.
   * @returns True when this call consumed the nonce (and the settlement is recorded), false when it was already used.
   */
  settleNonce(settlement: SettlementRecord): Promise<boolean>;
  /**
   * Lists recorded settlements, newest first.
   * @param options - `limit` (default 100), `payer` to filter by payer address (case-insensitive).
   * @returns The settlements.
   */
  listSettlements(options?: ListSettlementsOptions): Promise<readonly StoredSettlement[]>;
  /**
   * Adds (positive delta) or spends (negative delta) prepaid credits of one account, atomically; a spend that
   * would take the balance below zero is refused and changes nothing. Credits are bought through x402 and used
   * by API keys (see {@link Store.spendCredit}); administrative grants and corrections go through here (ledger kind `adjust`).
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
  /**
   * Spends exactly one credit of one type, atomically: one conditional UPDATE (`balance > 0`) and its `spend` ledger
   * row in one transaction, so concurrent spends can never overdraw and a spend is never lost. The spend stays
   * open until {@link Store.resolveSpend} (or {@link Store.recoverCredits}) closes it.
   * @param entry - Account (an API key's hash), credit type, and the reason (the endpoint that uses it).
   * @returns The open spend's id and the balance after it; undefined when the account holds no credit of that type.
   */
  spendCredit(entry: CreditSpendRequest): Promise<CreditSpend | undefined>;
  /**
   * Closes an open spend: `served` keeps the credit; `refunded` gives it back, with a `refund` ledger row, in one
   * transaction. A spend is closed at most once, so a credit is never refunded twice.
   * @param spendId - The id {@link Store.spendCredit} returned.
   * @param outcome - `served` or `refunded`.
   * @returns True when this call closed it; false when it was already closed (or never existed).
   */
  resolveSpend(spendId: string, outcome: 'served' | 'refunded'): Promise<boolean>;
  /**
   * Whether an account (an API key's hash) exists, i.e. a purchase for it has completed.
   * @param accountId - The key hash.
   * @returns True when it exists.
   */
  hasAccount(accountId: string): Promise<boolean>;
  /**
   * Every credit balance of one account, by credit type (types it never held are absent).
   * @param accountId - The key hash.
   * @returns Balances by credit type.
   */
  creditBalances(accountId: string): Promise<Readonly<Record<string, number>>>;
  /**
   * Records a credit purchase whose payment was verified but not yet settled (`pending`). One purchase per payment
   * (network, asset, payer, nonce).
   * @param purchase - Account, credit type, credits, and the payment.
   * @returns The purchase id; undefined when that payment already bought credits.
   */
  openPurchase(purchase: CreditPurchase): Promise<string | undefined>;
  /**
   * Completes a pending purchase once its payment settled: creates the account if new, adds the credits and writes
   * the `purchase` ledger row, in one transaction, at most once.
   * @param purchaseId - The id {@link Store.openPurchase} returned.
   * @returns Whether this call applied it, and the balance of that credit type afterwards.
   */
  completePurchase(purchaseId: string): Promise<{ readonly applied: boolean; readonly balance: number }>;
  /**
   * Voids a pending purchase whose payment did not settle. Nothing is credited.
   * @param purchaseId - The purchase.
   * @returns True when this call voided it.
   */
  voidPurchase(purchaseId: string): Promise<boolean>;
  /**
   * Crash recovery, run when a run begins and then on every lease renewal: releases what runs that are no longer
   * alive left behind. A run is dead when it ended, when its lease expired, when a newer run of the same instance
   * began (the instance restarted), or, in an {@link Store.exclusive} store, when it was not begun through this
   * store handle (its process is gone). Their open spends are refunded and their pending purchases without a
   * settlement are voided. A pending purchase whose payment has a settlement row is completed whoever holds it (the
   * settlement proves it was paid). Spends and purchases written without a run (before runs were recorded) are
   * released at once in an exclusive store, and when older than `olderThanSeconds` in a shared one. Expired payment
   * locks are deleted. The recovering run's own spends and purchases are never touched.
   * @param options - See {@link CreditRecoveryOptions}.
   * @returns How many spends were refunded, purchases completed or voided, and dead runs removed.
   */
  recoverCredits(options?: CreditRecoveryOptions): Promise<CreditRecovery>;
  /**
   * True when one process owns the database (embedded PGlite): every run not begun through this handle belongs to
   * a process that is gone. False for a database several processes share (PostgreSQL), where liveness is the lease.
   */
  readonly exclusive: boolean;
  /**
   * Records that a run of an app instance began: the owner of the spends and purchases tagged with its id. With a
   * lease, the run is presumed dead once the lease expires unrenewed; without one (`leaseSeconds: null`), it lives
   * until it ends, a newer run of the same instance begins, or (exclusive store) its process is gone.
   * @param run - Run id (unique per start), instance id (stable name of the instance, unique among live ones) and lease.
   */
  beginRun(run: StoreRun): Promise<void>;
  /**
   * Extends a run's lease by `leaseSeconds` from now (the heartbeat), recording the run again if a recovery had
   * removed it as dead.
   * @param run - The run, as begun.
   * @returns True when the run was still recorded; false when it had been presumed dead (its open spends may have
   *   been refunded meanwhile).
   */
  renewRun(run: StoreRun): Promise<boolean>;
  /**
   * Ends a run (clean shutdown): it is dead from now on, so whatever it still holds is released by the next recovery.
   * @param runId - The run.
   */
  endRun(runId: string): Promise<void>;
  /**
   * Locks a payment while one request serves it, atomically: of any number of concurrent calls for the same
   * (network, asset, payer, nonce) exactly one gets the lock. A lock whose time ran out can be taken over.
   * @param key - The payment's EIP-3009 authorization.
   * @param lock - `holder`: a token unique to this request; `ttlSeconds`: when the lock expires on its own.
   * @returns True when this call holds the lock.
   */
  lockPayment(key: NonceKey, lock: PaymentLockRequest): Promise<boolean>;
  /**
   * Releases a payment lock, only if `holder` still holds it.
   * @param key - The payment's EIP-3009 authorization.
   * @param holder - The token given to {@link Store.lockPayment}.
   * @returns True when this call released it.
   */
  unlockPayment(key: NonceKey, holder: string): Promise<boolean>;
  /**
   * Keeps the answer a payment bought, BEFORE the payment is settled, so a settled payment always has its answer and
   * a retry with the same payment gets it again (docs/payments.md, "Delivery"). One answer per payment.
   * @param answer - The payment's key and hash, the request it answered and the response.
   * @returns True when stored; false when this payment already has an answer (the stored one stands).
   */
  storePaidAnswer(answer: PaidAnswer): Promise<boolean>;
  /**
   * The answer stored for a payment.
   * @param key - The payment's EIP-3009 authorization.
   * @returns The answer; undefined when none was stored.
   */
  findPaidAnswer(key: NonceKey): Promise<StoredPaidAnswer | undefined>;
  /**
   * Records that the payment of a stored answer settled, with the `PAYMENT-RESPONSE` to send on a replay.
   * @param key - The payment's EIP-3009 authorization.
   * @param paymentResponse - The base64 SettleResponse header, when known.
   */
  markPaidAnswerSettled(key: NonceKey, paymentResponse: string | undefined): Promise<void>;
  /**
   * Whether the database answers: false after a statement met a fault of the database itself (connection refused,
   * server shut down, timeout), until a probe or a statement succeeds again. Its methods meanwhile throw a
   * GuidekitError `store_unavailable` (HTTP 503 `store-unavailable`, never charged).
   * @returns The current status.
   */
  status(): StoreStatus;
  /** Releases the connection or database handle. The store is unusable afterwards. */
  close(): Promise<void>;
}

/** Whether a store's database answers. */
export interface StoreStatus {
  readonly available: boolean;
  /** Since when (ISO 8601). */
  readonly since: string;
  /** Why it is unavailable (the driver's error, shortened). */
  readonly reason?: string;
}

/** The answer a payment bought, kept before the payment is settled. */
export interface PaidAnswer {
  /** The payment's EIP-3009 authorization. */
  readonly payment: NonceKey;
  /** SHA-256 (hex) of the signed payment (authorization and signature): only the same payment replays the answer. */
  readonly paymentHash: string;
  /** SHA-256 (hex) of the request (method, path, query, body): the answer is for this request only. */
  readonly requestHash: string;
  /** The paid resource, e.g. `GET /api/debt/payoff` or `mcp tool debtPayoff`. */
  readonly resource: string;
  /** HTTP status of the answer (below 400). */
  readonly status: number;
  /** Response headers worth replaying (content type). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
}

/** A stored paid answer, as read back. */
export interface StoredPaidAnswer extends PaidAnswer {
  /** True once the payment settled. */
  readonly settled: boolean;
  /** The `PAYMENT-RESPONSE` of the settlement, when recorded. */
  readonly paymentResponse: string | undefined;
}

/** What {@link Store.spendCredit} takes. */
export interface CreditSpendRequest {
  /** The account: an API key's SHA-256 hash (hex), never the key. */
  readonly accountId: string;
  readonly creditType: string;
  /** Written to the ledger, e.g. `GET /api/signal/basket`. */
  readonly reason: string;
  /** The run serving the call ({@link Store.beginRun}); recovery refunds the spend once that run is dead. */
  readonly runId?: string | undefined;
}

/** An open spend. */
export interface CreditSpend {
  /** Ledger row id of the spend (a decimal string). */
  readonly spendId: string;
  /** The account the credit came from (as stored), for a constant-time check by the caller. */
  readonly accountId: string;
  /** Balance of that credit type after the spend. */
  readonly balance: number;
}

/** A credit pack bought with one x402 payment. */
export interface CreditPurchase {
  /** The account: an API key's SHA-256 hash (hex). */
  readonly accountId: string;
  readonly creditType: string;
  /** Credits in the pack (whole, positive). */
  readonly credits: number;
  /** The payment: network, token, payer and EIP-3009 nonce. */
  readonly payment: NonceKey;
  /** Amount paid, in the token's atomic units, as a decimal integer string. */
  readonly amount: string;
  /** The run serving the purchase; recovery voids it (unless settled) once that run is dead. */
  readonly runId?: string | undefined;
}

/** What {@link Store.recoverCredits} did. */
export interface CreditRecovery {
  readonly spendsRefunded: number;
  readonly purchasesCompleted: number;
  readonly purchasesVoided: number;
  /** Dead runs removed from the run table once released. */
  readonly runsRemoved: number;
}

/** Options of {@link Store.recoverCredits}. */
export interface CreditRecoveryOptions {
  /** The run recovering: its own spends and purchases are left alone, and older runs of its instance are dead. */
  readonly runId?: string | undefined;
  /**
   * Shared store only: spends and purchases written without a run are released once at least this old. Default 600.
   */
  readonly olderThanSeconds?: number | undefined;
}

/** One run of an app instance (one process start), the owner of its open spends and pending purchases. */
export interface StoreRun {
  /** Unique per start (a random UUID). */
  readonly runId: string;
  /**
   * Stable name of the app instance (e.g. `api-1`), unique among the instances alive at once: when a run begins,
   * every older run of the same instance is dead.
   */
  readonly instanceId: string;
  /** Seconds the run stays presumed alive without a renewal; `null`: no lease (an exclusive store's run). */
  readonly leaseSeconds: number | null;
}

/** What {@link Store.lockPayment} takes. */
export interface PaymentLockRequest {
  /** A token unique to the request holding the lock (a random UUID). */
  readonly holder: string;
  /** Seconds after which the lock lapses on its own (a crashed holder never releases it); 0 lapses at once. */
  readonly ttlSeconds: number;
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
