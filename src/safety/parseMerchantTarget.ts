import { parse as parseDomain } from 'tldts';
import { GuidekitError } from '../core/GuidekitError.js';
import { classifyIpAddress } from './classifyIpAddress.js';

/** A probe target after every spelling trick has been normalised away. */
export interface MerchantTarget {
  /** `https:` or `http:`. */
  readonly protocol: 'https:' | 'http:';
  /** Lower-case ASCII hostname (IDN as punycode), trailing dot removed; an IPv6 literal without brackets. */
  readonly hostname: string;
  /** 443 or 80. */
  readonly port: 80 | 443;
  /** Path and query to request, e.g. `/`. */
  readonly path: string;
  /** The address itself when the hostname is an IP literal. */
  readonly ip: string | null;
  /** The registrable domain (Public Suffix List), null for an IP literal. */
  readonly registrable_domain: string | null;
}

/** Options of {@link parseMerchantTarget}. */
export interface ParseMerchantTargetOptions {
  /** Field named by the 400. Default `domain`. */
  readonly field?: string;
  /** Tests only: accept loopback and private IP literals and non-public names. Never set by the HTTP adapter. Default false. */
  readonly allowPrivateTargets?: boolean;
}

/** Suffixes that name internal or special-use networks even where the Public Suffix List lists them. */
const INTERNAL_SUFFIXES = ['arpa', 'local', 'localhost', 'internal', 'intranet', 'lan', 'home', 'corp', 'private', 'test', 'example', 'invalid', 'onion', 'alt'];

/**
 * Reads a shop's domain or URL the way a browser would (WHATWG URL: decimal, hex, octal and short IPv4 forms, IDN,
 * upper case and trailing dots all normalised) and refuses, before any DNS lookup or connection, every target the
 * merchant probe must not reach: a scheme other than http/https, a port other than 80/443, user info
 * (`http://shop.com@127.0.0.1/`), an IP literal in a loopback, private, link-local, CGNAT, multicast, reserved or
 * IPv4-embedding range, and a name outside the public DNS (`localhost`, `.internal`, `.local`, single labels).
 *
 * @param input - `shop.example.com`, `https://shop.example.com/path` or an IP literal.
 * @param options - See {@link ParseMerchantTargetOptions}.
 * @returns The normalised target.
 * @throws {@link GuidekitError} (HTTP 400) naming `domain` (or `options.field`): `invalid_url`, `unsupported_scheme`,
 *   `unsupported_port`, `userinfo_not_allowed`, `private_address`, `not_public_domain`.
 * @example
 * ```ts
 * parseMerchantTarget('HTTPS://Shop.Example.com./').hostname //=> 'shop.example.com'
 * parseMerchantTarget('http://2130706433/') // throws GuidekitError private_address on `domain`
 * ```
 * @see https://url.spec.whatwg.org/#concept-ipv4-parser
 * @see https://owasp.org/www-community/pages/controls/SSRF_Prevention_in_Nodejs
 */
export function parseMerchantTarget(input: string, options: ParseMerchantTargetOptions = {}): MerchantTarget {
  const fn = 'parseMerchantTarget';
  const field = options.field ?? 'domain';
  const refuse = (code: string, why: string): never => {
    throw new GuidekitError(`${fn}: ${why}`, { code, field });
  };
  if (typeof input !== 'string' || input.trim() === '') refuse('required', 'a domain or http(s) URL is required');
  let text = input.trim();
  // A bare IPv6 address needs brackets to be read as a host.
  if (text.includes(':') && classifyIpAddress(text)?.family === 6 && !text.startsWith('[')) text = `[${text}]`;
  // `shop.com`, `shop.com:8080/x` have no scheme (a port is not one); `javascript:`, `file:` keep theirs and are refused.
  const scheme = /^([a-z][a-z0-9+.-]*):(.*)$/is.exec(text);
  const hasScheme = scheme !== null && (scheme[2]!.startsWith('//') || !/^\d*(\/|$)/.test(scheme[2]!));
  if (!hasScheme) text = `https://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('invalid_url', `${JSON.stringify(input.slice(0, 100))} is not a domain or URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') refuse('unsupported_scheme', `only http and https are probed, not ${url.protocol}`);
  if (url.username !== '' || url.password !== '') refuse('userinfo_not_allowed', 'a URL with user info (user@host) is refused');
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (port !== 80 && port !== 443) refuse('unsupported_port', `only ports 80 and 443 are probed, not ${port}`);
  let hostname = url.hostname.toLowerCase();
  if (hostname.startsWith('[')) hostname = hostname.slice(1, -1);
  while (hostname.endsWith('.')) hostname = hostname.slice(0, -1);
  if (hostname === '') refuse('invalid_url', 'the URL has no host');
  const allowPrivate = options.allowPrivateTargets === true;
  const ip = classifyIpAddress(hostname);
  const path = `${url.pathname}${url.search}`;
  const protocol = url.protocol as 'https:' | 'http:';
  if (ip !== null) {
    if (ip.special !== null && !allowPrivate) refuse('private_address', `${hostname} is a ${ip.special} address, which is never probed`);
    return { protocol, hostname, port: port as 80 | 443, path, ip: hostname, registrable_domain: null };
  }
  const parsed = parseDomain(hostname);
  const lastLabel = hostname.slice(hostname.lastIndexOf('.') + 1);
  const internal = INTERNAL_SUFFIXES.includes(lastLabel) || !hostname.includes('.') || parsed.isIcann !== true || parsed.domain === null;
  if (internal && !allowPrivate) refuse('not_public_domain', `${hostname} is not a domain under a public suffix`);
  return { protocol, hostname, port: port as 80 | 443, path, ip: null, registrable_domain: parsed.domain ?? null };
}
