import type { Ports } from '../../catalog/ports.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { createCryptoMarketSource } from './createCryptoMarketSource.js';
import { createHoldingsSource } from './createHoldingsSource.js';
import { createPerpBookSource } from './createPerpBookSource.js';
import { createPositioningSource } from './createPositioningSource.js';
import { createPriceSource } from './createPriceSource.js';

/** Options of {@link createMarketPorts}. */
export interface CreateMarketPortsOptions {
  /** The fetch layer every market source goes through. */
  readonly fetcher: SourceFetcher;
  /** The clock of default ranges and windows. Default `() => new Date()`. */
  readonly now?: () => Date;
  /** Stooq's download key (GUIDEKIT_STOOQ_API_KEY); absent: daily bars have no second source. */
  readonly stooqApiKey?: string;
}

/**
 * Builds the five market ports over the fetch layer: `prices` (Yahoo Finance, Stooq), `crypto` (Coinbase Exchange,
 * Kraken, CoinGecko, Hyperliquid funding, alternative.me), `perpBook` (Hyperliquid), `positioning` (CFTC) and
 * `holdings` (State Street). Every source is keyless except Stooq's optional fallback.
 *
 * @param options - {@link CreateMarketPortsOptions}.
 * @returns The ports, to spread into the app's ports.
 * @example
 * ```ts
 * const ports = { ...createMarketPorts({ fetcher, stooqApiKey: settings.GUIDEKIT_STOOQ_API_KEY }) };
 * ```
 * @see docs/market-sources.md
 */
export function createMarketPorts(options: CreateMarketPortsOptions): Pick<Ports, 'prices' | 'crypto' | 'perpBook' | 'positioning' | 'holdings'> {
  const { fetcher } = options;
  const now = options.now === undefined ? {} : { now: options.now };
  return {
    prices: createPriceSource({ fetcher, ...now, ...(options.stooqApiKey === undefined || options.stooqApiKey === '' ? {} : { stooqApiKey: options.stooqApiKey }) }),
    crypto: createCryptoMarketSource({ fetcher, ...now }),
    perpBook: createPerpBookSource({ fetcher }),
    positioning: createPositioningSource({ fetcher }),
    holdings: createHoldingsSource({ fetcher }),
  };
}
