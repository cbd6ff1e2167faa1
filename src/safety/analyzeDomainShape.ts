import { parse } from 'tldts';
import { GuidekitError } from '../core/GuidekitError.js';
import { HOMOGLYPHS, WELL_KNOWN_SHOP_BRANDS } from './rules/wellKnownBrands.js';

/** Options of {@link analyzeDomainShape}. */
export interface AnalyzeDomainShapeOptions {
  /** Brands to look for look-alikes of. Default {@link WELL_KNOWN_SHOP_BRANDS}. */
  readonly brands?: readonly string[];
  /** Top-level domains counted as risky. Default none (scoreMerchant passes the dated RISKY_TLDS list). */
  readonly riskyTlds?: readonly string[];
}

/** A domain that imitates a brand. */
export interface BrandLookalike {
  readonly brand: string;
  /** `typo`: one edit away; `homoglyph`: equal once look-alike characters are folded; `contains`: the brand plus other words; `subdomain`: the brand used as a subdomain of another domain. */
  readonly kind: 'typo' | 'homoglyph' | 'contains' | 'subdomain';
}

/** The outcome of {@link analyzeDomainShape}. */
export interface DomainShape {
  /** Lower-case hostname without a trailing dot. */
  readonly hostname: string;
  /** Domain a registrant controls (public suffix plus one label), e.g. `shop.example.co.uk` → `example.co.uk`; null for IPs and bare suffixes. */
  readonly registrable_domain: string | null;
  readonly public_suffix: string | null;
  /** The last label, e.g. `uk`. */
  readonly tld: string | null;
  readonly subdomain: string | null;
  readonly is_ip: boolean;
  /** False when the suffix is not in the ICANN section of the Public Suffix List (unknown or private suffix). */
  readonly is_icann: boolean;
  /** Any label is punycode (`xn--`): an internationalised name that may hide look-alike characters. */
  readonly punycode: boolean;
  readonly hyphens: number;
  readonly digits: number;
  readonly risky_tld: boolean;
  readonly lookalike: BrandLookalike | null;
}

/** True when `a` becomes `b` with at most one insertion, deletion, substitution or swap of neighbours. */
function editDistanceAtMost1(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (a.length < b.length) j++;
    else if (a[i] === b[j + 1] && a[i + 1] === b[j]) {
      i += 2;
      j += 2;
    } else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function fold(label: string): string {
  let out = label.replace(/-/g, '');
  for (const [from, to] of HOMOGLYPHS) out = out.split(from).join(to);
  return out;
}

/**
 * Reads the shape of a shop's hostname: registrable domain and public suffix (Public Suffix List, via tldts), punycode
 * labels, hyphens and digits, a risky top-level domain, and whether it imitates a well-known brand (one edit away,
 * equal after folding look-alike characters, the brand plus other words, or the brand as a subdomain of someone
 * else's domain). A brand's own domain under any suffix (`amazon.de`) is not a look-alike.
 *
 * @param hostname - A hostname or URL (`https://Shop.Example.com/path` is read as `shop.example.com`).
 * @param options - See {@link AnalyzeDomainShapeOptions}.
 * @returns The shape facts.
 * @throws {@link GuidekitError} `invalid_hostname` on field `hostname` when no hostname can be read.
 * @example
 * ```ts
 * analyzeDomainShape('www.arnazon-deals.shop', { riskyTlds: ['shop'] }).lookalike //=> { brand: 'amazon', kind: 'homoglyph' }
 * ```
 * @see https://publicsuffix.org/
 */
export function analyzeDomainShape(hostname: string, options: AnalyzeDomainShapeOptions = {}): DomainShape {
  if (typeof hostname !== 'string' || hostname.trim() === '') {
    throw new GuidekitError('analyzeDomainShape: hostname must be a non-empty string', { code: 'invalid_hostname', field: 'hostname' });
  }
  const p = parse(hostname.trim().toLowerCase());
  const host = (p.hostname ?? '').replace(/\.$/, '');
  if (host === '' || (!p.isIp && !/^[a-z0-9.-]+$/.test(host))) {
    throw new GuidekitError(`analyzeDomainShape: cannot read a hostname from ${JSON.stringify(hostname)}`, { code: 'invalid_hostname', field: 'hostname' });
  }
  const isIp = p.isIp === true;
  const registrable = isIp ? null : p.domain;
  const label = isIp ? '' : (p.domainWithoutSuffix ?? '');
  const labels = host.split('.');
  const tld = isIp ? null : (labels[labels.length - 1] ?? null);
  const brands = options.brands ?? WELL_KNOWN_SHOP_BRANDS;
  return {
    hostname: host,
    registrable_domain: registrable,
    public_suffix: isIp ? null : p.publicSuffix,
    tld,
    subdomain: isIp ? null : p.subdomain || null,
    is_ip: isIp,
    is_icann: p.isIcann === true,
    punycode: labels.some((l) => l.startsWith('xn--')),
    hyphens: (label.match(/-/g) ?? []).length,
    digits: (label.match(/\d/g) ?? []).length,
    risky_tld: tld !== null && (options.riskyTlds ?? []).includes(tld),
    lookalike: isIp ? null : findLookalike(label, p.subdomain ?? '', brands),
  };
}

function findLookalike(label: string, subdomain: string, brands: readonly string[]): BrandLookalike | null {
  if (label === '') return null;
  if (brands.includes(label)) return null;
  const folded = fold(label);
  for (const brand of brands) if (folded === brand) return { brand, kind: 'homoglyph' };
  for (const brand of brands) if (brand.length >= 5 && editDistanceAtMost1(label, brand)) return { brand, kind: 'typo' };
  // The brand as a word of the label (`amazon-deals`) or at its start (`amazonoutlet`).
  const parts = label.split('-').map(fold);
  for (const brand of brands) {
    if (brand.length < 4) continue;
    if (parts.includes(brand) || (folded.startsWith(brand) && folded.length - brand.length >= 3)) return { brand, kind: 'contains' };
  }
  const subLabels = subdomain.split(/[.-]/);
  for (const brand of brands) if (subLabels.includes(brand)) return { brand, kind: 'subdomain' };
  return null;
}
