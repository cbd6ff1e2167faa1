import { z } from 'zod';
import type { SourceRecorder } from '../../core/sourceUse.js';
import type { MacroObservation } from '../../markets/events/MacroReleaseSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { parseSourceJson } from '../markets/_lib/parseSourceJson.js';

/** The source id of FRED's API in the fetch layer. */
export const FRED_SOURCE = 'fred';

/** What to ask FRED for. */
export interface FredSeriesQuery {
  /** FRED's series id (`PAYEMS`, `CPIAUCNS`, `DFEDTARU`, `A191RL1Q225SBEA`). */
  readonly seriesId: string;
  /** How its dates become periods: `monthly` → `YYYY-MM`, `quarterly` → `YYYY-Qn`, `daily` → the date. */
  readonly frequency: 'monthly' | 'quarterly' | 'daily';
  readonly apiKey: string;
  /** First observation date wanted (ISO). Default: all. */
  readonly from?: string;
}

/** Options of {@link fetchFredSeries}. */
export interface FetchFredSeriesOptions {
  readonly trace?: SourceRecorder;
}

const fredSchema = z.object({
  observations: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), value: z.string() })),
});

/**
 * Fetches a series' observations from FRED (`https://api.stlouisfed.org/fred/series/observations`, JSON, with the
 * key). FRED writes a missing value as `.`; such dates are skipped. The key travels as `api_key`, which the fetch layer
 * redacts from every URL it reports.
 *
 * @param fetcher - The fetch layer.
 * @param query - {@link FredSeriesQuery}.
 * @param options - {@link FetchFredSeriesOptions}.
 * @returns The observations, oldest first.
 * @throws {@link SourceUnavailableError} `fred` when FRED is down, refuses the key, or answers something unreadable.
 * @example
 * ```ts
 * const payrolls = await fetchFredSeries(fetcher, { seriesId: 'PAYEMS', frequency: 'monthly', apiKey });
 * ```
 * @see https://fred.stlouisfed.org/docs/api/fred/series_observations.html
 */
export async function fetchFredSeries(fetcher: SourceFetcher, query: FredSeriesQuery, options: FetchFredSeriesOptions = {}): Promise<MacroObservation[]> {
  const params = new URLSearchParams({ series_id: query.seriesId, api_key: query.apiKey, file_type: 'json' });
  if (query.from !== undefined) params.set('observation_start', query.from);
  const res = await fetcher.fetch(FRED_SOURCE, { url: `https://api.stlouisfed.org/fred/series/observations?${params.toString()}`, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const body = parseSourceJson(res, fredSchema, FRED_SOURCE, 'the observations answer');
  const out: MacroObservation[] = [];
  for (const o of body.observations) {
    const value = Number(o.value);
    if (o.value === '.' || !Number.isFinite(value)) continue;
    const [year, month] = o.date.split('-') as [string, string, string];
    const period = query.frequency === 'daily' ? o.date : query.frequency === 'monthly' ? `${year}-${month}` : `${year}-Q${Math.floor((Number(month) - 1) / 3) + 1}`;
    out.push({ period, value });
  }
  return out.sort((a, b) => a.period.localeCompare(b.period));
}
