import type { CachedResponse, SourceCache } from '../fetch/SourceCache.js';
import type { SqlExecutor } from './sqlClient.js';

/**
 * The source response cache over the store's SQL (table `guidekit_source_cache`, migration 3). Writes are upserts,
 * so two instances that fetch the same URL at once both succeed and the later answer wins.
 *
 * @param client - The store's SQL executor (PGlite or PostgreSQL).
 * @returns The cache methods, spread into the store.
 * @example
 * ```ts
 * const cache = createSqlSourceCache(client);
 * await cache.readCached('recalls.cpsc GET https://www.saferproducts.gov/...');
 * ```
 */
export function createSqlSourceCache(client: SqlExecutor): SourceCache {
  return {
    async readCached(key) {
      const { rows } = await client.query<{
        source: string; url: string; status: number; headers: Record<string, string> | string; body: Uint8Array;
        etag: string | null; last_modified: string | null; fetched_at: Date | string; expires_at: Date | string;
      }>('select source, url, status, headers, body, etag, last_modified, fetched_at, expires_at from guidekit_source_cache where cache_key = $1', [key]);
      const row = rows[0];
      if (row === undefined) return undefined;
      return {
        source: row.source,
        url: row.url,
        status: Number(row.status),
        headers: typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers,
        body: new Uint8Array(row.body),
        etag: row.etag,
        lastModified: row.last_modified,
        fetchedAt: new Date(row.fetched_at),
        expiresAt: new Date(row.expires_at),
      } satisfies CachedResponse;
    },
    async writeCached(key, entry) {
      await client.query(
        `insert into guidekit_source_cache (cache_key, source, url, status, headers, body, etag, last_modified, fetched_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (cache_key) do update set source = excluded.source, url = excluded.url, status = excluded.status,
           headers = excluded.headers, body = excluded.body, etag = excluded.etag, last_modified = excluded.last_modified,
           fetched_at = excluded.fetched_at, expires_at = excluded.expires_at`,
        [key, entry.source, entry.url, entry.status, JSON.stringify(entry.headers), entry.body, entry.etag, entry.lastModified, entry.fetchedAt.toISOString(), entry.expiresAt.toISOString()],
      );
    },
    async summarizeCache(source) {
      const { rows } = await client.query<{ entries: string | number; bytes: string | number | null; last_fetch: Date | string | null }>(
        'select count(*) as entries, sum(octet_length(body)) as bytes, max(fetched_at) as last_fetch from guidekit_source_cache where source = $1',
        [source],
      );
      const row = rows[0]!;
      return { entries: Number(row.entries), bytes: Number(row.bytes ?? 0), lastFetch: row.last_fetch === null ? null : new Date(row.last_fetch) };
    },
  };
}
