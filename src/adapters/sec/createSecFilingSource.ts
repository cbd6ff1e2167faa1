import { z } from 'zod';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { PortCall } from '../../core/sourceUse.js';
import type { SecCompanySubmissions, SecFeedEntry, SecFilingSource } from '../../markets/preipo/SecFilingSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { failUnreadable } from '../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../markets/_lib/parseSourceJson.js';
import { pickTrace } from '../markets/_lib/pickTrace.js';
import { SEC_DEFAULT_USER_AGENT } from './secSourcePolicies.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { htmlToText } from '../_lib/htmlToText.js';

/** The source id of SEC EDGAR in the fetch layer. */
export const SEC_SOURCE = 'sec-edgar';

/** Options of {@link createSecFilingSource}. */
export interface CreateSecFilingSourceOptions {
  /** The fetch layer (policy `sec-edgar`). */
  readonly fetcher: SourceFetcher;
  /** The User-Agent the SEC asks for: company or name and a contact email. Default {@link SEC_DEFAULT_USER_AGENT}. */
  readonly userAgent?: string;
}

/** Seconds answers are reused: the feed refreshes every few minutes, a company's submissions rarely. */
const TTL = { feed: 60, submissions: 3600 } as const;

const FORM = /^[A-Z0-9][A-Z0-9 /-]{0,19}$/;

const submissionsSchema = z.object({
  cik: z.union([z.string(), z.number()]),
  name: z.string(),
  tickers: z.array(z.string()),
  exchanges: z.array(z.string().nullable()),
  sicDescription: z.string().nullable().optional(),
  stateOfIncorporation: z.string().nullable().optional(),
  filings: z.object({ recent: z.object({ accessionNumber: z.array(z.string()), filingDate: z.array(z.string()), form: z.array(z.string()) }) }),
});

/**
 * The `secFilings` port over SEC EDGAR (keyless): `latestFilings(form)` reads the latest-filings Atom feed for one form
 * type (`browse-edgar?action=getcurrent&type=<form>&count=100&output=atom`) and keeps the entries of exactly that form;
 * `submissions(cik)` reads `data.sec.gov/submissions/CIK##########.json`. Every request carries the declared
 * User-Agent and stays within the SEC's ten requests a second (the `sec-edgar` policy). A form type or CIK that is
 * malformed, or a CIK EDGAR does not know, is a 400 (field `form` or `cik`); EDGAR down, throttling, or answering an
 * HTML page or a cut body is a 503 naming `sec-edgar`.
 *
 * @param options - {@link CreateSecFilingSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const sec = createSecFilingSource({ fetcher, userAgent: 'Example Corp ops@example.com' });
 * (await sec.latestFilings('424B4', { trace })).entries[0]?.company;
 * ```
 * @see https://www.sec.gov/os/accessing-edgar-data
 * @see docs/perps-tokenized-preipo.md
 */
export function createSecFilingSource(options: CreateSecFilingSourceOptions): SecFilingSource {
  const { fetcher } = options;
  const headers = { 'user-agent': options.userAgent ?? SEC_DEFAULT_USER_AGENT };
  return {
    async latestFilings(form, call?: PortCall) {
      const type = form.trim().toUpperCase();
      if (!FORM.test(type)) throw new GuidekitError(`secFilings.latestFilings: form must be an EDGAR form type such as S-1 or 424B4, got ${JSON.stringify(form)}`, { code: 'invalid_format', field: 'form' });
      const url = `https://www.sec.gov/cgi-bin/browse-edgar?action=getcurrent&type=${encodeURIComponent(type)}&company=&dateb=&owner=include&start=0&count=100&output=atom`;
      const res = await fetcher.fetch(SEC_SOURCE, { url, headers: { ...headers, accept: 'application/atom+xml' }, ttlSeconds: TTL.feed, ...pickTrace(call) });
      return readFeed(res.text(), type);
    },

    async submissions(cik, call?: PortCall): Promise<SecCompanySubmissions> {
      const digits = String(cik).trim();
      if (!/^\d{1,10}$/.test(digits)) throw new GuidekitError(`secFilings.submissions: cik must be up to ten digits, got ${JSON.stringify(cik)}`, { code: 'invalid_format', field: 'cik' });
      const padded = digits.padStart(10, '0');
      const res = await fetcher.fetch(SEC_SOURCE, {
        url: `https://data.sec.gov/submissions/CIK${padded}.json`,
        headers,
        acceptStatus: [404],
        ttlSeconds: TTL.submissions,
        ...pickTrace(call),
      });
      if (res.status === 404) throw new GuidekitError(`secFilings.submissions: EDGAR has no company with CIK ${padded}`, { code: 'unknown_company', field: 'cik' });
      const doc = parseSourceJson(res, submissionsSchema, SEC_SOURCE, 'the submissions answer');
      const recent = doc.filings.recent;
      if (recent.form.length !== recent.accessionNumber.length || recent.form.length !== recent.filingDate.length) {
        throw failUnreadable(SEC_SOURCE, 'the submissions answer lists filings whose columns differ in length');
      }
      return {
        cik: String(doc.cik).padStart(10, '0'),
        name: doc.name,
        tickers: doc.tickers,
        exchanges: doc.exchanges.filter((e): e is string => e !== null),
        sicDescription: doc.sicDescription ?? null,
        stateOfIncorporation: doc.stateOfIncorporation ?? null,
        filings: recent.form.map((f, i) => ({ form: f, accession: recent.accessionNumber[i]!, filed: recent.filingDate[i]! })),
      };
    },
  };
}

