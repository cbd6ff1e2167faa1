import { PROBLEM_TYPE_BASE } from '../../catalog/problemFromError.js';

/** Problem `type` of the answer to a request whose payment another request is serving. */
export const PAYMENT_IN_PROGRESS_TYPE = `${PROBLEM_TYPE_BASE}payment-in-progress`;

/**
 * The RFC 9457 problem answered (409) to a request whose payment another request is serving at the same moment:
 * it did not run and was not charged. A 409 rather than a 402, because paying again is not what the caller needs:
 * the payment it sent is being used, once.
 *
 * @param instance - The path, or `mcp://tool/<operationId>`, asked for.
 * @returns The problem document, status 409.
 * @example
 * ```ts
 * buildPaymentInProgressProblem('/api/debt/payoff').status //=> 409
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc9457
 * @see docs/payments.md (concurrent replays)
 */
export function buildPaymentInProgressProblem(instance: string) {
  return {
    type: PAYMENT_IN_PROGRESS_TYPE,
    title: 'Payment in progress',
    status: 409 as const,
    detail:
      'Another request carrying this same payment is being served. This one did not run and nothing was charged for it. ' +
      'A payment pays for one answer: sign a new payment for another call.',
    instance,
  };
}
