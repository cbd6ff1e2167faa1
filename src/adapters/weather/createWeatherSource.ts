import type { WeatherSource } from '../../markets/ports/WeatherSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { fetchNwsObservations } from './nws/fetchNwsObservations.js';
import { fetchOpenMeteoArchive } from './openMeteo/fetchOpenMeteoArchive.js';
import { fetchOpenMeteoEnsemble } from './openMeteo/fetchOpenMeteoEnsemble.js';

/** Options of {@link createWeatherSource}. */
export interface CreateWeatherSourceOptions {
  /** The fetch layer (policies `nws`, `open-meteo.ensemble`, `open-meteo.archive`). */
  readonly fetcher: SourceFetcher;
  /** Contact in the User-Agent NWS requires. Default `https://guidekit.dev`. */
  readonly contact?: string;
  /** Open-Meteo's ensemble model. Default `gfs025` (NOAA GEFS, 31 members at 0.25°). */
  readonly ensembleModel?: string;
  /** An Open-Meteo API key for commercial use (the free API is non-commercial). Default none. */
  readonly openMeteoApiKey?: string;
}

/**
 * The `weather` port: NWS station observations, the Open-Meteo ensemble and Open-Meteo's daily history, each through
 * the fetch layer under its own source id (docs/prediction-endpoints.md).
 *
 * @param options - {@link CreateWeatherSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const weather = createWeatherSource({ fetcher });
 * await weather.stationObservations({ station: 'KNYC', from, to }, { trace });
 * ```
 * @see https://www.weather.gov/documentation/services-web-api
 * @see https://open-meteo.com/en/docs/ensemble-api
 */
export function createWeatherSource(options: CreateWeatherSourceOptions): WeatherSource {
  const contact = options.contact ?? 'https://guidekit.dev';
  const model = options.ensembleModel ?? 'gfs025';
  const key = options.openMeteoApiKey === undefined ? {} : { apiKey: options.openMeteoApiKey };
  return {
    stationObservations: (request, call) => fetchNwsObservations(options.fetcher, request, { contact, ...(call?.trace === undefined ? {} : { trace: call.trace }) }),
    ensemble: (request, call) => fetchOpenMeteoEnsemble(options.fetcher, request, { model, ...key, ...(call?.trace === undefined ? {} : { trace: call.trace }) }),
    dailyHistory: (request, call) => fetchOpenMeteoArchive(options.fetcher, request, { ...key, ...(call?.trace === undefined ? {} : { trace: call.trace }) }),
  };
}
