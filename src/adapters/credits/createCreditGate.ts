import type { Context, MiddlewareHandler } from 'hono';
import type { EndpointDefinition } from '../../catalog/types.js';
import { describeEndpointParams } from '../http/discovery/describeEndpointParams.js';
import type { CreditService } from './createCreditService.js';

/** Request header carrying the API key (002, Authentication rule 2). */
export const API_KEY_HEADER = 'X-API-KEY';
/** Response header: credits of the endpoint's type left on the key after this call. */
export const CREDITS_REMAINING_HEADER = 'X-Credits-Remaining';
/** Response header: `1` when this call used a credit, `0` when it was refunded (answer ≥ 400). */
export const CREDITS_SPENT_HEADER = 'X-Credits-Spent';
/**
 * Response header on the 402 of a call whose key did not pay: `unknown_key`, or `no_credits:<type>` (the key holds
 * no credit of the endpoint's type; credits of the other type never pay).
 */
export const CREDITS_STATUS_HEADER = 'X-Credits-Status';

/**
 * Builds the per-route middleware that lets an API key pay for a credit endpoint. Mount it after parameter
 * validation and before the x402 middleware, and give it the route's handler:
 *
 * 1. No key (header `X-API-KEY`, or the endpoint's credential query parameter such as basket's `key`; the header
 *    wins): x402 as usual.
 * 2. A key holding a credit of the endpoint's type: one credit is taken atomically, the handler runs (x402 is
 *    skipped: a `PAYMENT-SIGNATURE` sent as well is neither verified nor settled), and the credit is refunded when
 *    the answer is 400 or above, or the handler throws.
 * 3. A key without such a credit (unknown, empty, or only the other type): x402 as usual, and its 402 carries
 *    `X-Credits-Status`; nothing is spent.
 *
 * @param endpoint - A runnable catalog endpoint with `credit` set.
 * @param credits - The credit service.
 * @param handler - The route's handler (runs the engine).
 * @returns The middleware.
 * @example
 * ```ts
 * app.get(path, validate, createCreditGate(endpoint, credits, handler), pay, handler);
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Authentication
 */
export function createCreditGate(
  endpoint: EndpointDefinition,
  credits: CreditService,
  handler: (c: Context) => Promise<Response>,
): MiddlewareHandler {
  const keyParam = describeEndpointParams(endpoint).params.find((p) => p.credential)?.name;
  return async (c, next) => {
    const apiKey = c.req.header(API_KEY_HEADER) || (keyParam === undefined ? undefined : c.req.query(keyParam)) || undefined;
    if (apiKey === undefined) return next();
    const attempt = await credits.trySpend(apiKey, endpoint);
    if (!attempt.paid) {
      await next();
      if (c.res.status === 402) {
        const asked = new Response(c.res.body, c.res);
        asked.headers.set(CREDITS_STATUS_HEADER, attempt.refusal === 'no_credits' ? `no_credits:${attempt.creditType}` : attempt.refusal);
        c.res = asked;
      }
      return;
    }
    let response: Response;
    try {
      response = await handler(c);
    } catch (error) {
      await attempt.settle(500);
      throw error;
    }
    const remaining = await attempt.settle(response.status);
    const answered = new Response(response.body, response);
    answered.headers.set(CREDITS_REMAINING_HEADER, String(remaining));
    answered.headers.set(CREDITS_SPENT_HEADER, response.status >= 400 ? '0' : '1');
    return answered;
  };
}
