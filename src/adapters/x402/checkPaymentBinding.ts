import type { PaymentPayload } from '@x402/core/types';

/** What a payment must have been made for. */
export interface PaymentBindingTarget {
  /** The endpoint's HTTP path, e.g. `/api/debt/payoff`. */
  readonly path: string;
  /** The endpoint's operation id (its MCP tool name), e.g. `debtPayoff`. */
  readonly operationId: string;
  /**
   * The price here, in the token's atomic units. Optional: over HTTP x402's own requirement matching already refuses
   * another amount ("No matching payment requirements"), so only the resource is checked there.
   */
  readonly amount?: string;
}

/**
 * Checks that a payment was made for this endpoint at this price: the payload's `resource.url` must name the endpoint
 * (its HTTP path, on any host, or its MCP tool `mcp://tool/<operationId>`: both transports sell the same endpoint at
 * the same price) and the amount the buyer accepted must be this endpoint's price. A payment signed for
 * /api/debt/payoff is therefore refused on /api/debt/snapshot, even at the same price.
 *
 * @param payload - The x402 v2 payment payload the request carries.
 * @param target - The endpoint and its price.
 * @returns Undefined when it matches; otherwise why not, in words (for the 402's problem and `error`).
 * @example
 * ```ts
 * checkPaymentBinding(payload, { path: '/api/debt/snapshot', operationId: 'debtSnapshot', amount: '100000' })
 * //=> 'the payment was made for /api/debt/payoff, not /api/debt/snapshot'
 * ```
 * @see https://github.com/coinbase/x402/blob/main/specs/x402-specification-v2.md (PaymentPayload.resource)
 */
export function checkPaymentBinding(payload: PaymentPayload, target: PaymentBindingTarget): string | undefined {
  const url = payload.resource?.url;
  if (typeof url !== 'string' || url === '') return 'the payment names no resource (PaymentPayload.resource.url)';
  const named = resourceName(url);
  if (named === undefined) return `the payment names an unreadable resource ${JSON.stringify(url.slice(0, 200))}`;
  const matches = named.kind === 'tool' ? named.value === target.operationId : named.value === target.path;
  if (!matches) {
    const here = named.kind === 'tool' ? `mcp://tool/${target.operationId}` : target.path;
    return `the payment was made for ${named.kind === 'tool' ? `mcp://tool/${named.value}` : named.value}, not ${here}`;
  }
  const amount = payload.accepted?.amount;
  if (target.amount !== undefined && amount !== target.amount) return `the payment was made for an amount of ${String(amount)} atomic units; the price here is ${target.amount}`;
  return undefined;
}

function resourceName(url: string): { readonly kind: 'tool' | 'path'; readonly value: string } | undefined {
  const tool = /^mcp:\/\/tool\/([^/?#]+)$/.exec(url);
  if (tool !== null) return { kind: 'tool', value: tool[1]! };
  try {
    return { kind: 'path', value: new URL(url).pathname };
  } catch {
    return undefined;
  }
}
