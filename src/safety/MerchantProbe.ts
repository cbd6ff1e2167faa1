import type { PortCall } from '../core/sourceUse.js';
import type { MerchantSignals } from './scoreMerchant.js';

/** One source a merchant probe consulted and how it went. */
export interface MerchantProbeSource {
  /** `rdap`, `tls`, `policy_pages`, `blocklist.urlhaus`, `blocklist.phishtank`, `blocklist.openphish`. */
  readonly id: string;
  readonly status: 'ok' | 'stale' | 'unavailable';
  readonly fetched_at: string | null;
  readonly detail: string | null;
}

/** What a merchant probe found: the signals `scoreMerchant` weighs, plus how the probe went. */
export interface MerchantProbeReport extends MerchantSignals {
  readonly hostname: string;
  readonly probe: {
    readonly url: string;
    readonly registrable_domain: string | null;
    /** The one address every connection to the shop used; null when the name did not resolve. */
    readonly address: string | null;
    readonly sources: readonly MerchantProbeSource[];
    readonly elapsed_ms: number;
  };
}

/** What the catalog passes to a merchant probe besides the target. */
export interface MerchantProbeCall extends PortCall {
  /** The request field a refusal names (HTTP 400), e.g. `domain` or `items[2].merchant_url`. */
  readonly field: string;
}

/**
 * The merchant port: looks a shop up (registration, certificate, policy pages, blocklists) for the merchant trust
 * score and the shopping trip. Implementations live in the adapters (the Node probe with its SSRF rules); a refused
 * target throws a `GuidekitError` naming `call.field`; a signal that could not be measured is `unavailable`, never clean.
 */
export type MerchantProbe = (target: string, call: MerchantProbeCall) => Promise<MerchantProbeReport>;
