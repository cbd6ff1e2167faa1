import { PREDICTION_SOURCE_POLICIES } from '../predictions/predictionSourcePolicies.js';
import { PERP_SOURCE_POLICIES } from '../perps/perpSourcePolicies.js';
import { RWA_SOURCE_POLICIES } from '../rwa/rwaSourcePolicies.js';
import { SEC_SOURCE_POLICIES } from '../sec/secSourcePolicies.js';
import { GEO_SOURCE_POLICIES } from '../geo/geoSourcePolicies.js';
import { MACRO_SOURCE_POLICIES } from '../macro/macroSourcePolicies.js';
import { RELEASE_SOURCE_POLICIES } from '../macro/releaseSourcePolicies.js';
import { LLM_SOURCE_POLICIES } from '../llm/llmSourcePolicies.js';
import { WEATHER_SOURCE_POLICIES } from '../weather/weatherSourcePolicies.js';
import { RECALL_FETCH_TIMEOUT_MS, RECALL_SOURCE_MAX_BYTES } from '../recalls/recallSourceSettings.js';
import { defineSourcePolicy, type SourcePolicy } from './SourcePolicy.js';

/**
 * The policy of every outside source guidekit's adapters fetch from: one row per source, with the limits its
 * operator documents. The recall feeds are fetched by `guidekit recalls refresh` into the snapshot the `recalls` port
 * reads, so they name no port: the snapshot's own report stands for them. docs/configuration.md lists them; `guidekit data status` and GET /health/data report each
 * one's breaker, rate limit and cache.
 */
