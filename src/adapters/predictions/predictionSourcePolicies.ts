import { defineSourcePolicy, type SourcePolicy } from '../fetch/SourcePolicy.js';

/**
 * The fetch-layer policies of the prediction venues, with the rate limits each venue documents (kept per instance).
 * Listings are cached briefly; books are never reused (docs/prediction-venues.md).
 */
export const PREDICTION_SOURCE_POLICIES: readonly SourcePolicy[] = [
  defineSourcePolicy('polymarket.gamma', 'Polymarket Gamma API (market and event metadata, gamma-api.polymarket.com)', {
    port: 'venues',
    rateLimit: { requests: 300, perSeconds: 10, documented: 'docs.polymarket.com/api-reference/rate-limits: Gamma /markets 300 req/10 s (/events 500), read 2026-11-25' },
    maxConcurrent: 4,
  }),
  defineSourcePolicy('polymarket.clob', 'Polymarket CLOB API (order books and price history, clob.polymarket.com)', {
    port: 'venues',
    rateLimit: { requests: 1000, perSeconds: 10, documented: 'docs.polymarket.com/api-reference/rate-limits: CLOB /prices-history 1,000 req/10 s (/book 1,500), read 2026-11-25' },
    maxConcurrent: 4,
  }),
  defineSourcePolicy('kalshi', 'Kalshi trade API v2, public market data (api.elections.kalshi.com)', {
    port: 'venues',
    rateLimit: { requests: 20, perSeconds: 1, documented: 'docs.kalshi.com/getting_started/rate_limits: Basic tier 20 reads per second, read 2026-11-25' },
    maxConcurrent: 4,
  }),
  defineSourcePolicy('manifold', 'Manifold Markets API (play money, api.manifold.markets)', {
    port: 'venues',
    rateLimit: { requests: 500, perSeconds: 60, documented: 'docs.manifold.markets/api, Usage Guidelines: 500 requests per minute per IP (manifoldmarkets/manifold docs/docs/api.md)' },
    maxConcurrent: 4,
  }),
];
