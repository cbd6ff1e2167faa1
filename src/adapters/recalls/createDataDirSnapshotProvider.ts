import { createRecallIndex, type RecallIndex } from '../../safety/createRecallIndex.js';
import type { RecallRecord, RecallSourceId, RecallSourceStatus } from '../../safety/recallTypes.js';
import { recallSnapshotPath, recallSnapshotSchema } from './recallSnapshotFormat.js';

/** The recall data one check reads: the records of the needed sources, indexed, and how each source stands. */
export interface RecallSnapshotView {
  readonly index: RecallIndex;
  /** Per needed source: the latest refresh's status and when its records were fetched (for `matchRecalls`). */
  readonly sources: Readonly<Partial<Record<RecallSourceId, RecallSourceStatus>>>;
  /** Per needed source that is not `ok`: why (no snapshot yet, unreadable file, the refresh's error). */
  readonly errors: Readonly<Partial<Record<RecallSourceId, string>>>;
}

/** Reads the snapshot data for a set of needed sources. */
export type RecallSnapshotProvider = (sources: readonly RecallSourceId[]) => Promise<RecallSnapshotView>;

/** The two file operations a snapshot reader needs (`node:fs/promises` has both). */
export interface SnapshotFileSystem {
  readonly readFile: (path: string, encoding: 'utf8') => Promise<string>;
  readonly stat: (path: string) => Promise<{ readonly mtimeMs: number; readonly size: number }>;
}

/** Options of {@link createDataDirSnapshotProvider}. */
export interface DataDirSnapshotProviderOptions {
  /** The data directory (GUIDEKIT_DATA_DIR); snapshots are `<dataDir>/recalls/<source>.json`. */
  readonly dataDir: string;
  /** File access. */
  readonly fs: SnapshotFileSystem;
}

interface LoadedSource {
  readonly stamp: string;
  readonly records: readonly RecallRecord[];
  readonly status: RecallSourceStatus;
  readonly error: string | null;
}

/**
 * A {@link RecallSnapshotProvider} over the snapshot files `guidekit recalls refresh` writes. A missing or unreadable
 * file makes its source `unavailable` (never empty-and-ok). Files are parsed again only when their modification time
 * or size changes, and the index of each set of sources is kept until one of its files changes.
 *
 * @param options - See {@link DataDirSnapshotProviderOptions}.
 * @returns The provider.
 * @example
 * ```ts
 * const provider = createDataDirSnapshotProvider({ dataDir: '.guidekit', fs: await import('node:fs/promises') });
 * (await provider(['cpsc'])).sources.cpsc //=> { status: 'ok', fetched_at: '2026-07-05T03:00:00.000Z' }
 * ```
 * @see docs/recall-sources.md
 */
export function createDataDirSnapshotProvider(options: DataDirSnapshotProviderOptions): RecallSnapshotProvider {
  const loaded = new Map<RecallSourceId, LoadedSource>();
  const indexes = new Map<string, { readonly stamps: string; readonly index: RecallIndex }>();

  async function load(source: RecallSourceId): Promise<LoadedSource> {
    const path = recallSnapshotPath(options.dataDir, source);
    let stamp: string;
    try {
      const st = await options.fs.stat(path);
      stamp = `${st.mtimeMs}:${st.size}`;
    } catch {
      return { stamp: 'missing', records: [], status: { status: 'unavailable', fetched_at: null }, error: `no snapshot at ${path}; run 'guidekit recalls refresh'` };
    }
    const cached = loaded.get(source);
    if (cached?.stamp === stamp) return cached;
    let result: LoadedSource;
    try {
      const parsed = recallSnapshotSchema.safeParse(JSON.parse(await options.fs.readFile(path, 'utf8')));
      if (!parsed.success || parsed.data.source !== source) throw new Error('not a recall snapshot of this source');
      const s = parsed.data;
      result = { stamp, records: s.records, status: { status: s.status, fetched_at: s.fetched_at }, error: s.status === 'ok' ? null : s.error };
    } catch (error) {
      result = { stamp, records: [], status: { status: 'unavailable', fetched_at: null }, error: `unreadable snapshot ${path}: ${(error as Error).message}` };
    }
    loaded.set(source, result);
    return result;
  }

  return async (sources) => {
    const wanted = [...new Set(sources)].sort();
    const parts = await Promise.all(wanted.map(load));
    const key = wanted.join(',');
    const stamps = parts.map((p) => p.stamp).join(',');
    let entry = indexes.get(key);
    if (entry?.stamps !== stamps) {
      entry = { stamps, index: createRecallIndex(parts.flatMap((p) => p.records)) };
      indexes.set(key, entry);
    }
    const statuses: Partial<Record<RecallSourceId, RecallSourceStatus>> = {};
    const errors: Partial<Record<RecallSourceId, string>> = {};
    wanted.forEach((id, i) => {
      statuses[id] = parts[i]!.status;
      if (parts[i]!.error !== null) errors[id] = parts[i]!.error!;
    });
    return { index: entry.index, sources: statuses, errors };
  };
}
