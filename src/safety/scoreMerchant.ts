import { GuidekitError } from '../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import type { ShippedLanguage } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { requireRule } from '../core/requireRule.js';
import { daysBetween, isoDateOf } from './_lib/text.js';
import { analyzeDomainShape, type DomainShape } from './analyzeDomainShape.js';
import { SCORE_MERCHANT_MESSAGES } from './messages/scoreMerchant.js';
import { MERCHANT_TRUST_WEIGHTS, type MerchantBand } from './rules/merchantTrustWeights.js';
import { RISKY_TLDS } from './rules/riskyTlds.js';

export type { MerchantBand } from './rules/merchantTrustWeights.js';

/** Blocklists scoreMerchant expects a result from. */
export const MERCHANT_BLOCKLISTS = ['urlhaus', 'phishtank', 'openphish'] as const;
/** One blocklist. */
export type MerchantBlocklist = (typeof MERCHANT_BLOCKLISTS)[number];
/** Policy pages looked for on the shop. */
export const POLICY_PAGES = ['refund', 'privacy', 'terms', 'contact', 'shipping'] as const;
/** One policy page. */
export type PolicyPage = (typeof POLICY_PAGES)[number];

/** Whether a probe could run. `unavailable` makes every fact it would have given unknown. */
/** Whether a probe that gathers a merchant signal answered. */
export type ProbeStatus = 'ok' | 'unavailable';

/** What the adapters found out about a shop (RDAP, blocklists, TLS, policy pages). Every part may be missing. */
export interface MerchantSignals {
  /** The shop's hostname or URL. */
  readonly hostname: string;
  /** RDAP (RFC 9083) events of the registrable domain. */
  readonly rdap?: {
    readonly status: ProbeStatus;
    /** ISO date of the `registration` event; null when the answer has none. */
    readonly registration_date?: string | null;
    readonly expiration_date?: string | null;
    /** Latest `transfer` or `last changed` event. */
    readonly last_transfer_date?: string | null;
    readonly registrar?: string | null;
  } | null;
  /** One result per blocklist; a list not present is unknown. */
  readonly blocklists?: Readonly<Partial<Record<MerchantBlocklist, { readonly status: ProbeStatus; readonly listed?: boolean; readonly evidence?: string | null }>>>;
  readonly tls?: {
    readonly status: ProbeStatus;
    /** The chain verified against the trust store. */
    readonly valid?: boolean;
    /** Node's authorizationError, e.g. `CERT_HAS_EXPIRED`. */
    readonly error?: string | null;
    readonly issuer?: string | null;
    readonly valid_from?: string | null;
    readonly valid_to?: string | null;
    readonly self_signed?: boolean;
    readonly hostname_match?: boolean;
    /** Subject organisation (OV/EV certificates), if any. */
    readonly organization?: string | null;
  } | null;
  readonly policy_pages?: {
    readonly status: ProbeStatus;
    readonly refund?: boolean | null;
    readonly privacy?: boolean | null;
    readonly terms?: boolean | null;
    readonly contact?: boolean | null;
    readonly shipping?: boolean | null;
    /** What the contact page offers. */
    readonly contact_kind?: 'phone_or_address' | 'form_only' | 'webmail_only' | null;
  } | null;
}

/** Options of {@link scoreMerchant}. */
export interface ScoreMerchantOptions {
  /** ISO date the score is for (ages and expiries are measured to it). Required. */
  readonly asOf: string;
  /** Language of the evidence texts. Default `en`. */
  readonly lang?: ShippedLanguage;
}

/** One signal with the points it gave and why. */
export interface MerchantSignal {
  /** e.g. `domain_age`, `blocklist.urlhaus`, `tls`, `page.refund`, `shape.lookalike`. */
  readonly id: string;
  readonly value: string | number | boolean | null;
  readonly points: number;
  readonly evidence: string;
}

/** The outcome of {@link scoreMerchant}. */
export interface ScoreMerchantResult extends RuleCitations {
  readonly hostname: string;
  readonly registrable_domain: string | null;
  /** 1 to 100; higher is more trustworthy. */
  readonly score: number;
  readonly band: MerchantBand;
  readonly blocklisted: boolean;
  readonly signals: readonly MerchantSignal[];
  /** Ids of signals that could not be measured; they add no points and cap the score. */
  readonly unknowns: readonly string[];
  /** Caps that lowered the score, with the reason. */
  readonly caps: readonly { readonly id: string; readonly cap: number; readonly reason: string }[];
  readonly shape: DomainShape;
}

function readDate(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  const d = isoDateOf(value);
  if (d === null) throw new GuidekitError(`scoreMerchant: ${field} must be an ISO date or date-time`, { code: 'invalid_date', field });
  return d;
}

