import { z } from 'zod';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { EnsembleForecast, EnsembleRequest } from '../../../markets/ports/WeatherSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../../markets/_lib/parseSourceJson.js';

/** The source id of Open-Meteo's ensemble API in the fetch layer. */
export const OPEN_METEO_ENSEMBLE_SOURCE = 'open-meteo.ensemble';

const series = z.array(z.number().nullable());
const ensembleSchema = z.object({
  hourly: z.looseObject({ time: z.array(z.number()) }),
  hourly_units: z.record(z.string(), z.string()).optional(),
});

/** Options of {@link fetchOpenMeteoEnsemble}. */
export interface FetchOpenMeteoEnsembleOptions {
  /** The ensemble model asked for (Open-Meteo's name, e.g. `gfs025`). */
  readonly model: string;
  /** An Open-Meteo API key: sent to the commercial host when given. Default none (the free, non-commercial host). */
  readonly apiKey?: string;
  readonly trace?: SourceRecorder;
}

/**
 * Reads an ensemble forecast from Open-Meteo (`/v1/ensemble`): hourly 2 m temperature in °F or precipitation in
 * inches, one series per member (the control `temperature_2m` and `temperature_2m_memberNN`), hours as Unix times.
 * An answer without members, with series of another length than the hours, or in another unit is a 503 naming the
 * source.
 *
 * @param fetcher - The fetch layer (policy `open-meteo.ensemble`).
 * @param request - Point, zone, variable and days.
 * @param options - {@link FetchOpenMeteoEnsembleOptions}.
 * @returns {@link EnsembleForecast}.
 * @throws {@link SourceUnavailableError} `open-meteo.ensemble`.
 * @example
 * ```ts
 * await fetchOpenMeteoEnsemble(fetcher, { latitude: 40.78, longitude: -73.97, timeZone: 'America/New_York', variable: 'temperature' }, { model: 'gfs025' });
 * ```
 * @see https://open-meteo.com/en/docs/ensemble-api
 */
export async function fetchOpenMeteoEnsemble(fetcher: SourceFetcher, request: EnsembleRequest, options: FetchOpenMeteoEnsembleOptions): Promise<EnsembleForecast> {
  const variable = request.variable === 'temperature' ? 'temperature_2m' : 'precipitation';
  const params = new URLSearchParams({
    latitude: request.latitude.toFixed(4),
    longitude: request.longitude.toFixed(4),
    hourly: variable,
    models: options.model,
    timezone: request.timeZone,
    timeformat: 'unixtime',
    past_days: String(request.pastDays ?? 1),
    forecast_days: String(request.forecastDays ?? 3),
    ...(request.variable === 'temperature' ? { temperature_unit: 'fahrenheit' } : { precipitation_unit: 'inch' }),
    ...(options.apiKey === undefined ? {} : { apikey: options.apiKey }),
  });
  const host = options.apiKey === undefined ? 'ensemble-api.open-meteo.com' : 'customer-ensemble-api.open-meteo.com';
  const res = await fetcher.fetch(OPEN_METEO_ENSEMBLE_SOURCE, { url: `https://${host}/v1/ensemble?${params.toString()}`, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const body = parseSourceJson(res, ensembleSchema, OPEN_METEO_ENSEMBLE_SOURCE, 'the ensemble answer');
  const expectedUnit = request.variable === 'temperature' ? '°F' : 'inch';
  const times = Float64Array.from(body.hourly.time, (t) => t * 1000);
  const keys = Object.keys(body.hourly).filter((k) => k === variable || new RegExp(`^${variable}_member\\d+$`).test(k));
  const members: Float64Array[] = [];
  for (const key of keys.sort()) {
    const parsed = series.safeParse(body.hourly[key]);
    if (!parsed.success || parsed.data.length !== times.length) throw failUnreadable(OPEN_METEO_ENSEMBLE_SOURCE, `${key} is not a series of ${times.length} hourly values`);
    const unit = body.hourly_units?.[key];
    if (unit !== undefined && unit !== expectedUnit) throw failUnreadable(OPEN_METEO_ENSEMBLE_SOURCE, `${key} is in ${unit}, not ${expectedUnit}`);
    members.push(Float64Array.from(parsed.data, (v) => (v === null ? Number.NaN : v)));
  }
  if (members.length === 0) throw failUnreadable(OPEN_METEO_ENSEMBLE_SOURCE, `the answer holds no ${variable} member`);
  return { model: options.model, times, members, unit: expectedUnit };
}
