import type { z } from 'zod';
import type { OddsEvent } from '../../../markets/ports/OddsSource.js';
import type { oddsApiEventSchema } from './oddsApiSchemas.js';

/**
 * One Odds API event in the odds port's words: the guidekit sport that was asked beside the source's competition
 * key, decimal prices, `point` null where the market has none, and each market's own update time (the book's when
 * the answer predates per-market times).
 *
 * @param raw - The event as parsed from the answer.
 * @param sport - The guidekit sport key asked.
 * @returns The port's event.
 * @example
 * ```ts
 * readOddsApiEvent(parsed, 'epl').competition //=> 'soccer_epl'
 * ```
 * @see src/markets/ports/OddsSource.ts
 */
export function readOddsApiEvent(raw: z.infer<typeof oddsApiEventSchema>, sport: string): OddsEvent {
  return {
    id: raw.id,
    sport,
    competition: raw.sport_key,
    competitionTitle: raw.sport_title ?? raw.sport_key,
    commenceTime: raw.commence_time,
    homeTeam: raw.home_team ?? null,
    awayTeam: raw.away_team ?? null,
    bookmakers: raw.bookmakers.map((book) => ({
      key: book.key,
      title: book.title,
      lastUpdate: book.last_update,
      markets: book.markets.map((market) => ({
        market: market.key,
        lastUpdate: market.last_update ?? book.last_update,
        outcomes: market.outcomes.map((o) => ({ name: o.name, price: o.price, point: o.point ?? null })),
      })),
    })),
  };
}
