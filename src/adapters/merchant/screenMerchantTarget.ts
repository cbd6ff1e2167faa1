import { parseMerchantTarget } from '../../safety/parseMerchantTarget.js';
import { createNodeMerchantNetwork } from './createNodeMerchantNetwork.js';
import type { MerchantNetwork } from './MerchantNetwork.js';
import { pinPublicAddress } from './pinPublicAddress.js';

/** Options of {@link screenMerchantTarget}. */
export interface ScreenMerchantTargetOptions {
  /** DNS (only `resolve` is used: the screen opens no connection). Default node's (`createNodeMerchantNetwork`). */
  readonly network?: MerchantNetwork;
  /** Field named by the 400. Default `domain`. */
  readonly field?: string;
  /** Longest wait for the DNS answer, ms; a slower answer passes the screen (the probe decides). Default 2 000. */
  readonly timeoutMs?: number;
  /** Tests only: accept private answers. Never set by the HTTP adapter. Default false. */
  readonly allowPrivateTargets?: boolean;
}

/**
 * The merchant probe's pre-payment screen: refuses a shop target that is, or whose name resolves to, an internal
 * address (loopback, RFC 1918, link-local, CGNAT, unique-local, `0.0.0.0/8` and the other special ranges of
 * `classifyIpAddress`), so a caller is never asked to pay for a probe that would be refused. It makes one DNS lookup
 * (A and AAAA) and opens no connection. A name that does not resolve, a failed lookup, or one slower than
 * `timeoutMs` passes: the paid probe reports that as a signal. The probe pins and checks the address again when it
 * connects, so a DNS answer that changes after the screen (rebinding) is still refused.
 *
 * @param target - A domain or URL as the caller gave it.
 * @param options - {@link ScreenMerchantTargetOptions}.
 * @returns Nothing when the target may be probed.
 * @throws GuidekitError (HTTP 400) naming `options.field`: the literal-address refusals of `parseMerchantTarget`, or
 *   `private_address` when any DNS answer is not public.
 * @example
 * ```ts
 * await screenMerchantTarget('intranet.example', { field: 'domain' }); // throws private_address when it resolves to 10.0.0.5
 * ```
 * @see https://owasp.org/www-community/attacks/Server_Side_Request_Forgery
 * @see docs/merchant-probe.md
 */
export async function screenMerchantTarget(target: string, options: ScreenMerchantTargetOptions = {}): Promise<void> {
  const field = options.field ?? 'domain';
  const allowPrivate = options.allowPrivateTargets === true ? { allowPrivateTargets: true } : {};
  const parsed = parseMerchantTarget(target, { field, ...allowPrivate });
  if (parsed.ip !== null) return;
  const network = options.network ?? createNodeMerchantNetwork();
  // Only the resolution is bounded here; a private answer throws out of pinPublicAddress and through the race.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, options.timeoutMs ?? 2_000);
    timer.unref?.();
  });
  try {
    await Promise.race([pinPublicAddress(parsed, { network, field, ...allowPrivate }), late]);
  } finally {
    clearTimeout(timer);
  }
}
