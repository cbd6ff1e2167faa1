import { fetchPinned, type FetchPinnedOptions } from './fetchPinned.js';
import { findPolicyLinks } from './findPolicyLinks.js';
import type { MerchantTarget } from '../../safety/parseMerchantTarget.js';

/** `MerchantSignals.policy_pages` plus the URLs found and the pages read. */
export interface PolicyPagesProbeResult {
  readonly status: 'ok' | 'unavailable';
  readonly refund?: boolean | null;
  readonly privacy?: boolean | null;
  readonly terms?: boolean | null;
  readonly contact?: boolean | null;
  readonly shipping?: boolean | null;
  readonly contact_kind?: 'phone_or_address' | 'form_only' | 'webmail_only' | null;
  /** The policy links found (absolute URLs). */
  readonly links?: Readonly<Record<string, string | null>>;
  /** The homepage URL after redirects. */
  readonly final_url?: string | null;
  readonly redirects?: readonly string[];
  readonly reason?: string;
}

/**
 * Reads the shop's homepage (and its contact page when it is on the same site) through the SSRF-safe fetcher and
 * reports which policy pages it links to and how the shop can be reached. A homepage that cannot be read (network
 * failure, timeout, HTTP error) makes every page unknown, never missing.
 *
 * @param target - The checked target (its address is pinned in `options.pins`).
 * @param options - Fetch options (network, limits, deadline, pins); certificates are not verified here, because the
 *   TLS probe judges them separately.
 * @returns The page facts.
 * @throws {@link GuidekitError} (HTTP 400) naming `domain` when the site redirects to an internal address.
 * @example
 * ```ts
 * (await probePolicyPages(target, { network, limits, deadline, pins })).refund //=> true
 * ```
 * @see /work/shared/research/safety-style.md (A2, Policy pages)
 */
export async function probePolicyPages(target: MerchantTarget, options: Omit<FetchPinnedOptions, 'rejectUnauthorized'>): Promise<PolicyPagesProbeResult> {
  const host = target.ip !== null && target.ip.includes(':') ? `[${target.ip}]` : target.hostname;
  const home = await fetchPinned(`${target.protocol}//${host}${target.path}`, { ...options, rejectUnauthorized: false });
  if (!home.ok) return { status: 'unavailable', reason: home.reason };
  if (home.status < 200 || home.status >= 300) return { status: 'unavailable', reason: `the homepage answered HTTP ${home.status}`, final_url: home.finalUrl, redirects: home.redirects };
  const found = findPolicyLinks(home.body, home.finalUrl);
  let phoneOrAddress = found.has_phone_or_address;
  let form = false;
  let webmail = found.webmail_emails;
  let other = found.other_emails;
  const contactUrl = found.links.contact;
  if (contactUrl !== null && new URL(contactUrl).hostname === new URL(home.finalUrl).hostname) {
    const page = await fetchPinned(contactUrl, { ...options, rejectUnauthorized: false });
    if (page.ok && page.status >= 200 && page.status < 300) {
      const c = findPolicyLinks(page.body, page.finalUrl);
      phoneOrAddress ||= c.has_phone_or_address;
      form = c.has_form;
      webmail += c.webmail_emails;
      other += c.other_emails;
    }
  }
  // Best contact first; an e-mail at the shop's own domain counts like a form (a way to write, no phone or address).
  const contactKind = phoneOrAddress ? 'phone_or_address' : form || other > 0 ? 'form_only' : webmail > 0 ? 'webmail_only' : null;
  return {
    status: 'ok',
    refund: found.links.refund !== null,
    privacy: found.links.privacy !== null,
    terms: found.links.terms !== null,
    contact: contactUrl !== null || phoneOrAddress || webmail + other > 0,
    shipping: found.links.shipping !== null,
    contact_kind: contactKind,
    links: found.links,
    final_url: home.finalUrl,
    redirects: home.redirects,
  };
}
