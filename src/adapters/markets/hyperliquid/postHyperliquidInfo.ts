import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { SourceFetcher, SourceResponse } from '../../fetch/createSourceFetcher.js';

/** The source id of Hyperliquid's public info API in the fetch layer. */
export const HYPERLIQUID_SOURCE = 'hyperliquid';

/** Options of {@link postHyperliquidInfo}. */
export interface PostHyperliquidInfoOptions {
  readonly trace?: SourceRecorder;
  /** Cache lifetime of this answer (seconds); default the policy's. Books are never reused. */
  readonly ttlSeconds?: number;
}

/**
 * Sends one read request to Hyperliquid's public info endpoint (`POST https://api.hyperliquid.xyz/info`, keyless) through
 * the fetch layer. The body is the request object as JSON, keys in the order given, so the same question is the same
 * cache (and cassette) key. Info requests only read, so a failed attempt may be sent again.
 *
 * @param fetcher - The fetch layer.
 * @param request - The info request, e.g. `{ type: 'l2Book', coin: 'xyz:TSLA' }`.
 * @param options - {@link PostHyperliquidInfoOptions}.
 * @returns The answer.
 * @throws {@link SourceUnavailableError} `hyperliquid` when the venue is down, rate-limits or answers an error status.
 * @example
 * ```ts
 * const res = await postHyperliquidInfo(fetcher, { type: 'metaAndAssetCtxs', dex: 'xyz' });
 * ```
 * @see docs/market-sources.md
 */
export function postHyperliquidInfo(fetcher: SourceFetcher, request: Readonly<Record<string, string | number>>, options: PostHyperliquidInfoOptions = {}): Promise<SourceResponse> {
  return fetcher.fetch(HYPERLIQUID_SOURCE, {
    url: 'https://api.hyperliquid.xyz/info',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    idempotent: true,
    ...(options.trace === undefined ? {} : { trace: options.trace }),
    ...(options.ttlSeconds === undefined ? {} : { ttlSeconds: options.ttlSeconds }),
  });
}
