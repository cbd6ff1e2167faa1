import type { MerchantProbe } from '../../safety/MerchantProbe.js';
import { probeMerchant, type MerchantProbeCache, type ProbeMerchantOptions } from './probeMerchant.js';

/** Options of {@link createMerchantProbe}: the probe's settings, fixed for every call. */
export type CreateMerchantProbeOptions = Omit<ProbeMerchantOptions, 'field' | 'cache' | 'trace'>;

/**
 * The merchant port over the Node probe (RDAP, TLS, policy pages, blocklist feeds; SSRF-safe), built once per app with
 * its settings. It keeps the downloaded RDAP bootstrap file (a day) and the parsed blocklist feeds between calls.
 * A call passes only the field a refusal names and the trace; nothing a request carries can loosen the probe's rules
 * (`allowPrivateTargets` is a setting of the app, for tests only).
 *
 * @param options - {@link CreateMerchantProbeOptions}: `dataDir` (blocklist feeds, RDAP bootstrap copy), limits, the
 *   network (tests), the clock.
 * @returns The port.
 * @example
 * ```ts
 * const merchantProbe = createMerchantProbe({ dataDir: '.guidekit' });
 * const app = createApp({ ports: { merchantProbe } });
 * ```
 * @see docs/merchant-probe.md
 */
export function createMerchantProbe(options: CreateMerchantProbeOptions = {}): MerchantProbe {
  const cache: MerchantProbeCache = { rdapBootstrap: null, blocklistFeeds: new Map() };
  return (target, call) => probeMerchant(target, { ...options, cache, field: call.field, ...(call.trace === undefined ? {} : { trace: call.trace }) });
}
