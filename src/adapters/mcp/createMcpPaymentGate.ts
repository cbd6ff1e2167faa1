import { createHash } from 'node:crypto';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isGuidekitError } from '../../core/isGuidekitError.js';
import { STORE_UNAVAILABLE } from '../store/guardSqlClient.js';
import type { StoredPaidAnswer } from '../store/Store.js';
import { buildPaymentUsedProblem } from '../x402/buildPaymentUsedProblem.js';
import { buildStoreUnavailableProblem } from '../x402/buildStoreUnavailableProblem.js';
import { checkPaymentBinding } from '../x402/checkPaymentBinding.js';
import { findPaymentStore } from '../x402/findPaymentStore.js';
import { identifyPayment } from '../x402/identifyPayment.js';
import { createResourceServer } from '../x402/createResourceServer.js';
import type { PaymentPayload, PaymentRequired, PaymentRequirements, SettleResponse } from '@x402/core/types';
import type { EndpointDefinition } from '../../catalog/types.js';
import { currentMcpCredits } from '../credits/mcpCreditContext.js';
import { buildPaymentInProgressProblem } from '../x402/buildPaymentInProgressProblem.js';
import { buildPaymentRoutes } from '../x402/buildPaymentRoutes.js';
import { createPaymentLocks } from '../x402/createPaymentLocks.js';
import type { PaymentOptions } from '../x402/PaymentOptions.js';

/** `_meta` key of the buyer's PaymentPayload on a tool call (x402 MCP transport). */
const PAYMENT_META = 'x402/payment';
/** `_meta` key of the SettleResponse on a paid tool result. */
const PAYMENT_RESPONSE_META = 'x402/payment-response';
/** `_meta` key of a credit-paid tool result: `{ credit_type, spent, remaining }`. */
const CREDITS_META = 'guidekit/credits';

/** Charges MCP tool calls with x402, in-band. */
export interface McpPaymentGate {
  /**
   * Runs one tool call of `endpoint` behind payment: without a payment in `meta["x402/payment"]` (or with one that
   * does not verify) it answers the PaymentRequired as an error result and `execute` is not called; otherwise it
   * runs `execute`, settles only when the result is not an error, and adds the settlement to the result's `_meta`.
   */
  run(
    endpoint: EndpointDefinition,
    meta: Record<string, unknown> | undefined,
    execute: () => Promise<CallToolResult>,
    request?: { readonly arguments: unknown },
  ): Promise<CallToolResult>;
}

/**
 * Creates the x402 payment gate of the MCP endpoint, following the x402 MCP transport: an unpaid call of a paid tool
 * returns a tool result with `isError: true`, `structuredContent` = the PaymentRequired (resource
 * `mcp://tool/<operationId>`) and `content[0].text` = `{"x402/error":{"code":402,"message":…,"data":PaymentRequired}}`;
 * the buyer retries with its PaymentPayload in `params._meta["x402/payment"]`; the payment is verified, the tool
 * runs, and the payment is settled only when the tool result is not an error; the SettleResponse comes back in
 * `result._meta["x402/payment-response"]`. A failed settlement answers the PaymentRequired with the failed
 * SettleResponse and withholds the result. The requirements are the HTTP API's (same route table, same prices and
 * overrides) and verification and settlement go through the same facilitator, so a payment signed for one
 * transport's nonce cannot be spent twice. Endpoints that cannot run are never charged. A verified payment is locked
 * while its call runs and settles (the same locks as the HTTP routes, createPaymentLocks), so concurrent calls
 * carrying the same payment run the tool once: the others get a tool error carrying the 409 `payment-in-progress`
 * problem, without running.
 *
 * Delivery and binding, as over HTTP (docs/payments.md): a payment made for another endpoint (its HTTP path or
 * `mcp://tool/<name>`) or price is refused with the x402 envelope saying why; the tool result is stored keyed by the
 * payment before it is settled, and a retry with the same payment and arguments gets it again (never "nonce already
 * used"); while the store is down the call is a tool error carrying the 503 `store-unavailable` problem, never charged.
 *
 * Credits: when the app has credits enabled and the MCP HTTP request carries `X-API-KEY`, a tool with a credit type
 * is paid first with one credit of that type (taken atomically, refunded when the tool result is an error, reported
 * in `result._meta["guidekit/credits"]`); a key without such a credit falls back to the x402 envelope, whose message
 * says why the key did not pay.
 *
 * @param endpoints - The catalog served as tools.
 * @param payment - The app's payment setup (the same object as `createApp({ payment })`).
 * @returns The gate; it asks the facilitator's `/supported` on the first paid call.
 * @throws GuidekitError from buildPaymentRoutes on a bad price or override.
 * @example
 * ```ts
 * const gate = createMcpPaymentGate(ENDPOINTS, payment);
 * ```
 * @see https://github.com/coinbase/x402/blob/main/specs/transports-v2/mcp.md
 */
