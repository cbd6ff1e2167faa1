import type { RuleTable } from '../../core/ruleTable.js';

/** Points of one domain-age bracket: applies when the age in days is below `below_days` (null: no upper bound). */
export interface AgeBracket {
  readonly below_days: number | null;
  readonly points: number;
}

/** Every weight, cap and band of the merchant trust score. */
export interface MerchantTrustWeights {
  /** Score before any signal. */
  readonly base: number;
  /** Domain age (from the RDAP registration event) brackets, youngest first. */
  readonly domain_age: readonly AgeBracket[];
  /** Registered for at most this many days in total (expiry − registration): throw-away registrations. */
  readonly short_registration: { readonly max_days: number; readonly points: number };
  /** An old domain transferred or changed recently: expired domains get re-registered by scammers. */
  readonly recent_transfer: { readonly within_days: number; readonly min_age_days: number; readonly points: number };
  /** A young domain with a brand-new certificate. */
  readonly young_domain_new_certificate: { readonly domain_max_days: number; readonly cert_max_days: number; readonly points: number };
  /** A hit on any blocklist: points per hit, and the score can be at most `cap`. */
  readonly blocklist_hit: { readonly points: number; readonly cap: number };
  readonly tls_valid: number;
  /** The certificate names an organisation (OV/EV). */
  readonly tls_organization_validated: number;
  /** No valid certificate (expired, self-signed, wrong host, untrusted): points, and the score can be at most `cap`. */
  readonly tls_invalid: { readonly points: number; readonly cap: number };
  readonly pages: {
    readonly refund: number;
    readonly privacy: number;
    readonly terms: number;
    readonly shipping: number;
    readonly contact_phone_or_address: number;
    readonly contact_form_only: number;
    readonly contact_webmail_only: number;
    /** Every policy page looked for and none found. */
    readonly all_missing: number;
  };
  readonly shape: {
    readonly risky_tld: number;
    readonly punycode: number;
    /** One edit from, or a homoglyph of, a well-known brand. */
    readonly lookalike_strong: number;
    /** The brand plus other words, or the brand as someone else's subdomain. */
    readonly lookalike_weak: number;
    /** Hyphens or digits in the registrable label. */
    readonly hyphens_or_digits: number;
    /** The shop is a bare IP address. */
    readonly ip_host: number;
  };
  /** With any signal unknown the score can be at most this: missing data is never counted as clean. */
  readonly unknown_cap: number;
  /** Lower bounds of the bands, ScamAdviser style. */
  readonly bands: readonly { readonly band: MerchantBand; readonly min: number }[];
}

/** Trust bands, from worst to best. */
export type MerchantBand = 'very_likely_unsafe' | 'likely_unsafe' | 'caution' | 'likely_safe' | 'very_likely_safe';

/**
 * Weights of the merchant trust score: start at 50, add each signal's points, apply caps, clamp to 1–100. The bands
 * follow ScamAdviser's published ranges (1–20 very likely unsafe, 21–40 likely unsafe, 41–60 caution, 61–80 likely safe,
 * 81–100 very likely safe); the points are guidekit's v1 defaults from the research notes (ScamAdviser's algorithm
 * explainer, BEYOND PHISH features, additive points with hard caps as in open-source trust scorers). None is an
 * official number, so the table is unverified; calibrate before relying on the exact values.
 */
export const MERCHANT_TRUST_WEIGHTS: RuleTable<MerchantTrustWeights> = {
  id: 'safety.merchant_trust_weights',
  title: 'Merchant trust score weights, caps and bands',
  versions: [
    {
      value: {
        base: 50,
        domain_age: [
          { below_days: 30, points: -30 },
          { below_days: 180, points: -20 },
          { below_days: 365, points: -10 },
          { below_days: 1095, points: 5 },
          { below_days: 3650, points: 15 },
          { below_days: null, points: 20 },
        ],
        short_registration: { max_days: 366, points: -3 },
        recent_transfer: { within_days: 90, min_age_days: 365, points: -5 },
        young_domain_new_certificate: { domain_max_days: 180, cert_max_days: 14, points: -5 },
        blocklist_hit: { points: -40, cap: 10 },
        tls_valid: 5,
        tls_organization_validated: 5,
        tls_invalid: { points: -15, cap: 30 },
        pages: { refund: 6, privacy: 4, terms: 4, shipping: 3, contact_phone_or_address: 6, contact_form_only: 2, contact_webmail_only: -5, all_missing: -10 },
        shape: { risky_tld: -5, punycode: -5, lookalike_strong: -25, lookalike_weak: -10, hyphens_or_digits: -2, ip_host: -20 },
        unknown_cap: 70,
        bands: [
          { band: 'very_likely_unsafe', min: 1 },
          { band: 'likely_unsafe', min: 21 },
          { band: 'caution', min: 41 },
          { band: 'likely_safe', min: 61 },
          { band: 'very_likely_safe', min: 81 },
        ],
      },
      source:
        'Bands: scamadviser.com/articles/scamadviser-algorithm-explainer; points: guidekit v1 defaults (/work/shared/research/safety-style.md A2 "Proposed v1 score")',
      effective: '2020-01-01',
      verified: null,
      note: 'Heuristic weights to calibrate; not a regulatory rule.',
    },
  ],
};
