import { GuidekitError } from '../../core/GuidekitError.js';
import type { RacecardSource } from '../../markets/ports/RacecardSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { failUnreadable } from '../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../markets/_lib/parseSourceJson.js';
import { pickTrace } from '../markets/_lib/pickTrace.js';
import { RACECARDS_SOURCE, racecardFeedSchema } from './racecards/racecardFeedSchema.js';

/** Options of {@link createRacecardSource}. */
export interface CreateRacecardSourceOptions {
  /** The fetch layer (policy `racecards`). */
  readonly fetcher: SourceFetcher;
  /** The feed's URL (GUIDEKIT_RACECARDS_URL); the date is added as `?date=YYYY-MM-DD`. */
  readonly url: string;
  /** Sent as `Authorization: Bearer <token>` when given (GUIDEKIT_RACECARDS_TOKEN). */
  readonly token?: string;
}

/**
 * The `racecards` port over a configured feed in guidekit's racecard format (docs/sports-sources.md): one document per
 * date with every GB and Irish race, its runners, prices, going, distance and each-way terms, filtered here by
 * country and course. No public feed of GB and Irish cards exists, so the port exists only where an operator
 * configures one. A malformed date or an unknown country is a 400; the feed down, or answering another date or
 * another shape, is a 503 naming `racecards`.
 *
 * @param options - {@link CreateRacecardSourceOptions}.
 * @returns The port.
 * @throws {@link GuidekitError} `invalid_config` when the URL is not http(s).
 * @example
 * ```ts
 * const cards = await createRacecardSource({ fetcher, url: settings.GUIDEKIT_RACECARDS_URL }).racecards({ date: '2026-03-10', country: 'GB' });
 * ```
 * @see docs/sports-sources.md
 */
export function createRacecardSource(options: CreateRacecardSourceOptions): RacecardSource {
  let base: URL;
  try {
    base = new URL(options.url);
    if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error('not http');
  } catch {
    throw new GuidekitError(`createRacecardSource: GUIDEKIT_RACECARDS_URL must be an http(s) URL, got ${JSON.stringify(options.url)}`, { code: 'invalid_config', field: 'url' });
  }
  const headers = options.token === undefined || options.token === '' ? undefined : { authorization: `Bearer ${options.token}` };
  return {
    async racecards(request, call) {
      const fn = 'racecards.racecards';
      const date = typeof request.date === 'string' ? request.date.trim() : '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
        throw new GuidekitError(`${fn}: date must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(request.date)}`, { code: 'invalid_date', field: 'date' });
      }
      if (request.country !== undefined && request.country !== 'GB' && request.country !== 'IRE') {
        throw new GuidekitError(`${fn}: country must be GB or IRE, got ${JSON.stringify(request.country)}`, { code: 'invalid_country', field: 'country' });
      }
      const url = new URL(base.href);
      url.searchParams.set('date', date);
      const res = await options.fetcher.fetch(RACECARDS_SOURCE, { url: url.href, ...(headers === undefined ? {} : { headers }), ...pickTrace(call) });
      const feed = parseSourceJson(res, racecardFeedSchema, RACECARDS_SOURCE, `the racecard feed for ${date}`);
      if (feed.date !== date) throw failUnreadable(RACECARDS_SOURCE, `the feed answered the cards of ${feed.date} for ${date}`);
      const course = request.course?.trim().toLowerCase();
      return feed.races
        .filter((r) => (request.country === undefined || r.country === request.country) && (course === undefined || r.course.toLowerCase() === course))
        .sort((a, b) => Date.parse(a.off_time) - Date.parse(b.off_time))
        .map((r) => ({
          raceId: r.race_id,
          course: r.course,
          country: r.country,
          date: feed.date,
          offTime: r.off_time,
          raceName: r.race_name,
          type: r.type,
          handicap: r.handicap,
          raceClass: r.class ?? null,
          distanceYards: r.distance_yards,
          distanceText: r.distance,
          going: r.going,
          surface: r.surface,
          placeTerms: r.place_terms === null ? null : { places: r.place_terms.places, fraction: r.place_terms.fraction },
          runners: r.runners.map((x) => ({
            number: x.number,
            draw: x.draw ?? null,
            horse: x.horse,
            age: x.age ?? null,
            weightLbs: x.weight_lbs ?? null,
            jockey: x.jockey ?? null,
            trainer: x.trainer ?? null,
            officialRating: x.official_rating ?? null,
            form: x.form ?? null,
            nonRunner: x.non_runner,
            prices: x.prices.map((p) => ({ bookmaker: p.bookmaker.toLowerCase(), decimal: p.decimal, fractional: p.fractional ?? null })),
          })),
        }));
    },
  };
}
