import { NothingClearsError } from '../../../core/NothingClearsError.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { RacecardSource, RacingCountry } from '../../../markets/ports/RacecardSource.js';
import { priceRacecard, type PricedRacecard } from '../../../markets/sportsScans/priceRacecard.js';

/**
 * Reads a day's GB and Irish cards from the `racecards` port (narrowed by country and course) and prices each.
 *
 * @param port - The `racecards` port.
 * @param options - The date (default `asOf`), country, course, `asOf`, `trace`, `lang`.
 * @returns The priced cards, in off-time order.
 * @throws {@link NothingClearsError} when the day has no racing to price.
 */
export async function readPricedCards(
  port: RacecardSource,
  options: { readonly date?: string; readonly country?: RacingCountry; readonly course?: string; readonly asOf: string; readonly trace: SourceRecorder; readonly lang: 'en' | 'es' },
): Promise<PricedRacecard[]> {
  const date = options.date ?? options.asOf;
  const cards = await port.racecards({ date, ...(options.country === undefined ? {} : { country: options.country }), ...(options.course === undefined ? {} : { course: options.course }) }, { trace: options.trace });
  if (cards.length === 0) {
    throw new NothingClearsError(`No ${options.country ?? 'GB or Irish'} racing${options.course === undefined ? '' : ` at ${options.course}`} is carded on ${date}: there is nothing to price.`, { details: { date } });
  }
  return cards.map((card) => priceRacecard(card, { asOf: options.asOf, lang: options.lang }));
}
