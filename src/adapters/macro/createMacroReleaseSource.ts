import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import type { MacroReleaseSource, MacroSeriesData } from '../../markets/events/MacroReleaseSource.js';
import type { MacroSeriesId } from '../../markets/rules/eventPlaybook.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { fetchBlsSeries } from './fetchBlsSeries.js';
import { fetchFredSeries, type FredSeriesQuery } from './fetchFredSeries.js';

/** Options of {@link createMacroReleaseSource}. */
export interface CreateMacroReleaseSourceOptions {
  /** The fetch layer. */
  readonly fetcher: SourceFetcher;
  /** FRED key (`GUIDEKIT_FRED_API_KEY`). Default: none, and only the series BLS publishes are available. */
  readonly fredApiKey?: string;
}

/** Where each series is read: FRED's id and frequency, and BLS's id when BLS publishes it. */
const SERIES: Readonly<Record<MacroSeriesId, { readonly fred: string; readonly frequency: FredSeriesQuery['frequency']; readonly bls?: string }>> = {
  cpi_all_items_nsa: { fred: 'CPIAUCNS', frequency: 'monthly', bls: 'CUUR0000SA0' },
  nonfarm_payrolls: { fred: 'PAYEMS', frequency: 'monthly', bls: 'CES0000000001' },
  fed_funds_target_upper: { fred: 'DFEDTARU', frequency: 'daily' },
  real_gdp_growth: { fred: 'A191RL1Q225SBEA', frequency: 'quarterly' },
};

/**
 * The `macroReleases` port: FRED when a key is configured (every series), else the BLS public API without a key (CPI
 * and payrolls; the FOMC target and GDP growth are then unavailable, a 503 naming `fred` that says the key is missing,
 * never charged). Every request goes through the fetch layer.
 *
 * @param options - {@link CreateMacroReleaseSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const macro = createMacroReleaseSource({ fetcher, fredApiKey: settings.GUIDEKIT_FRED_API_KEY });
 * const cpi = await macro.loadSeries({ series: 'cpi_all_items_nsa' });
 * ```
 * @see docs/ask-analysis-event.md#release-values
 */
export function createMacroReleaseSource(options: CreateMacroReleaseSourceOptions): MacroReleaseSource {
  const { fetcher, fredApiKey } = options;
  return {
    async loadSeries(request, call = {}) {
      const where = SERIES[request.series];
      const trace = call.trace === undefined ? {} : { trace: call.trace };
      if (fredApiKey !== undefined) {
        const observations = await fetchFredSeries(fetcher, { seriesId: where.fred, frequency: where.frequency, apiKey: fredApiKey, ...(request.from === undefined ? {} : { from: request.from }) }, trace);
        return { series: request.series, sourceName: 'FRED', sourceSeriesId: where.fred, observations, vintage: 'latest' } satisfies MacroSeriesData;
      }
      if (where.bls === undefined) {
        throw new SourceUnavailableError('fred', `${request.series} is read from FRED, and GUIDEKIT_FRED_API_KEY is not configured`);
      }
      const observations = await fetchBlsSeries(fetcher, where.bls, trace);
      return { series: request.series, sourceName: 'BLS', sourceSeriesId: where.bls, observations, vintage: 'latest' } satisfies MacroSeriesData;
    },
  };
}
