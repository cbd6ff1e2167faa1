/** One cached response of an outside source, as the fetch layer keeps it. */
export interface CachedResponse {
  /** The source's id (its policy's `id`), e.g. `recalls.cpsc`. */
  readonly source: string;
  /** The URL fetched (without secrets: keys travel in headers, never in cached URLs). */
  readonly url: string;
  /** HTTP status of the origin's answer (2xx; errors are never cached). */
  readonly status: number;
  /** The response headers the layer keeps (content type, validators, dates). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
  /** Validators for a conditional request once the entry expires. */
  readonly etag: string | null;
  readonly lastModified: string | null;
  /** When the origin sent it (or last confirmed it with a 304). */
  readonly fetchedAt: Date;
  /** Until when it may be served without asking the origin. */
  readonly expiresAt: Date;
}

/** What the cache holds for one source, for `guidekit data status` and GET /health/data. */
export interface SourceCacheSummary {
  readonly entries: number;
  readonly bytes: number;
  /** The newest `fetchedAt` of the source's entries; null when it has none. */
  readonly lastFetch: Date | null;
}

/**
 * The response cache of the fetch layer, keyed by source and request. Kept in the store (PGlite embedded, PostgreSQL
 * when configured), so that several instances on one database share what each fetched; an in-memory one serves tests
 * and apps without a store.
 */
export interface SourceCache {
  /** The entry under `key`, expired or not (an expired one still has validators for a conditional request). */
  readCached(key: string): Promise<CachedResponse | undefined>;
  /** Stores or replaces the entry under `key`. */
  writeCached(key: string, entry: CachedResponse): Promise<void>;
  /** Entries, bytes and last fetch of one source. */
  summarizeCache(source: string): Promise<SourceCacheSummary>;
}
