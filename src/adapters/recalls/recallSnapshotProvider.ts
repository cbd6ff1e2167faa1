import type { RecallSourceId } from '../../safety/recallTypes.js';
import { createDataDirSnapshotProvider, type RecallSnapshotProvider, type SnapshotFileSystem } from './createDataDirSnapshotProvider.js';
import { createRecallIndex } from '../../safety/createRecallIndex.js';

export type { RecallSnapshotProvider, RecallSnapshotView } from './createDataDirSnapshotProvider.js';

/*
 * The recall endpoint's run receives no I/O handles (catalog runs get only parameters, asOf and lang), so the snapshot
 * reader is a process-wide setting: servers and the CLI call setRecallSnapshotProvider once at start-up (tests set a
 * provider over a temporary directory, or a stub). Unset, the default reads GUIDEKIT_DATA_DIR (else ./.guidekit)
 * through Node's built-in fs, reached with process.getBuiltinModule so that the catalog still bundles for browsers;
 * where there is no Node, every source is reported unavailable and answers are `unknown`.
 */
let current: RecallSnapshotProvider | undefined;

/**
 * Sets the snapshot reader every recall check uses, or with `undefined` goes back to the default (the data directory).
 *
 * @param provider - The reader, e.g. `createDataDirSnapshotProvider({ dataDir, fs })`.
 * @returns Nothing.
 * @example
 * ```ts
 * setRecallSnapshotProvider(createDataDirSnapshotProvider({ dataDir: config.dataDir, fs: await import('node:fs/promises') }));
 * ```
 * @see docs/recall-sources.md
 */
export function setRecallSnapshotProvider(provider: RecallSnapshotProvider | undefined): void {
  current = provider;
}

/**
 * The snapshot reader in force: the one set with {@link setRecallSnapshotProvider}, else the data-directory default.
 *
 * @returns The provider.
 * @example
 * ```ts
 * const view = await getRecallSnapshotProvider()(['cpsc', 'nhtsa']);
 * ```
 */
export function getRecallSnapshotProvider(): RecallSnapshotProvider {
  if (current === undefined) current = defaultProvider();
  return current;
}

function defaultProvider(): RecallSnapshotProvider {
  const runtime = (globalThis as { process?: { env?: Record<string, string | undefined>; getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = runtime?.getBuiltinModule?.('node:fs/promises') as SnapshotFileSystem | undefined;
  if (fs === undefined) {
    const index = createRecallIndex([]);
    return async (sources: readonly RecallSourceId[]) => ({
      index,
      sources: Object.fromEntries(sources.map((id) => [id, { status: 'unavailable', fetched_at: null }])),
      errors: Object.fromEntries(sources.map((id) => [id, 'no file system in this runtime: set a recall snapshot provider'])),
    });
  }
  const dataDir = runtime?.env?.GUIDEKIT_DATA_DIR || './.guidekit';
  return createDataDirSnapshotProvider({ dataDir, fs });
}
