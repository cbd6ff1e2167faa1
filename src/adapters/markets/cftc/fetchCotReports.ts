import { z } from 'zod';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { CotReport } from '../../../markets/ports/PositioningSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../_lib/failUnreadable.js';
import { parseSourceJson } from '../_lib/parseSourceJson.js';

/** The source id of the CFTC public reporting (Socrata) API in the fetch layer. */
export const CFTC_SOURCE = 'cftc';

/** The legacy Commitments of Traders reports on publicreporting.cftc.gov, by Socrata dataset id. */
export const COT_DATASETS = {
  /** Legacy report, futures only. */
  'futures-only': { id: '6dca-aqww', marker: 'FutOnly' },
  /** Legacy report, futures and options combined. */
  combined: { id: 'jun7-fc8e', marker: 'Combined' },
} as const;

/** Options of {@link fetchCotReports}. */
export interface FetchCotReportsOptions {
  /** Which legacy report. Default `futures-only` (dataset 6dca-aqww). */
  readonly report?: keyof typeof COT_DATASETS;
  readonly trace?: SourceRecorder;
}

const count = z.string().regex(/^-?\d+$/).transform(Number);
const rowSchema = z.object({
  market_and_exchange_names: z.string(),
  report_date_as_yyyy_mm_dd: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  cftc_contract_market_code: z.string(),
  open_interest_all: count,
  noncomm_positions_long_all: count,
  noncomm_positions_short_all: count,
  comm_positions_long_all: count,
  comm_positions_short_all: count,
  futonly_or_combined: z.string().optional(),
});

/**
 * Fetches the latest `weeks` legacy Commitments of Traders rows of one contract market from the CFTC's public
 * reporting API (Socrata, `https://publicreporting.cftc.gov/resource/<dataset>.json`, keyless): filtered by
 * `cftc_contract_market_code`, newest first from the source, returned oldest first. Socrata writes every number as a
 * string; a row of the other report (futures-only versus combined) or of another market is a 503, never mixed in.
 *
 * @param fetcher - The fetch layer.
 * @param marketCode - The CFTC contract market code (e.g. 088691 for COMEX gold).
 * @param weeks - How many weekly reports.
 * @param options - {@link FetchCotReportsOptions}.
 * @returns The reports, oldest first; empty when the CFTC has none for the code.
 * @throws {@link SourceUnavailableError} `cftc` when the API is down, throttles or answers something unreadable.
 * @example
 * ```ts
 * const gold = await fetchCotReports(fetcher, '088691', 52);
 * ```
 * @see docs/market-sources.md
 */
export async function fetchCotReports(fetcher: SourceFetcher, marketCode: string, weeks: number, options: FetchCotReportsOptions = {}): Promise<CotReport[]> {
  const dataset = COT_DATASETS[options.report ?? 'futures-only'];
  const params = new URLSearchParams({
    $where: `cftc_contract_market_code='${marketCode}'`,
    $order: 'report_date_as_yyyy_mm_dd DESC',
    $limit: String(weeks),
  });
  const url = `https://publicreporting.cftc.gov/resource/${dataset.id}.json?${params.toString()}`;
  const res = await fetcher.fetch(CFTC_SOURCE, { url, ...(options.trace === undefined ? {} : { trace: options.trace }) });
  const rows = parseSourceJson(res, z.array(rowSchema), CFTC_SOURCE, 'the Commitments of Traders answer');
  for (const row of rows) {
    if (row.cftc_contract_market_code.trim() !== marketCode) throw failUnreadable(CFTC_SOURCE, `a row is for market ${row.cftc_contract_market_code}, not ${marketCode}`);
    if (row.futonly_or_combined !== undefined && row.futonly_or_combined !== dataset.marker) {
      throw failUnreadable(CFTC_SOURCE, `a row of dataset ${dataset.id} says ${row.futonly_or_combined}, not ${dataset.marker}`);
    }
  }
  return rows
    .map((row) => ({
      marketCode,
      marketName: row.market_and_exchange_names,
      reportDate: row.report_date_as_yyyy_mm_dd.slice(0, 10),
      openInterest: row.open_interest_all,
      nonCommercialLong: row.noncomm_positions_long_all,
      nonCommercialShort: row.noncomm_positions_short_all,
      commercialLong: row.comm_positions_long_all,
      commercialShort: row.comm_positions_short_all,
    }))
    .sort((a, b) => a.reportDate.localeCompare(b.reportDate));
}
