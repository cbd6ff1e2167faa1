import { defineSourcePolicy, type SourcePolicy } from '../fetch/SourcePolicy.js';

/**
 * The fetch-layer policy of the perpetual venues the `perpVenues` port reads besides Hyperliquid (whose policy,
 * `hyperliquid`, the `perpBook` port already declares): Binance USDⓈ-M futures' public market data. Listings are
 * cached a few seconds, funding intervals an hour, books never (docs/perps-tokenized-preipo.md).
 */
export const PERP_SOURCE_POLICIES: readonly SourcePolicy[] = [
  defineSourcePolicy('binance-futures', 'Binance USDⓈ-M futures public market data (fapi.binance.com: premiumIndex, fundingInfo, depth)', {
    port: 'perpVenues',
    ttlSeconds: 5,
    maxBytes: 16 * 1024 * 1024,
    maxConcurrent: 4,
    // 2,400 request weight a minute per IP; premiumIndex without a symbol weighs 10, depth at limit 100 weighs 5, and
    // fundingInfo shares a 500-per-5-minutes limit: counting each request as weight 10 keeps within both.
    rateLimit: { requests: 60, perSeconds: 60, documented: 'Binance USDⓈ-M API docs: REQUEST_WEIGHT 2400 a minute per IP (premiumIndex 10 without symbol, depth 5 at limit 100); fundingInfo 500 per 5 minutes' },
  }),
];
