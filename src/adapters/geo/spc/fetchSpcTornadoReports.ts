import { GuidekitError } from '../../../core/GuidekitError.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { TornadoReport } from '../../../markets/ports/GeophysicalSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { readCsvRows } from '../../../core/_lib/readCsvRows.js';

/** The source id of SPC's daily storm reports in the fetch layer. */
export const SPC_REPORTS_SOURCE = 'spc.reports';

const HEADER = 'Time,F_Scale,Location,County,State,Lat,Lon,Comments';

/** Options of {@link fetchSpcTornadoReports}. */
export interface FetchSpcTornadoReportsOptions {
  readonly trace?: SourceRecorder;
}

/**
 * Reads the filtered preliminary tornado reports of one convective day (12Z to 12Z) from SPC
 * (`climo/reports/YYMMDD_rpts_filtered_torn.csv`; `today` reads the running day's file). SPC answers a day it has no
 * file for with a 404 page: a bad argument naming `date`. A file without the tornado header is a 503 naming the source.
 * Past days' files do not change, so they are cached for a week.
 *
 * @param fetcher - The fetch layer (policy `spc.reports`).
 * @param date - ISO date of the convective day's start, or `today`.
 * @param options - {@link FetchSpcTornadoReportsOptions}.
 * @returns The reports, in the file's order.
 * @throws {@link GuidekitError} `unknown_date` naming `date`; {@link SourceUnavailableError} `spc.reports`.
 * @example
 * ```ts
 * (await fetchSpcTornadoReports(fetcher, '2018-06-15')).length;
 * ```
 * @see https://www.spc.noaa.gov/climo/reports/
 */
export async function fetchSpcTornadoReports(fetcher: SourceFetcher, date: string, options: FetchSpcTornadoReportsOptions = {}): Promise<readonly TornadoReport[]> {
  const today = date === 'today';
  if (!today && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new GuidekitError(`geo.tornadoReports: date must be an ISO date or today, got ${JSON.stringify(date)}`, { code: 'invalid_date', field: 'date' });
  const stem = today ? 'today' : `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`;
  const res = await fetcher.fetch(SPC_REPORTS_SOURCE, {
    url: `https://www.spc.noaa.gov/climo/reports/${stem}_rpts_filtered_torn.csv`,
    acceptStatus: [404],
    ...(today ? {} : { ttlSeconds: 7 * 86_400 }),
    ...(options.trace === undefined ? {} : { trace: options.trace }),
  });
  if (res.status === 404) throw new GuidekitError(`geo.tornadoReports: SPC has no storm-report file for ${date}`, { code: 'unknown_date', field: 'date' });
  const rows = readCsvRows(res.text(), { trim: true });
  if (rows[0]?.line !== 1 || rows[0].fields.join(',') !== HEADER) throw failUnreadable(SPC_REPORTS_SOURCE, 'the tornado report file does not start with its header');
  const reports: TornadoReport[] = [];
  for (const { line, fields: f, error } of rows.slice(1)) {
    if (error !== null) throw failUnreadable(SPC_REPORTS_SOURCE, `line ${line} has malformed quotes (${error})`);
    // An unquoted comment wraps onto the next lines in some files: a report record starts with its HHMM time.
    if (!/^\d{4}$/.test(f[0]!)) continue;
    if (f.length < 7) throw failUnreadable(SPC_REPORTS_SOURCE, `a report line has ${f.length} fields`);
    reports.push({ time: f[0]!, rating: f[1]!, location: f[2]!, state: f[4]! });
  }
  return reports;
}
