/**
 * guidekit/adapters/x402: x402 (v2) payments for the HTTP API, built on the official `@x402/*` packages, and the
 * store they keep their books in. See docs/payments.md.
 *
 * - {@link createPaymentMiddleware} / {@link buildPaymentRoutes}: the `@x402/hono` middleware and route table
 *   generated from the catalog (`createApp({ payment })` uses them).
 * - {@link resolvePaymentConfig} + {@link createFacilitator}: the configuration from `GUIDEKIT_*` / `CDP_*`
 *   variables, and the facilitator it names (local, remote HTTP, or Coinbase CDP).
 * - {@link createLocalFacilitator}: the in-process facilitator; real signature checks, settles nothing on chain.
 * - {@link createPgliteStore} (embedded default) and {@link createPostgresStore}: the {@link Store} port.
 * @packageDocumentation
 */
export { BASE_MAINNET, USDC_BASE, DEMO_PAY_TO, DEFAULT_MAX_TIMEOUT_SECONDS } from './constants.js';
export { usdToAtomicUnits, type UsdToAtomicUnitsOptions } from './usdToAtomicUnits.js';
export type { PaymentOptions } from './PaymentOptions.js';
export { buildPaymentRoutes } from './buildPaymentRoutes.js';
export { createPaymentMiddleware } from './createPaymentMiddleware.js';
export { createLedgerSigner, type CreateLedgerSignerOptions } from './createLedgerSigner.js';
export { createLocalFacilitator, type CreateLocalFacilitatorOptions, type GuidekitFacilitator } from './createLocalFacilitator.js';
export { createFacilitator, type CreateFacilitatorOptions } from './createFacilitator.js';
export { createChainFacilitator, type CreateChainFacilitatorOptions } from './createChainFacilitator.js';
export { resolvePaymentConfig, type PaymentConfig, type FacilitatorChoice, type ResolvePaymentConfigOptions } from './resolvePaymentConfig.js';
export { eip3009Authorization } from './eip3009Authorization.js';
export type {
  Store,
  NonceKey,
  SettlementRecord,
  StoredSettlement,
  ListSettlementsOptions,
  CreditAdjustment,
} from '../store/Store.js';
export type { SqlClient, SqlExecutor } from '../store/sqlClient.js';
export { createSqlStore, type CreateSqlStoreOptions } from '../store/createSqlStore.js';
export type { SourceCache, CachedResponse, SourceCacheSummary } from '../fetch/SourceCache.js';
export type { SignalLog, SignalLogEntry, StoredSignalLogEntry, SignalLogGrade } from '../../markets/ports/SignalLog.js';
export { MIGRATIONS } from '../store/migrations.js';
export { createPgliteStore, type CreatePgliteStoreOptions } from '../store/createPgliteStore.js';
export { createPostgresStore, type CreatePostgresStoreOptions } from '../store/createPostgresStore.js';
export type { CreditPurchase, CreditSpend, CreditSpendRequest } from '../store/Store.js';
export { createResourceServer } from './createResourceServer.js';
export { createPaymentLocks, PAYMENT_LOCK_MAX_SECONDS, type PaymentLock, type PaymentLocks } from './createPaymentLocks.js';
export { buildPaymentInProgressProblem, PAYMENT_IN_PROGRESS_TYPE } from './buildPaymentInProgressProblem.js';
export type { StoreRun, CreditRecoveryOptions, PaymentLockRequest } from '../store/Store.js';
export { REPLAY_HEADER } from './createPaymentMiddleware.js';
export { checkPaymentBinding, type PaymentBindingTarget } from './checkPaymentBinding.js';
export { identifyPayment } from './identifyPayment.js';
export { findPaymentStore } from './findPaymentStore.js';
export { buildStoreUnavailableProblem, STORE_UNAVAILABLE_TYPE, STORE_RETRY_AFTER_SECONDS } from './buildStoreUnavailableProblem.js';
export { buildPaymentMismatchProblem, PAYMENT_MISMATCH_TYPE } from './buildPaymentMismatchProblem.js';
export { buildPaymentUsedProblem, PAYMENT_USED_TYPE } from './buildPaymentUsedProblem.js';
export { guardSqlClient, STORE_UNAVAILABLE, type GuardSqlClientOptions, type GuardedSqlClient } from '../store/guardSqlClient.js';
export { DEFAULT_STATEMENT_TIMEOUT_MS, DEFAULT_CONNECT_TIMEOUT_MS } from '../store/createPostgresStore.js';
export type { PaidAnswer, StoredPaidAnswer, StoreStatus } from '../store/Store.js';
