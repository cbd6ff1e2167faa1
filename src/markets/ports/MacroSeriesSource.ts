import type { PortCall } from '../../core/sourceUse.js';

/** The series behind the macro ladders: the CPI-U index (not seasonally adjusted), the unemployment rate, the 10-year yield. */
export type MacroLadderSeries = 'cpi_index' | 'unrate' | 'us10y';

/** A macro series as its source publishes it, oldest first. */
export interface MacroSeries {
  readonly series: MacroLadderSeries;
  /** The source's id (`CPIAUCNSL`, `UNRATE`, `DGS10`). */
  readonly sourceSeriesId: string;
  /** `monthly` (the period is the month's first day) or `daily` (business days). */
  readonly frequency: 'monthly' | 'daily';
  /** ISO dates and values; periods the source left blank are absent. */
  readonly observations: readonly { readonly date: string; readonly value: number }[];
}

/**
 * The `macroSeries` port: the published history of the series the macro ladders settle on. A source that is down or
 * answers something unreadable is a 503 naming it.
 */
export interface MacroSeriesSource {
  loadSeries(series: MacroLadderSeries, call?: PortCall): Promise<MacroSeries>;
}
