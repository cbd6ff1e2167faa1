import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { SeaIceDay } from '../../../markets/ports/GeophysicalSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { readCsvRows } from '../../../core/_lib/readCsvRows.js';

/** The source id of NSIDC's Sea Ice Index in the fetch layer. */
export const NSIDC_SOURCE = 'nsidc';

/** The daily Northern Hemisphere extent file (Sea Ice Index version 4). */
export const NSIDC_NORTH_DAILY_URL = 'https://noaadata.apps.nsidc.org/NOAA/G02135/north/daily/data/N_seaice_extent_daily_v4.0.csv';

/** Options of {@link fetchNsidcSeaIce}. */
export interface FetchNsidcSeaIceOptions {
  /** The file. Default {@link NSIDC_NORTH_DAILY_URL}. */
  readonly url?: string;
  readonly trace?: SourceRecorder;
}

/**
 * Reads NSIDC's daily sea-ice extent (millions of km²) from the Sea Ice Index CSV: two header lines (names, units),
 * then `Year, Month, Day, Extent, Missing, Source Data`, the last field quoted in newer rows. A file without that
 * header, or a row whose date or extent does not read, is a 503 naming `nsidc`.
 *
 * @param fetcher - The fetch layer (policy `nsidc`).
 * @param options - {@link FetchNsidcSeaIceOptions}.
 * @returns The days, oldest first.
 * @throws {@link SourceUnavailableError} `nsidc`.
 * @example
 * ```ts
 * const days = await fetchNsidcSeaIce(fetcher);
 * ```
 * @see https://nsidc.org/data/g02135
 */
export async function fetchNsidcSeaIce(fetcher: SourceFetcher, options: FetchNsidcSeaIceOptions = {}): Promise<readonly SeaIceDay[]> {
  const res = await fetcher.fetch(NSIDC_SOURCE, { url: options.url ?? NSIDC_NORTH_DAILY_URL, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const rows = readCsvRows(res.text(), { trim: true });
  const header = (rows[0]?.fields ?? []).map((h) => h.toLowerCase());
  if (header[0] !== 'year' || header[1] !== 'month' || header[2] !== 'day' || header[3] !== 'extent') throw failUnreadable(NSIDC_SOURCE, 'the sea-ice file does not start with Year, Month, Day, Extent');
  const days: SeaIceDay[] = [];
  // The second line is the units row (YYYY, MM, DD, 10^6 sq km...).
  for (const { line, fields: f, error } of rows.slice(2)) {
    if (error !== null) throw failUnreadable(NSIDC_SOURCE, `line ${line} has malformed quotes (${error})`);
    const [y, m, d, e] = [Number(f[0]), Number(f[1]), Number(f[2]), Number(f[3])];
    if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d) || !Number.isFinite(e)) throw failUnreadable(NSIDC_SOURCE, `line ${line} does not read: ${f.join(',').slice(0, 60)}`);
    days.push({ date: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, extent: e });
  }
  days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return days;
}
