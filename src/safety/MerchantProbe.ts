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
export interface MerchantProbe {
  (target: string, call: MerchantProbeCall): Promise<MerchantProbeReport>;
  /**
   * The pre-payment screen: refuses a target that is, or whose name resolves to, an internal address, by throwing a
   * `GuidekitError` (`private_address`, HTTP 400) naming `call.field`, with one DNS lookup and no connection. A name
   * that does not resolve, or a lookup that fails or takes too long, passes: the probe itself reports it. The probe
   * checks the address again when it connects (the pinned fetch), so the screen never replaces that check.
   * Optional: a probe without it is screened only by the literal-address check.
   */
  readonly screenTarget?: (target: string, call: Pick<MerchantProbeCall, 'field'>) => Promise<void>;
}
