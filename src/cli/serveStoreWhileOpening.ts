import { GuidekitError } from '../core/GuidekitError.js';
import { STORE_UNAVAILABLE } from '../adapters/store/guardSqlClient.js';
import type { Store, StoreStatus } from '../adapters/store/Store.js';

/** Options of {@link serveStoreWhileOpening}. */
export interface ServeStoreWhileOpeningOptions {
  /**
   * Whether the store being opened is one a single process owns (embedded PGlite: true; PostgreSQL: false). Read
   * synchronously by the app before the store is open (credit runs, payment locks), so it is stated here.
   */
  readonly exclusive: boolean;
  /** The clock of `status().since`. Default `() => new Date()`. */
  readonly now?: () => Date;
}

/** A store that is being opened, and what the server needs to know about the opening. */
export interface OpeningStore {
  /** Stands for the store from now on: each call waits for the opening, then goes to the opened store. */
  readonly store: Store;
  /** True until the opening has succeeded or failed (`/health/ready` says `starting` meanwhile). */
  readonly starting: () => boolean;
  /** Settles when the opening does: the opened store, or the reason it could not be opened. */
  readonly opened: Promise<Store>;
}

/**
 * Lets `guidekit serve` listen before its store is open: opening the embedded PGlite database (compiling its
 * WebAssembly and, on a first start, creating and migrating the database) takes seconds, and nothing a health check
 * or a free route answers needs it. The returned store stands for the one being opened: a call made meanwhile (a
 * paid request, a credit spend) waits for the opening and then runs on the opened store, so no request is refused
 * because it came early; `status()` is available while opening. Should the opening fail, every call and `status()`
 * say the store is unavailable (a 503 `store-unavailable`, never charged) and `opened` rejects, so the server can
 * stop.
 *
 * @param opening - The store being opened (e.g. `createPgliteStore(...)`, not awaited).
 * @param options - See {@link ServeStoreWhileOpeningOptions}.
 * @returns The stand-in store, whether it is still starting, and the opening.
 * @example
 * ```ts
 * const { store, starting, opened } = serveStoreWhileOpening(createPgliteStore({ dataDir }), { exclusive: true });
 * // listen now; /health/ready answers `starting` until `opened` settles
 * ```
 * @see docs/hosting.md (start-up)
 */
export function serveStoreWhileOpening(opening: Promise<Store>, options: ServeStoreWhileOpeningOptions): OpeningStore {
  const now = options.now ?? (() => new Date());
  const since = now().toISOString();
  let ready: Store | undefined;
  let failure: StoreStatus | undefined;
  let pending = true;
  const opened = opening.then(
    (store) => {
      ready = store;
      pending = false;
      return store;
    },
    (error: unknown) => {
      failure = { available: false, since: now().toISOString(), reason: `the store could not be opened: ${(error as Error)?.message ?? String(error)}`.slice(0, 300) };
      pending = false;
      throw error;
    },
  );
  // The rejection is reported through `opened` to whoever awaits it; calls meanwhile see it as unavailability.
  opened.catch(() => undefined);
  const unavailable = () => new GuidekitError(`store: the database is unavailable (${failure?.reason ?? 'not open'})`, { code: STORE_UNAVAILABLE });

  const store = new Proxy({} as Store, {
    get(_target, name) {
      if (name === 'exclusive') return ready?.exclusive ?? options.exclusive;
      if (name === 'status') return (): StoreStatus => ready?.status() ?? failure ?? { available: true, since };
      if (name === 'then') return undefined; // not a thenable: `await store` must not wait for a method called `then`
      if (ready !== undefined) {
        const value = (ready as unknown as Record<PropertyKey, unknown>)[name];
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(ready) : value;
      }
      return async (...args: unknown[]) => {
        const target = await opened.catch(() => {
          throw unavailable();
        });
        const method = (target as unknown as Record<PropertyKey, unknown>)[name];
        if (typeof method !== 'function') throw new TypeError(`serveStoreWhileOpening: the store has no method ${String(name)}`);
        return (method as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store, starting: () => pending, opened };
}
