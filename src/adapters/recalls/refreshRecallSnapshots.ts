import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { RECALL_SOURCE_IDS, type RecallRecord, type RecallSourceId } from '../../safety/recallTypes.js';
import { addDaysIso } from './_lib/isoDays.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { fetchAcccRecalls } from './fetchAcccRecalls.js';
import { fetchCpscRecalls } from './fetchCpscRecalls.js';
import { fetchHealthCanadaRecalls } from './fetchHealthCanadaRecalls.js';
import { fetchNhtsaRecalls } from './fetchNhtsaRecalls.js';
import { fetchSafetyGateAlerts } from './fetchSafetyGateAlerts.js';
import { RECALL_SNAPSHOT_FORMAT, recallSnapshotPath, recallSnapshotSchema, type RecallSnapshot } from './recallSnapshotFormat.js';
import { RECALL_DEFAULT_WINDOW_DAYS, type RecallSourceFetchOptions, type RecallSourceFetchResult } from './recallSourceSettings.js';
import { throwIfAborted } from '../../backtest/_lib/longWork.js';

/** Days re-read before the end of the previous window on an incremental refresh (late publications, corrections). */
export const RECALL_REFRESH_OVERLAP_DAYS = 14;

/** Options of {@link refreshRecallSnapshots}. */
export interface RefreshRecallSnapshotsOptions {
  /** The data directory; snapshots go to `<dataDir>/recalls/<source>.json`. */
  readonly dataDir: string;
  /** Sources to refresh. Default: all five. */
  readonly sources?: readonly RecallSourceId[];
  /**
   * First day wanted (ISO date). Given: the window is rebuilt from this day. Absent: a source with a previous snapshot
   * is refreshed incrementally (from its last day minus {@link RECALL_REFRESH_OVERLAP_DAYS}, merged by recall id);
   * one without starts {@link RECALL_DEFAULT_WINDOW_DAYS} days back.
   */
  readonly since?: string;
  /** Current time (the adapter's clock; the engines never read one). */
  readonly now: Date;
  /** Replacement URLs per source (mirrors, loopback replay servers). */
  readonly urls?: Readonly<Partial<Record<RecallSourceId, string>>>;
  /** Time limit of each request in ms (default per adapter; ignored with `fetcher`, whose policies rule). */
  readonly timeoutMs?: number;
  /** The app's fetch layer (policies `recalls.<id>`, shared cache, recorder). Default: a one-off layer per request. */
  readonly fetcher?: SourceFetcher;
  /**
   * Stops the refresh: downloads in flight are no longer waited for, no further snapshot is written, and the call
   * rejects with an `Error` named `AbortError` (`refreshRecallSnapshots: aborted after <written> of <total>`, the
   * signal's reason as `cause`), the project's one abort convention (docs/backtest-validation.md). Each snapshot file is then either
   * its previous version or a complete new one (written before the stop, reported by `onProgress`). Default: none.
   */
  readonly signal?: AbortSignal;
  /**
   * Called when the refresh starts (`completed: 0`) and after each source's snapshot is written; `completed` never
   * decreases and ends at `total`. Default: none.
   */
  readonly onProgress?: (progress: RecallRefreshProgress) => void;
}

/** What {@link RefreshRecallSnapshotsOptions.onProgress} receives. */
export interface RecallRefreshProgress {
  /** Sources whose snapshot is written so far. */
  readonly completed: number;
  /** Sources asked. */
  readonly total: number;
  /** The source just written, with how it went; null on the first call. */
  readonly source: RecallSourceId | null;
  readonly status: 'ok' | 'unavailable' | null;
}

/** What one source's refresh did. */
export interface RecallRefreshOutcome {
  readonly source: RecallSourceId;
  readonly status: 'ok' | 'unavailable';
  readonly fetched_at: string | null;
  readonly record_count: number;
  readonly error: string | null;
  readonly notes: readonly string[];
  readonly path: string;
}

const FETCHERS: Readonly<Record<RecallSourceId, (options: RecallSourceFetchOptions) => Promise<RecallSourceFetchResult>>> = {
  cpsc: fetchCpscRecalls,
  'health-canada': fetchHealthCanadaRecalls,
  'safety-gate': fetchSafetyGateAlerts,
  accc: fetchAcccRecalls,
  nhtsa: fetchNhtsaRecalls,
};

