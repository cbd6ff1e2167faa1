import { millisecondsInDay } from 'date-fns/constants';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MERCHANT_BLOCKLISTS, type MerchantBlocklist } from '../../safety/scoreMerchant.js';

/** One list's verdict, as `MerchantSignals.blocklists` takes it, with the file's age. */
export interface BlocklistProbeResult {
  readonly status: 'ok' | 'unavailable';
  readonly listed?: boolean;
  readonly evidence?: string | null;
  /** When the feed file was refreshed (from its header), null when unknown. */
  readonly fetched_at?: string | null;
}

/** Options of {@link readBlocklists}. */
export interface ReadBlocklistsOptions {
  /** The data directory; the feeds are `<dataDir>/blocklists/<list>.txt` (written by `guidekit blocklists refresh`). */
  readonly dataDir: string;
  /** The probe's clock. */
  readonly now: Date;
  /** A feed older than this many days cannot clear a host (a hit still counts). Default 7. */
  readonly maxAgeDays?: number;
  /**
   * Parsed feeds kept between calls (by path, re-parsed when the file changes); a probe made by `createMerchantProbe`
   * keeps one. Default: none (every call parses the files).
   */
  readonly cache?: BlocklistFeedCache;
}

/** Parsed feed files by path (see {@link ReadBlocklistsOptions.cache}). */
export type BlocklistFeedCache = Map<string, { text: string; hosts: Set<string>; fetchedAt: string | null }>;

async function loadFeed(path: string, cache: BlocklistFeedCache | undefined) {
  const text = await readFile(path, 'utf8');
  const hit = cache?.get(path);
  if (hit !== undefined && hit.text.length === text.length && hit.text.slice(0, 200) === text.slice(0, 200)) return hit;
  const hosts = new Set<string>();
  let fetchedAt: string | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#')) {
      const m = /^#\s*fetched_at:\s*(\S+)/.exec(line);
      if (m) fetchedAt = m[1]!;
      continue;
    }
    if (line !== '') hosts.add(line.toLowerCase());
  }
  const entry = { text, hosts, fetchedAt };
  cache?.set(path, entry);
  return entry;
}

/**
 * Looks a shop up in the URLhaus, PhishTank and OpenPhish feed files of the data directory, by its exact hostname and
 * by its registrable domain (so `pay.scam-shop.xyz` is caught by a listing of `scam-shop.xyz`, while a listing of one
 * subdomain on a shared host does not condemn the host). A missing or unreadable file is `unavailable`; a file older
 * than `maxAgeDays` reports hits but cannot clear a host. Never goes to the network: refreshing the files is
 * `guidekit blocklists refresh`.
 *
 * @param hostname - The shop's hostname, lower-case.
 * @param registrableDomain - Its registrable domain, or null for an IP literal.
 * @param options - See {@link ReadBlocklistsOptions}.
 * @returns One result per list.
 * @example
 * ```ts
 * (await readBlocklists('shop.example.com', 'example.com', { dataDir: '.guidekit', now: new Date() })).urlhaus //=> { status: 'ok', listed: false, ... }
 * ```
 * @see https://urlhaus.abuse.ch/api/#csv
 * @see https://openphish.com/feed.txt
 */
export async function readBlocklists(
  hostname: string,
  registrableDomain: string | null,
  options: ReadBlocklistsOptions,
): Promise<Record<MerchantBlocklist, BlocklistProbeResult>> {
  const maxAgeDays = options.maxAgeDays ?? 7;
  const out = {} as Record<MerchantBlocklist, BlocklistProbeResult>;
  const keys = [...new Set([hostname, registrableDomain].filter((k): k is string => k !== null))];
  for (const list of MERCHANT_BLOCKLISTS) {
    let feed;
    try {
      feed = await loadFeed(join(options.dataDir, 'blocklists', `${list}.txt`), options.cache);
    } catch {
      out[list] = { status: 'unavailable', evidence: `no ${list} feed file (run: guidekit blocklists refresh)`, fetched_at: null };
      continue;
    }
    const hit = keys.find((k) => feed.hosts.has(k));
    const fetched = feed.fetchedAt === null ? Number.NaN : new Date(feed.fetchedAt).getTime();
    const ageDays = (options.now.getTime() - fetched) / millisecondsInDay;
    if (hit !== undefined) out[list] = { status: 'ok', listed: true, evidence: `${hit} is listed by ${list}`, fetched_at: feed.fetchedAt };
    else if (!(ageDays <= maxAgeDays)) out[list] = { status: 'unavailable', evidence: `${list} feed is older than ${maxAgeDays} days or undated`, fetched_at: feed.fetchedAt };
    else out[list] = { status: 'ok', listed: false, evidence: null, fetched_at: feed.fetchedAt };
  }
  return out;
}
