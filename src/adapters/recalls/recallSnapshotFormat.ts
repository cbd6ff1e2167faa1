import { z } from 'zod';
import { RECALL_SOURCE_IDS, type RecallRecord, type RecallSourceId } from '../../safety/recallTypes.js';

/** Format tag of a recall snapshot file, bumped when its shape changes. */
export const RECALL_SNAPSHOT_FORMAT = 'guidekit.recall_snapshot/1';

const text = z.string();
const texts = z.array(z.string());

/** A normalised recall record as stored (the shape `RecallRecord` of src/safety/recallTypes.ts). */
const storedRecord = z.object({
  source: z.enum(RECALL_SOURCE_IDS),
  id: text,
  date: z.string().nullable(),
  title: text,
  products: texts,
  brands: texts,
  model_numbers: texts,
  gtins: texts,
  invalid_codes: texts,
  hazards: texts,
  remedies: texts,
  url: z.string().nullable(),
  jurisdictions: texts,
});

/**
 * One source's snapshot file, `<data dir>/recalls/<source>.json`. `status` is the outcome of the latest refresh;
 * `fetched_at` is when the records were last downloaded successfully (kept when a later refresh fails, so a recall
 * already known is still reported); `error` says why the latest refresh failed.
 */
export const recallSnapshotSchema = z.object({
  format: z.literal(RECALL_SNAPSHOT_FORMAT),
  source: z.enum(RECALL_SOURCE_IDS),
  status: z.enum(['ok', 'unavailable']),
  /** ISO date-time of the last successful download; null when there never was one. */
  fetched_at: z.string().nullable(),
  /** ISO date-time of the latest refresh attempt. */
  attempted_at: z.string(),
  /** First and last day the records cover (null before the first success). */
  since: z.string().nullable(),
  until: z.string().nullable(),
  error: z.string().nullable(),
  notes: texts,
  record_count: z.number().int().nonnegative(),
  records: z.array(storedRecord),
});

/** A parsed snapshot file. */
export type RecallSnapshot = Omit<z.output<typeof recallSnapshotSchema>, 'records'> & { readonly records: readonly RecallRecord[] };

/** The snapshot file of `source` under `dataDir`. */
export function recallSnapshotPath(dataDir: string, source: RecallSourceId): string {
  return `${dataDir.replace(/[\\/]+$/, '')}/recalls/${source}.json`;
}