export function createMcpPaymentGate(endpoints: readonly EndpointDefinition[], payment: PaymentOptions): McpPaymentGate {
  const routes = buildPaymentRoutes(endpoints, payment);
  const server = createResourceServer(payment);
  const locks = createPaymentLocks(payment);
  const store = findPaymentStore(payment);
  let ready: Promise<void> | undefined;
  const initialize = () =>
    (ready ??= server.initialize().catch((error: unknown) => {
      ready = undefined; // try the facilitator again on the next call
      throw error;
    }));

  return {
    async run(endpoint, meta, execute, request) {
      const route = routes[`${endpoint.method} ${endpoint.path}`];
      if (route === undefined) return execute();
      const instance = `mcp://tool/${endpoint.operationId}`;
      try {
        if (store !== undefined && !store.status().available) return problemResult(buildStoreUnavailableProblem(instance));
        return await paid(endpoint, route, meta, execute, request);
      } catch (error) {
        if (isGuidekitError(error) && error.code === STORE_UNAVAILABLE) return problemResult(buildStoreUnavailableProblem(instance));
        throw error;
      }
    },
  };

  async function paid(
    endpoint: EndpointDefinition,
    route: (typeof routes)[string],
    meta: Record<string, unknown> | undefined,
    execute: () => Promise<CallToolResult>,
    request: { readonly arguments: unknown } | undefined,
  ): Promise<CallToolResult> {
    let keyNote = '';
    const context = currentMcpCredits();
    if (context !== undefined && context.apiKey !== undefined && context.apiKey !== '' && endpoint.credit !== undefined) {
      const attempt = await context.credits.trySpend(context.apiKey, endpoint);
      if (attempt.paid) {
        let result: CallToolResult;
        try {
          result = await execute();
        } catch (error) {
          await attempt.settle(500);
          throw error;
        }
        const failed = result.isError === true;
        const remaining = await attempt.settle(failed ? 400 : 200);
        return { ...result, _meta: { ...result._meta, [CREDITS_META]: { credit_type: attempt.creditType, spent: failed ? 0 : 1, remaining } } };
      }
      keyNote =
        attempt.refusal === 'no_credits'
          ? ` (the X-API-KEY holds no ${attempt.creditType} credit; credits of another type never pay for this tool)`
          : ' (the X-API-KEY names no key)';
    }

    await initialize();
    const accepts = Array.isArray(route.accepts) ? route.accepts : [route.accepts];
    const requirements = (
      await Promise.all(
        accepts.map((option) =>
          server.buildPaymentRequirements({
            scheme: option.scheme,
            payTo: option.payTo as string,
            price: option.price as Exclude<typeof option.price, (...args: never[]) => unknown>,
            network: option.network,
            ...(option.maxTimeoutSeconds === undefined ? {} : { maxTimeoutSeconds: option.maxTimeoutSeconds }),
          }),
        ),
      )
    ).flat();
    const resource = { url: `mcp://tool/${endpoint.operationId}`, description: endpoint.summary, mimeType: 'application/json' };
    const ask = async (error: string, settlement?: SettleResponse) =>
      paymentRequired(await server.createPaymentRequiredResponse(requirements, resource, error), error, settlement);

    const payload = meta?.[PAYMENT_META];
    if (payload === undefined) return ask(`Payment required${keyNote}`);
    if (!isPaymentPayload(payload)) return ask('Invalid payment: _meta["x402/payment"] is not an x402 v2 PaymentPayload');
    const matching: PaymentRequirements | undefined = server.findMatchingRequirements(requirements, payload);
    if (matching === undefined) return ask('Invalid payment: it does not match the payment requirements');
    const mismatch = checkPaymentBinding(payload, { path: endpoint.path, operationId: endpoint.operationId, amount: matching.amount });
    if (mismatch !== undefined) return ask(`Invalid payment: payment_resource_mismatch: ${mismatch}`);

    const id = identifyPayment(payload);
    const requestHash = createHash('sha256').update(`mcp\n${endpoint.operationId}\n${JSON.stringify(request?.arguments ?? {})}`).digest('hex');
    let pending: StoredPaidAnswer | undefined;
    if (id !== undefined && store !== undefined) {
      const stored = await store.findPaidAnswer(id.key);
      if (stored !== undefined && stored.paymentHash === id.paymentHash) {
        if (stored.requestHash !== requestHash) return problemResult(buildPaymentUsedProblem(resource.url));
        if (stored.settled) return replayResult(stored);
        pending = stored;
      }
    }
    let verified: { isValid: boolean; invalidReason?: string; invalidMessage?: string };
    try {
      verified = await server.verifyPayment(payload, matching);
    } catch (error) {
      verified = { isValid: false, invalidReason: error instanceof Error ? error.message : 'verification_failed' };
    }
    if (!verified.isValid) {
      if (pending !== undefined && id !== undefined && store !== undefined && /nonce_already_used/.test(verified.invalidReason ?? '')) {
        // The payment of a stored answer was settled before the process could say so (it crashed): deliver it.
        await store.markPaidAnswerSettled(id.key, undefined).catch(() => undefined);
        return replayResult(pending);
      }
      return ask(`Invalid payment: ${verified.invalidReason ?? 'verification failed'}`);
    }

    const lock = await locks.acquire(payload);
    if (lock === 'busy') {
      const problem = buildPaymentInProgressProblem(resource.url);
      return { isError: true, content: [{ type: 'text', text: JSON.stringify(problem) }], structuredContent: problem };
    }
    try {
      const again = id !== undefined && store !== undefined ? (pending ?? (await store.findPaidAnswer(id.key))) : undefined;
      if (again !== undefined && again.settled) return replayResult(again);
      const result = again !== undefined ? (JSON.parse(new TextDecoder().decode(again.body)) as CallToolResult) : await execute();
      if (result.isError === true) return result; // an error is never charged
      if (again === undefined && id !== undefined && store !== undefined) {
        // Delivery: the result is kept before the payment is settled; if it cannot be kept, nothing is settled.
        const body = new TextEncoder().encode(JSON.stringify(result));
        const kept = await store.storePaidAnswer({ payment: id.key, paymentHash: id.paymentHash, requestHash, resource: `mcp tool ${endpoint.operationId}`, status: 200, headers: { 'content-type': 'application/json' }, body });
        if (!kept) return problemResult(buildPaymentInProgressProblem(resource.url));
      }

      let settlement: SettleResponse;
      try {
        settlement = await server.settlePayment(payload, matching);
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'settlement_failed';
        settlement = { success: false, errorReason: reason, transaction: '', network: matching.network };
      }
      if (!settlement.success) {
        if (store !== undefined && !store.status().available) return problemResult(buildStoreUnavailableProblem(resource.url));
        return ask(`Payment settlement failed: ${settlement.errorReason ?? 'unknown reason'}`, settlement);
      }
      if (id !== undefined && store !== undefined) await store.markPaidAnswerSettled(id.key, JSON.stringify(settlement)).catch(() => undefined);
      return { ...result, _meta: { ...result._meta, [PAYMENT_RESPONSE_META]: settlement } };
    } finally {
      await lock?.release();
    }
  }
}

