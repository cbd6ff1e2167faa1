import { PROBLEM_TYPE_BASE } from '../../catalog/problemFromError.js';

/** Problem `type` of the 402 given to a payment made for another resource or price. */
export const PAYMENT_MISMATCH_TYPE = `${PROBLEM_TYPE_BASE}payment-resource-mismatch`;

/**
 * The RFC 9457 problem answered (402) to a payment that verifies but was made for another endpoint or another
 * price: it is refused, nothing runs and nothing is settled. The `PAYMENT-REQUIRED` header beside it names what
 * this endpoint asks for.
 *
 * @param instance - The path, or `mcp://tool/<operationId>`, asked for.
 * @param reason - Why, e.g. `the payment was made for /api/debt/payoff, not /api/debt/snapshot`.
 * @returns The problem document, status 402.
 * @example
 * ```ts
 * buildPaymentMismatchProblem('/api/debt/snapshot', 'the payment was made for /api/debt/payoff').status //=> 402
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc9457
 * @see docs/payments.md ("A payment pays for its resource")
 */
export function buildPaymentMismatchProblem(instance: string, reason: string) {
  return {
    type: PAYMENT_MISMATCH_TYPE,
    title: 'Payment made for another resource',
    status: 402 as const,
    detail: `Refused: ${reason}. Nothing ran and nothing was charged; sign a payment for this resource.`,
    instance,
  };
}
