import { z } from 'zod';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { FundingRate } from '../../../markets/ports/CryptoMarketSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { parseSourceJson } from '../_lib/parseSourceJson.js';
import { HYPERLIQUID_SOURCE, postHyperliquidInfo } from './postHyperliquidInfo.js';

/** Options of {@link fetchHyperliquidFunding}. */
export interface FetchHyperliquidFundingOptions {
  /** Funding settlements from this time (epoch ms). */
  readonly startTime: number;
  readonly trace?: SourceRecorder;
}

const historySchema = z.array(z.object({ coin: z.string(), fundingRate: z.string().regex(/^-?\d+(\.\d+)?(e-?\d+)?$/i), time: z.number() }));

/**
 * Fetches a perpetual's funding history from Hyperliquid's info API (`{type: 'fundingHistory', coin, startTime}`). Each
 * settlement's rate is a fraction per funding interval; the interval is read from the spacing of the settlements
 * (hourly since Hyperliquid pays funding every hour; earlier history was 8-hourly).
 *
 * @param fetcher - The fetch layer.
 * @param coin - Hyperliquid's coin (BTC, ETH, or `<dex>:<symbol>`).
 * @param options - {@link FetchHyperliquidFundingOptions}.
 * @returns The settlements, oldest first; empty when the venue has none for the coin.
 * @throws {@link SourceUnavailableError} `hyperliquid` when the venue is down or answers something unreadable.
 * @example
 * ```ts
 * const rates = await fetchHyperliquidFunding(fetcher, 'BTC', { startTime: subDays(Date.now(), 7).getTime() });
 * ```
 * @see docs/market-sources.md
 */
export async function fetchHyperliquidFunding(fetcher: SourceFetcher, coin: string, options: FetchHyperliquidFundingOptions): Promise<FundingRate[]> {
  const res = await postHyperliquidInfo(fetcher, { type: 'fundingHistory', coin, startTime: options.startTime }, options.trace === undefined ? {} : { trace: options.trace });
  const rows = parseSourceJson(res, historySchema, HYPERLIQUID_SOURCE, 'the funding history').sort((a, b) => a.time - b.time);
  return rows.map((row, i) => {
    const neighbour = rows[i === 0 ? 1 : i - 1];
    const gapHours = neighbour === undefined ? 1 : Math.round(Math.abs(row.time - neighbour.time) / 3_600_000);
    return { symbol: `${row.coin}-USD`, venue: 'hyperliquid', rate: Number(row.fundingRate), intervalHours: [1, 4, 8].includes(gapHours) ? gapHours : 1, time: row.time };
  });
}
