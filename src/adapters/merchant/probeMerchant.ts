import { millisecondsInDay } from 'date-fns/constants';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SourceRecorder } from '../../core/sourceUse.js';
import type { MerchantProbeReport, MerchantProbeSource } from '../../safety/MerchantProbe.js';
import { createNodeMerchantNetwork } from './createNodeMerchantNetwork.js';
import { fetchPinned, type FetchPinnedOptions } from './fetchPinned.js';
import { IANA_RDAP_DNS_BOOTSTRAP_URL, lookupRdap, rdapBootstrapSchema, type RdapBootstrap, type RdapProbeResult } from './lookupRdap.js';
import { DEFAULT_MERCHANT_PROBE_LIMITS, type MerchantNetwork, type MerchantProbeLimits } from './MerchantNetwork.js';
import { parseMerchantTarget } from '../../safety/parseMerchantTarget.js';
import { pinPublicAddress, type PinnedAddress } from './pinPublicAddress.js';
import { probePolicyPages, type PolicyPagesProbeResult } from './probePolicyPages.js';
import { probeTls, type TlsProbeResult } from './probeTls.js';
import { readBlocklists, type BlocklistFeedCache, type BlocklistProbeResult } from './readBlocklists.js';

export type { MerchantProbeSource } from '../../safety/MerchantProbe.js';

/** Options of {@link probeMerchant}. */
export interface ProbeMerchantOptions {
  /** DNS and sockets. Default node's (`createNodeMerchantNetwork`). */
  readonly network?: MerchantNetwork;
  /** Data directory holding `blocklists/*.txt` and optionally `rdap/dns.json`. Default `./.guidekit` (apps pass their GUIDEKIT_DATA_DIR). */
  readonly dataDir?: string;
  /** The RDAP bootstrap file, parsed. Default: `<dataDir>/rdap/dns.json`, else downloaded from `rdapBootstrapUrl` (kept a day in memory). */
  readonly rdapBootstrap?: RdapBootstrap;
  /** Default {@link IANA_RDAP_DNS_BOOTSTRAP_URL}. */
  readonly rdapBootstrapUrl?: string;
  /** Per-request limits. Default {@link DEFAULT_MERCHANT_PROBE_LIMITS} (1 MB, 5 s, 3 redirects). */
  readonly limits?: Partial<MerchantProbeLimits>;
  /** Whole-probe budget, ms. Default 10 000. */
  readonly totalTimeoutMs?: number;
  /** The clock (certificate and feed ages). Default `new Date()`. */
  readonly now?: () => Date;
  /** A feed older than this cannot clear a host. Default 7 days. */
  readonly blocklistMaxAgeDays?: number;
  /** Field named by a refusal (HTTP 400). Default `domain`. */
  readonly field?: string;
  /**
   * What to keep between probes (the downloaded RDAP bootstrap file for a day, the parsed blocklist feeds); a probe made
   * by `createMerchantProbe` keeps one. Default: nothing is kept.
   */
  readonly cache?: MerchantProbeCache;
  /** Where to note the sources consulted (the catalog's trace). Default: nowhere. */
  readonly trace?: SourceRecorder;
  /**
   * Tests only: lets the probe reach loopback and private addresses and non-public names. The catalog endpoints and the
   * HTTP adapter never set it. Default false.
   */
  readonly allowPrivateTargets?: boolean;
}

/** What a merchant probe keeps between calls. */
export interface MerchantProbeCache {
  rdapBootstrap: { url: string; at: number; value: RdapBootstrap } | null;
  readonly blocklistFeeds: BlocklistFeedCache;
}

/** What {@link probeMerchant} found: the `MerchantSignals` `scoreMerchant` takes, plus how the probe went. */
export interface ProbeMerchantResult extends MerchantProbeReport {
  readonly hostname: string;
  readonly rdap: RdapProbeResult;
  readonly tls: TlsProbeResult;
  readonly policy_pages: PolicyPagesProbeResult;
  readonly blocklists: Readonly<Record<'urlhaus' | 'phishtank' | 'openphish', BlocklistProbeResult>>;
  readonly probe: {
    readonly url: string;
    readonly registrable_domain: string | null;
    /** The one address every connection to the shop used; null when the name did not resolve. */
    readonly address: string | null;
    readonly sources: readonly MerchantProbeSource[];
    readonly elapsed_ms: number;
  };
}

