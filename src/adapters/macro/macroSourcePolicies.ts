import { defineSourcePolicy, type SourcePolicy } from '../fetch/SourcePolicy.js';

/**
 * The fetch-layer policy of the macro-ladder series reader (port `macroSeries`): FRED's keyless CSV download of a
 * series' whole history (docs/prediction-endpoints.md).
 */
export const MACRO_SOURCE_POLICIES: readonly SourcePolicy[] = [
  defineSourcePolicy('fred.graph', 'FRED (Federal Reserve Bank of St. Louis) series download, keyless CSV (fred.stlouisfed.org/graph/fredgraph.csv)', {
    port: 'macroSeries',
    timeoutMs: 30_000,
    ttlSeconds: 6 * 3600,
    maxBytes: 4 * 1024 * 1024,
    maxConcurrent: 1,
    rateLimit: { requests: 30, perSeconds: 60, documented: 'not published for the CSV download (the keyed FRED API allows 120 requests a minute); kept at one every two seconds' },
  }),
];
