import { PROBLEM_TYPE_BASE } from '../../catalog/problemFromError.js';

/** Problem `type` of the answer to a payment that already bought the answer to another request. */
export const PAYMENT_USED_TYPE = `${PROBLEM_TYPE_BASE}payment-already-used`;

/**
 * The RFC 9457 problem answered (409) to a request carrying a payment that already paid for a different request
 * (other parameters) on the same endpoint: a payment buys one answer, which a retry of the same request gets again.
 *
 * @param instance - The path, or `mcp://tool/<operationId>`, asked for.
 * @returns The problem document, status 409.
 * @example
 * ```ts
 * buildPaymentUsedProblem('/api/debt/payoff').status //=> 409
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc9457
 * @see docs/payments.md ("Delivery")
 */
export function buildPaymentUsedProblem(instance: string) {
  return {
    type: PAYMENT_USED_TYPE,
    title: 'Payment already used',
    status: 409 as const,
    detail:
      'This payment already bought the answer to another request (other parameters). Nothing ran and nothing more was charged. ' +
      'Retrying the original request returns its answer again; sign a new payment for a different call.',
    instance,
  };
}
