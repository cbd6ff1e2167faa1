import { z } from 'zod';
import { GuidekitError } from '../../core/GuidekitError.js';
import { fetchPinned, type FetchPinnedOptions } from './fetchPinned.js';

/** Where the IANA publishes the RDAP bootstrap file for domain names (RFC 9224). */
export const IANA_RDAP_DNS_BOOTSTRAP_URL = 'https://data.iana.org/rdap/dns.json';

/** The bootstrap file: `services: [[tlds], [base URLs]][]`. */
export const rdapBootstrapSchema = z.looseObject({
  publication: z.string().optional(),
  services: z.array(z.tuple([z.array(z.string()), z.array(z.string())]).rest(z.unknown())),
});
/** A parsed RDAP bootstrap file. */
export type RdapBootstrap = z.infer<typeof rdapBootstrapSchema>;

const rdapDomainSchema = z.looseObject({
  events: z.array(z.looseObject({ eventAction: z.string(), eventDate: z.string().optional() })).optional(),
  entities: z.array(z.looseObject({ roles: z.array(z.string()).optional(), vcardArray: z.unknown().optional() })).optional(),
});

/** The RDAP facts `scoreMerchant` reads (`MerchantSignals.rdap`) plus where they came from. */
export interface RdapProbeResult {
  readonly status: 'ok' | 'unavailable';
  readonly registration_date?: string | null;
  readonly expiration_date?: string | null;
  readonly last_transfer_date?: string | null;
  readonly registrar?: string | null;
  /** The RDAP server asked. */
  readonly server?: string | null;
  readonly reason?: string;
}

/** Options of {@link lookupRdap}. */
export interface LookupRdapOptions extends Omit<FetchPinnedOptions, 'rejectUnauthorized' | 'accept' | 'field'> {
  /** The bootstrap file, already read (from the data dir, a test fixture or the IANA URL). */
  readonly bootstrap: RdapBootstrap;
}

const dateOf = (text: string | undefined): string | null => {
  if (text === undefined) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
};

/**
 * Picks the RDAP base URL for a domain from the bootstrap file: the entry whose label sequence is the longest match of
 * the domain's tail (RFC 9224 §4), preferring an https URL.
 *
 * @param domain - Registrable domain, lower-case ASCII.
 * @param bootstrap - The parsed bootstrap file.
 * @returns The base URL (ending in `/`), or null when no registry publishes RDAP for the TLD.
 */
function findRdapServer(domain: string, bootstrap: RdapBootstrap): string | null {
  let best: { labels: number; url: string } | null = null;
  for (const [tlds, urls] of bootstrap.services) {
    for (const tld of tlds) {
      const t = tld.toLowerCase();
      if (domain === t || domain.endsWith(`.${t}`)) {
        const labels = t.split('.').length;
        const url = urls.find((u) => u.startsWith('https://')) ?? urls[0];
        if (url !== undefined && (best === null || labels > best.labels)) best = { labels, url: url.endsWith('/') ? url : `${url}/` };
      }
    }
  }
  return best?.url ?? null;
}

function registrarName(entities: z.infer<typeof rdapDomainSchema>['entities']): string | null {
  const registrar = entities?.find((e) => e.roles?.includes('registrar'));
  const card = registrar?.vcardArray;
  if (!Array.isArray(card) || !Array.isArray(card[1])) return null;
  const fn = (card[1] as unknown[]).find((p) => Array.isArray(p) && p[0] === 'fn') as unknown[] | undefined;
  return typeof fn?.[3] === 'string' ? fn[3] : null;
}

/**
 * Reads a domain's registration history over RDAP (RFC 9083): finds the registry's server in the IANA bootstrap file
 * (RFC 9224), GETs `{base}domain/{domain}` with `Accept: application/rdap+json` through the SSRF-safe fetcher
 * (certificate verified), and maps the `registration`, `expiration`, `transfer`/`last changed` events and the
 * registrar's name. A TLD without an RDAP server, a network failure or an unreadable answer is `unavailable` (age
 * unknown, never "young").
 *
 * @param domain - The registrable domain.
 * @param options - See {@link LookupRdapOptions}.
 * @returns The RDAP facts with the server asked.
 * @example
 * ```ts
 * (await lookupRdap('example.com', { bootstrap, network, limits, deadline, pins: new Map() })).registration_date //=> '1995-08-14'
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc9224 (bootstrap)
 * @see https://www.rfc-editor.org/rfc/rfc9083#section-4.5 (events)
 */
export async function lookupRdap(domain: string, options: LookupRdapOptions): Promise<RdapProbeResult> {
  const server = findRdapServer(domain, options.bootstrap);
  if (server === null) return { status: 'unavailable', server: null, reason: `no RDAP server for ${domain} in the bootstrap file` };
  const url = `${server}domain/${encodeURIComponent(domain)}`;
  let page;
  try {
    page = await fetchPinned(url, { ...options, rejectUnauthorized: true, accept: 'application/rdap+json, application/json', field: 'rdap' });
  } catch (error) {
    // A registry server that points at an internal address is its fault, not the caller's: the age is unknown.
    if (error instanceof GuidekitError) return { status: 'unavailable', server, reason: error.message };
    throw error;
  }
  if (!page.ok) return { status: 'unavailable', server, reason: page.reason };
  if (page.status !== 200 || page.truncated) return { status: 'unavailable', server, reason: `RDAP answered ${page.status}${page.truncated ? ' (too large)' : ''}` };
  let json: unknown;
  try {
    json = JSON.parse(page.body);
  } catch {
    return { status: 'unavailable', server, reason: 'RDAP answer is not JSON' };
  }
  const parsed = rdapDomainSchema.safeParse(json);
  if (!parsed.success) return { status: 'unavailable', server, reason: 'RDAP answer has no readable events' };
  const events = parsed.data.events ?? [];
  const on = (action: string) => dateOf(events.find((e) => e.eventAction.toLowerCase() === action)?.eventDate);
  const changes = events
    .filter((e) => ['transfer', 'last changed'].includes(e.eventAction.toLowerCase()))
    .map((e) => dateOf(e.eventDate))
    .filter((d): d is string => d !== null)
    .sort();
  return {
    status: 'ok',
    registration_date: on('registration'),
    expiration_date: on('expiration'),
    last_transfer_date: changes.at(-1) ?? null,
    registrar: registrarName(parsed.data.entities),
    server,
  };
}
