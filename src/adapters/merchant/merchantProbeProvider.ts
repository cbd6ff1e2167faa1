import type { ProbeMerchantOptions, ProbeMerchantResult } from './probeMerchant.js';

/**
 * Probes one shop. The catalog passes only `field` (which parameter a refusal names); it never passes
 * `allowPrivateTargets`, so SSRF refusals always apply to requests that come over HTTP, MCP or the CLI.
 */
export type MerchantProbe = (domainOrUrl: string, options: Pick<ProbeMerchantOptions, 'field'>) => Promise<ProbeMerchantResult>;

/*
 * Catalog runs get no I/O handles (only parameters, asOf and lang), so the probe is a process-wide setting, as the
 * recall snapshot provider is: servers may call setMerchantProbe at start-up, tests set a stub. Unset, the default loads
 * ./probeMerchant.js (node's dns, net, tls, http and fs) on first use with a module specifier bundlers do not follow,
 * so the catalog still bundles for browsers; where there is no Node, every probe is reported unavailable.
 */
let current: MerchantProbe | undefined;
const NODE_PROBE_MODULE = './probeMerchant.js';

/**
 * Sets the merchant probe the catalog's merchant and trip endpoints use, or with `undefined` goes back to the default.
 *
 * @param probe - e.g. `(d, o) => probeMerchant(d, { ...o, dataDir })`.
 * @returns Nothing.
 * @example
 * ```ts
 * setMerchantProbe((domain, options) => probeMerchant(domain, { ...options, dataDir: config.dataDir }));
 * ```
 * @see docs/merchant-probe.md
 */
export function setMerchantProbe(probe: MerchantProbe | undefined): void {
  current = probe;
}

/**
 * The merchant probe in force: the one set with {@link setMerchantProbe}, else node's `probeMerchant` with its defaults
 * (GUIDEKIT_DATA_DIR, the IANA bootstrap URL, no private targets).
 *
 * @returns The probe.
 * @example
 * ```ts
 * const signals = await getMerchantProbe()('shop.example.com', { field: 'domain' });
 * ```
 * @see docs/merchant-probe.md
 */
export function getMerchantProbe(): MerchantProbe {
  if (current !== undefined) return current;
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  if (typeof runtime?.getBuiltinModule !== 'function') return unavailableProbe;
  return async (domainOrUrl, options) => {
    const mod = (await import(/* @vite-ignore */ NODE_PROBE_MODULE)) as typeof import('./probeMerchant.js');
    // Only `field` is passed on: whatever else a caller's object holds never reaches the probe.
    return mod.probeMerchant(domainOrUrl, { field: options.field ?? 'domain' });
  };
}

const unavailableProbe: MerchantProbe = async (domainOrUrl) => {
  const reason = 'no network in this runtime: set a merchant probe';
  const off = { status: 'unavailable', reason } as const;
  const list = { status: 'unavailable', evidence: reason, fetched_at: null } as const;
  return {
    hostname: domainOrUrl,
    rdap: { ...off, server: null },
    tls: off,
    policy_pages: off,
    blocklists: { urlhaus: list, phishtank: list, openphish: list },
    probe: {
      url: domainOrUrl,
      registrable_domain: null,
      address: null,
      sources: ['rdap', 'tls', 'policy_pages', 'blocklist.urlhaus', 'blocklist.phishtank', 'blocklist.openphish'].map((id) => ({ id, status: 'unavailable' as const, fetched_at: null, detail: reason })),
      elapsed_ms: 0,
    },
  };
};
