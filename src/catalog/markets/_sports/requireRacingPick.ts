import { createTranslate } from '../../../core/i18n/createTranslate.js';
import { NothingClearsError } from '../../../core/NothingClearsError.js';
import { mergeSportsCitations } from '../../../markets/sportsScans/mergeSportsCitations.js';
import { sportsScanMessages } from '../../../markets/sportsScans/messages/sportsScans.js';
import type { PricedRacecard, RaceSelection } from '../../../markets/sportsScans/priceRacecard.js';

/** How many of the nearest selections a declined racing answer names (`near_misses`). */
export const RACING_NEAR_MISSES = 5;

/** A priced card whose selection beats its fair probability at the best price. */
export type PickedRacecard = PricedRacecard & { readonly selection: RaceSelection & { readonly edge: true } };

/**
 * The day's racing pick, or a 409: the priced cards ranked by their selection's EV, and the best of them only when its
 * price beats the de-vigged fair probability (EV above 0). A selection without an edge is nothing to sell, so when no
 * card has one the answer is a 409 `no-edge` naming the nearest selections and what was measured; when no card could
 * be priced at all (too few books), a 409 `nothing-clears`. Never charged.
 *
 * @param cards - The day's priced cards (readPricedCards).
 * @param options - `date` of the meeting, `lang` of the reason.
 * @returns The cards with an edge, best EV first (at least one).
 * @throws {@link NothingClearsError} `no-edge` or `nothing-clears` as above.
 * @example
 * ```ts
 * const [best] = requireRacingPick(await readPricedCards(port, options), { date, lang });
 * ```
 * @see docs/signal-declines.md
 */
export function requireRacingPick(cards: readonly PricedRacecard[], options: { readonly date: string; readonly lang: 'en' | 'es' }): PickedRacecard[] {
  const t = createTranslate(sportsScanMessages, options.lang);
  const ranked = cards.filter((c) => c.selection !== null).sort((a, b) => b.selection!.ev - a.selection!.ev);
  const edged = ranked.filter((c): c is PickedRacecard => c.selection!.edge);
  if (edged.length > 0) return edged;
  const measured = { cards: cards.length, priced: ranked.length, with_edge: 0, best_ev: ranked[0]?.selection!.ev ?? null };
  const citations = mergeSportsCitations(cards.map((c) => c.rules), options.lang);
  const nearest = ranked[0];
  if (nearest === undefined) {
    throw new NothingClearsError(t('racing_none_priced', { cards: cards.length }), { details: { date: options.date, measured, near_misses: [], ...citations } });
  }
  const s = nearest.selection!;
  const near_misses = ranked.slice(0, RACING_NEAR_MISSES).map((c) => ({ race_id: c.race.race_id, course: c.race.course, off_time: c.race.off_time, selection: c.selection! }));
  throw new NothingClearsError(
    t('racing_no_edge', { cards: cards.length, horse: s.horse, price: s.price.toFixed(2), book: s.book, race: `${nearest.race.course} ${nearest.race.off_time.slice(11, 16)}`, ev: s.ev.toFixed(3) }),
    { problem: 'no-edge', details: { date: options.date, measured, near_misses, ...citations } },
  );
}
