import type { Pool, PoolClient } from 'pg';
import { createSqlStore } from './createSqlStore.js';
import { guardSqlClient } from './guardSqlClient.js';
import type { SqlExecutor } from './sqlClient.js';
import type { Store } from './Store.js';

/** Options of {@link createPostgresStore}. */
export interface CreatePostgresStoreOptions {
  /** A `postgres://` connection string. Default: `GUIDEKIT_DATABASE_URL`. */
  readonly connectionString?: string;
  /** Maximum pooled connections. Default 10. */
  readonly maxConnections?: number;
  /**
   * Longest a statement may run, in milliseconds: the server cancels it (`statement_timeout`), and the client gives
   * up 1 s later if the server does not answer at all (`query_timeout`, a frozen server). Default 5000
   * ({@link DEFAULT_STATEMENT_TIMEOUT_MS}).
   */
  readonly statementTimeoutMs?: number;
  /** Longest wait for a connection (new or from the pool), in milliseconds. Default 3000 ({@link DEFAULT_CONNECT_TIMEOUT_MS}). */
  readonly connectTimeoutMs?: number;
  /** While the database is down, how often it is probed, in milliseconds. Default 1000. */
  readonly probeIntervalMs?: number;
}

/** Default statement timeout of the PostgreSQL store (ms): every statement of the store is a small keyed one. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;
/** Default connection timeout of the PostgreSQL store (ms). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 3000;

/**
 * Opens the store on a PostgreSQL server through `pg`, for deployments with several processes sharing one database.
 * Same schema and SQL as the embedded store ({@link createPgliteStore}); migrations run on open.
 *
 * Database faults are answers, not crashes: the pool's and every connection's `error` events are handled (a server
 * shutting down no longer kills the process), statements and connections time out, and while the server is down every
 * method throws a GuidekitError `store_unavailable` (HTTP 503, never charged) and `status()` says so; a probe notices
 * when it is back and the pool reconnects on its own.
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
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1000,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    keepAlive: true,
  });
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
  const guarded = guardSqlClient(
    {
      ...wrap(pool),
      transaction: async (fn) => {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('begin');
          const result = await fn(wrap(client));
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch((rollbackError: unknown) => {
            // The connection itself failed: it must not go back to the pool.
            broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
          });
          throw error;
        } finally {
          client.release(broken);
        }
      },
      close: () => pool.end(),
    },
    options.probeIntervalMs === undefined ? {} : { probeIntervalMs: options.probeIntervalMs },
  );
  // An idle connection the server closed (shutdown, restart, network) is reported here; unhandled, it would kill the
  // process. A checked-out connection reports through its own `error` event, handled the same way.
  pool.on('error', (error) => guarded.markDown(error.message));
  pool.on('connect', (client) => {
    client.on('error', (error) => guarded.markDown(error.message));
  });
  try {
    return await createSqlStore(guarded.client, { guard: guarded });
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
