import { GuidekitError } from '../../../core/GuidekitError.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { readCsvRows } from '../../../core/_lib/readCsvRows.js';

/** The source id of FRED's CSV download in the fetch layer. */
export const FRED_GRAPH_SOURCE = 'fred.graph';

/** Options of {@link fetchFredGraphCsv}. */
export interface FetchFredGraphCsvOptions {
  readonly trace?: SourceRecorder;
}

/**
 * Reads a FRED series' whole history from the keyless CSV download (`graph/fredgraph.csv?id=<SERIES>`): a header
 * `observation_date,<SERIES>` (older files `DATE,<SERIES>`), then one `YYYY-MM-DD,value` row per period, a blank or
 * `.` value for a period without a figure (left out). A header naming another series, or a row that does not read, is
 * a 503 naming `fred.graph`.
 *
 * @param fetcher - The fetch layer (policy `fred.graph`).
 * @param seriesId - FRED's series id (`UNRATE`, `DGS10`, `CPIAUCNSL`).
 * @param options - {@link FetchFredGraphCsvOptions}.
 * @returns The observations, oldest first.
 * @throws {@link GuidekitError} for a malformed series id; {@link SourceUnavailableError} `fred.graph`.
 * @example
 * ```ts
 * const unrate = await fetchFredGraphCsv(fetcher, 'UNRATE');
 * ```
 * @see https://fred.stlouisfed.org/docs/api/fred/ (series ids)
 */
export async function fetchFredGraphCsv(fetcher: SourceFetcher, seriesId: string, options: FetchFredGraphCsvOptions = {}): Promise<readonly { readonly date: string; readonly value: number }[]> {
  if (!/^[A-Z0-9]{2,30}$/.test(seriesId)) throw new GuidekitError(`macroSeries.loadSeries: a FRED series id is upper-case letters and digits, got ${JSON.stringify(seriesId)}`, { code: 'invalid_series', field: 'series' });
  const res = await fetcher.fetch(FRED_GRAPH_SOURCE, { url: `https://fred.stlouisfed.org/graph/fredgraph.csv?id=${seriesId}`, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const rows = readCsvRows(res.text(), { trim: true });
  const header = rows[0]?.fields ?? [];
  if (header.length !== 2 || !['observation_date', 'DATE'].includes(header[0]!) || header[1] !== seriesId) {
    throw failUnreadable(FRED_GRAPH_SOURCE, `the download does not start with observation_date,${seriesId}`);
  }
  const out: { date: string; value: number }[] = [];
  for (const { line, fields, error } of rows.slice(1)) {
    const [date, raw] = fields;
    if (error !== null || date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw failUnreadable(FRED_GRAPH_SOURCE, `line ${line} has no date: ${fields.join(',').slice(0, 40)}`);
    if (raw === undefined || raw === '' || raw === '.') continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) throw failUnreadable(FRED_GRAPH_SOURCE, `the value of ${date} does not read: ${JSON.stringify(raw)}`);
    out.push({ date, value });
  }
  if (out.length === 0) throw failUnreadable(FRED_GRAPH_SOURCE, `${seriesId} holds no observation`);
  return out;
}
