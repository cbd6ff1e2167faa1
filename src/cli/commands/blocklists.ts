import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createNodeMerchantNetwork } from '../../adapters/merchant/createNodeMerchantNetwork.js';
import { fetchPinned } from '../../adapters/merchant/fetchPinned.js';
import { IANA_RDAP_DNS_BOOTSTRAP_URL, rdapBootstrapSchema } from '../../adapters/merchant/lookupRdap.js';
import { BLOCKLIST_FEED_URLS, parseBlocklistFeed } from '../../adapters/merchant/parseBlocklistFeed.js';
import { MERCHANT_BLOCKLISTS, type MerchantBlocklist } from '../../safety/scoreMerchant.js';
import { EXIT, type CliIo } from '../runCli.js';

/** What the command needs from the outside besides `CliIo`; tests pass their own. */
export interface BlocklistsCommandOptions {
  /** Downloads a URL as text. Default: the SSRF-safe fetcher (public addresses only, 64 MB, 60 s). */
  readonly download?: (url: string) => Promise<string>;
  /** Environment (GUIDEKIT_DATA_DIR). Default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The clock written into the files. Default `new Date()`. */
  readonly now?: () => Date;
}

const HELP = `Usage: guidekit blocklists refresh [--only urlhaus,phishtank,openphish,rdap] [--data-dir DIR] [--url NAME=URL ...]
       guidekit blocklists status [--data-dir DIR]

refresh  Downloads the URLhaus, PhishTank and OpenPhish feeds and the IANA RDAP bootstrap file into the data
         directory (GUIDEKIT_DATA_DIR, default ./.guidekit): blocklists/<name>.txt (one host a line) and rdap/dns.json.
         The merchant probe (GET /api/safety/merchant) reads these files and never downloads feeds itself; a feed
         older than 7 days cannot clear a shop. A failed download keeps the previous file.
status   Prints each file's refresh time and host count.
  --only       the sources to refresh (default all four)
  --data-dir   instead of GUIDEKIT_DATA_DIR
  --url        another download URL for one source, e.g. --url phishtank=https://.../online-valid.json

Exit codes: 0 ok; 2 usage; 1 a download failed.`;

const SOURCES = [...MERCHANT_BLOCKLISTS, 'rdap'] as const;
type Source = (typeof SOURCES)[number];

async function defaultDownload(url: string): Promise<string> {
  const page = await fetchPinned(url, {
    network: createNodeMerchantNetwork(),
    limits: { maxBodyBytes: 64 * 1_048_576, requestTimeoutMs: 60_000, maxRedirects: 3 },
    deadline: Date.now() + 120_000,
    pins: new Map(),
    rejectUnauthorized: true,
    accept: '*/*',
    field: 'url',
  });
  if (!page.ok) throw new Error(page.reason);
  if (page.status !== 200) throw new Error(`HTTP ${page.status}`);
  if (page.truncated) throw new Error('larger than 64 MB');
  return page.body;
}

async function writeAtomically(path: string, text: string): Promise<void> {
  await writeFile(`${path}.tmp`, text, 'utf8');
  await rename(`${path}.tmp`, path);
}

/**
 * `guidekit blocklists`: refreshes the blocklist feed files and the RDAP bootstrap file the merchant probe reads, or
 * prints their state.
 *
 * @param args - Arguments after `blocklists`.
 * @param io - Output streams (see CliIo).
 * @param options - Downloads, environment and clock; see {@link BlocklistsCommandOptions}.
 * @returns 0 on success, 2 on a usage error, 1 when a download failed (the previous file is kept).
 * @example
 * ```ts
 * await runBlocklistsCommand(['refresh', '--only', 'openphish'], io) //=> 0
 * ```
 * @see docs/merchant-probe.md
 */
export async function runBlocklistsCommand(args: readonly string[], io: CliIo, options: BlocklistsCommandOptions = {}): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(HELP + '\n');
    return EXIT.ok;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { only: { type: 'string' }, 'data-dir': { type: 'string' }, url: { type: 'string', multiple: true } },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n\n${HELP}\n`);
    return EXIT.usage;
  }
  const [sub, ...extra] = parsed.positionals;
  if ((sub !== 'refresh' && sub !== 'status') || extra.length > 0) {
    io.stderr(`${HELP}\n`);
    return EXIT.usage;
  }
  const env = options.env ?? process.env;
  const dataDir = resolve(parsed.values['data-dir'] ?? env.GUIDEKIT_DATA_DIR ?? './.guidekit');
  const only = parsed.values.only === undefined ? [...SOURCES] : parsed.values.only.split(',').map((s) => s.trim());
  const unknown = only.filter((s) => !(SOURCES as readonly string[]).includes(s));
  if (unknown.length > 0) {
    io.stderr(`unknown source ${unknown.join(', ')}; choose from ${SOURCES.join(', ')}\n`);
    return EXIT.usage;
  }
  const urls: Record<Source, string> = { ...BLOCKLIST_FEED_URLS, rdap: IANA_RDAP_DNS_BOOTSTRAP_URL };
  for (const pair of parsed.values.url ?? []) {
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    if (eq < 0 || !(SOURCES as readonly string[]).includes(name)) {
      io.stderr(`--url takes NAME=URL with NAME one of ${SOURCES.join(', ')}\n`);
      return EXIT.usage;
    }
    urls[name as Source] = pair.slice(eq + 1);
  }
  const pathOf = (s: Source) => (s === 'rdap' ? join(dataDir, 'rdap', 'dns.json') : join(dataDir, 'blocklists', `${s}.txt`));

  if (sub === 'status') {
    for (const s of SOURCES) {
      try {
        const text = await readFile(pathOf(s), 'utf8');
        const info = s === 'rdap' ? `publication ${String((JSON.parse(text) as { publication?: string }).publication ?? '?')}` : `fetched ${/^# fetched_at: (\S+)/m.exec(text)?.[1] ?? '?'}, ${/^# hosts: (\d+)/m.exec(text)?.[1] ?? '?'} hosts`;
        io.stdout(`${s.padEnd(10)} ${info}\n`);
      } catch {
        io.stdout(`${s.padEnd(10)} missing (${pathOf(s)})\n`);
      }
    }
    return EXIT.ok;
  }

  const download = options.download ?? defaultDownload;
  const now = (options.now ?? (() => new Date()))();
  let failed = 0;
  for (const s of only as Source[]) {
    try {
      const body = await download(urls[s]);
      const path = pathOf(s);
      await mkdir(join(path, '..'), { recursive: true });
      if (s === 'rdap') {
        const check = rdapBootstrapSchema.safeParse(JSON.parse(body));
        if (!check.success) throw new Error('not an RDAP bootstrap file');
        await writeAtomically(path, body);
        io.stdout(`rdap       ${check.data.services.length} registries -> ${path}\n`);
      } else {
        const hosts = parseBlocklistFeed(s as MerchantBlocklist, body);
        const header = [`# guidekit blocklist: ${s}`, `# source: ${urls[s]}`, `# fetched_at: ${now.toISOString()}`, `# hosts: ${hosts.length}`];
        await writeAtomically(path, [...header, ...hosts, ''].join('\n'));
        io.stdout(`${s.padEnd(10)} ${hosts.length} hosts -> ${path}\n`);
      }
    } catch (error) {
      failed++;
      io.stderr(`${s}: ${(error as Error).message} (kept the previous file, if any)\n`);
    }
  }
  return failed === 0 ? EXIT.ok : EXIT.fault;
}
