import { z } from 'zod';
import type { SourceRecorder } from '../../core/sourceUse.js';
import type { MacroObservation } from '../../markets/events/MacroReleaseSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { failUnreadable } from '../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../markets/_lib/parseSourceJson.js';

/** The source id of the BLS public data API in the fetch layer. */
export const BLS_SOURCE = 'bls';

/** Options of {@link fetchBlsSeries}. */
export interface FetchBlsSeriesOptions {
  readonly trace?: SourceRecorder;
}

const blsSchema = z.object({
  status: z.string(),
  message: z.array(z.string()).optional(),
  Results: z
    .object({
      series: z
        .array(
          z.object({
            seriesID: z.string(),
            data: z.array(z.object({ year: z.string().regex(/^\d{4}$/), period: z.string(), value: z.string() })),
          }),
        )
        .optional(),
    })
    .optional(),
});

/**
 * Fetches one monthly series from the BLS Public Data API without a key (`GET
 * https://api.bls.gov/publicAPI/v2/timeseries/data/<id>`, which answers the current year and the two before). Monthly
 * periods `M01`..`M12` become `YYYY-MM`; the annual average `M13` and values BLS left blank (`-`) are skipped. An answer
 * that did not succeed, or names another series, is a 503 naming `bls`.
 *
 * @param fetcher - The fetch layer.
 * @param seriesId - The BLS series id (`CUUR0000SA0`, `CES0000000001`).
 * @param options - {@link FetchBlsSeriesOptions}.
 * @returns The observations, oldest first.
 * @throws {@link SourceUnavailableError} `bls` when BLS is down, over its daily limit, or answers something unreadable.
 * @example
 * ```ts
 * const cpi = await fetchBlsSeries(fetcher, 'CUUR0000SA0');
 * ```
 * @see https://www.bls.gov/developers/api_signature_v2.htm
 */
export async function fetchBlsSeries(fetcher: SourceFetcher, seriesId: string, options: FetchBlsSeriesOptions = {}): Promise<MacroObservation[]> {
  const res = await fetcher.fetch(BLS_SOURCE, { url: `https://api.bls.gov/publicAPI/v2/timeseries/data/${encodeURIComponent(seriesId)}`, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const body = parseSourceJson(res, blsSchema, BLS_SOURCE, 'the time-series answer');
  if (body.status !== 'REQUEST_SUCCEEDED') throw failUnreadable(BLS_SOURCE, `it did not process the request (${body.status}: ${(body.message ?? []).join(' ')})`.trim());
  const series = body.Results?.series?.find((s) => s.seriesID === seriesId);
  if (series === undefined) throw failUnreadable(BLS_SOURCE, `its answer holds no series ${seriesId}`);
  const out: MacroObservation[] = [];
  for (const row of series.data) {
    const month = /^M(0[1-9]|1[0-2])$/.exec(row.period);
    const value = Number(row.value);
    if (month === null || row.value.trim() === '' || !Number.isFinite(value)) continue;
    out.push({ period: `${row.year}-${month[1]}`, value });
  }
  return out.sort((a, b) => a.period.localeCompare(b.period));
}