/** A tool error carrying a problem document. */
function problemResult(problem: { readonly status: number }): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(problem) }], structuredContent: problem as unknown as Record<string, unknown> };
}

/** A stored tool result, replayed to a retry of the payment that bought it. */
function replayResult(stored: StoredPaidAnswer): CallToolResult {
  const result = JSON.parse(new TextDecoder().decode(stored.body)) as CallToolResult;
  const settlement = stored.paymentResponse === undefined ? undefined : (JSON.parse(stored.paymentResponse) as SettleResponse);
  return { ...result, _meta: { ...result._meta, 'guidekit/replay': 'stored-answer', ...(settlement === undefined ? {} : { [PAYMENT_RESPONSE_META]: settlement }) } };
}

function isPaymentPayload(value: unknown): value is PaymentPayload {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as { x402Version?: unknown; accepted?: unknown; payload?: unknown };
  return candidate.x402Version === 2 && typeof candidate.accepted === 'object' && candidate.accepted !== null && typeof candidate.payload === 'object';
}

/** The tool result that asks for payment, in the x402 MCP transport's format. */
function paymentRequired(required: PaymentRequired, message: string, settlement?: SettleResponse): CallToolResult {
  const data = settlement === undefined ? required : { ...required, [PAYMENT_RESPONSE_META]: settlement };
  return {
    isError: true,
    structuredContent: data as unknown as Record<string, unknown>,
    content: [{ type: 'text', text: JSON.stringify({ 'x402/error': { code: 402, message, data } }) }],
  };
}
