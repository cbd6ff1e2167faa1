import { defineSourcePolicy, type SourcePolicy } from '../fetch/SourcePolicy.js';

/**
 * The fetch-layer policies of the geophysical sources (port `geo`): the USGS earthquake catalogue (FDSN event
 * service), NOAA SPC's daily storm reports and tornado database, and NSIDC's Sea Ice Index (docs/prediction-endpoints.md).
 * None of them publishes a request rate; each is kept at a polite pace.
 */
export const GEO_SOURCE_POLICIES: readonly SourcePolicy[] = [
  defineSourcePolicy('usgs', 'USGS earthquake catalogue, FDSN event web service (earthquake.usgs.gov/fdsnws/event/1)', {
    port: 'geo',
    ttlSeconds: 300,
    maxConcurrent: 2,
    rateLimit: { requests: 60, perSeconds: 60, documented: 'earthquake.usgs.gov/fdsnws/event/1: no request rate is published, only a 20,000-event limit per query; kept at one a second' },
  }),
  defineSourcePolicy('spc.reports', 'NOAA Storm Prediction Center daily storm reports, filtered tornado CSV (spc.noaa.gov/climo/reports)', {
    port: 'geo',
    ttlSeconds: 600,
    maxConcurrent: 2,
    rateLimit: { requests: 60, perSeconds: 60, documented: 'not published; kept at one a second' },
  }),
  defineSourcePolicy('spc.archive', 'NOAA Storm Prediction Center severe-weather database, tornadoes since 1950 (spc.noaa.gov/wcm/data)', {
    port: 'geo',
    timeoutMs: 60_000,
    ttlSeconds: 30 * 86_400,
    maxBytes: 32 * 1024 * 1024,
    maxConcurrent: 1,
    rateLimit: { requests: 10, perSeconds: 60, documented: 'not published; one large file, fetched rarely' },
  }),
  defineSourcePolicy('nsidc', 'NSIDC Sea Ice Index, daily Northern Hemisphere extent CSV (noaadata.apps.nsidc.org, G02135)', {
    port: 'geo',
    timeoutMs: 30_000,
    ttlSeconds: 6 * 3600,
    maxBytes: 8 * 1024 * 1024,
    maxConcurrent: 1,
    rateLimit: { requests: 10, perSeconds: 60, documented: 'not published; one file updated daily' },
  }),
];