/**
 * Probes a shop for the signals `scoreMerchant` weighs, without ever reaching an internal network: RDAP registration
 * history (server found through the IANA bootstrap file), the TLS certificate (validity, issuer, days to expiry,
 * self-signed, hostname match), the policy pages linked from the homepage, and the URLhaus/PhishTank/OpenPhish feed
 * files of the data directory. The target is normalised and refused before any lookup when it is or names an internal
 * address in any spelling; its name is resolved once and every connection goes to that checked address (Host header
 * and SNI carry the name), so DNS rebinding cannot redirect it; redirects (at most 3) are checked again; only
 * http/https on ports 80/443; 1 MB per response, 5 s per request, 10 s in all. What could not be measured comes back
 * `unavailable`, never clean.
 *
 * @param domainOrUrl - `shop.example.com` or `https://shop.example.com/…`.
 * @param options - See {@link ProbeMerchantOptions}.
 * @returns The signals with a `probe` block (address used, sources consulted, time spent).
 * @throws {@link GuidekitError} (HTTP 400) naming `domain` (or `options.field`) when the target or a redirect is
 *   refused: `invalid_url`, `unsupported_scheme`, `unsupported_port`, `userinfo_not_allowed`, `private_address`,
 *   `not_public_domain`.
 * @example
 * ```ts
 * const signals = await probeMerchant('shop.example.com');
 * scoreMerchant(signals, { asOf: '2026-07-01' }).band //=> 'likely_safe'
 * ```
 * @see docs/merchant-probe.md
 * @see https://www.rfc-editor.org/rfc/rfc9224
 */
export async function probeMerchant(domainOrUrl: string, options: ProbeMerchantOptions = {}): Promise<ProbeMerchantResult> {
  const started = Date.now();
  const field = options.field ?? 'domain';
  const allowPrivate = options.allowPrivateTargets === true ? { allowPrivateTargets: true } : {};
  // Refusals happen here, before any DNS query or socket.
  const target = parseMerchantTarget(domainOrUrl, { field, ...allowPrivate });
  const network = options.network ?? createNodeMerchantNetwork();
  const limits: MerchantProbeLimits = { ...DEFAULT_MERCHANT_PROBE_LIMITS, ...options.limits };
  const deadline = started + (options.totalTimeoutMs ?? 10_000);
  const now = (options.now ?? (() => new Date()))();
  const dataDir = options.dataDir ?? './.guidekit';
  const pins = new Map<string, Promise<PinnedAddress>>();
  const pinned = await pinPublicAddress(target, { network, field, ...allowPrivate });
  pins.set(target.hostname, Promise.resolve(pinned));
  const fetchBase = { network, limits, deadline, pins, field, ...allowPrivate };

  const rdapTask = (async (): Promise<RdapProbeResult> => {
    if (target.registrable_domain === null) return { status: 'unavailable', server: null, reason: 'an IP address has no domain registration' };
    const bootstrap = await loadBootstrap(options, dataDir, { ...fetchBase, field: 'rdap' });
    if (bootstrap === null) return { status: 'unavailable', server: null, reason: 'the RDAP bootstrap file could not be read' };
    return lookupRdap(target.registrable_domain, { ...fetchBase, bootstrap });
  })();
  const tlsTask: Promise<TlsProbeResult> = !pinned.ok
    ? Promise.resolve({ status: 'unavailable', reason: pinned.reason })
    : probeTls({ network, address: pinned.address, hostname: target.hostname, timeoutMs: Math.min(limits.requestTimeoutMs, deadline - Date.now()), now });
  const pagesTask: Promise<PolicyPagesProbeResult> = !pinned.ok ? Promise.resolve({ status: 'unavailable', reason: pinned.reason }) : probePolicyPages(target, fetchBase);
  const listsTask = readBlocklists(target.hostname, target.registrable_domain, {
    dataDir,
    now,
    ...(options.cache === undefined ? {} : { cache: options.cache.blocklistFeeds }),
    ...(options.blocklistMaxAgeDays === undefined ? {} : { maxAgeDays: options.blocklistMaxAgeDays }),
  });

  // A refused redirect on the shop's site rejects the whole probe; the other tasks are left to settle on their own.
  const [rdap, tls, policy_pages, blocklists] = await Promise.all([rdapTask, tlsTask, pagesTask, listsTask]);
  const sources: MerchantProbeSource[] = [
    { id: 'rdap', status: rdap.status, fetched_at: null, detail: rdap.reason ?? rdap.server ?? null },
    { id: 'tls', status: tls.status, fetched_at: null, detail: tls.reason ?? null },
    { id: 'policy_pages', status: policy_pages.status, fetched_at: null, detail: policy_pages.reason ?? null },
    ...Object.entries(blocklists).map(([list, r]): MerchantProbeSource => ({
      id: `blocklist.${list}`,
      status: r.status === 'ok' ? 'ok' : r.fetched_at != null ? 'stale' : 'unavailable',
      fetched_at: r.fetched_at ?? null,
      detail: r.evidence ?? null,
    })),
  ];
  const host = target.ip !== null && target.ip.includes(':') ? `[${target.ip}]` : target.hostname;
  if (options.trace !== undefined) noteSources(options.trace, sources, { shop: target.hostname, rdapServer: rdap.server ?? null, now });
  return {
    hostname: target.hostname,
    rdap,
    tls,
    policy_pages,
    blocklists,
    probe: {
      url: `${target.protocol}//${host}${target.path}`,
      registrable_domain: target.registrable_domain,
      address: pinned.ok ? pinned.address : null,
      sources,
      elapsed_ms: Date.now() - started,
    },
  };
}

