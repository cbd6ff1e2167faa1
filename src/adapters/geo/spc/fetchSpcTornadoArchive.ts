import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { TornadoMonth } from '../../../markets/ports/GeophysicalSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { readCsvRows } from '../../../core/_lib/readCsvRows.js';

/** The source id of SPC's severe-weather database in the fetch layer. */
export const SPC_ARCHIVE_SOURCE = 'spc.archive';

/**
 * The database file read by default. SPC renames it when a year is added (`1950-<last year>_actual_tornadoes.csv`);
 * pass `url` to read a newer one.
 */
export const SPC_TORNADO_ARCHIVE_URL = 'https://www.spc.noaa.gov/wcm/data/1950-2024_actual_tornadoes.csv';

/** Options of {@link fetchSpcTornadoArchive}. */
export interface FetchSpcTornadoArchiveOptions {
  /** The database file. Default {@link SPC_TORNADO_ARCHIVE_URL}. */
  readonly url?: string;
  readonly trace?: SourceRecorder;
}

/**
 * Counts the tornadoes of each month in SPC's final tornado database (one row per tornado or state segment; a tornado
 * is its year and per-year number `om`, counted once). Months without a tornado in a covered year count 0. A file
 * without the `om,yr,mo` columns is a 503 naming the source.
 *
 * @param fetcher - The fetch layer (policy `spc.archive`).
 * @param options - {@link FetchSpcTornadoArchiveOptions}.
 * @returns Every month of every year the file covers, oldest first.
 * @throws {@link SourceUnavailableError} `spc.archive`.
 * @example
 * ```ts
 * const months = await fetchSpcTornadoArchive(fetcher);
 * ```
 * @see https://www.spc.noaa.gov/wcm/#data
 */
export async function fetchSpcTornadoArchive(fetcher: SourceFetcher, options: FetchSpcTornadoArchiveOptions = {}): Promise<readonly TornadoMonth[]> {
  const res = await fetcher.fetch(SPC_ARCHIVE_SOURCE, { url: options.url ?? SPC_TORNADO_ARCHIVE_URL, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const rows = readCsvRows(res.text(), { trim: true });
  const header = rows[0]?.fields ?? [];
  const om = header.indexOf('om');
  const yr = header.indexOf('yr');
  const mo = header.indexOf('mo');
  if (om < 0 || yr < 0 || mo < 0) throw failUnreadable(SPC_ARCHIVE_SOURCE, 'the tornado database has no om, yr and mo columns');
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const { line, fields: f, error } of rows.slice(1)) {
    if (error !== null) throw failUnreadable(SPC_ARCHIVE_SOURCE, `line ${line} has malformed quotes (${error})`);
    const year = Number(f[yr]);
    const month = Number(f[mo]);
    if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) throw failUnreadable(SPC_ARCHIVE_SOURCE, `a row has an unreadable year or month: ${f.join(',').slice(0, 60)}`);
    const key = `${year}:${f[om]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const ym = `${year}-${month}`;
    counts.set(ym, (counts.get(ym) ?? 0) + 1);
    first = Math.min(first, year);
    last = Math.max(last, year);
  }
  if (!Number.isFinite(first)) throw failUnreadable(SPC_ARCHIVE_SOURCE, 'the tornado database holds no row');
  const months: TornadoMonth[] = [];
  for (let year = first; year <= last; year++) for (let month = 1; month <= 12; month++) months.push({ year, month, count: counts.get(`${year}-${month}`) ?? 0 });
  return months;
}
