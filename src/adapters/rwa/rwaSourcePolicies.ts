import { defineSourcePolicy, type SourcePolicy } from '../fetch/SourcePolicy.js';

/**
 * The fetch-layer policies of the tokenized-asset sources: Kraken's public ticker and book for xStocks pairs (port
 * `tokenQuotes`), and DefiLlama's free protocol list (port `tokenizationData`). docs/perps-tokenized-preipo.md.
 */
export const RWA_SOURCE_POLICIES: readonly SourcePolicy[] = [
  defineSourcePolicy('kraken-xstocks', 'Kraken public REST (api.kraken.com/0/public Ticker and Depth) for xStocks pairs', {
    port: 'tokenQuotes',
    ttlSeconds: 5,
    maxConcurrent: 1,
    // Kraken's public endpoints allow about one call a second per IP, shared with the `kraken` source (crypto bars):
    // each keeps to half of it.
    rateLimit: { requests: 2, perSeconds: 4, documented: 'Kraken REST public endpoints: about 1 request a second per IP, shared with the kraken source (a quote is a Ticker and a Depth request)' },
  }),
  defineSourcePolicy('defillama', 'DefiLlama free API, protocol list (api.llama.fi/protocols)', {
    port: 'tokenizationData',
    timeoutMs: 30_000,
    ttlSeconds: 600,
    maxBytes: 64 * 1024 * 1024,
    maxConcurrent: 1,
    rateLimit: { requests: 10, perSeconds: 60, documented: 'not numbered for the free API (api-docs.llama.fi); the list changes hourly, so kept low' },
  }),
];
