import { z } from 'zod';
import { GuidekitError } from '../../../core/GuidekitError.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { StationObservation, StationObservations } from '../../../markets/ports/WeatherSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../../markets/_lib/parseSourceJson.js';

/** The source id of the NWS API in the fetch layer. */
export const NWS_SOURCE = 'nws';

const quantity = z
  .object({ value: z.number().nullable().optional(), unitCode: z.string().optional(), qualityControl: z.string().nullable().optional() })
  .nullable()
  .optional();

const observationsSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      properties: z.object({
        timestamp: z.string(),
        temperature: quantity,
        precipitationLastHour: quantity,
      }),
    }),
  ),
});

/** Options of {@link fetchNwsObservations}. */
export interface FetchNwsObservationsOptions {
  /** Contact sent in the User-Agent, as NWS asks (a URL or an e-mail address). */
  readonly contact: string;
  readonly trace?: SourceRecorder;
}

/** Quality-control flags NWS gives a value that failed its checks (X: rejected; Q: questioned). */
const FAILED_QC = new Set(['X', 'qc:X', 'Q', 'qc:Q']);

function readValue(q: z.infer<typeof quantity>, kind: 'temperature' | 'precipitation'): number | null {
  if (q === null || q === undefined || q.value === null || q.value === undefined) return null;
  if (q.qualityControl !== null && q.qualityControl !== undefined && FAILED_QC.has(q.qualityControl)) return null;
  const unit = (q.unitCode ?? '').replace(/^(wmoUnit|unit):/, '');
  if (kind === 'temperature') {
    if (unit === 'degC') return (q.value * 9) / 5 + 32;
    if (unit === 'degF') return q.value;
    throw failUnreadable(NWS_SOURCE, `a temperature is in an unknown unit ${JSON.stringify(q.unitCode)}`);
  }
  // Precipitation: the current API gives millimetres, older answers metres.
  if (unit === 'mm') return q.value / 25.4;
  if (unit === 'm') return (q.value * 1000) / 25.4;
  throw failUnreadable(NWS_SOURCE, `a precipitation amount is in an unknown unit ${JSON.stringify(q.unitCode)}`);
}

/**
 * Reads a station's observations over a period from the NWS API (`/stations/{id}/observations?start&end`), temperature
 * in °F (converted from the °C the API sends) and the last hour's precipitation in inches; a value that failed NWS's
 * quality control is dropped (null); only observations inside the period are kept. A station NWS does not know (404) is a bad argument naming `station`; anything
 * else unreadable is a 503 naming `nws`.
 *
 * @param fetcher - The fetch layer (policy `nws`).
 * @param request - Station id and the period (epoch ms).
 * @param options - {@link FetchNwsObservationsOptions}.
 * @returns The observations, oldest first.
 * @throws {@link GuidekitError} `unknown_station` naming `station`; {@link SourceUnavailableError} `nws`.
 * @example
 * ```ts
 * await fetchNwsObservations(fetcher, { station: 'KNYC', from, to }, { contact: 'https://guidekit.dev' });
 * ```
 * @see https://www.weather.gov/documentation/services-web-api
 */
export async function fetchNwsObservations(fetcher: SourceFetcher, request: { readonly station: string; readonly from: number; readonly to: number }, options: FetchNwsObservationsOptions): Promise<StationObservations> {
  const station = request.station.trim().toUpperCase();
  if (!/^[A-Z0-9]{3,6}$/.test(station)) {
    throw new GuidekitError(`weather.stationObservations: station must be a station id such as KNYC, got ${JSON.stringify(request.station)}`, { code: 'invalid_station', field: 'station' });
  }
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const url = `https://api.weather.gov/stations/${station}/observations?start=${encodeURIComponent(iso(request.from))}&end=${encodeURIComponent(iso(request.to))}`;
  const res = await fetcher.fetch(NWS_SOURCE, {
    url,
    headers: { 'user-agent': `guidekit (${options.contact})`, accept: 'application/geo+json' },
    acceptStatus: [404],
    ...(options.trace === undefined ? {} : { trace: options.trace }),
  });
  if (res.status === 404) {
    throw new GuidekitError(`weather.stationObservations: the National Weather Service has no station ${JSON.stringify(station)}`, { code: 'unknown_station', field: 'station' });
  }
  const body = parseSourceJson(res, observationsSchema, NWS_SOURCE, 'the observations answer');
  const observations: StationObservation[] = [];
  for (const feature of body.features) {
    const time = Date.parse(feature.properties.timestamp);
    if (!Number.isFinite(time)) throw failUnreadable(NWS_SOURCE, `an observation has an unreadable time ${JSON.stringify(feature.properties.timestamp)}`);
    // The API filters by start and end; a copy that kept more (a cache, a proxy) is held to the period asked.
    if (time < request.from || time > request.to) continue;
    observations.push({ time, temperatureF: readValue(feature.properties.temperature, 'temperature'), precipitationLastHourIn: readValue(feature.properties.precipitationLastHour, 'precipitation') });
  }
  observations.sort((a, b) => a.time - b.time);
  return { station, observations };
}
