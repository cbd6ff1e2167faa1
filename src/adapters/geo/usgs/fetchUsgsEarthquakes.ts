import { z } from 'zod';
import { GuidekitError } from '../../../core/GuidekitError.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { EarthquakeEvent, EarthquakeWindow } from '../../../markets/ports/GeophysicalSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../../markets/_lib/parseSourceJson.js';

/** The source id of the USGS FDSN event service in the fetch layer. */
export const USGS_SOURCE = 'usgs';

const BASE = 'https://earthquake.usgs.gov/fdsnws/event/1';
const countSchema = z.object({ count: z.number().int().nonnegative(), maxAllowed: z.number().optional() });
const eventsSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.object({ id: z.string(), properties: z.object({ mag: z.number().nullable(), place: z.string().nullable().optional(), time: z.number() }) })),
});

function windowParams(fn: string, window: EarthquakeWindow): URLSearchParams {
  if (typeof window.minMagnitude !== 'number' || !Number.isFinite(window.minMagnitude) || window.minMagnitude < -1 || window.minMagnitude > 10) {
    throw new GuidekitError(`${fn}: minMagnitude must be a magnitude from -1 to 10, got ${String(window.minMagnitude)}`, { code: 'invalid_number', field: 'minMagnitude' });
  }
  for (const field of ['from', 'to'] as const) {
    if (typeof window[field] !== 'string' || !Number.isFinite(Date.parse(window[field]))) {
      throw new GuidekitError(`${fn}: ${field} must be an ISO date or instant, got ${JSON.stringify(window[field])}`, { code: 'invalid_date', field });
    }
  }
  return new URLSearchParams({ format: 'geojson', starttime: window.from, endtime: window.to, minmagnitude: String(window.minMagnitude) });
}

/** Options of the USGS readers. */
export interface FetchUsgsOptions {
  readonly trace?: SourceRecorder;
}

/**
 * Counts the catalogued earthquakes at or above a magnitude in a period (`/count?format=geojson`). A count at the
 * service's own ceiling (`maxAllowed`) is refused as unreadable rather than reported as exact.
 *
 * @param fetcher - The fetch layer (policy `usgs`).
 * @param window - {@link EarthquakeWindow}.
 * @param options - {@link FetchUsgsOptions}.
 * @returns The count.
 * @throws {@link GuidekitError} for a bad magnitude or date; {@link SourceUnavailableError} `usgs`.
 * @example
 * ```ts
 * await countUsgsEarthquakes(fetcher, { minMagnitude: 7, from: '2026-01-01', to: '2026-11-25' });
 * ```
 * @see https://earthquake.usgs.gov/fdsnws/event/1/
 */
export async function countUsgsEarthquakes(fetcher: SourceFetcher, window: EarthquakeWindow, options: FetchUsgsOptions = {}): Promise<number> {
  const params = windowParams('geo.countEarthquakes', window);
  const res = await fetcher.fetch(USGS_SOURCE, { url: `${BASE}/count?${params.toString()}`, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const body = parseSourceJson(res, countSchema, USGS_SOURCE, 'the count answer');
  if (body.maxAllowed !== undefined && body.count >= body.maxAllowed) throw failUnreadable(USGS_SOURCE, `the count reached the service's ceiling of ${body.maxAllowed}`);
  return body.count;
}

/**
 * Lists the catalogued earthquakes at or above a magnitude in a period, largest first (`/query?format=geojson&orderby=magnitude`).
 * No event is an empty list (the service may answer 204 No Content).
 *
 * @param fetcher - The fetch layer (policy `usgs`).
 * @param window - {@link EarthquakeWindow} and how many at most (default 20).
 * @param options - {@link FetchUsgsOptions}.
 * @returns The events.
 * @throws {@link GuidekitError} for a bad magnitude or date; {@link SourceUnavailableError} `usgs`.
 * @example
 * ```ts
 * await listUsgsEarthquakes(fetcher, { minMagnitude: 7, from: '2026-01-01', to: '2026-11-25', limit: 5 });
 * ```
 * @see https://earthquake.usgs.gov/fdsnws/event/1/
 */
export async function listUsgsEarthquakes(fetcher: SourceFetcher, window: EarthquakeWindow & { readonly limit?: number }, options: FetchUsgsOptions = {}): Promise<readonly EarthquakeEvent[]> {
  const params = windowParams('geo.listEarthquakes', window);
  params.set('orderby', 'magnitude');
  params.set('limit', String(window.limit ?? 20));
  const res = await fetcher.fetch(USGS_SOURCE, { url: `${BASE}/query?${params.toString()}`, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  if (res.status === 204) return [];
  const body = parseSourceJson(res, eventsSchema, USGS_SOURCE, 'the event query answer');
  return body.features.map((f) => ({ id: f.id, magnitude: f.properties.mag, place: f.properties.place ?? null, time: f.properties.time }));
}
