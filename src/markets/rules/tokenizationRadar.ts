import type { RuleTable } from '../../core/ruleTable.js';

const OWN_CHOICE = 'guidekit methodology choice (no external source sets this number); see docs/perps-tokenized-preipo.md';

/** What the tokenization radar keeps and how it cuts its answer. */
export interface TokenizationRadarRule {
  /** The aggregator's categories counted as tokenized real-world assets. */
  readonly categories: readonly string[];
  /** A protocol listed within this many days of the answer's date is a new listing. */
  readonly new_listing_days: number;
  /** Least value locked for a protocol to rank among the movers, USD (a small base moves by large percentages). */
  readonly mover_min_tvl_usd: number;
  /** How many movers each way. */
  readonly movers: number;
}

/**
 * The radar's categories and cuts. DefiLlama files tokenized treasuries, credit and stocks under `RWA` (and lending
 * against them under `RWA Lending`).
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const TOKENIZATION_RADAR: RuleTable<TokenizationRadarRule> = {
  id: 'markets.tokenization.radar',
  title: 'Tokenization radar: categories counted, new-listing window, movers',
  versions: [
    {
      value: { categories: ['RWA', 'RWA Lending'], new_listing_days: 30, mover_min_tvl_usd: 10_000_000, movers: 5 },
      source: `${OWN_CHOICE}. Category names as DefiLlama's protocol list uses them (https://defillama.com/categories)`,
      effective: '1990-01-01',
      verified: null,
    },
  ],
};

/** A data source the radar could read, whether it does, and why not. */
export interface TokenizationSourceStatus {
  readonly id: string;
  readonly label: string;
  readonly status: 'used' | 'unavailable';
  readonly detail: string;
}

/**
 * The sources considered for the radar: DefiLlama's free protocol list is read; the richer per-asset data of rwa.xyz
 * and of DefiLlama's own RWA endpoints need paid keys and are listed as unavailable.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const TOKENIZATION_SOURCES: RuleTable<readonly TokenizationSourceStatus[]> = {
  id: 'markets.tokenization.sources',
  title: 'Tokenization radar: sources read and sources unavailable',
  cadence: 'annual',
  versions: [
    {
      value: [
        { id: 'defillama', label: 'DefiLlama free API, /protocols', status: 'used', detail: 'Keyless: every protocol with its category, chains, value locked and 1-day and 7-day changes, and its listing date.' },
        { id: 'defillama.rwa', label: 'DefiLlama RWA endpoints (/rwa/current, /rwa/stats)', status: 'unavailable', detail: 'Per-asset on-chain market cap and holders by chain, on the paid Pro API only (x-api-plan-only in its OpenAPI spec).' },
        { id: 'rwa.xyz', label: 'rwa.xyz API', status: 'unavailable', detail: 'Tokenized treasuries and stocks by issuer and chain; needs an API key.' },
      ],
      source:
        'DefiLlama API docs, OpenAPI specs defillama-openapi-free.json and defillama-openapi-pro.json (github.com/DefiLlama/api-docs, /rwa/* marked x-api-plan-only); rwa.xyz API documentation (https://docs.rwa.xyz)',
      effective: '2026-11-25',
      verified: null,
      note: 'DefiLlama\'s specs were read in its public repository; rwa.xyz\'s key requirement was not read.',
    },
  ],
};
