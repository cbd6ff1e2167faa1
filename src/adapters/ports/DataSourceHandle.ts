import type { PortName } from '../../catalog/ports.js';

/** How one configured source stands, as `guidekit data status` and GET /health/data report it. */
export interface DataSourceReport {
  /** The source's id, as answers' `data` blocks name it (e.g. `bars-dir`, `recalls.cpsc`, `yahoo`). */
  readonly id: string;
  /** The port it serves. */
  readonly port: PortName;
  /** What it is, in one line. */
  readonly description: string;
  /** `ok`: it answers with current data; `degraded`: it answers, but with old data or some parts missing; `unavailable`: it does not answer. */
  readonly status: 'ok' | 'degraded' | 'unavailable';
  /** Why, when not `ok`; what it holds, when `ok`. */
  readonly detail: string | null;
  /** When its data was last fetched from the origin (ISO timestamp); null when unknown or never. */
  readonly last_fetch: string | null;
  /** Seconds since `last_fetch`; null when unknown. */
  readonly age_seconds: number | null;
  /** What it keeps locally (cache entries, snapshot records, files); null when it keeps nothing. */
  readonly cache: { readonly entries: number; readonly bytes: number | null } | null;
  /** The source's documented rate limit and how much of it is left now; null when it has none or it is not fetched live. */
  readonly rate_limit: { readonly limit: string; readonly remaining: number | null } | null;
  /** The circuit breaker's state for live sources; null for local data. */
  readonly circuit: 'closed' | 'open' | 'half-open' | null;
}

/** One configured source of a port, able to say how it stands. */
export interface DataSourceHandle {
  readonly id: string;
  readonly port: PortName;
  /**
   * Checks the source without fetching from its origin (reads local files, the cache and the breaker's state).
   * @param now - The clock of the ages.
   */
  describe(now: Date): Promise<DataSourceReport>;
}