export const SOURCE_POLICIES: readonly SourcePolicy[] = [
  defineSourcePolicy('recalls.cpsc', 'CPSC Recalls REST service (saferproducts.gov)', {
    timeoutMs: RECALL_FETCH_TIMEOUT_MS,
    maxBytes: RECALL_SOURCE_MAX_BYTES.cpsc,
    maxConcurrent: 1,
  }),
  defineSourcePolicy('recalls.health-canada', 'Health Canada recalls open-data file', {
    timeoutMs: RECALL_FETCH_TIMEOUT_MS,
    maxBytes: RECALL_SOURCE_MAX_BYTES['health-canada'],
    maxConcurrent: 1,
  }),
  defineSourcePolicy('recalls.safety-gate', 'EU Safety Gate public API', {
    timeoutMs: RECALL_FETCH_TIMEOUT_MS,
    maxBytes: RECALL_SOURCE_MAX_BYTES['safety-gate'],
    // Detail pages are fetched in batches; stay polite to a public service without a stated limit.
    maxConcurrent: 4,
  }),
  defineSourcePolicy('recalls.accc', 'ACCC Product Safety Australia recalls feed', {
    timeoutMs: RECALL_FETCH_TIMEOUT_MS,
    maxBytes: RECALL_SOURCE_MAX_BYTES.accc,
    maxConcurrent: 1,
  }),
  defineSourcePolicy('recalls.nhtsa', 'NHTSA recalls flat file (static.nhtsa.gov)', {
    timeoutMs: RECALL_FETCH_TIMEOUT_MS * 5,
    maxBytes: RECALL_SOURCE_MAX_BYTES.nhtsa,
    maxConcurrent: 1,
  }),
  // Market sources: the prices, crypto, perpBook, positioning and holdings ports (docs/market-sources.md).
  defineSourcePolicy('yahoo', 'Yahoo Finance chart API (v8/finance/chart)', {
    port: 'prices',
    ttlSeconds: 300,
    maxBytes: 16 * 1024 * 1024,
    maxConcurrent: 2,
    rateLimit: { requests: 60, perSeconds: 60, documented: 'not published by Yahoo; about 60 a minute for prices per the yfinance maintainers' },
  }),
  defineSourcePolicy('stooq', 'Stooq daily CSV download (second source of daily bars; needs GUIDEKIT_STOOQ_API_KEY)', {
    port: 'prices',
    ttlSeconds: 3600,
    maxBytes: 16 * 1024 * 1024,
    maxConcurrent: 1,
    rateLimit: { requests: 10, perSeconds: 60, documented: 'not published; Stooq bans abusive clients, so kept low' },
  }),
  defineSourcePolicy('coinbase', 'Coinbase Exchange public candles', {
    port: 'crypto',
    ttlSeconds: 60,
    rateLimit: { requests: 10, perSeconds: 1, documented: 'Coinbase Exchange REST rate limits: public endpoints 10 requests per second per IP' },
  }),
  defineSourcePolicy('kraken', 'Kraken public OHLC (second source of crypto bars)', {
    port: 'crypto',
    ttlSeconds: 60,
    maxConcurrent: 1,
    rateLimit: { requests: 1, perSeconds: 1, documented: 'Kraken REST public endpoints: about 1 request per second' },
  }),
  defineSourcePolicy('coingecko', 'CoinGecko public API (coins/markets)', {
    port: 'crypto',
    ttlSeconds: 300,
    maxConcurrent: 1,
    rateLimit: { requests: 30, perSeconds: 60, documented: 'CoinGecko public (keyless) API: about 30 calls a minute' },
    maxRetryAfterSeconds: 2,
  }),
  defineSourcePolicy('alternative-me', 'alternative.me Crypto Fear & Greed Index API', {
    port: 'crypto',
    ttlSeconds: 3600,
    maxConcurrent: 1,
    rateLimit: { requests: 60, perSeconds: 60, documented: 'alternative.me API docs: 60 requests a minute over a 10-minute window' },
  }),
  defineSourcePolicy('hyperliquid', 'Hyperliquid public info API (books, contexts, HIP-3 dexes, funding)', {
    port: 'perpBook',
    ttlSeconds: 0,
    maxConcurrent: 4,
    // The venue limits by request weight (1200 a minute per IP; 2 for l2Book, 20 for most other info requests):
    // counting every request as weight 20 keeps within it whatever the mix.
    rateLimit: { requests: 60, perSeconds: 60, documented: 'Hyperliquid API docs: 1200 weight a minute per IP, info requests weigh 2 to 20' },
  }),
  defineSourcePolicy('cftc', 'CFTC public reporting API (Socrata): Commitments of Traders', {
    port: 'positioning',
    timeoutMs: 30_000,
    ttlSeconds: 6 * 3600,
    maxBytes: 32 * 1024 * 1024,
    maxConcurrent: 1,
    rateLimit: { requests: 60, perSeconds: 60, documented: 'not numbered: Socrata throttles requests without an app token; kept low' },
  }),
  defineSourcePolicy('ssga', 'State Street SPDR daily holdings workbooks (ssga.com)', {
    port: 'holdings',
    timeoutMs: 30_000,
    ttlSeconds: 6 * 3600,
    maxBytes: 16 * 1024 * 1024,
    maxConcurrent: 1,
  }),
  // Sports sources: the odds, sportsResults, f1, fpl and racecards ports (docs/sports-sources.md).
  defineSourcePolicy('odds-api', 'The Odds API v4 (bookmaker odds; needs GUIDEKIT_ODDS_API_KEY; each priced request counts against the key\'s usage quota)', {
    port: 'odds',
    ttlSeconds: 60,
    maxConcurrent: 4,
    rateLimit: { requests: 30, perSeconds: 1, documented: 'The Odds API error codes page (EXCEEDED_FREQ_LIMIT): 30 calls a second; the monthly usage quota is counted apart, reported in x-requests-remaining' },
  }),
  defineSourcePolicy('football-data', 'football-data.co.uk results and odds CSV archive (mmz4281/<season>/<division>.csv)', {
    port: 'sportsResults',
    timeoutMs: 30_000,
    ttlSeconds: 12 * 3600,
    maxBytes: 8 * 1024 * 1024,
    maxConcurrent: 1,
    rateLimit: { requests: 20, perSeconds: 60, documented: 'not published; one file at a time, kept low' },
  }),
  defineSourcePolicy('jolpica', 'Jolpica F1 API, the Ergast-compatible successor (api.jolpi.ca/ergast/f1)', {
    port: 'f1',
    ttlSeconds: 3600,
    maxConcurrent: 1,
    rateLimit: { requests: 500, perSeconds: 3600, documented: 'jolpica-f1 docs/rate_limits.md: 4 requests a second burst, 500 an hour sustained, without a token' },
  }),
  defineSourcePolicy('fpl', 'Fantasy Premier League game API (fantasy.premierleague.com/api)', {
    port: 'fpl',
    ttlSeconds: 300,
    maxBytes: 16 * 1024 * 1024,
    maxConcurrent: 2,
    rateLimit: { requests: 60, perSeconds: 60, documented: 'not published; kept low' },
  }),
  defineSourcePolicy('racecards', 'The configured GB and Irish racecard feed (GUIDEKIT_RACECARDS_URL)', {
    port: 'racecards',
    ttlSeconds: 60,
    maxConcurrent: 2,
  }),
  // Prediction venues (port `venues`): Polymarket Gamma and CLOB, Kalshi, Manifold.
  ...PREDICTION_SOURCE_POLICIES,
  // Prediction-ladder model sources: weather, geo and macroSeries ports (docs/prediction-endpoints.md).
  ...WEATHER_SOURCE_POLICIES,
  ...GEO_SOURCE_POLICIES,
  ...MACRO_SOURCE_POLICIES,
  // Perpetual venues besides Hyperliquid (port `perpVenues`), SEC EDGAR (`secFilings`), tokenized-stock quotes and
  // tokenization data (`tokenQuotes`, `tokenizationData`): docs/perps-tokenized-preipo.md.
  ...PERP_SOURCE_POLICIES,
  ...SEC_SOURCE_POLICIES,
  ...RWA_SOURCE_POLICIES,
  // Release values of the event scanner (port `macroReleases`: BLS, FRED) and the optional language model
  // (`questionParser`): docs/ask-analysis-event.md.
  ...RELEASE_SOURCE_POLICIES,
  ...LLM_SOURCE_POLICIES,
];
