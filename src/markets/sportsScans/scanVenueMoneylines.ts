import { millisecondsInDay } from 'date-fns/constants';
import Decimal from 'decimal.js';
import type { RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { computeKalshiFee } from '../predictions/computeKalshiFee.js';
import { computePolymarketFee } from '../predictions/computePolymarketFee.js';
import { sizeQuarterKelly } from '../predictions/sizeQuarterKelly.js';
import type { PredictionMarket, PredictionOutcome } from '../predictions/types.js';
import { SPORTS_TEAM_NAMES, type TeamNameRules } from '../rules/sportsScans.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { findTeamMention } from './findTeamMention.js';
import { mergeSportsCitations } from './mergeSportsCitations.js';
import { teamTokens } from './_lib/teamTokens.js';

/** A sportsbook event with its de-vigged moneyline consensus. */
export interface ConsensusMoneyline {
  readonly event_id: string;
  readonly competition: string;
  readonly commence_time: string;
  readonly home: string;
  readonly away: string;
  /** De-vigged consensus probabilities; `draw` null in a two-way market. */
  readonly home_probability: number;
  readonly away_probability: number;
  readonly draw_probability: number | null;
  readonly books_used: number;
}

/** Options of {@link scanVenueMoneylines}. */
export interface ScanVenueMoneylinesOptions {
  /** ISO date whose rules apply. Required. */
  readonly asOf: string;
  readonly lang?: 'en' | 'es';
}

/** One venue outcome matched to a sportsbook consensus and priced. */
export interface VenueMoneyline {
  readonly venue: string;
  readonly market_id: string;
  readonly question: string;
  readonly outcome: string;
  readonly url: string | null;
  readonly event: { readonly id: string; readonly competition: string; readonly commence_time: string; readonly home: string; readonly away: string };
  /** What buying this outcome is a bet on: a side winning, or (a Yes/No market's No) that side not winning. */
  readonly side: 'home' | 'away' | 'draw';
  readonly negated: boolean;
  /** The venue's best ask for the outcome (dollars per $1 contract). */
  readonly ask: Decimal;
  /** Taker fee per contract at the ask; null when the venue's fee type is not one guidekit computes. */
  readonly fee: Decimal | null;
  /** The de-vigged sportsbook probability of the outcome. */
  readonly probability: number;
  /** probability − (ask + fee): expected profit per contract. */
  readonly edge: number;
  /** Quarter Kelly of bankroll for a contract bought at ask + fee. */
  readonly kelly_stake: number;
  readonly books_used: number;
}

/** The scan's result. */
export interface VenueMoneylineScan {
  /** Priced outcomes, best edge first. */
  readonly lines: readonly VenueMoneyline[];
  readonly markets_read: number;
  /** Venue markets that named no listed sportsbook event, or named several. */
  readonly unmatched: number;
  readonly ambiguous: number;
  /** Play-money markets (Manifold) never priced. */
  readonly play_money: number;
  readonly rules: RuleCitations;
}

const YES = ['yes'];
const NO = ['no'];

/**
 * Matches prediction-market sports moneylines to sportsbook events and prices each buyable outcome against the
 * de-vigged consensus: the edge per contract after the venue's taker fee, and a quarter-Kelly stake.
 *
 * @remarks A venue market matches an event when its question and outcome labels name both of the event's teams
 * ({@link findTeamMention}) and no other event's, or name one team whose only listed event starts between three days
 * before and a day after the market closes; several matches are `ambiguous` and skipped. A two-outcome market
 * labelled with the teams (or `Draw`) prices each label's side. A Yes/No market's Yes is the draw when the question
 * says draw or tie, else the team named first after "will" (or first of all); its No is that side not winning (1 − p).
 * Fees: Kalshi's taker fee ({@link computeKalshiFee}, 100 contracts, per contract) and Polymarket's
 * ({@link computePolymarketFee}; a market whose fee switch is not stated is read as fee-free, Polymarket's default).
 * Play-money markets are never priced.
 *
 * @param markets - Open markets of the `venues` port (sports category).
 * @param events - Sportsbook events with their moneyline consensus.
 * @param options - {@link ScanVenueMoneylinesOptions}; `asOf` is required.
 * @returns {@link VenueMoneylineScan}.
 * @throws {@link GuidekitError} `invalid_type` on `markets` or `events`.
 * @example
 * ```ts
 * scanVenueMoneylines(markets, consensus, { asOf: '2026-11-25' }).lines[0]?.edge;
 * ```
 * @see docs/sports-endpoints.md
 */
export function scanVenueMoneylines(markets: readonly PredictionMarket[], events: readonly ConsensusMoneyline[], options: ScanVenueMoneylinesOptions): VenueMoneylineScan {
  const fn = 'scanVenueMoneylines';
  const opts = readOptions(fn, options);
  if (!Array.isArray(markets as unknown)) fail(fn, 'markets', 'invalid_type', 'markets must be an array');
  if (!Array.isArray(events as unknown)) fail(fn, 'events', 'invalid_type', 'events must be an array');
  const asOf = String(opts.asOf);
  const lang = opts.lang ?? 'en';
  const names = requireRule(SPORTS_TEAM_NAMES, asOf);
  let unmatched = 0;
  let ambiguous = 0;
  let play = 0;
  let feeRules: RuleCitations | null = null;
  const lines: VenueMoneyline[] = [];
  for (const market of markets) {
    if (market.money !== 'real') {
      play++;
      continue;
    }
    if (market.status !== 'open') continue;
    const text = `${market.question} ${market.outcomes.map((o) => o.label).join(' ')}`;
    // A team named only by a word it shares with a team the text names in full (`Manchester` of "Manchester City")
    // is not named: the full name wins.
    const full = new Set(events.flatMap((e) => [e.home, e.away]).map((team) => findTeamMention(text, team, { asOf, fullNameOnly: true })).filter((i) => i >= 0));
    const named = (team: string) => {
      if (findTeamMention(text, team, { asOf, fullNameOnly: true }) >= 0) return true;
      const at = findTeamMention(text, team, { asOf });
      return at >= 0 && !full.has(at);
    };
    const mentions = events.map((e) => ({ e, home: named(e.home), away: named(e.away) }));
    let found = mentions.filter((m) => m.home && m.away).map((m) => m.e);
    // A question naming one team ("Will Arsenal win on 2026-11-28?") matches that team's one listed event, when the
    // market closes between a day before the start and three days after it.
    if (found.length === 0) {
      const single = mentions.filter((m) => m.home !== m.away && closesNear(market.closeTime, m.e.commence_time));
      if (single.length === 1) found = [single[0]!.e];
      else if (single.length > 1) {
        ambiguous++;
        continue;
      }
    }
    if (found.length === 0) {
      unmatched++;
      continue;
    }
    if (found.length > 1) {
      ambiguous++;
      continue;
    }
    const event = found[0]!;
    const p = (side: 'home' | 'away' | 'draw') => (side === 'home' ? event.home_probability : side === 'away' ? event.away_probability : event.draw_probability);
    const labels = market.outcomes.map((o) => o.label.trim().toLowerCase());
    const yesNo = market.outcomes.length === 2 && labels.some((l) => YES.includes(l)) && labels.some((l) => NO.includes(l));
    const sides: { outcome: PredictionOutcome; side: 'home' | 'away' | 'draw'; negated: boolean }[] = [];
    if (yesNo) {
      const side = yesSide(market.question, event, asOf, names.value);
      if (side === null) {
        unmatched++;
        continue;
      }
      for (const outcome of market.outcomes) sides.push({ outcome, side, negated: NO.includes(outcome.label.trim().toLowerCase()) });
    } else {
      for (const outcome of market.outcomes) {
        const label = outcome.label.trim().toLowerCase();
        const side = label === 'draw' || label === 'tie' ? 'draw' : findTeamMention(outcome.label, event.home, { asOf }) >= 0 ? 'home' : findTeamMention(outcome.label, event.away, { asOf }) >= 0 ? 'away' : null;
        if (side !== null) sides.push({ outcome, side, negated: false });
      }
    }
    for (const { outcome, side, negated } of sides) {
      const base = p(side);
      if (base === null || outcome.bestAsk === null) continue;
      const ask = new Decimal(outcome.bestAsk);
      if (ask.lte(0) || ask.gte(1)) continue;
      const probability = negated ? 1 - base : base;
      let fee: Decimal | null = null;
      if (market.fees.kind === 'kalshi') {
        const k = computeKalshiFee({ contracts: 100, price: ask }, { asOf, feeType: market.fees.feeType ?? 'quadratic', ...(market.fees.multiplier === null ? {} : { multiplier: market.fees.multiplier }) });
        feeRules = k;
        fee = k.status === 'ok' ? k.fee.div(100) : null;
      } else if (market.fees.kind === 'polymarket') {
        const enabled = market.fees.enabled ?? false;
        fee = enabled && market.fees.rate !== null ? computePolymarketFee({ contracts: 100, price: ask }, { enabled, rate: market.fees.rate, ...(market.fees.exponent === null ? {} : { exponent: market.fees.exponent }), ...(market.fees.takerOnly === null ? {} : { takerOnly: market.fees.takerOnly }) }).fee.div(100) : new Decimal(0);
      }
      const cost = ask.plus(fee ?? 0);
      const edge = probability - cost.toNumber();
      const kelly = cost.lt(1) ? sizeQuarterKelly({ price: cost, probability: Math.min(Math.max(probability, 1e-12), 1 - 1e-12) }) : null;
      lines.push({
        venue: market.venue,
        market_id: market.id,
        question: market.question,
        outcome: outcome.label,
        url: market.url,
        event: { id: event.event_id, competition: event.competition, commence_time: event.commence_time, home: event.home, away: event.away },
        side,
        negated,
        ask,
        fee,
        probability,
        edge,
        kelly_stake: kelly === null ? 0 : kelly.stake.toNumber(),
        books_used: event.books_used,
      });
    }
  }
  lines.sort((a, b) => b.edge - a.edge);
  return { lines, markets_read: markets.length, unmatched, ambiguous, play_money: play, rules: mergeSportsCitations([names, feeRules], lang) };
}

/** True when a market closes between a day before an event starts and three days after (or its close is unknown). */
function closesNear(close: string | null, start: string): boolean {
  if (close === null) return false;
  const gap = (Date.parse(close) - Date.parse(start)) / millisecondsInDay; // a duration in days, fractional
  return Number.isFinite(gap) && gap >= -1 && gap <= 3;
}

/** Which side a Yes/No question's Yes backs: the draw, or the team named first after "will" (else first of all). */
function yesSide(question: string, event: ConsensusMoneyline, asOf: string, rules: TeamNameRules): 'home' | 'away' | 'draw' | null {
  // Word positions as findTeamMention counts them (the same rule's rewrites), so "will" and the mentions line up.
  const words = teamTokens(question, rules);
  if (words.includes('draw') || words.includes('tie') || words.includes('tied')) return 'draw';
  const h = findTeamMention(question, event.home, { asOf });
  const a = findTeamMention(question, event.away, { asOf });
  const will = words.indexOf('will');
  const after = (i: number) => (will >= 0 && i > will ? i : Number.POSITIVE_INFINITY);
  const ha = after(h);
  const aa = after(a);
  if (Number.isFinite(ha) || Number.isFinite(aa)) return ha <= aa ? 'home' : 'away';
  if (h < 0 && a < 0) return null;
  if (h < 0) return 'away';
  if (a < 0) return 'home';
  return h <= a ? 'home' : 'away';
}
