/**
 * The HTTP adapter: a Hono app generated from the endpoint catalog, optionally paid with x402
 * (`createApp({ payment })`; the payment pieces live in `guidekit/adapters/x402`).
 * @packageDocumentation
 */
export { createApp, type CreateAppOptions } from './createApp.js';
export type { DataSourceHandle, DataSourceReport } from '../ports/DataSourceHandle.js';
export { limitRequestSize, MAX_URL_BYTES, MAX_BODY_BYTES, type LimitRequestSizeOptions } from './limitRequestSize.js';
export type { PaymentOptions } from '../x402/PaymentOptions.js';
export { registerReadinessRoute, type RegisterReadinessRouteOptions } from './registerReadinessRoute.js';
export { hardenNodeServer, DEFAULT_SERVER_LIMITS, SERVER_LIMIT_ENV, type ServerLimits } from './hardenNodeServer.js';
export { readServerLimits } from './readServerLimits.js';
export { createHttpMetrics, type HttpMetrics, type ObservedRequest, type CreateHttpMetricsOptions } from './createHttpMetrics.js';
export { observeRequests, REDACTED_PATHS, type ObserveRequestsOptions } from './observeRequests.js';
export { limitKeyAttempts, type LimitKeyAttemptsOptions } from './limitKeyAttempts.js';
