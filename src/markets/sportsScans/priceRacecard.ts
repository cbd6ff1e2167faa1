import type { RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import type { Racecard } from '../ports/RacecardSource.js';
import { computeEachWayValue } from '../sports/computeEachWayValue.js';
import { computeExpectedValue } from '../sports/computeExpectedValue.js';
import { computeHarvilleProbabilities } from '../sports/computeHarvilleProbabilities.js';
import { simulatePlackettLuce } from '../sports/simulatePlackettLuce.js';
import { sizeKellyStake } from '../sports/sizeKellyStake.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { consensusFieldProbabilities, type FieldBook } from './consensusFieldProbabilities.js';
import { mergeSportsCitations } from './mergeSportsCitations.js';
import { sportsScanMessages } from './messages/sportsScans.js';

/** Options of {@link priceRacecard}. */
export interface PriceRacecardOptions {
  /** ISO date whose rules apply. Required. */
  readonly asOf: string;
  readonly lang?: 'en' | 'es';
}

/** One runner priced. */
export interface PricedRunner {
  readonly number: number;
  readonly horse: string;
  readonly jockey: string | null;
  readonly trainer: string | null;
  readonly win_probability: number;
  /** Harville's chance of finishing within the race's places; null for a win-only race. */
  readonly place_probability: number | null;
  readonly best: { readonly price: number; readonly book: string } | null;
  readonly win_ev: number | null;
  readonly each_way: { readonly place_odds: number; readonly place_ev: number; readonly ev: number } | null;
  readonly books: number;
}

/** The card's selection: the runner and bet with the highest expected value. */
export interface RaceSelection {
  readonly number: number;
  readonly horse: string;
  readonly bet: 'win' | 'each_way';
  readonly price: number;
  readonly book: string;
  readonly win_probability: number;
  readonly place_probability: number | null;
  /** Per unit of the whole stake (an each-way bet is two equal units). */
  readonly ev: number;
  readonly edge: boolean;
  /** Quarter-Kelly stakes, shares of bankroll: the win part, and the place part of an each-way bet. */
  readonly kelly: { readonly win: number; readonly place: number | null };
}

/** A racecard priced. */
export interface PricedRacecard {
  readonly race: {
    readonly race_id: string;
    readonly course: string;
    readonly country: 'GB' | 'IRE';
    readonly off_time: string;
    readonly race_name: string;
    readonly type: string;
    readonly handicap: boolean;
    readonly going: string;
    readonly distance: string;
    readonly runners: number;
    readonly place_terms: { readonly places: number; readonly fraction: number } | null;
  };
  /** `ok`; `thin` when too few books price the race for a consensus; `no_prices` when fewer than two runners have a price. */
  readonly status: 'ok' | 'thin' | 'no_prices';
  readonly method: string;
  readonly books_used: number;
  readonly runners: readonly PricedRunner[];
  readonly selection: RaceSelection | null;
  readonly saw: readonly string[];
  readonly not_seen: readonly string[];
  readonly explanation: string;
  readonly rules: RuleCitations;
}

/**
 * Prices a GB or Irish racecard: the field's de-vigged win probabilities from every bookmaker's prices, each runner's
 * win EV at its best price, its place probability under Harville's model for the race's own each-way terms and the
 * each-way EV, and the card's selection: the runner and bet (win or each-way) with the highest EV.
 *
 * @remarks Non-runners and starting-price returns (`sp`, not a price that can be taken now) are left out. The win
 * probabilities are {@link consensusFieldProbabilities}. Places come from {@link computeHarvilleProbabilities} (exact
 * to four places; a race paying more is simulated by Plackett–Luce, seeded); the each-way EV is
 * {@link computeEachWayValue} with the race's terms. A race the feed gives no terms for is win-only. Stakes are
 * quarter Kelly ({@link sizeKellyStake}) for the win part and the place part separately.
 *
 * @param card - One racecard of the `racecards` port.
 * @param options - {@link PriceRacecardOptions}; `asOf` is required.
 * @returns {@link PricedRacecard}.
 * @throws {@link GuidekitError} `invalid_type` on `card`.
 * @example
 * ```ts
 * priceRacecard(card, { asOf: '2026-03-10' }).selection?.bet;
 * ```
 * @see docs/sports-endpoints.md
 */
export function priceRacecard(card: Racecard, options: PriceRacecardOptions): PricedRacecard {
  const fn = 'priceRacecard';
  const opts = readOptions(fn, options);
  if (card === null || typeof card !== 'object' || !Array.isArray(card.runners as unknown)) fail(fn, 'card', 'invalid_type', 'card must be a racecard');
  const asOf = String(opts.asOf);
  const lang = opts.lang ?? 'en';
  const t = createTranslate(sportsScanMessages, lang);
  const active = card.runners.filter((r) => !r.nonRunner);
  const race = {
    race_id: card.raceId,
    course: card.course,
    country: card.country,
    off_time: card.offTime,
    race_name: card.raceName,
    type: card.type,
    handicap: card.handicap,
    going: card.going,
    distance: card.distanceText,
    runners: active.length,
    place_terms: card.placeTerms,
  };
  const bookMap = new Map<string, Record<string, number>>();
  for (const runner of active) {
    for (const price of runner.prices) {
      if (price.bookmaker.toLowerCase() === 'sp') continue;
      const odds = bookMap.get(price.bookmaker) ?? {};
      odds[String(runner.number)] = price.decimal;
      bookMap.set(price.bookmaker, odds);
    }
  }
  const books: FieldBook[] = [...bookMap.entries()].map(([book, odds]) => ({ book, title: book, odds }));
  const keys = active.map((r) => String(r.number));
  const pricedCount = keys.filter((k) => books.some((b) => b.odds[k] !== undefined)).length;
  const notSeen = [t('racing_not_seen')];
  if (pricedCount < 2) {
    return { race, status: 'no_prices', method: 'none', books_used: books.length, runners: [], selection: null, saw: [], not_seen: notSeen, explanation: t('racing_no_prices', { race: `${card.course} ${card.offTime.slice(11, 16)}` }), rules: mergeSportsCitations([], lang) };
  }
  const consensus = consensusFieldProbabilities(keys, books, { asOf, lang });
  const places = card.placeTerms?.places ?? 0;
  const win = consensus.probabilities;
  const field = consensus.runners.length;
  const top: number[][] =
    places <= 4
      ? (computeHarvilleProbabilities(win, { positions: Math.max(1, Math.min(4, places, field)) }).top as number[][])
      : (simulatePlackettLuce(win, { seed: 1, draws: 20_000, positions: Math.min(places, field) }).top as number[][]);
  let rules = [consensus.rules] as (RuleCitations | null)[];
  const runners: PricedRunner[] = consensus.runners.map((key, i) => {
    const r = active.find((x) => String(x.number) === key)!;
    const best = consensus.best[i] ?? null;
    const p = win[i]!;
    let each_way: PricedRunner['each_way'] = null;
    let placeP: number | null = null;
    if (card.placeTerms !== null && places > 0) {
      placeP = places >= field ? 1 : top[i]![Math.min(places, top[i]!.length) - 1]!;
      if (best !== null && places < field) {
        const ew = computeEachWayValue(top[i]!.slice(0, places), { asOf, decimalOdds: best.price, terms: card.placeTerms, lang });
        if (ew.status === 'ok' && ew.ev !== null && ew.place_ev !== null && ew.place_odds !== null) each_way = { place_odds: ew.place_odds, place_ev: ew.place_ev, ev: ew.ev };
        rules = [...rules, ew];
      }
    }
    return {
      number: r.number,
      horse: r.horse,
      jockey: r.jockey,
      trainer: r.trainer,
      win_probability: p,
      place_probability: placeP,
      best: best === null ? null : { price: best.price, book: best.book },
      win_ev: best === null ? null : computeExpectedValue(p, best.price).ev,
      each_way,
      books: consensus.books_per_runner[i]!,
    };
  });
  runners.sort((a, b) => b.win_probability - a.win_probability);
  let selection: RaceSelection | null = null;
  if (consensus.status === 'ok') {
    for (const r of runners) {
      if (r.best === null || r.win_ev === null) continue;
      const options: { bet: 'win' | 'each_way'; ev: number }[] = [{ bet: 'win', ev: r.win_ev }, ...(r.each_way === null ? [] : [{ bet: 'each_way' as const, ev: r.each_way.ev }])];
      for (const o of options) {
        if (selection !== null && !(o.ev > selection.ev)) continue;
        const kw = sizeKellyStake(r.win_probability, r.best.price, { asOf, lang });
        const kp = o.bet === 'each_way' && r.each_way !== null && r.place_probability !== null && r.place_probability < 1 ? sizeKellyStake(r.place_probability, r.each_way.place_odds, { asOf, lang }).stake : null;
        rules = [...rules, kw];
        selection = { number: r.number, horse: r.horse, bet: o.bet, price: r.best.price, book: r.best.book, win_probability: r.win_probability, place_probability: r.place_probability, ev: o.ev, edge: o.ev > 0, kelly: { win: kw.stake, place: kp } };
      }
    }
  }
  const label = `${card.course} ${card.offTime.slice(11, 16)}`;
  const saw = [t('racing_saw', { count: consensus.books_used, runners: field, method: consensus.method }), card.placeTerms === null ? t('racing_win_only') : t('racing_terms', { places: card.placeTerms.places, fraction: fraction(card.placeTerms.fraction) })];
  const explanation =
    consensus.status !== 'ok' || selection === null
      ? t('racing_thin', { race: label, count: consensus.books_used })
      : t(selection.edge ? (selection.bet === 'win' ? 'racing_pick_win' : 'racing_pick_ew') : 'racing_pick_none', {
          race: label,
          horse: selection.horse,
          price: selection.price.toFixed(2),
          book: selection.book,
          win: pct(selection.win_probability),
          place: selection.place_probability === null ? '—' : pct(selection.place_probability),
          ev: selection.ev.toFixed(3),
        });
  return { race, status: consensus.status, method: consensus.method, books_used: consensus.books_used, runners, selection, saw, not_seen: notSeen, explanation, rules: mergeSportsCitations(rules, lang) };
}

const pct = (p: number) => `${(100 * p).toFixed(1)} %`;
const fraction = (f: number) => (Math.abs(f - 0.25) < 1e-9 ? '1/4' : Math.abs(f - 0.2) < 1e-9 ? '1/5' : Math.abs(f - 1 / 3) < 1e-9 ? '1/3' : f.toFixed(3));
