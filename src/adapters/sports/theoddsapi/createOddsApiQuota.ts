import type { SourceResponse } from '../../fetch/createSourceFetcher.js';

/** The usage quota of an Odds API key, as the API last reported it. */
export interface OddsApiQuotaReading {
  /** Requests (credits) left this period. */
  readonly remaining: number | null;
  /** Requests used this period. */
  readonly used: number | null;
  /** What the last request cost. */
  readonly lastCost: number | null;
  /** When the API reported it (ISO 8601). */
  readonly reportedAt: string;
}

/** Keeps the latest quota report of one odds adapter instance. */
export interface OddsApiQuota {
  /** Reads the `x-requests-*` headers of an answer the origin sent now (a cached answer repeats an old report and is skipped). */
  note(response: SourceResponse): void;
  /** The latest report; null before any answer carried one. */
  read(): OddsApiQuotaReading | null;
}

const count = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * A holder of the usage quota The Odds API reports on every answer (`x-requests-remaining`, `x-requests-used`,
 * `x-requests-last`), for `guidekit data status` to show how much of the key's quota is left. One per adapter
 * instance, never module-wide.
 *
 * @returns The holder.
 * @example
 * ```ts
 * const quota = createOddsApiQuota();
 * quota.note(response);
 * quota.read()?.remaining //=> 499
 * ```
 * @see docs/sports-sources.md
 */
export function createOddsApiQuota(): OddsApiQuota {
  let latest: OddsApiQuotaReading | null = null;
  return {
    note(response) {
      if (response.fromCache) return;
      const remaining = count(response.headers['x-requests-remaining']);
      const used = count(response.headers['x-requests-used']);
      if (remaining === null && used === null) return;
      latest = { remaining, used, lastCost: count(response.headers['x-requests-last']), reportedAt: response.fetchedAt.toISOString() };
    },
    read: () => latest,
  };
}
