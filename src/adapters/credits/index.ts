/**
 * guidekit/adapters/credits: prepaid credits and API keys for the market-signal service (analysis and signal
 * credits, never interchangeable), bought with x402 and spent one per call. See docs/credits.md.
 * @packageDocumentation
 */
export { CREDIT_PACK_PRICES_USD, CREDIT_PACK_SIZES, CREDIT_TYPES, type CreditPackSize } from './creditPacks.js';
export type { CreditsOptions } from './CreditsOptions.js';
export { generateApiKey, API_KEY_PREFIX } from './generateApiKey.js';
export { hashApiKey, isWellFormedApiKey, sameKeyHash } from './hashApiKey.js';
export { createCreditService, type CreditService, type SpendAttempt, type CreditRefusal } from './createCreditService.js';
export { createCreditGate, API_KEY_HEADER, CREDITS_REMAINING_HEADER, CREDITS_SPENT_HEADER, CREDITS_STATUS_HEADER } from './createCreditGate.js';
export { registerCreditRoutes, CREDITS_PURCHASE_PATH, CREDITS_BALANCE_PATH } from './registerCreditRoutes.js';
export { runWithMcpCredits, currentMcpCredits, type McpCreditContext } from './mcpCreditContext.js';
export type { CreditRecovery } from '../store/Store.js';
