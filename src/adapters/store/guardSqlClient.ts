import { GuidekitError } from '../../core/GuidekitError.js';
import type { SqlClient, SqlExecutor } from './sqlClient.js';
import type { StoreStatus } from './Store.js';

/** The code of the error a store throws while its database cannot be reached (HTTP 503 `store-unavailable`). */
export const STORE_UNAVAILABLE = 'store_unavailable';

/** Options of {@link guardSqlClient}. */
export interface GuardSqlClientOptions {
  /** While the database is down, how often it is probed with `select 1`, in milliseconds. Default 1000. */
  readonly probeIntervalMs?: number;
  /** The clock of {@link StoreStatus.since}. Default `() => new Date()`. */
  readonly now?: () => Date;
}

/** A guarded client and the health it tracks. */
export interface GuardedSqlClient {
  /** The same client; a fault of the database itself comes out as a GuidekitError `store_unavailable`. */
  readonly client: SqlClient;
  /** Whether the database answered the last statement (or probe). */
  status(): StoreStatus;
  /** Marks the database down from outside a statement (e.g. a pool's `error` event) and starts the probe. */
  markDown(reason: string): void;
  /** Stops the probe (the store is closing). */
  stop(): void;
}

/**
 * Wraps a store's SQL client so that a fault of the database itself (connection refused or reset, server shut down,
 * statement or connection timeout, an embedded database that aborted) is an answer, not a crash: the statement
 * throws a `GuidekitError` with code {@link STORE_UNAVAILABLE} (HTTP maps it to 503 `store-unavailable`, never
 * charged), the store is reported down ({@link GuardedSqlClient.status}), and it is probed with `select 1` until it
 * answers again; any statement that succeeds marks it up. SQL errors (a constraint, bad input) pass through unchanged.
 *
 * @param client - The driver wrapper (PGlite or `pg`).
 * @param options - See {@link GuardSqlClientOptions}.
 * @returns The guarded client and its health.
 * @example
 * ```ts
 * const guarded = guardSqlClient(client);
 * guarded.status().available //=> true until the database stops answering
 * ```
 * @see https://www.postgresql.org/docs/15/errcodes-appendix.html (classes 08 and 57)
 */
export function guardSqlClient(client: SqlClient, options: GuardSqlClientOptions = {}): GuardedSqlClient {
  const now = options.now ?? (() => new Date());
  const probeIntervalMs = options.probeIntervalMs ?? 1000;
  let status: StoreStatus = { available: true, since: now().toISOString() };
  let probe: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const up = () => {
    if (!status.available) status = { available: true, since: now().toISOString() };
    if (probe !== undefined) clearInterval(probe);
    probe = undefined;
  };
  const down = (reason: string) => {
    if (status.available) status = { available: false, since: now().toISOString(), reason };
    if (probe === undefined && !stopped) {
      probe = setInterval(() => {
        client.query('select 1').then(up, () => undefined);
      }, probeIntervalMs);
      probe.unref?.(); // the probe never keeps the process alive on its own
    }
  };
  const guard = async <R>(work: () => Promise<R>): Promise<R> => {
    try {
      const result = await work();
      up();
      return result;
    } catch (error) {
      if (!isDatabaseFault(error)) throw error;
      const reason = describeFault(error);
      down(reason);
      throw new GuidekitError(`store: the database is unavailable (${reason})`, { code: STORE_UNAVAILABLE });
    }
  };
  const wrap = (executor: SqlExecutor): SqlExecutor => ({
    query: (sql, params) => guard(() => executor.query(sql, params)),
    exec: (sql) => guard(() => executor.exec(sql)),
  });

  return {
    client: {
      ...wrap(client),
      // The transaction as a whole is guarded: its statements run on the raw executor, so a fault is reported once.
      transaction: (fn) => guard(() => client.transaction(fn)),
      close: async () => {
        stopped = true;
        if (probe !== undefined) clearInterval(probe);
        await client.close();
      },
    },
    status: () => status,
    markDown: down,
    stop: () => {
      stopped = true;
      if (probe !== undefined) clearInterval(probe);
    },
  };
}

/** SQLSTATE classes of a database that is not answering: connection exception, operator intervention, resources. */
const FAULT_SQLSTATE = /^(08|57P0|53|58)|^57014$/;
/** Node socket errors. */
const FAULT_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOSPC']);
/** What `pg` and PGlite say when the connection or the embedded database is gone. */
const FAULT_MESSAGE = /connection terminated|connection timeout|timeout exceeded when trying to connect|query read timeout|not queryable|ended by the server|Connection refused|is closed|database closed|aborted|unreachable/i;

/** True for a fault of the database itself (not of the statement). */
function isDatabaseFault(error: unknown): boolean {
  if (error instanceof GuidekitError) return error.code === STORE_UNAVAILABLE;
  if (error === null || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return FAULT_SQLSTATE.test(code);
  if (typeof code === 'string' && FAULT_ERRNO.has(code)) return true;
  // The embedded database aborted (WebAssembly trap).
  if (error instanceof WebAssembly.RuntimeError) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && FAULT_MESSAGE.test(message);
}

function describeFault(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = String((error as { message?: unknown }).message ?? error).slice(0, 200);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}
