import { GuidekitError } from '../../core/GuidekitError.js';
import { RECALL_SOURCE_IDS, type RecallSourceId, type RecallSourceStatus } from '../recallTypes.js';
import { daysBetween, isoDateOf } from './text.js';

/** How one source stood at `asOf`. */
export interface SourceCoverage {
  readonly id: string;
  /** `ok`: read and current; `stale`: read but older than its limit, or undated; `unavailable`: not read. */
  readonly status: 'ok' | 'stale' | 'unavailable';
  readonly fetched_at: string | null;
  /** Whole days from the snapshot to `asOf`; null when undated. */
  readonly age_days: number | null;
  readonly freshness_days: number;
}

/**
 * Grades each declared source at `asOf`: a snapshot with no date, or one older than its freshness limit, is stale; a
 * snapshot dated after `asOf` counts as current (age 0). Undated data is never treated as current.
 */
export function assessSources(
  sources: unknown,
  asOf: string,
  limits: Readonly<Record<string, number>>,
  override: number | Readonly<Partial<Record<string, number>>> | undefined,
  fn: string,
): SourceCoverage[] {
  if (sources === null || typeof sources !== 'object' || Array.isArray(sources)) {
    throw new GuidekitError(`${fn}: sources must map each recall source id to { status, fetched_at }`, { code: 'required', field: 'sources' });
  }
  const out: SourceCoverage[] = [];
  for (const [id, value] of Object.entries(sources as Record<string, RecallSourceStatus | undefined>)) {
    if (value === undefined) continue;
    if (value === null || typeof value !== 'object' || (value.status !== 'ok' && value.status !== 'unavailable')) {
      throw new GuidekitError(`${fn}: sources.${id}.status must be 'ok' or 'unavailable'`, { code: 'invalid_value', field: `sources.${id}.status` });
    }
    const limit = typeof override === 'number' ? override : (override?.[id] ?? limits[id] ?? limits[RECALL_SOURCE_IDS[0] as RecallSourceId] ?? 7);
    if (!(Number.isFinite(limit) && limit >= 0)) {
      throw new GuidekitError(`${fn}: freshnessDays must be a non-negative number of days`, { code: 'invalid_value', field: 'freshnessDays' });
    }
    const fetched = isoDateOf(value.fetched_at ?? null);
    if (value.fetched_at != null && fetched === null) {
      throw new GuidekitError(`${fn}: sources.${id}.fetched_at must be an ISO date or date-time`, { code: 'invalid_date', field: `sources.${id}.fetched_at` });
    }
    const age = fetched === null ? null : Math.max(0, daysBetween(fetched, asOf));
    const status = value.status === 'unavailable' ? 'unavailable' : age === null || age > limit ? 'stale' : 'ok';
    out.push({ id, status, fetched_at: fetched, age_days: age, freshness_days: limit });
  }
  return out;
}
