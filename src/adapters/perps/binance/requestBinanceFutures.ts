import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { SourceFetcher, SourceResponse } from '../../fetch/createSourceFetcher.js';

/** The source id of Binance USDⓈ-M futures' public market data in the fetch layer. */
export const BINANCE_FUTURES_SOURCE = 'binance-futures';

/** Options of {@link requestBinanceFutures}. */
export interface RequestBinanceFuturesOptions {
  readonly trace?: SourceRecorder;
  /** Cache lifetime of this answer (seconds); default the policy's. */
  readonly ttlSeconds?: number;
}

/**
 * Sends one public GET to Binance USDⓈ-M futures (`https://fapi.binance.com`, keyless) through the fetch layer.
 * A 400 is answered as a value (Binance says `{"code":-1121,"msg":"Invalid symbol."}` for a symbol it does not list),
 * so the adapter can tell an unknown symbol (a 400 of ours) from a venue that is down (a 503).
 *
 * @param fetcher - The fetch layer.
 * @param path - Path and query, e.g. `/fapi/v1/depth?symbol=BTCUSDT&limit=100`.
 * @param options - {@link RequestBinanceFuturesOptions}.
 * @returns The answer.
 * @throws {@link SourceUnavailableError} `binance-futures` when the venue is down, rate-limits or answers a 5xx.
 * @example
 * ```ts
 * const res = await requestBinanceFutures(fetcher, '/fapi/v1/premiumIndex', { trace });
 * ```
 * @see docs/perps-tokenized-preipo.md
 */
export function requestBinanceFutures(fetcher: SourceFetcher, path: string, options: RequestBinanceFuturesOptions = {}): Promise<SourceResponse> {
  return fetcher.fetch(BINANCE_FUTURES_SOURCE, {
    url: `https://fapi.binance.com${path}`,
    acceptStatus: [400],
    ...(options.trace === undefined ? {} : { trace: options.trace }),
    ...(options.ttlSeconds === undefined ? {} : { ttlSeconds: options.ttlSeconds }),
  });
}
