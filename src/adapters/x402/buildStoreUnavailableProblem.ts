import { PROBLEM_TYPE_BASE } from '../../catalog/problemFromError.js';

/** Problem `type` of the answer given while the store's database does not answer. */
export const STORE_UNAVAILABLE_TYPE = `${PROBLEM_TYPE_BASE}store-unavailable`;

/** Seconds a caller is told to wait (`Retry-After`) while the store is down. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * The RFC 9457 problem answered (503, with `Retry-After`) to a paid or credit call while the store's database is
 * down: nothing ran that needs it, nothing was charged, no payment was settled and no credit was spent. The same
 * payment can be sent again once the store is back.
 *
 * @param instance - The path, or `mcp://tool/<operationId>`, asked for.
 * @returns The problem document, status 503.
 * @example
 * ```ts
 * buildStoreUnavailableProblem('/api/debt/payoff').status //=> 503
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc9457
 * @see docs/payments.md ("When the database fails")
 */
export function buildStoreUnavailableProblem(instance: string) {
  return {
    type: STORE_UNAVAILABLE_TYPE,
    title: 'Store unavailable',
    status: 503 as const,
    detail:
      'The payment and credit store is not answering. Nothing was charged, no payment was settled and no credit was spent. ' +
      'Retry the same request (with the same payment, if it carried one) in a few seconds.',
    instance,
  };
}
