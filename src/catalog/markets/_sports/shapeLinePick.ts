import { describeLinePick, type LinePickWords } from '../../../markets/sportsScans/describeLinePick.js';
import type { PricedLine, PricedOutcome } from '../../../markets/sportsScans/priceEventLine.js';
import type { PricedEventLine } from './priceSportsEvents.js';

/** A ranked pick as the answers show it. */
export interface ShapedPick {
  readonly rank: number;
  readonly event: { readonly id: string; readonly competition: string; readonly competition_title: string; readonly home_team: string; readonly away_team: string; readonly commence_time: string };
  readonly market: string;
  readonly line: number | null;
  readonly selection: string;
  readonly outcome: string;
  readonly point: number | null;
  readonly price: number;
  readonly book: string;
  readonly book_title: string;
  readonly fair_probability: number;
  readonly fair_odds: number;
  readonly consensus_probability: number;
  readonly model_probability: number | null;
  readonly probability_source: {
    readonly source: 'consensus' | 'blend';
    readonly devig_method: string;
    readonly books_used: number;
    readonly anchor_book: string | null;
    readonly book_spread: number | null;
    readonly model: PricedLine['model'];
  };
  readonly ev: number;
  readonly edge: boolean;
  readonly kelly: PricedOutcome['kelly'];
  readonly confidence: LinePickWords['confidence'];
  readonly explanation: string;
  readonly saw: readonly string[];
  readonly not_seen: readonly string[];
}

/**
 * One ranked pick in the answers' shape, with its words.
 *
 * @param rank - Its rank.
 * @param priced - The priced line it comes from.
 * @param outcome - The outcome picked.
 * @param options - The sport, `asOf` and `lang`.
 * @returns The pick.
 */
export function shapeLinePick(rank: number, priced: PricedEventLine, outcome: PricedOutcome, options: { readonly sport: string; readonly asOf: string; readonly lang: 'en' | 'es' }): ShapedPick {
  const { event, line } = priced;
  const words = describeLinePick(line, outcome, { asOf: options.asOf, sport: options.sport, home: event.homeTeam ?? '', away: event.awayTeam ?? '', updated: priced.updated, model: priced.model, lang: options.lang });
  return {
    rank,
    event: { id: event.id, competition: event.competition, competition_title: event.competitionTitle, home_team: event.homeTeam ?? '', away_team: event.awayTeam ?? '', commence_time: event.commenceTime },
    market: line.market,
    line: line.line,
    selection: words.selection,
    outcome: outcome.name,
    point: outcome.point,
    price: outcome.best.price,
    book: outcome.best.book,
    book_title: outcome.best.title,
    fair_probability: outcome.fair_probability,
    fair_odds: outcome.fair_odds,
    consensus_probability: outcome.consensus_probability,
    model_probability: outcome.model_probability,
    probability_source: { source: line.source, devig_method: line.method, books_used: line.books_used, anchor_book: line.anchor_book, book_spread: line.book_spread, model: line.model },
    ev: outcome.ev,
    edge: outcome.ev > 0,
    kelly: outcome.kelly,
    confidence: words.confidence,
    explanation: words.explanation,
    saw: words.saw,
    not_seen: words.not_seen,
  };
}
