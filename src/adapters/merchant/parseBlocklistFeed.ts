import { GuidekitError } from '../../core/GuidekitError.js';
import { readCsvRows } from '../../core/_lib/readCsvRows.js';
import type { MerchantBlocklist } from '../../safety/scoreMerchant.js';

/** Where each feed is downloaded from by default (the research notes, A2). PhishTank may require an application key. */
export const BLOCKLIST_FEED_URLS: Readonly<Record<MerchantBlocklist, string>> = {
  urlhaus: 'https://urlhaus.abuse.ch/downloads/csv_recent/',
  phishtank: 'https://data.phishtank.com/data/online-valid.json',
  openphish: 'https://openphish.com/feed.txt',
};

function hostOf(url: string): string | null {
  try {
    const host = new URL(url.trim()).hostname.toLowerCase().replace(/\.+$/, '');
    return host === '' || host.startsWith('[') ? null : host;
  } catch {
    return null;
  }
}

/**
 * Turns a downloaded feed into the sorted, de-duplicated hostnames the probe looks shops up in: URLhaus CSV
 * (`id,dateadded,url,…`, `#` comment lines), PhishTank JSON (`[{url,…}]`) or OpenPhish text (one URL a line).
 *
 * @param list - Which feed the text is.
 * @param text - The downloaded body.
 * @returns Hostnames, lower-case, without trailing dots (IPv6 literals skipped).
 * @throws {@link GuidekitError} `invalid_feed` on `list` when the text is not in the feed's format.
 * @example
 * ```ts
 * parseBlocklistFeed('openphish', 'https://login.bad.example/x\n') //=> ['login.bad.example']
 * ```
 * @see https://urlhaus.abuse.ch/api/#csv
 * @see https://www.phishtank.com/developer_info.php
 */
export function parseBlocklistFeed(list: MerchantBlocklist, text: string): string[] {
  const hosts = new Set<string>();
  if (list === 'phishtank') {
    let rows: unknown;
    try {
      rows = JSON.parse(text);
    } catch {
      throw new GuidekitError('parseBlocklistFeed: the phishtank feed is not JSON', { code: 'invalid_feed', field: 'list' });
    }
    if (!Array.isArray(rows)) throw new GuidekitError('parseBlocklistFeed: the phishtank feed is not a JSON list', { code: 'invalid_feed', field: 'list' });
    for (const row of rows) {
      const url = (row as { url?: unknown } | null)?.url;
      const host = typeof url === 'string' ? hostOf(url) : null;
      if (host !== null) hosts.add(host);
    }
  } else if (list === 'urlhaus') {
    // URLhaus quotes every field (RFC 4180, read with Papa Parse); its `#` lines are comments, dropped first.
    const body = text.split(/\r?\n/).filter((line) => !line.trim().startsWith('#')).join('\n');
    for (const { fields, error } of readCsvRows(body)) {
      const host = error !== null || fields[2] === undefined ? null : hostOf(fields[2]);
      if (host !== null) hosts.add(host);
    }
  } else {
    for (const raw of text.split(/\r?\n/)) {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) continue;
      const host = hostOf(line);
      if (host !== null) hosts.add(host);
    }
  }
  return [...hosts].sort();
}
