import { defineSourcePolicy, type SourcePolicy } from '../fetch/SourcePolicy.js';

/**
 * The fetch-layer policies of the release-value sources of the event scanner (port `macroReleases`): the BLS public data
 * API without a key, and the FRED API with one. Published figures change at most once a day, so answers are cached
 * for six hours.
 */
export const RELEASE_SOURCE_POLICIES: readonly SourcePolicy[] = [
  defineSourcePolicy('bls', 'BLS Public Data API v2, keyless (CPI and payrolls; the current year and the two before, 25 queries a day)', {
    port: 'macroReleases',
    ttlSeconds: 6 * 3600,
    maxConcurrent: 1,
    // 25 a day without a registration key, per instance; the cache does the rest.
    rateLimit: { requests: 25, perSeconds: 86_400, documented: 'bls.gov/developers: version 2.0 without registration, 25 queries per day' },
  }),
  defineSourcePolicy('fred', 'FRED API (St. Louis Fed) series observations; needs GUIDEKIT_FRED_API_KEY', {
    port: 'macroReleases',
    ttlSeconds: 6 * 3600,
    maxConcurrent: 2,
    rateLimit: { requests: 120, perSeconds: 60, documented: 'fred.stlouisfed.org/docs/api: 120 requests per minute per key' },
  }),
];