/** Notes each consulted source in the caller's trace: live lookups now, feed files at their refresh time. */
function noteSources(trace: SourceRecorder, sources: readonly MerchantProbeSource[], at: { shop: string; rdapServer: string | null; now: Date }): void {
  const nowIso = at.now.toISOString();
  for (const s of sources) {
    if (s.status === 'unavailable') continue;
    if (s.id.startsWith('blocklist.')) {
      const fetched = s.fetched_at === null ? Number.NaN : Date.parse(s.fetched_at);
      const age = Number.isNaN(fetched) ? null : Math.max(0, Math.round((at.now.getTime() - fetched) / 1000));
      trace.record({ source: s.id, host: null, fetched_at: s.fetched_at, age_seconds: age, from_cache: true });
      continue;
    }
    let host = at.shop;
    if (s.id === 'rdap') {
      try {
        host = at.rdapServer === null ? host : new URL(at.rdapServer).host;
      } catch {
        // An unparsable server URL still came from the bootstrap file; report the shop's lookup without a host.
      }
    }
    trace.record({ source: `merchant.${s.id}`, host, fetched_at: nowIso, age_seconds: 0, from_cache: false });
  }
}

async function loadBootstrap(options: ProbeMerchantOptions, dataDir: string, fetchOptions: Omit<FetchPinnedOptions, 'rejectUnauthorized'>): Promise<RdapBootstrap | null> {
  if (options.rdapBootstrap !== undefined) return options.rdapBootstrap;
  try {
    const local = rdapBootstrapSchema.safeParse(JSON.parse(await readFile(join(dataDir, 'rdap', 'dns.json'), 'utf8')));
    if (local.success) return local.data;
  } catch {
    // No local copy: download it below.
  }
  const url = options.rdapBootstrapUrl ?? IANA_RDAP_DNS_BOOTSTRAP_URL;
  const cached = options.cache?.rdapBootstrap ?? null;
  // A cache lifetime of one day in milliseconds: a duration, not calendar arithmetic.
  if (cached !== null && cached.url === url && Date.now() - cached.at < millisecondsInDay) return cached.value;
  try {
    const page = await fetchPinned(url, { ...fetchOptions, rejectUnauthorized: true, accept: 'application/json' });
    if (!page.ok || page.status !== 200 || page.truncated) return null;
    const parsed = rdapBootstrapSchema.safeParse(JSON.parse(page.body));
    if (!parsed.success) return null;
    if (options.cache !== undefined) options.cache.rdapBootstrap = { url, at: Date.now(), value: parsed.data };
    return parsed.data;
  } catch {
    return null;
  }
}
