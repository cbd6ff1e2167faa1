import type { MerchantProbe, MerchantProbeCall } from '../../safety/MerchantProbe.js';
import { probeMerchant, type MerchantProbeCache, type ProbeMerchantOptions } from './probeMerchant.js';
import { screenMerchantTarget } from './screenMerchantTarget.js';

/** Options of {@link createMerchantProbe}: the probe's settings, fixed for every call. */
export type CreateMerchantProbeOptions = Omit<ProbeMerchantOptions, 'field' | 'cache' | 'trace'>;

/**
 * The merchant port over the Node probe (RDAP, TLS, policy pages, blocklist feeds; SSRF-safe), built once per app with
 * its settings. It keeps the downloaded RDAP bootstrap file (a day) and the parsed blocklist feeds between calls.
 * A call passes only the field a refusal names and the trace; nothing a request carries can loosen the probe's rules
 * (`allowPrivateTargets` is a setting of the app, for tests only). Its `screenTarget` is the pre-payment screen
 * ({@link screenMerchantTarget}) on the same network: the catalog calls it in the endpoints' prechecks, so a name that
 * resolves to an internal address is a 400 before any 402.
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
  const probe = (target: string, call: MerchantProbeCall) => probeMerchant(target, { ...options, cache, field: call.field, ...(call.trace === undefined ? {} : { trace: call.trace }) });
  const screenTarget = (target: string, call: Pick<MerchantProbeCall, 'field'>) =>
    screenMerchantTarget(target, {
      field: call.field,
      ...(options.network === undefined ? {} : { network: options.network }),
      ...(options.allowPrivateTargets === true ? { allowPrivateTargets: true } : {}),
    });
  return Object.assign(probe, { screenTarget });
}
