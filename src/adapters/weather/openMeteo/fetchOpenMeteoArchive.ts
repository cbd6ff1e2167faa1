import { z } from 'zod';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { DailyHistory, DailyHistoryRequest } from '../../../markets/ports/WeatherSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../../markets/_lib/parseSourceJson.js';

/** The source id of Open-Meteo's historical weather API in the fetch layer. */
export const OPEN_METEO_ARCHIVE_SOURCE = 'open-meteo.archive';

const archiveSchema = z.object({
  daily: z.object({ time: z.array(z.string()), precipitation_sum: z.array(z.number().nullable()) }),
  daily_units: z.record(z.string(), z.string()).optional(),
});

/** Options of {@link fetchOpenMeteoArchive}. */
export interface FetchOpenMeteoArchiveOptions {
  /** An Open-Meteo API key: sent to the commercial host when given. Default none. */
  readonly apiKey?: string;
  readonly trace?: SourceRecorder;
}

/**
 * Reads daily precipitation totals (inches) over a date range from Open-Meteo's historical weather API
 * (`/v1/archive`, reanalysis at the point): the climatology of the monthly rain ladders. A missing day is NaN; an
 * answer in millimetres when inches were asked, or with a length mismatch, is a 503 naming the source.
 *
 * @param fetcher - The fetch layer (policy `open-meteo.archive`).
 * @param request - Point, dates and zone.
 * @param options - {@link FetchOpenMeteoArchiveOptions}.
 * @returns {@link DailyHistory}.
 * @throws {@link SourceUnavailableError} `open-meteo.archive`.
 * @example
 * ```ts
 * await fetchOpenMeteoArchive(fetcher, { latitude: 47.45, longitude: -122.31, from: '1996-01-01', to: '2025-12-31', timeZone: 'America/Los_Angeles' }, {});
 * ```
 * @see https://open-meteo.com/en/docs/historical-weather-api
 */
export async function fetchOpenMeteoArchive(fetcher: SourceFetcher, request: DailyHistoryRequest, options: FetchOpenMeteoArchiveOptions = {}): Promise<DailyHistory> {
  const params = new URLSearchParams({
    latitude: request.latitude.toFixed(4),
    longitude: request.longitude.toFixed(4),
    start_date: request.from,
    end_date: request.to,
    daily: 'precipitation_sum',
    precipitation_unit: 'inch',
    timezone: request.timeZone,
    ...(options.apiKey === undefined ? {} : { apikey: options.apiKey }),
  });
  const host = options.apiKey === undefined ? 'archive-api.open-meteo.com' : 'customer-archive-api.open-meteo.com';
  const res = await fetcher.fetch(OPEN_METEO_ARCHIVE_SOURCE, { url: `https://${host}/v1/archive?${params.toString()}`, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const body = parseSourceJson(res, archiveSchema, OPEN_METEO_ARCHIVE_SOURCE, 'the archive answer');
  const unit = body.daily_units?.precipitation_sum;
  if (unit !== undefined && unit !== 'inch') throw failUnreadable(OPEN_METEO_ARCHIVE_SOURCE, `precipitation is in ${unit}, not inch`);
  if (body.daily.precipitation_sum.length !== body.daily.time.length) throw failUnreadable(OPEN_METEO_ARCHIVE_SOURCE, 'the daily totals and dates differ in length');
  if (body.daily.time.some((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d))) throw failUnreadable(OPEN_METEO_ARCHIVE_SOURCE, 'a daily time is not an ISO date');
  return { dates: body.daily.time, precipitationIn: Float64Array.from(body.daily.precipitation_sum, (v) => (v === null ? Number.NaN : v)) };
}
