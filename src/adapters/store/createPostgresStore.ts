import type { Pool, PoolClient } from 'pg';
import { createSqlStore } from './createSqlStore.js';
import type { SqlExecutor } from './sqlClient.js';
import type { Store } from './Store.js';

/** Options of {@link createPostgresStore}. */
export interface CreatePostgresStoreOptions {
  /** A `postgres://` connection string. Default: `GUIDEKIT_DATABASE_URL`. */
  readonly connectionString?: string;
  /** Maximum pooled connections. Default 10. */
  readonly maxConnections?: number;
}

/**
 * Opens the store on a PostgreSQL server through `pg`, for deployments with several processes sharing one database.
 * Same schema and SQL as the embedded store ({@link createPgliteStore}); migrations run on open.
 *
 * @param options - See {@link CreatePostgresStoreOptions}.
 * @returns The migrated store; `close()` ends the pool.
 * @throws Error when no connection string is given or the server cannot be reached.
 * @example
 * ```ts
 * const store = await createPostgresStore({ connectionString: 'postgres://guidekit@localhost/guidekit' });
 * ```
 * @see https://node-postgres.com/apis/pool
 */
export async function createPostgresStore(options: CreatePostgresStoreOptions = {}): Promise<Store> {
  const connectionString = options.connectionString;
  if (connectionString === undefined || connectionString === '') {
    throw new Error('createPostgresStore: no connection string (the server passes GUIDEKIT_DATABASE_URL from its settings)');
  }
  // Loaded on demand, so the embedded default never pulls in the PostgreSQL driver.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10 });
  const wrap = (db: Pool | PoolClient): SqlExecutor => ({
    query: async <T extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) => {
      const result = await db.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    exec: async (sql: string) => {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await db.query(sql);
    },
  });
  try {
    return await createSqlStore({
      ...wrap(pool),
      transaction: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await fn(wrap(client));
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    });
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
