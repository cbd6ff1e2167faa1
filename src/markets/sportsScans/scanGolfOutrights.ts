import type { RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { requireRule } from '../../core/requireRule.js';
import type { OddsEvent } from '../ports/OddsSource.js';
import { SPORTS_FIELD_SCANS, SPORTS_SCAN_SETTINGS } from '../rules/sportsScans.js';
import { computeExpectedValue } from '../sports/computeExpectedValue.js';
import { simulateGolfField } from '../sports/simulateGolfField.js';
import { sizeKellyStake } from '../sports/sizeKellyStake.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { consensusFieldProbabilities, type FieldBook } from './consensusFieldProbabilities.js';
import { mergeSportsCitations } from './mergeSportsCitations.js';
import { sportsScanMessages } from './messages/sportsScans.js';

/** Options of {@link scanGolfOutrights}. */
export interface ScanGolfOutrightsOptions {
  /** ISO date whose rules apply. Required. */
  readonly asOf: string;
  readonly lang?: 'en' | 'es';
}

/** A fair price of one bet type, with the book's when there is one. */
export interface GolfBetPrice {
  readonly probability: number;
  /** 1/probability (a tie in a matchup voids it: the odds are over decided outcomes); null at probability 0. */
  readonly fair_odds: number | null;
  /** The best bookmaker price; null when the odds source does not price this bet type. */
  readonly book_price: number | null;
  readonly book: string | null;
  /** EV at the book price; null without one. */
  readonly ev: number | null;
}

/** One player's outlook. */
export interface GolfPlayerScan {
  readonly player: string;
  readonly books: number;
  readonly winner: GolfBetPrice;
  readonly top5: GolfBetPrice;
  readonly top10: GolfBetPrice;
  readonly top20: GolfBetPrice;
  readonly make_cut: GolfBetPrice;
  /** Strokes per round against an average player of this field (negative = better). */
  readonly strength: number;
}

/** The whole-field golf scan. */
export interface GolfOutrightScan {
  readonly event: { readonly id: string; readonly competition: string; readonly title: string; readonly commence_time: string };
  readonly cut_rule: string;
  readonly method: string;
  readonly books_used: number;
  readonly players: readonly GolfPlayerScan[];
  readonly matchups: readonly { readonly a: string; readonly b: string; readonly a_wins: number; readonly tie: number; readonly b_wins: number; readonly fair_odds_a: number | null; readonly fair_odds_b: number | null }[];
  /** The outright bets with the highest EV at the best price, best first (at most three). */
  readonly values: readonly { readonly player: string; readonly price: number; readonly book: string; readonly probability: number; readonly ev: number; readonly edge: boolean; readonly kelly_stake: number }[];
  readonly simulation: { readonly draws: number; readonly seed: number; readonly calibration_error: number; readonly round_sd: number };
  readonly saw: readonly string[];
  readonly not_seen: readonly string[];
  readonly explanation: string;
  readonly rules: RuleCitations;
}

/**
 * Scans a golf tournament's whole field from its outright market: the de-vigged consensus win probabilities, then a
 * seeded simulation of the tournament calibrated to them ({@link simulateGolfField}, with the event's cut) for top five,
 * ten and twenty (dead heats settled), the cut, and head-to-head matchups of the head of the market; every bet type with
 * its fair odds, and the outright winner against the best bookmaker price with its EV and quarter-Kelly stake.
 *
 * @remarks The cut rule follows the competition key (rule `markets.sports.field_scans`: the majors' rules; the PGA
 * Tour's otherwise). The odds source prices only the outright winner, so the other bet types carry fair odds and no book
 * price (`book_price: null`), said in `not_seen`.
 *
 * @param event - One outright event of the `odds` port (sport `golf`, market `outrights`).
 * @param options - {@link ScanGolfOutrightsOptions}; `asOf` is required.
 * @returns {@link GolfOutrightScan}, players by win probability.
 * @throws {@link GuidekitError} `too_small` when fewer than two players are priced; `invalid_type` on `event`.
 * @example
 * ```ts
 * scanGolfOutrights(event, { asOf: '2026-04-06' }).players[0].top10.fair_odds;
 * ```
 * @see docs/sports-endpoints.md
 */
export function scanGolfOutrights(event: OddsEvent, options: ScanGolfOutrightsOptions): GolfOutrightScan {
  const fn = 'scanGolfOutrights';
  const opts = readOptions(fn, options);
  if (event === null || typeof event !== 'object' || !Array.isArray(event.bookmakers as unknown)) fail(fn, 'event', 'invalid_type', 'event must be an odds event');
  const asOf = String(opts.asOf);
  const lang = opts.lang ?? 'en';
  const t = createTranslate(sportsScanMessages, lang);
  const settings = requireRule(SPORTS_SCAN_SETTINGS, asOf);
  const scans = requireRule(SPORTS_FIELD_SCANS, asOf);
  const books: FieldBook[] = [];
  const names = new Set<string>();
  for (const b of event.bookmakers) {
    const market = b.markets.find((m) => m.market === 'outrights');
    if (market === undefined) continue;
    const odds: Record<string, number> = {};
    for (const o of market.outcomes) {
      odds[o.name] = o.price;
      names.add(o.name);
    }
    books.push({ book: b.key, title: b.title, odds });
  }
  const consensus = consensusFieldProbabilities([...names], books, { asOf, lang });
  const key = event.competition.toLowerCase();
  const cutEvent = Object.entries(scans.value.golf_events).find(([fragment]) => key.includes(fragment))?.[1] ?? 'pga_tour';
  const players = consensus.runners;
  const probs = consensus.probabilities;
  const order = players.map((_, i) => i).sort((a, b) => probs[b]! - probs[a]!);
  const head = order.slice(0, Math.min(scans.value.golf_matchup_players, order.length - (order.length % 2)));
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < head.length; i += 2) pairs.push([head[i]!, head[i + 1]!]);
  const sim = simulateGolfField(probs, { asOf, event: cutEvent, seed: scans.value.golf_seed, draws: scans.value.golf_draws, matchups: pairs, lang });
  const fair = (p: number): GolfBetPrice => ({ probability: p, fair_odds: p > 0 ? 1 / p : null, book_price: null, book: null, ev: null });
  const kellyRules: RuleCitations[] = [];
  const scanned: GolfPlayerScan[] = order.map((i) => {
    const outlook = sim.players[i]!;
    const best = consensus.best[i] ?? null;
    const p = probs[i]!;
    return {
      player: players[i]!,
      books: consensus.books_per_runner[i]!,
      winner: { probability: p, fair_odds: 1 / p, book_price: best?.price ?? null, book: best?.book ?? null, ev: best === null ? null : computeExpectedValue(p, best.price).ev },
      top5: fair(outlook.top5),
      top10: fair(outlook.top10),
      top20: fair(outlook.top20),
      make_cut: fair(outlook.make_cut),
      strength: outlook.strength,
    };
  });
  const values = scanned
    .filter((s) => s.winner.ev !== null && s.winner.book_price !== null)
    .sort((a, b) => b.winner.ev! - a.winner.ev!)
    .slice(0, settings.value.picks)
    .map((s) => {
      const k = sizeKellyStake(s.winner.probability, s.winner.book_price!, { asOf, lang });
      kellyRules.push(k);
      return { player: s.player, price: s.winner.book_price!, book: s.winner.book!, probability: s.winner.probability, ev: s.winner.ev!, edge: s.winner.ev! > 0, kelly_stake: k.stake };
    });
  const matchups = sim.matchups.map((m) => {
    const decided = m.a_wins + m.b_wins;
    return { a: players[m.a]!, b: players[m.b]!, a_wins: m.a_wins, tie: m.tie, b_wins: m.b_wins, fair_odds_a: m.a_wins > 0 ? decided / m.a_wins : null, fair_odds_b: m.b_wins > 0 ? decided / m.b_wins : null };
  });
  const fav = scanned[0]!;
  const value = values[0];
  return {
    event: { id: event.id, competition: event.competition, title: event.competitionTitle, commence_time: event.commenceTime },
    cut_rule: cutEvent,
    method: consensus.method,
    books_used: consensus.books_used,
    players: scanned,
    matchups,
    values,
    simulation: { draws: sim.draws, seed: sim.seed, calibration_error: sim.calibration_error, round_sd: sim.round_sd },
    saw: [t('golf_saw', { count: consensus.books_used, players: players.length, method: consensus.method, draws: sim.draws, cut: cutEvent })],
    not_seen: [t('golf_only_winner'), t('golf_not_seen')],
    explanation:
      value === undefined
        ? t('golf_explanation_none', { event: event.competitionTitle, favourite: fav.player, win: pct(fav.winner.probability) })
        : t(value.edge ? 'golf_explanation' : 'golf_explanation_no_edge', { event: event.competitionTitle, favourite: fav.player, win: pct(fav.winner.probability), player: value.player, price: value.price.toFixed(2), book: value.book, ev: value.ev.toFixed(3) }),
    rules: mergeSportsCitations([consensus.rules, sim, settings, scans, ...kellyRules], lang),
  };
}

const pct = (p: number) => `${(100 * p).toFixed(1)} %`;
