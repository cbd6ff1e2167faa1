import { createHash } from 'node:crypto';
import type { PaymentPayload } from '@x402/core/types';
import type { NonceKey } from '../store/Store.js';
import { eip3009Authorization } from './eip3009Authorization.js';

/**
 * Names one payment: its EIP-3009 authorization (network, token, payer, nonce: what the chain consumes once) and a
 * SHA-256 of the signed part (authorization and signature), which only the buyer who signed it can present again.
 *
 * @param payload - An x402 v2 payment payload.
 * @returns The key and hash; undefined for payloads that are not EIP-3009 authorizations (Permit2).
 * @example
 * ```ts
 * identifyPayment(payload)?.key.nonce //=> '0x…'
 * ```
 * @see https://eips.ethereum.org/EIPS/eip-3009
 */
export function identifyPayment(payload: PaymentPayload): { readonly key: NonceKey; readonly paymentHash: string } | undefined {
  const authorization = eip3009Authorization(payload);
  const network = payload.accepted?.network;
  const asset = payload.accepted?.asset;
  if (authorization === undefined || typeof network !== 'string' || typeof asset !== 'string') return undefined;
  const paymentHash = createHash('sha256').update(JSON.stringify(payload.payload)).digest('hex');
  return { key: { network, asset, payer: authorization.from, nonce: authorization.nonce }, paymentHash };
}
