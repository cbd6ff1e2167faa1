/**
 * The normalised recall record every source maps into, and the identifiers of the recall sources.
 * Types only: the mappers (`mapCpscRecall`, `mapHealthCanadaRecall`, `mapSafetyGateAlert`, `mapAcccRecall`,
 * `mapNhtsaRecall`) produce it and `createRecallIndex`/`matchRecalls` consume it.
 *
 * @see /work/shared/research/safety-style.md, A1 (recall sources)
 */

/** Recall sources guidekit can map: US CPSC, Health Canada, EU Safety Gate, Product Safety Australia (ACCC), US NHTSA. */
export const RECALL_SOURCE_IDS = ['cpsc', 'health-canada', 'safety-gate', 'accc', 'nhtsa'] as const;

/** One recall source. */
export type RecallSourceId = (typeof RECALL_SOURCE_IDS)[number];

/** One recall, notice or alert in a shape common to every source. */
export interface RecallRecord {
  /** Which agency published it. */
  readonly source: RecallSourceId;
  /** The agency's identifier (CPSC RecallNumber, Health Canada NID, Safety Gate reference, ACCC slug, NHTSA campaign number). */
  readonly id: string;
  /** Publication (or report) date as YYYY-MM-DD; null when the record carries none that can be read. */
  readonly date: string | null;
  readonly title: string;
  /** Product names as printed. */
  readonly products: readonly string[];
  /** Brand names and firms, legal suffixes kept as printed (matching normalises them). */
  readonly brands: readonly string[];
  /** Model, type or catalogue numbers as printed (from fields or pulled out of the prose). */
  readonly model_numbers: readonly string[];
  /** Barcodes with a valid GS1 check digit, as 14-digit GTINs. */
  readonly gtins: readonly string[];
  /** Barcodes given by the source that are not valid GTINs (kept for evidence, never matched on). */
  readonly invalid_codes: readonly string[];
  /** Hazard descriptions. */
  readonly hazards: readonly string[];
  /** What consumers are told to do. */
  readonly remedies: readonly string[];
  /** Link to the notice; null when the source gives none. */
  readonly url: string | null;
  /** ISO 3166 codes (or `EU`) of the market the notice concerns. */
  readonly jurisdictions: readonly string[];
}

/** Whether a source could be read, and when its snapshot was taken. */
export interface RecallSourceStatus {
  /** `ok`: the snapshot was read; `unavailable`: the source could not be reached or parsed. */
  readonly status: 'ok' | 'unavailable';
  /** ISO date or date-time of the snapshot; null or absent when never fetched. */
  readonly fetched_at?: string | null;
}
