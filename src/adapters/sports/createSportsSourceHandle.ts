import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import type { SourceCache } from '../fetch/SourceCache.js';
import type { SourcePolicy } from '../fetch/SourcePolicy.js';
import type { DataSourceHandle } from '../ports/DataSourceHandle.js';
import type { OddsApiQuota } from './theoddsapi/createOddsApiQuota.js';

/** Options of {@link createSportsSourceHandle}. */
export interface CreateSportsSourceHandleOptions {
  /** The source's policy (it names the port). */
  readonly policy: SourcePolicy;
  readonly fetcher: SourceFetcher;
  readonly cache: SourceCache;
  /** False when the setting the source needs is absent: the port does not exist and the status says which setting to set. */
  readonly configured: boolean;
  /** The setting that configures it, for the status detail (e.g. `GUIDEKIT_ODDS_API_KEY`). */
  readonly setting: string;
  /** The Odds API's usage-quota reports, shown in the status. */
  readonly quota?: OddsApiQuota;
}

/**
 * The data-status handle of a sports source that exists only when configured (The Odds API with its key, the racecard
 * feed with its URL): unconfigured, it says so and which setting to set; configured, it reports the breaker, the rate
 * limit, the cache and, for The Odds API, the usage quota the API last reported (remaining, used, cost of the last
 * request). A quota at zero marks the source unavailable, since every priced request would then be refused.
 *
 * @param options - {@link CreateSportsSourceHandleOptions}.
 * @returns The handle for `guidekit data status` and GET /health/data.
 * @example
 * ```ts
 * const handle = createSportsSourceHandle({ policy, fetcher, cache, configured: true, setting: 'GUIDEKIT_ODDS_API_KEY', quota });
 * (await handle.describe(new Date())).detail //=> 'usage quota: 499 requests left, 1 used (The Odds API, 2026-...)'
 * ```
 * @see docs/sports-sources.md
 */
export function createSportsSourceHandle(options: CreateSportsSourceHandleOptions): DataSourceHandle {
  const { policy, fetcher, cache } = options;
  const port = policy.port!;
  return {
    id: policy.id,
    port,
    async describe(now) {
      if (!options.configured) {
        return {
          id: policy.id,
          port,
          description: policy.description,
          status: 'unavailable',
          detail: `not configured: set ${options.setting}; the endpoints that read ${port} answer 503 (never charged)`,
          last_fetch: null,
          age_seconds: null,
          cache: null,
          rate_limit: null,
          circuit: null,
        };
      }
      const [state, held] = await Promise.all([fetcher.state(policy.id), cache.summarizeCache(policy.id)]);
      const lastFetch = held.lastFetch === null ? null : held.lastFetch.toISOString();
      const quota = options.quota?.read() ?? null;
      const exhausted = quota !== null && quota.remaining !== null && quota.remaining <= 0;
      const quotaText =
        options.quota === undefined
          ? null
          : quota === null
            ? 'usage quota not reported yet (no answer from The Odds API since start)'
            : `usage quota: ${quota.remaining ?? 'unknown'} requests left, ${quota.used ?? 'unknown'} used, last request cost ${quota.lastCost ?? 'unknown'} (reported by The Odds API at ${quota.reportedAt})`;
      const live = `fetched live (time limit ${policy.timeoutMs} ms)`;
      return {
        id: policy.id,
        port,
        description: policy.description,
        status: state.circuit === 'open' || exhausted ? 'unavailable' : 'ok',
        detail:
          state.circuit === 'open'
            ? `circuit open after ${policy.breaker.consecutiveFailures} failures in a row${quotaText === null ? '' : `; ${quotaText}`}`
            : exhausted
              ? `the key's usage quota is used up; ${quotaText}`
              : quotaText === null
                ? live
                : `${live}; ${quotaText}`,
        last_fetch: lastFetch,
        age_seconds: lastFetch === null ? null : Math.max(0, Math.round((now.getTime() - Date.parse(lastFetch)) / 1000)),
        cache: { entries: held.entries, bytes: held.bytes },
        rate_limit:
          policy.rateLimit === undefined
            ? null
            : { limit: `${policy.rateLimit.requests} per ${policy.rateLimit.perSeconds} s (${policy.rateLimit.documented})`, remaining: state.remaining },
        circuit: state.circuit,
      };
    },
  };
}
