import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import type { BarRow } from '../_lib/assembleBars.js';
import { failUnreadable } from '../_lib/failUnreadable.js';
import { readCsvRows } from '../../../core/_lib/readCsvRows.js';

/** The source id of Stooq's CSV download in the fetch layer. */
export const STOOQ_SOURCE = 'stooq';

/** What to ask Stooq for. */
export interface StooqDailyQuery {
  /** Stooq's symbol (`eurusd`, `^spx`, `cl.f`, `aapl.us`). */
  readonly stooqSymbol: string;
  /** First day wanted (epoch ms); default all history. */
  readonly from?: number;
  /** Last day wanted (epoch ms); default the latest. */
  readonly to?: number;
  /** Stooq's download key (since 2026 Stooq answers the CSV only with one). */
  readonly apiKey: string;
}

/** Options of {@link fetchStooqDaily}. */
export interface FetchStooqDailyOptions {
  readonly trace?: SourceRecorder;
}

/** Stooq's answer: daily rows, or its statement that it has no data for the symbol. */
export type StooqDaily = { readonly found: true; readonly rows: readonly BarRow[] } | { readonly found: false };

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * Fetches daily bars from Stooq's CSV download (`https://stooq.com/q/d/l/?s=<symbol>&i=d`), the second source of daily
 * bars when Yahoo fails. Stooq's `No data` is returned as `found: false`; an HTML page (its browser check, or the page
 * asking for an API key, both sent with HTTP 200), a daily-limit notice or a CSV without its header is a 503 naming
 * `stooq`, never parsed as prices. Daily bars are stamped 00:00 UTC of their date; volume is NaN where Stooq has
 * none (FX, metals).
 *
 * @param fetcher - The fetch layer.
 * @param query - {@link StooqDailyQuery}.
 * @param options - {@link FetchStooqDailyOptions}.
 * @returns {@link StooqDaily}.
 * @throws {@link SourceUnavailableError} `stooq` when Stooq is down or answers anything but its CSV.
 * @example
 * ```ts
 * const daily = await fetchStooqDaily(fetcher, { stooqSymbol: 'xauusd', apiKey }, {});
 * ```
 * @see docs/market-sources.md
 */
export async function fetchStooqDaily(fetcher: SourceFetcher, query: StooqDailyQuery, options: FetchStooqDailyOptions = {}): Promise<StooqDaily> {
  const params = new URLSearchParams({ s: query.stooqSymbol, i: 'd' });
  if (query.from !== undefined) params.set('d1', day(query.from));
  if (query.to !== undefined) params.set('d2', day(query.to));
  params.set('apikey', query.apiKey);
  const res = await fetcher.fetch(STOOQ_SOURCE, { url: `https://stooq.com/q/d/l/?${params.toString()}`, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const text = res.text().trim();
  if (/^no data/i.test(text)) return { found: false };
  if (text.startsWith('<')) throw failUnreadable(STOOQ_SOURCE, 'its answer is an HTML page (a browser check or the API-key page), not the CSV file');
  const records = readCsvRows(text, { trim: true });
  const header = (records[0]?.fields ?? []).map((h) => h.toLowerCase());
  const col = (name: string) => header.indexOf(name);
  const [d, o, h, l, c, v] = [col('date'), col('open'), col('high'), col('low'), col('close'), col('volume')];
  if ([d, o, h, l, c].some((i) => i < 0)) throw failUnreadable(STOOQ_SOURCE, `its answer is not the daily CSV (first line: ${JSON.stringify(text.split(/\r?\n/, 1)[0]!.slice(0, 60))})`);
  const rows: BarRow[] = [];
  for (const { fields: cells, error } of records.slice(1)) {
    const line = cells.join(',');
    const time = Date.parse(`${cells[d]}T00:00:00Z`);
    const num = (i: number) => (i < 0 || cells[i] === undefined || cells[i] === '' ? NaN : Number(cells[i]));
    if (error !== null || Number.isNaN(time) || cells.length < header.length) throw failUnreadable(STOOQ_SOURCE, `its CSV has an unreadable row: ${JSON.stringify(line.slice(0, 60))}`);
    rows.push({ time, open: num(o), high: num(h), low: num(l), close: num(c), volume: num(v) });
  }
  return { found: true, rows };
}
