import type { MacroLadderSeries, MacroSeries, MacroSeriesSource } from '../../markets/ports/MacroSeriesSource.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { fetchFredGraphCsv } from './fred/fetchFredGraphCsv.js';

/** FRED's series behind each macro ladder: CPI-U all items not seasonally adjusted, the unemployment rate, the 10-year constant-maturity yield. */
const FRED_SERIES: Readonly<Record<MacroLadderSeries, { readonly id: string; readonly frequency: 'monthly' | 'daily' }>> = {
  cpi_index: { id: 'CPIAUCNSL', frequency: 'monthly' },
  unrate: { id: 'UNRATE', frequency: 'monthly' },
  us10y: { id: 'DGS10', frequency: 'daily' },
};

/** Options of {@link createMacroSeriesSource}. */
export interface CreateMacroSeriesSourceOptions {
  /** The fetch layer (policy `fred.graph`). */
  readonly fetcher: SourceFetcher;
}

/**
 * The `macroSeries` port over FRED's keyless CSV download: CPIAUCNSL (CPI-U, 1982-84 = 100, not seasonally adjusted),
 * UNRATE and DGS10. The figures are FRED's latest vintage (revised), not each first print: the unemployment rate's
 * annual revisions move past months by a tenth now and then (docs/prediction-endpoints.md).
 *
 * @param options - {@link CreateMacroSeriesSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const macro = createMacroSeriesSource({ fetcher });
 * (await macro.loadSeries('unrate', { trace })).observations.at(-1);
 * ```
 * @see https://fred.stlouisfed.org/series/UNRATE
 */
export function createMacroSeriesSource(options: CreateMacroSeriesSourceOptions): MacroSeriesSource {
  return {
    async loadSeries(series, call): Promise<MacroSeries> {
      const spec = FRED_SERIES[series];
      if (spec === undefined) throw new GuidekitError(`macroSeries.loadSeries: series must be one of ${Object.keys(FRED_SERIES).join(', ')}, got ${JSON.stringify(series)}`, { code: 'invalid_enum', field: 'series' });
      const observations = await fetchFredGraphCsv(options.fetcher, spec.id, call?.trace === undefined ? {} : { trace: call.trace });
      return { series, sourceSeriesId: spec.id, frequency: spec.frequency, observations };
    },
  };
}
