import { createRecallIndex, type RecallIndex } from '../../safety/createRecallIndex.js';
import type { RecallSnapshotReader, RecallSnapshotView } from '../../safety/RecallSnapshotReader.js';
import type { RecallRecord, RecallSourceId, RecallSourceStatus } from '../../safety/recallTypes.js';
import { recallSnapshotPath, recallSnapshotSchema } from './recallSnapshotFormat.js';

/** The recalls port ({@link RecallSnapshotReader}), as the data-directory reader implements it. */
export type RecallSnapshotProvider = RecallSnapshotReader;
export type { RecallSnapshotReader, RecallSnapshotView };

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
  /** The clock of the ages reported in each answer's `data` block. Default `() => new Date()`. */
  readonly now?: () => Date;
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

  const now = options.now ?? (() => new Date());
  return async (sources, call) => {
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
    if (call?.trace !== undefined) {
      const at = now().getTime();
      for (const id of wanted) {
        const fetched = statuses[id]?.fetched_at ?? null;
        if (fetched === null) continue;
        const age = Math.max(0, Math.round((at - Date.parse(fetched)) / 1000));
        call.trace.record({ source: `recalls.${id}`, host: null, fetched_at: fetched, age_seconds: Number.isNaN(age) ? null : age, from_cache: true });
      }
    }
    return { index: entry.index, sources: statuses, errors };
  };
}
