/**
 * The little a SQL-backed {@link Store} needs from a PostgreSQL driver, so PGlite and `pg` share one
 * implementation ({@link createSqlStore}) and one schema.
 */
export interface SqlExecutor {
  /**
   * Runs one parameterised statement (`$1`, `$2`, …).
   * @param sql - The statement.
   * @param params - Its parameters.
   * @returns The rows it returned.
   */
  query<T extends Record<string, unknown> = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ readonly rows: readonly T[] }>;
  /**
   * Runs a script of several statements without parameters (the migrations).
   * @param sql - The script.
   */
  exec(sql: string): Promise<void>;
}

/** A connection (or pool) that can also run a transaction and be closed. */
export interface SqlClient extends SqlExecutor {
  /**
   * Runs `fn` inside one transaction: committed when it resolves, rolled back when it rejects.
   * @param fn - The work, given an executor bound to the transaction.
   * @returns What `fn` resolved to.
   */
  transaction<R>(fn: (tx: SqlExecutor) => Promise<R>): Promise<R>;
  /** Closes the connection or pool. */
  close(): Promise<void>;
}
