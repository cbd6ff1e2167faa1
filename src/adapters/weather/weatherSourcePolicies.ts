import { defineSourcePolicy, type SourcePolicy } from '../fetch/SourcePolicy.js';

/**
 * The fetch-layer policies of the weather sources (port `weather`): the US National Weather Service API for station
 * observations, and Open-Meteo's ensemble and historical APIs for the forecast members and the climatology, each with
 * the limit its operator documents (docs/prediction-endpoints.md).
 */
export const WEATHER_SOURCE_POLICIES: readonly SourcePolicy[] = [
  defineSourcePolicy('nws', 'US National Weather Service API, station observations (api.weather.gov; a User-Agent with contact is required)', {
    port: 'weather',
    ttlSeconds: 300,
    maxConcurrent: 4,
    rateLimit: { requests: 60, perSeconds: 60, documented: 'weather.gov/documentation/services-web-api: the limit is not published ("generous for typical use"; a request over it should retry after about 5 s); kept at one a second' },
  }),
  defineSourcePolicy('open-meteo.ensemble', 'Open-Meteo Ensemble API, hourly members (ensemble-api.open-meteo.com)', {
    port: 'weather',
    ttlSeconds: 3600,
    maxBytes: 16 * 1024 * 1024,
    maxConcurrent: 2,
    rateLimit: { requests: 600, perSeconds: 60, documented: 'open-meteo.com/en/terms: the free, non-commercial API allows under 10,000 calls a day, 5,000 an hour and 600 a minute; an ensemble call counts as several' },
  }),
  defineSourcePolicy('open-meteo.archive', 'Open-Meteo Historical Weather API, daily precipitation (archive-api.open-meteo.com)', {
    port: 'weather',
    timeoutMs: 30_000,
    ttlSeconds: 7 * 86_400,
    maxBytes: 16 * 1024 * 1024,
    maxConcurrent: 1,
    rateLimit: { requests: 600, perSeconds: 60, documented: 'open-meteo.com/en/terms: the free, non-commercial API allows under 10,000 calls a day, 5,000 an hour and 600 a minute; a long history counts as several' },
  }),
];
