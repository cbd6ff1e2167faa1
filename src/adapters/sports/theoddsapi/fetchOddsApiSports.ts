import { z } from 'zod';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { OddsCompetition } from '../../../markets/ports/OddsSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { parseSourceJson } from '../../markets/_lib/parseSourceJson.js';
import type { OddsApiQuota } from './createOddsApiQuota.js';
import { explainOddsApiRefusal } from './explainOddsApiRefusal.js';
import { ODDS_API_BASE, ODDS_API_SOURCE } from './oddsApiConstants.js';
import { oddsApiSportSchema } from './oddsApiSchemas.js';

/** Options of {@link fetchOddsApiSports}. */
export interface FetchOddsApiSportsOptions {
  readonly apiKey: string;
  /** Where the answer's quota report is kept. */
  readonly quota?: OddsApiQuota;
  readonly trace?: SourceRecorder;
}

/**
 * Every competition The Odds API lists, in season or not (`GET /v4/sports?all=true`), with whether each is active and
 * priced as outrights. The sports list does not count against the usage quota.
 *
 * @param fetcher - The fetch layer (policy `odds-api`).
 * @param options - {@link FetchOddsApiSportsOptions}.
 * @returns The competitions in the API's order.
 * @throws {@link SourceUnavailableError} `odds-api` when the API is down, refuses the key or answers something unreadable.
 * @example
 * ```ts
 * const all = await fetchOddsApiSports(fetcher, { apiKey });
 * all.filter((c) => c.active && c.key.startsWith('tennis_'));
 * ```
 * @see https://the-odds-api.com/liveapi/guides/v4/#get-sports
 */
export async function fetchOddsApiSports(fetcher: SourceFetcher, options: FetchOddsApiSportsOptions): Promise<OddsCompetition[]> {
  const params = new URLSearchParams({ apiKey: options.apiKey, all: 'true' });
  const res = await fetcher.fetch(ODDS_API_SOURCE, {
    url: `${ODDS_API_BASE}/v4/sports?${params.toString()}`,
    acceptStatus: [401, 404, 422],
    ...(options.trace === undefined ? {} : { trace: options.trace }),
  });
  options.quota?.note(res);
  if (res.status !== 200) throw explainOddsApiRefusal(res, { fn: 'odds.competitions', competition: 'the sports list' });
  const rows = parseSourceJson(res, z.array(oddsApiSportSchema), ODDS_API_SOURCE, 'the sports list');
  return rows.map((row) => ({ key: row.key, title: row.title, active: row.active, hasOutrights: row.has_outrights }));
}
