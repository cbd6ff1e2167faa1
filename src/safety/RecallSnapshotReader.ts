import type { PortCall } from '../core/sourceUse.js';
import type { RecallIndex } from './createRecallIndex.js';
import type { RecallSourceId, RecallSourceStatus } from './recallTypes.js';

/** The recall data one check reads: the records of the needed sources, indexed, and how each source stands. */
export interface RecallSnapshotView {
  readonly index: RecallIndex;
  /** Per needed source: the latest refresh's status and when its records were fetched (for `matchRecalls`). */
  readonly sources: Readonly<Partial<Record<RecallSourceId, RecallSourceStatus>>>;
  /** Per needed source that is not `ok`: why (no snapshot yet, unreadable file, the refresh's error). */
  readonly errors: Readonly<Partial<Record<RecallSourceId, string>>>;
}

/**
 * The recalls port: reads the current records of the needed recall sources (CPSC, NHTSA, Health Canada, Safety Gate,
 * the ACCC), indexed for `matchRecalls`. A source it cannot read comes back `unavailable` with the reason in `errors`.
 */
export type RecallSnapshotReader = (sources: readonly RecallSourceId[], call?: PortCall) => Promise<RecallSnapshotView>;
