import { z } from 'zod';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { FearGreedReading } from '../../../markets/ports/CryptoMarketSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../_lib/failUnreadable.js';
import { parseSourceJson } from '../_lib/parseSourceJson.js';

/** The source id of alternative.me's Fear & Greed API in the fetch layer. */
export const ALTERNATIVE_ME_SOURCE = 'alternative-me';

/** Options of {@link fetchFearGreed}. */
export interface FetchFearGreedOptions {
  readonly trace?: SourceRecorder;
}

const fngSchema = z.object({
  data: z.array(z.object({ value: z.string().regex(/^\d{1,3}$/), value_classification: z.string(), timestamp: z.string().regex(/^\d+$/) })),
  metadata: z.object({ error: z.string().nullable() }).optional(),
});

/**
 * Fetches the last `days` readings of the crypto Fear & Greed Index from alternative.me (`/fng/?limit=N`, keyless).
 * Values and timestamps come as strings; a reading outside 0..100, or an error in the answer's metadata, is a 503
 * naming `alternative-me`.
 *
 * @param fetcher - The fetch layer.
 * @param days - How many daily readings.
 * @param options - {@link FetchFearGreedOptions}.
 * @returns The readings, latest first, times in epoch ms.
 * @throws {@link SourceUnavailableError} `alternative-me` when the API is down or answers something unreadable.
 * @example
 * ```ts
 * const [today] = await fetchFearGreed(fetcher, 1);
 * ```
 * @see docs/market-sources.md
 */
export async function fetchFearGreed(fetcher: SourceFetcher, days: number, options: FetchFearGreedOptions = {}): Promise<FearGreedReading[]> {
  const res = await fetcher.fetch(ALTERNATIVE_ME_SOURCE, { url: `https://api.alternative.me/fng/?limit=${days}`, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const body = parseSourceJson(res, fngSchema, ALTERNATIVE_ME_SOURCE, 'the index answer');
  if (body.metadata?.error) throw failUnreadable(ALTERNATIVE_ME_SOURCE, `it answered an error: ${body.metadata.error}`);
  const readings = body.data.map((d) => ({ value: Number(d.value), classification: d.value_classification, time: Number(d.timestamp) * 1000 }));
  if (readings.some((r) => r.value > 100)) throw failUnreadable(ALTERNATIVE_ME_SOURCE, 'a reading is outside 0..100');
  return readings.sort((a, b) => b.time - a.time);
}