/**
 * Scores how far a shop can be trusted, 1 to 100, from domain age (RDAP), blocklists (URLhaus, PhishTank, OpenPhish),
 * TLS, policy pages and the shape of the domain name. Additive points on a base of 50 with hard caps: a blocklist hit
 * caps the score at 10, a missing or bad certificate at 30, and any unknown signal at 70 — missing data adds nothing
 * and is never counted as clean. Every signal comes back with its points and evidence.
 *
 * @param signals - What the probes found; see {@link MerchantSignals}.
 * @param options - See {@link ScoreMerchantOptions}.
 * @returns Score, band, signals with points and evidence, unknowns, caps, the domain's shape and the rules applied.
 * @throws {@link GuidekitError} `invalid_hostname` on `hostname`; `invalid_date` on `asOf` or a probe date; `invalid_value` on a probe status; `invalid_lang`.
 * @example
 * ```ts
 * scoreMerchant({ hostname: 'example-shop.xyz', blocklists: { urlhaus: { status: 'ok', listed: true } } }, { asOf: '2026-07-01' }).score //=> 10 or less
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service (Shopping safety service: GET /api/safety/merchant)
 * @see https://www.rfc-editor.org/rfc/rfc9083 (RDAP events)
 */
export function scoreMerchant(signals: MerchantSignals, options: ScoreMerchantOptions): ScoreMerchantResult {
  const fn = 'scoreMerchant';
  if (signals === null || typeof signals !== 'object') throw new GuidekitError(`${fn}: signals must be an object with a hostname`, { code: 'required', field: 'hostname' });
  if (options === null || typeof options !== 'object') throw new GuidekitError(`${fn}: options.asOf is required`, { code: 'required', field: 'asOf' });
  const asOf = parseIsoDate(options.asOf, { fn, field: 'asOf' });
  const t = createTranslate(SCORE_MERCHANT_MESSAGES, readEngineLang(options.lang, { fn }));
  const weightsRule = requireRule(MERCHANT_TRUST_WEIGHTS, asOf);
  const tldRule = requireRule(RISKY_TLDS, asOf);
  const w = weightsRule.value;
  if (typeof signals.hostname !== 'string') throw new GuidekitError(`${fn}: hostname must be a string`, { code: 'invalid_hostname', field: 'hostname' });
  const shape = analyzeDomainShape(signals.hostname, { riskyTlds: tldRule.value });
  for (const [field, probe] of [['rdap', signals.rdap], ['tls', signals.tls], ['policy_pages', signals.policy_pages]] as const) {
    if (probe != null && probe.status !== 'ok' && probe.status !== 'unavailable') {
      throw new GuidekitError(`${fn}: ${field}.status must be 'ok' or 'unavailable'`, { code: 'invalid_value', field: `${field}.status` });
    }
  }

  const out: MerchantSignal[] = [];
  const unknowns: string[] = [];
  const caps: { id: string; cap: number; reason: string }[] = [];
  const push = (id: string, value: MerchantSignal['value'], points: number, evidence: string) => out.push({ id, value, points, evidence });

  // Domain age and registration history.
  const rdap = signals.rdap?.status === 'ok' ? signals.rdap : null;
  const registered = readDate(rdap?.registration_date, 'rdap.registration_date');
  const age = registered === null ? null : Math.max(0, daysBetween(registered, asOf));
  if (age === null) {
    unknowns.push('domain_age');
    push('domain_age', null, 0, t('domain_age_unknown'));
  } else {
    const bracket = w.domain_age.find((b) => b.below_days === null || age < b.below_days)!;
    push('domain_age', age, bracket.points, t('domain_age', { days: age, date: registered! }));
    const expires = readDate(rdap?.expiration_date, 'rdap.expiration_date');
    if (expires !== null) {
      const span = daysBetween(registered!, expires);
      if (span <= w.short_registration.max_days) push('short_registration', span, w.short_registration.points, t('short_registration', { days: span }));
    }
    const transfer = readDate(rdap?.last_transfer_date, 'rdap.last_transfer_date');
    if (transfer !== null && age >= w.recent_transfer.min_age_days) {
      const since = Math.max(0, daysBetween(transfer, asOf));
      if (since <= w.recent_transfer.within_days) push('recent_transfer', since, w.recent_transfer.points, t('recent_transfer', { days: since }));
    }
  }

  // Blocklists: each list is its own fact.
  let blocklisted = false;
  for (const list of MERCHANT_BLOCKLISTS) {
    const r = signals.blocklists?.[list];
    const id = `blocklist.${list}`;
    if (r == null || r.status !== 'ok' || typeof r.listed !== 'boolean') {
      unknowns.push(id);
      push(id, null, 0, t('blocklist_unknown', { list }));
    } else if (r.listed) {
      blocklisted = true;
      push(id, true, w.blocklist_hit.points, t('blocklist_hit', { list, evidence: r.evidence ?? shape.hostname }));
    } else push(id, false, 0, t('blocklist_clean', { list }));
  }
  if (blocklisted) caps.push({ id: 'blocklist', cap: w.blocklist_hit.cap, reason: t('cap_blocklist', { cap: w.blocklist_hit.cap }) });

  // TLS.
  const tls = signals.tls?.status === 'ok' ? signals.tls : null;
  if (tls === null || typeof tls.valid !== 'boolean') {
    unknowns.push('tls');
    push('tls', null, 0, t('tls_unknown'));
  } else {
    const validTo = readDate(tls.valid_to, 'tls.valid_to');
    const validFrom = readDate(tls.valid_from, 'tls.valid_from');
    const daysLeft = validTo === null ? null : daysBetween(asOf, validTo);
    let problem: string | null = null;
    if (daysLeft !== null && daysLeft < 0) problem = t('problem_expired', { days: -daysLeft });
    else if (tls.self_signed === true) problem = t('problem_self_signed');
    else if (tls.hostname_match === false) problem = t('problem_hostname');
    else if (!tls.valid) problem = t('problem_untrusted', { error: tls.error ?? '?' });
    if (problem !== null) {
      push('tls', false, w.tls_invalid.points, t('tls_invalid', { problem }));
      caps.push({ id: 'tls', cap: w.tls_invalid.cap, reason: t('cap_tls', { cap: w.tls_invalid.cap }) });
    } else {
      push('tls', true, w.tls_valid, t('tls_valid', { issuer: tls.issuer ?? '?', days: daysLeft ?? '?' }));
      if (typeof tls.organization === 'string' && tls.organization.trim() !== '') {
        push('tls.organization', tls.organization, w.tls_organization_validated, t('tls_ov', { org: tls.organization }));
      }
      if (validFrom !== null && age !== null && age <= w.young_domain_new_certificate.domain_max_days) {
        const certAge = Math.max(0, daysBetween(validFrom, asOf));
        if (certAge <= w.young_domain_new_certificate.cert_max_days) push('tls.young_domain_new_certificate', certAge, w.young_domain_new_certificate.points, t('young_new_certificate', { days: certAge }));
      }
    }
  }

  // Policy pages.
  const pages = signals.policy_pages?.status === 'ok' ? signals.policy_pages : null;
  let known = 0;
  let found = 0;
  for (const page of POLICY_PAGES) {
    const id = `page.${page}`;
    const v = pages?.[page];
    const name = t(`page_${page}`);
    if (typeof v !== 'boolean') {
      unknowns.push(id);
      push(id, null, 0, t('page_unknown', { page: name }));
      continue;
    }
    known++;
    if (!v) {
      push(id, false, 0, t('page_missing', { page: name }));
      continue;
    }
    found++;
    if (page === 'contact') {
      const kind = pages?.contact_kind;
      if (kind == null) {
        unknowns.push('page.contact_kind');
        push(id, true, 0, t('page_found', { page: name }));
      } else push(id, kind, w.pages[`contact_${kind}`], t(`contact_${kind}`));
    } else push(id, true, w.pages[page], t('page_found', { page: name }));
  }
  if (known === POLICY_PAGES.length && found === 0) push('pages.all_missing', true, w.pages.all_missing, t('pages_all_missing'));

  // Shape of the name.
  if (shape.is_ip) push('shape.ip_host', true, w.shape.ip_host, t('ip_host'));
  if (shape.risky_tld) push('shape.risky_tld', shape.tld, w.shape.risky_tld, t('risky_tld', { tld: shape.tld ?? '' }));
  if (shape.punycode) push('shape.punycode', true, w.shape.punycode, t('punycode'));
  if (shape.lookalike !== null) {
    const strong = shape.lookalike.kind === 'typo' || shape.lookalike.kind === 'homoglyph';
    push('shape.lookalike', shape.lookalike.brand, strong ? w.shape.lookalike_strong : w.shape.lookalike_weak, t(strong ? 'lookalike_strong' : 'lookalike_weak', { brand: shape.lookalike.brand, kind: t(`kind_${shape.lookalike.kind}`) }));
  }
  if (shape.hyphens + shape.digits > 0) push('shape.hyphens_or_digits', shape.hyphens + shape.digits, w.shape.hyphens_or_digits, t('hyphens_or_digits', { hyphens: shape.hyphens, digits: shape.digits }));

  if (unknowns.length > 0) caps.push({ id: 'unknowns', cap: w.unknown_cap, reason: t('cap_unknown', { cap: w.unknown_cap }) });
  let score = w.base + out.reduce((sum, s) => sum + s.points, 0);
  for (const c of caps) score = Math.min(score, c.cap);
  score = Math.max(1, Math.min(100, Math.round(score)));
  const band = [...w.bands].reverse().find((b) => score >= b.min)!.band;
  return {
    hostname: shape.hostname,
    registrable_domain: shape.registrable_domain,
    score,
    band,
    blocklisted,
    signals: out,
    unknowns,
    caps: caps.filter((c) => c.cap < w.base + out.reduce((sum, s) => sum + s.points, 0)),
    shape,
    ...citeRules([weightsRule, tldRule]),
  };
}
