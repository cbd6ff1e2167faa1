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

/** PostgreSQL's type OID of `bytea`. */
const BYTEA_OID = 17;

/**
 * `bytea` in PostgreSQL's hex text format (`\x…`), converted by Node's native Buffer codec. PGlite's own converts
 * byte by byte in JavaScript, which made storing one paid answer (~9 KB, stored before every settlement) cost about
 * ten times any other statement of the paid path (docs/payments.md, "Cost of a paid call"). Same text, same bytes.
 */
const BYTEA_CODEC = {
  serializers: {
    [BYTEA_OID]: (value: unknown): string => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: { [BYTEA_OID]: (text: string): Uint8Array => new Uint8Array(Buffer.from(text.slice(2), 'hex')) },
};

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
    db = new PGlite(BYTEA_CODEC);
  } else {
    const dir = join(resolve(dataDir), 'pglite');
    mkdirSync(dir, { recursive: true });
    db = new PGlite(dir, BYTEA_CODEC);
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
