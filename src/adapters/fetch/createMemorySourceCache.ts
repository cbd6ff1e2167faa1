import type { CachedResponse, SourceCache } from './SourceCache.js';

/**
 * A response cache in this process's memory, for tests and for the CLI when no store is open. Entries live until the
 * process ends; the fetch layer still honours each one's expiry.
 *
 * @returns The cache.
 * @example
 * ```ts
 * const fetcher = createSourceFetcher({ policies, cache: createMemorySourceCache() });
 * ```
 */
export function createMemorySourceCache(): SourceCache {
  const entries = new Map<string, CachedResponse>();
  return {
    readCached: async (key) => entries.get(key),
    writeCached: async (key, entry) => void entries.set(key, entry),
    summarizeCache: async (source) => {
      let count = 0;
      let bytes = 0;
      let last: Date | null = null;
      for (const entry of entries.values()) {
        if (entry.source !== source) continue;
        count += 1;
        bytes += entry.body.byteLength;
        if (last === null || entry.fetchedAt > last) last = entry.fetchedAt;
      }
      return { entries: count, bytes, lastFetch: last };
    },
  };
}
