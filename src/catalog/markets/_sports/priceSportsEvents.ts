import type { OddsEvent } from '../../../markets/ports/OddsSource.js';
import type { PickModelContext } from '../../../markets/sportsScans/describeLinePick.js';
import { predictSoccerLine, type SoccerLinePrediction } from '../../../markets/sportsScans/predictSoccerLine.js';
import { priceEventLine, type PricedLine } from '../../../markets/sportsScans/priceEventLine.js';
import { readEventLines, type MatchMarket } from '../../../markets/sportsScans/readEventLines.js';
import type { SoccerRatingContext } from './readSoccerRating.js';

/** One priced line of one event, with what the rating made of it. */
export interface PricedEventLine {
  readonly event: OddsEvent;
  readonly line: PricedLine;
  readonly model: PickModelContext;
  /** The latest update of the books in the line. */
  readonly updated: string | null;
}

/**
 * Prices every line of every event: the consensus of the books, blended with the soccer rating where the league has
 * one and the line can be read from it.
 *
 * @param events - Events of the `odds` port.
 * @param options - The sport, the markets, the rating context, `asOf` and `lang`.
 * @returns The priced lines, in event order.
 */
export function priceSportsEvents(
  events: readonly OddsEvent[],
  options: { readonly sport: string; readonly markets: readonly MatchMarket[]; readonly rating: SoccerRatingContext; readonly asOf: string; readonly lang: 'en' | 'es' },
): PricedEventLine[] {
  const out: PricedEventLine[] = [];
  for (const event of events) {
    if (event.homeTeam === null || event.awayTeam === null) continue;
    for (const line of readEventLines(event, { asOf: options.asOf, markets: options.markets })) {
      let prediction: SoccerLinePrediction | null = null;
      if (options.rating.status === 'rated') prediction = predictSoccerLine(options.rating.rating, line, { asOf: options.asOf, home: event.homeTeam, away: event.awayTeam });
      const model: PickModelContext = options.rating.status === 'rated' ? { status: 'rated', rating: options.rating.rating, prediction: prediction! } : options.rating;
      const priced = priceEventLine(line, { asOf: options.asOf, sport: options.sport, model: prediction?.model ?? null, lang: options.lang });
      const updates = line.books.map((b) => b.last_update).filter((u): u is string => u !== null).sort();
      out.push({ event, line: priced, model, updated: updates[updates.length - 1] ?? null });
    }
  }
  return out;
}
