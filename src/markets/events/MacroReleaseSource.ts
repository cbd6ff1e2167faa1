import type { PortCall } from '../../core/sourceUse.js';
import type { MacroSeriesId } from '../rules/eventPlaybook.js';

/** One observation of a macro series. */
export interface MacroObservation {
  /** The period it measures: `YYYY-MM` (monthly), `YYYY-Qn` (quarterly) or `YYYY-MM-DD` (daily). */
  readonly period: string;
  readonly value: number;
}

/** A macro series as a source published it. */
export interface MacroSeriesData {
  readonly series: MacroSeriesId;
  /** Who published the values, as the answer names it (`BLS`, `FRED`). */
  readonly sourceName: string;
  /** The source's own id of the series (`CUUR0000SA0`, `PAYEMS`, ...). */
  readonly sourceSeriesId: string;
  /** Oldest first; periods the source left blank are absent. */
  readonly observations: readonly MacroObservation[];
  /** `latest`: the figures as revised to date (not the first print). */
  readonly vintage: 'latest';
}

/** What a series request names. */
export interface MacroSeriesRequest {
  readonly series: MacroSeriesId;
  /** First period wanted (ISO date; the source may return more). Default: what the source gives by default. */
  readonly from?: string;
}

/**
 * The `macroReleases` port: published values of the series the event scanner reads (CPI, payrolls, the federal funds
 * target, GDP growth), from a statistical agency or FRED. A series the configured sources cannot give is a
 * `SourceUnavailableError` (a 503 naming the source, never charged); a source that is down likewise.
 */
export interface MacroReleaseSource {
  loadSeries(request: MacroSeriesRequest, call?: PortCall): Promise<MacroSeriesData>;
}
