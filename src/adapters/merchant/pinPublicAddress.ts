import { GuidekitError } from '../../core/GuidekitError.js';
import { classifyIpAddress } from '../../safety/classifyIpAddress.js';
import type { MerchantNetwork } from './MerchantNetwork.js';
import type { MerchantTarget } from '../../safety/parseMerchantTarget.js';

/** Options of {@link pinPublicAddress}. */
export interface PinPublicAddressOptions {
  readonly network: MerchantNetwork;
  /** Field named by the 400. Default `domain`. */
  readonly field?: string;
  /** Tests only: accept private answers. Never set by the HTTP adapter. Default false. */
  readonly allowPrivateTargets?: boolean;
}

/** The one address a host was resolved to, or why it has none. */
export type PinnedAddress = { readonly ok: true; readonly address: string } | { readonly ok: false; readonly reason: string };

/**
 * Resolves a target's hostname once and returns the address every later connection to that host must use, so a DNS
 * answer that changes between check and use (DNS rebinding) cannot redirect the probe. If any answer is a
 * non-public address the whole target is refused, even when other answers are public.
 *
 * @param target - A target from `parseMerchantTarget`.
 * @param options - See {@link PinPublicAddressOptions}.
 * @returns `{ ok: true, address }`, or `{ ok: false, reason }` when the name does not resolve (an expected outcome).
 * @throws {@link GuidekitError} `private_address` (HTTP 400) naming `domain` when an answer is not public.
 * @example
 * ```ts
 * await pinPublicAddress(parseMerchantTarget('example.com'), { network }) //=> { ok: true, address: '93.184.215.14' }
 * ```
 * @see https://owasp.org/www-community/attacks/Server_Side_Request_Forgery
 */
export async function pinPublicAddress(target: MerchantTarget, options: PinPublicAddressOptions): Promise<PinnedAddress> {
  const fn = 'pinPublicAddress';
  const field = options.field ?? 'domain';
  const allowPrivate = options.allowPrivateTargets === true;
  if (target.ip !== null) return { ok: true, address: target.ip };
  let answers: readonly string[];
  try {
    answers = await options.network.resolve(target.hostname);
  } catch (error) {
    return { ok: false, reason: `${target.hostname} does not resolve (${(error as { code?: string }).code ?? 'dns error'})` };
  }
  if (answers.length === 0) return { ok: false, reason: `${target.hostname} has no address` };
  for (const address of answers) {
    const kind = classifyIpAddress(address);
    if (kind === null) throw new GuidekitError(`${fn}: ${target.hostname} resolved to ${JSON.stringify(address)}, which is not an IP address`, { code: 'private_address', field });
    if (kind.special !== null && !allowPrivate) {
      throw new GuidekitError(`${fn}: ${target.hostname} resolves to a ${kind.special} address, which is never probed`, { code: 'private_address', field });
    }
  }
  return { ok: true, address: answers[0]! };
}