/** EDGAR's Atom feed as parsed by fast-xml-parser: text as written (entities decoded), attributes as `@_name`. */
const atomParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  htmlEntities: true,
  removeNSPrefix: true,
  isArray: (_name, path) => path === 'feed.entry' || path === 'feed.entry.category' || path === 'feed.entry.link',
});
type AtomEntry = { title?: unknown; summary?: unknown; updated?: unknown; category?: readonly { '@_term'?: string }[]; link?: readonly { '@_href'?: string }[] };
/** An element's text (a plain string, or the `#text` of one with attributes such as `<summary type="html">`), or undefined. */
const textOf = (node: unknown): string | undefined =>
  typeof node === 'string' ? node : typeof node === 'object' && node !== null ? String((node as { '#text'?: unknown })['#text'] ?? '') : undefined;

/**
 * Reads EDGAR's Atom feed: the feed's `updated`, and per entry the form (category term), filer name and CIK (from the
 * title `FORM - NAME (CIK) (Filer)`), filing date and accession number (from the summary), acceptance time and index
 * URL. A body that is not an Atom feed (an HTML throttling page), or an entry missing what is read, is a 503.
 */
function readFeed(text: string, form: string): { updated: string | null; entries: SecFeedEntry[] } {
  const feed = XMLValidator.validate(text) === true ? (atomParser.parse(text) as { feed?: { updated?: unknown; entry?: readonly AtomEntry[] } }).feed : undefined;
  if (feed === undefined || typeof feed !== 'object') throw failUnreadable(SEC_SOURCE, 'its answer is not an Atom feed (an HTML page or a cut body)');
  const updated = textOf(feed.updated)?.trim() ?? null;
  const entries: SecFeedEntry[] = [];
  for (const entry of feed.entry ?? []) {
    const term = entry.category?.[0]?.['@_term'];
    const title = textOf(entry.title) ?? '';
    const head = /^(.*?) - (.*) \((\d{10})\) \((?:Filer|Subject|Filed by|Reporting|Issuer)?\)\s*$/.exec(title) ?? /^(.*?) - (.*) \((\d{10})\)/.exec(title);
    // The summary is HTML (type="html"): `<b>Filed:</b> 2024-05-10 <b>AccNo:</b> 0001...`, read as its text.
    const summary = htmlToText(textOf(entry.summary) ?? '');
    const filed = /Filed:\s*(\d{4}-\d{2}-\d{2})/.exec(summary)?.[1];
    const accession = /AccNo:\s*(\d{10}-\d{2}-\d{6})/.exec(summary)?.[1];
    const entryUpdated = textOf(entry.updated)?.trim();
    const href = entry.link?.[0]?.['@_href'];
    if (term === undefined || head === null || filed === undefined || accession === undefined || entryUpdated === undefined || href === undefined) {
      throw failUnreadable(SEC_SOURCE, `an entry of the ${form} feed lacks its form, filer, filing date, accession number, time or link`);
    }
    if (term !== form) continue;
    entries.push({ form, company: head[2]!.trim(), cik: head[3]!, accession, filed, updated: entryUpdated, url: href });
  }
  return { updated, entries };
}
