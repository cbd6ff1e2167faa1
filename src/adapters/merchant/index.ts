/**
 * The merchant probe: RDAP, TLS, policy pages and blocklist feeds for GET /api/safety/merchant and the shopping trip,
 * with SSRF refusals (docs/merchant-probe.md). Node only.
 * @packageDocumentation
 */
export { probeMerchant, type ProbeMerchantOptions, type ProbeMerchantResult, type MerchantProbeSource, type MerchantProbeCache } from './probeMerchant.js';
export { parseMerchantTarget, type MerchantTarget, type ParseMerchantTargetOptions } from '../../safety/parseMerchantTarget.js';
export { classifyIpAddress, type IpClassification } from '../../safety/classifyIpAddress.js';
export { pinPublicAddress, type PinnedAddress, type PinPublicAddressOptions } from './pinPublicAddress.js';
export { fetchPinned, type FetchPinnedOptions, type FetchPinnedResult } from './fetchPinned.js';
export { probeTls, type ProbeTlsOptions, type TlsProbeResult } from './probeTls.js';
export { lookupRdap, IANA_RDAP_DNS_BOOTSTRAP_URL, rdapBootstrapSchema, type RdapBootstrap, type RdapProbeResult, type LookupRdapOptions } from './lookupRdap.js';
export { readBlocklists, type ReadBlocklistsOptions, type BlocklistProbeResult, type BlocklistFeedCache } from './readBlocklists.js';
export { parseBlocklistFeed, BLOCKLIST_FEED_URLS } from './parseBlocklistFeed.js';
export { findPolicyLinks, type PolicyLinks } from './findPolicyLinks.js';
export { probePolicyPages, type PolicyPagesProbeResult } from './probePolicyPages.js';
export { createNodeMerchantNetwork, type NodeMerchantNetworkOptions } from './createNodeMerchantNetwork.js';
export { screenMerchantTarget, type ScreenMerchantTargetOptions } from './screenMerchantTarget.js';
export { createMerchantProbe, type CreateMerchantProbeOptions } from './createMerchantProbe.js';
export type { MerchantProbe, MerchantProbeCall, MerchantProbeReport } from '../../safety/MerchantProbe.js';
export { DEFAULT_MERCHANT_PROBE_LIMITS, type MerchantNetwork, type MerchantConnectTarget, type MerchantProbeLimits } from './MerchantNetwork.js';
// Re-exported so a caller can catch the one error type without importing guidekit/core.
export { GuidekitError, type FieldIssue } from '../../core/GuidekitError.js';
