import { GuidekitError } from '../../core/GuidekitError.js';
import type { PositioningSource } from '../../markets/ports/PositioningSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { pickTrace } from './_lib/pickTrace.js';
import { refuseInstrument } from './_lib/refuseInstrument.js';
import { COT_DATASETS, fetchCotReports } from './cftc/fetchCotReports.js';

/** Options of {@link createPositioningSource}. */
export interface CreatePositioningSourceOptions {
  /** The fetch layer (policy `cftc`). */
  readonly fetcher: SourceFetcher;
  /** Which legacy report. Default `futures-only` (Socrata dataset 6dca-aqww). */
  readonly report?: keyof typeof COT_DATASETS;
}

/**
 * The `positioning` port: CFTC legacy Commitments of Traders reports (futures only by default) from the CFTC's public
 * reporting API, oldest first. A contract market code in the wrong form, or one the CFTC has no reports for, is a 400
 * (field `marketCode`); the API down or unreadable is a 503 naming `cftc`.
 *
 * @param options - {@link CreatePositioningSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const reports = await createPositioningSource({ fetcher }).cotReports('088691', 52, { trace });
 * ```
 * @see docs/market-sources.md
 */
export function createPositioningSource(options: CreatePositioningSourceOptions): PositioningSource {
  return {
    async cotReports(marketCode, weeks, call) {
      const code = marketCode.trim().toUpperCase();
      if (!/^[0-9A-Z]{6}$/.test(code)) {
        throw new GuidekitError(`positioning.cotReports: a CFTC contract market code has 6 characters (e.g. 088691), got ${JSON.stringify(marketCode)}`, { code: 'invalid_market_code', field: 'marketCode' });
      }
      if (!Number.isInteger(weeks) || weeks < 1 || weeks > 1000) {
        throw new GuidekitError(`positioning.cotReports: weeks must be an integer from 1 to 1000, got ${weeks}`, { code: 'out_of_range', field: 'weeks' });
      }
      const reports = await fetchCotReports(options.fetcher, code, weeks, { ...(options.report === undefined ? {} : { report: options.report }), ...pickTrace(call) });
      if (reports.length === 0) throw refuseInstrument('positioning.cotReports', marketCode, 'the CFTC publishes no Commitments of Traders report for it', { field: 'marketCode' });
      return reports;
    },
  };
}
