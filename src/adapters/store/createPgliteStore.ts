import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createSqlStore } from './createSqlStore.js';
import type { SqlExecutor } from './sqlClient.js';
import type { Store } from './Store.js';

/** Options of {@link createPgliteStore}. */
export interface CreatePgliteStoreOptions {
  /**
   * Where the database lives: a directory (the files go to `<dataDir>/pglite`, created if missing), or
   * `'memory'` for a throw-away in-memory database (tests). Default `./.guidekit` (the server passes its GUIDEKIT_DATA_DIR).
   */
  readonly dataDir?: string;
}

/**
 * Opens the embedded default store: PostgreSQL compiled to WebAssembly (PGlite), in-process, with no server and no
 * network. The same schema and SQL as the PostgreSQL store ({@link createPostgresStore}). The store is
 * `exclusive`: one process owns the database, so a run this handle did not begin belongs to a process that is gone.
 *
 * @param options - See {@link CreatePgliteStoreOptions}.
 * @returns The migrated store; call `close()` when done (PGlite holds the data directory until then).
 * @example
 * ```ts
 * const store = await createPgliteStore({ dataDir: 'memory' });
 * ```
 * @see https://pglite.dev/docs/
 */
export async function createPgliteStore(options: CreatePgliteStoreOptions = {}): Promise<Store> {
  const dataDir = options.dataDir ?? './.guidekit';
  let db: PGlite;
  if (dataDir === 'memory') {
    db = new PGlite();
  } else {
    const dir = join(resolve(dataDir), 'pglite');
    mkdirSync(dir, { recursive: true });
    db = new PGlite(dir);
  }
  await db.waitReady;
  const wrap = (executor: Pick<PGlite, 'query' | 'exec'>): SqlExecutor => ({
    query: async <T extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) => {
      const result = await executor.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    exec: async (sql: string) => {
      await executor.exec(sql);
    },
  });
  // One process owns a PGlite database, so whatever a previous process left open is released at the next start.
  return createSqlStore(
    {
      ...wrap(db),
      transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
      close: () => db.close(),
    },
    { exclusive: true },
  );
}
