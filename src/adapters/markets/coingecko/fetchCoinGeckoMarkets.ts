import { z } from 'zod';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { CryptoAsset } from '../../../markets/ports/CryptoMarketSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { parseSourceJson } from '../_lib/parseSourceJson.js';

/** The source id of CoinGecko's public API in the fetch layer. */
export const COINGECKO_SOURCE = 'coingecko';

/** Options of {@link fetchCoinGeckoMarkets}. */
export interface FetchCoinGeckoMarketsOptions {
  readonly trace?: SourceRecorder;
}

const marketsSchema = z.array(
  z.object({
    symbol: z.string(),
    name: z.string(),
    market_cap_rank: z.number().nullable(),
    market_cap: z.number().nullable(),
    current_price: z.number().nullable(),
  }),
);

/**
 * Fetches the top `count` assets by market capitalisation in USD from CoinGecko's keyless `/api/v3/coins/markets`
 * (one page, `order=market_cap_desc`). Assets without a market capitalisation or price are left out rather than
 * counted as zero.
 *
 * @param fetcher - The fetch layer.
 * @param count - How many (1..250, one page).
 * @param options - {@link FetchCoinGeckoMarketsOptions}.
 * @returns The assets, largest first, tickers upper case.
 * @throws {@link SourceUnavailableError} `coingecko` when CoinGecko is down, rate-limits or answers something unreadable.
 * @example
 * ```ts
 * const top = await fetchCoinGeckoMarkets(fetcher, 25);
 * ```
 * @see docs/market-sources.md
 */
export async function fetchCoinGeckoMarkets(fetcher: SourceFetcher, count: number, options: FetchCoinGeckoMarketsOptions = {}): Promise<CryptoAsset[]> {
  const url = `https://api.coingecko.com/api/v3/coins/markets?vs_currency=usd&order=market_cap_desc&per_page=${count}&page=1`;
  const res = await fetcher.fetch(COINGECKO_SOURCE, { url, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const assets: CryptoAsset[] = [];
  for (const [i, coin] of parseSourceJson(res, marketsSchema, COINGECKO_SOURCE, 'the markets answer').entries()) {
    if (coin.market_cap === null || coin.current_price === null) continue;
    assets.push({ symbol: coin.symbol.toUpperCase(), name: coin.name, rank: coin.market_cap_rank ?? i + 1, marketCapUsd: coin.market_cap, priceUsd: coin.current_price });
  }
  return assets.slice(0, count);
}