async function readPrevious(path: string): Promise<RecallSnapshot | null> {
  try {
    const parsed = recallSnapshotSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const FN = 'refreshRecallSnapshots';

/**
 * Downloads every requested recall source (in parallel) and writes one snapshot file per source with its status:
 * `ok` with the records and the time they were fetched, or `unavailable` with the error, keeping the records and
 * `fetched_at` of the last success (so the engine can still confirm a known recall while answering `unknown` for a
 * clean product). Files are replaced atomically (write, then rename). Progress is reported per source written, and a
 * signal stops the refresh without leaving a half-written or falsely `unavailable` snapshot.
 *
 * @param options - See {@link RefreshRecallSnapshotsOptions}.
 * @returns One outcome per source, in the order asked.
 * @throws An `Error` named `AbortError` (message: how many snapshots were written; `cause`: the signal's reason) when
 *   `options.signal` stopped it.
 * @example
 * ```ts
 * const out = await refreshRecallSnapshots({ dataDir: '.guidekit', now: new Date(), sources: ['cpsc'] });
 * out[0].status //=> 'ok'
 * ```
 * @see docs/recall-sources.md
 */
export async function refreshRecallSnapshots(options: RefreshRecallSnapshotsOptions): Promise<RecallRefreshOutcome[]> {
  const sources = options.sources ?? RECALL_SOURCE_IDS;
  const now = options.now.toISOString();
  const today = now.slice(0, 10);
  const signal = options.signal;
  throwIfAborted(FN, signal, 0, sources.length);
  let completed = 0;
  options.onProgress?.({ completed, total: sources.length, source: null, status: null });
  const settled = await Promise.allSettled(
    sources.map(async (source): Promise<RecallRefreshOutcome> => {
      const path = recallSnapshotPath(options.dataDir, source);
      const previous = await readPrevious(path);
      const incremental = options.since === undefined && previous?.since != null && previous.until != null;
      const windowStart = options.since ?? (incremental ? previous!.since! : addDaysIso(today, -RECALL_DEFAULT_WINDOW_DAYS));
      const fetchFrom = incremental ? maxIso(windowStart, addDaysIso(previous!.until!, -RECALL_REFRESH_OVERLAP_DAYS)) : windowStart;
      let result: RecallSourceFetchResult;
      try {
        result = await FETCHERS[source]({
          since: fetchFrom,
          until: today,
          ...(options.urls?.[source] === undefined ? {} : { baseUrl: options.urls[source] }),
          ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
          ...(options.fetcher === undefined ? {} : { fetcher: options.fetcher }),
          ...(signal === undefined ? {} : { signal }),
        });
      } catch (error) {
        if (signal?.aborted === true) throwIfAborted(FN, signal, completed, sources.length);
        result = { ok: false, error: `${source} adapter failed: ${(error as Error).message}` };
      }
      // Stopped while this source was read: its previous snapshot stays as it was (a stop is not an outage).
      throwIfAborted(FN, signal, completed, sources.length);
      let snapshot: RecallSnapshot;
      if (result.ok) {
        const merged = new Map<string, RecallRecord>();
        if (incremental) for (const r of previous!.records) if (r.date === null || r.date >= windowStart) merged.set(r.id, r);
        for (const r of result.records) merged.set(r.id, r);
        const records = [...merged.values()];
        snapshot = {
          format: RECALL_SNAPSHOT_FORMAT, source, status: 'ok', fetched_at: now, attempted_at: now, since: windowStart, until: today,
          error: null, notes: [...result.notes], record_count: records.length, records,
        };
      } else {
        snapshot = {
          format: RECALL_SNAPSHOT_FORMAT, source, status: 'unavailable', fetched_at: previous?.fetched_at ?? null, attempted_at: now,
          since: previous?.since ?? null, until: previous?.until ?? null, error: result.error, notes: [],
          record_count: previous?.records.length ?? 0, records: previous?.records ?? [],
        };
      }
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(snapshot), 'utf8');
      await rename(temporary, path);
      completed += 1;
      options.onProgress?.({ completed, total: sources.length, source, status: snapshot.status });
      return { source, status: snapshot.status, fetched_at: snapshot.fetched_at, record_count: snapshot.record_count, error: snapshot.error, notes: snapshot.notes, path };
    }),
  );
  // Every source has settled, so nothing is written after this call returns or rejects.
  // One AbortError for the whole call, counting the snapshots written before the stop.
  throwIfAborted(FN, signal, completed, sources.length);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed !== undefined) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<RecallRefreshOutcome>).value);
}

function maxIso(a: string, b: string): string {
  return a > b ? a : b;
}
