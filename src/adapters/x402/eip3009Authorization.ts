/**
 * Reads the EIP-3009 `TransferWithAuthorization` out of an exact-scheme x402 payment payload, for bookkeeping.
 *
 * @param payload - A v2 payment payload (`PaymentPayload` from `@x402/core/types`, possibly read-only).
 * @returns Payer (`from`), recipient (`to`), atomic `value`, `nonce` and `validBefore` (unix seconds, as a decimal
 *   string; absent when the payload has none); undefined for other payload kinds (Permit2).
 * @example
 * ```ts
 * eip3009Authorization(payload)?.nonce //=> '0x…'
 * ```
 * @see https://eips.ethereum.org/EIPS/eip-3009
 */
export function eip3009Authorization(
  payload: { readonly payload: unknown },
): { readonly from: string; readonly to: string; readonly value: string; readonly nonce: string; readonly validBefore?: string } | undefined {
  const auth = (payload.payload as { authorization?: Record<string, unknown> } | undefined)?.authorization;
  if (auth === undefined || typeof auth.from !== 'string' || typeof auth.nonce !== 'string') return undefined;
  const validBefore = typeof auth.validBefore === 'string' || typeof auth.validBefore === 'number' ? String(auth.validBefore) : undefined;
  return { from: auth.from, to: String(auth.to), value: String(auth.value), nonce: auth.nonce, ...(validBefore === undefined ? {} : { validBefore }) };
}
