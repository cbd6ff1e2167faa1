import { createTranslate } from '../../core/i18n/createTranslate.js';
import { requireRule } from '../../core/requireRule.js';
import { SPORTS_DATA_CONFIDENCE, type DataConfidence } from '../rules/sportsMarkets.js';
import { SPORTS_SCAN_SETTINGS } from '../rules/sportsScans.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { sportsScanMessages } from './messages/sportsScans.js';
import type { SoccerLinePrediction } from './predictSoccerLine.js';
import type { PricedLine, PricedOutcome } from './priceEventLine.js';
import type { SoccerRating } from './rateSoccerTeams.js';

/** What the rating side of a pick had to work with. */
export type PickModelContext =
  | { readonly status: 'no_history_source' }
  | { readonly status: 'source_failed'; readonly source: string; readonly reason: string }
  | { readonly status: 'no_season' }
  | { readonly status: 'rated'; readonly rating: SoccerRating; readonly prediction: SoccerLinePrediction };

/** Options of {@link describeLinePick}. */
export interface DescribeLinePickOptions {
  /** ISO date whose rules apply. Required. */
  readonly asOf: string;
  /** The sport key asked. Required. */
  readonly sport: string;
  /** The event's teams. Required. */
  readonly home: string;
  readonly away: string;
  /** When the books last updated the line (the latest of them). */
  readonly updated: string | null;
  readonly model: PickModelContext;
  readonly lang?: 'en' | 'es';
}

/** A pick's words. */
export interface LinePickWords {
  /** The selection as a bettor reads it: `Arsenal`, `Draw`, `Chelsea +1.5`, `Over 2.5`. */
  readonly selection: string;
  readonly explanation: string;
  /** What the pick saw: the books and the rating, with sample sizes. */
  readonly saw: readonly string[];
  /** What it did not see. */
  readonly not_seen: readonly string[];
  readonly confidence: DataConfidence;
}

/**
 * Words for one pick: the selection as a bettor reads it, the call in one sentence, what the pick saw (books, de-vig
 * method, the rating with its sample) and what it did not (the rating when unavailable and why, team news, later price
 * moves), and the sport's data-confidence tier as the specification grades it.
 *
 * @param line - The priced line.
 * @param outcome - The picked outcome of it.
 * @param options - {@link DescribeLinePickOptions}.
 * @returns {@link LinePickWords}.
 * @throws {@link GuidekitError} `required` on `sport`.
 * @example
 * ```ts
 * describeLinePick(line, line.outcomes[0], { asOf, sport: 'epl', home, away, updated, model: { status: 'no_history_source' } }).selection;
 * ```
 * @see docs/sports-endpoints.md
 */
export function describeLinePick(line: PricedLine, outcome: PricedOutcome, options: DescribeLinePickOptions): LinePickWords {
  const fn = 'describeLinePick';
  const opts = readOptions(fn, options);
  if (typeof opts.sport !== 'string') fail(fn, 'sport', 'required', 'sport is required');
  const asOf = String(opts.asOf);
  const lang = opts.lang ?? 'en';
  const t = createTranslate(sportsScanMessages, lang);
  const tiers = requireRule(SPORTS_DATA_CONFIDENCE, asOf).value;
  const min = requireRule(SPORTS_SCAN_SETTINGS, asOf).value.min_team_matches;
  const confidence = tiers.by_sport[opts.sport.toLowerCase()] ?? tiers.default;
  const point = outcome.point === null ? '' : line.market === 'spreads' ? ` ${outcome.point > 0 ? '+' : ''}${outcome.point}` : ` ${outcome.point}`;
  const selection = `${outcome.name}${point}`;
  const pct = (p: number) => `${(100 * p).toFixed(1)} %`;
  const explanation =
    outcome.ev > 0
      ? t('pick_edge', { selection, price: outcome.best.price.toFixed(2), book: outcome.best.title, fair: pct(outcome.fair_probability), implied: pct(1 / outcome.best.price), ev: outcome.ev.toFixed(3), stake: pct(outcome.kelly.stake) })
      : t('pick_no_edge', { selection, price: outcome.best.price.toFixed(2), book: outcome.best.title, fair: pct(outcome.fair_probability), ev: outcome.ev.toFixed(3) });
  const saw = [t('saw_books', { count: line.books_used, anchor: line.anchor_book ?? '—', method: line.method, spread: line.book_spread === null ? '—' : pct(line.book_spread) })];
  const notSeen: string[] = [];
  const m = opts.model!;
  if (m.status === 'no_history_source') notSeen.push(t('model_none_sport', { sport: opts.sport }));
  else if (m.status === 'source_failed') notSeen.push(t('model_source_failed', { source: m.source, reason: m.reason }));
  else if (m.status === 'no_season') notSeen.push(t('model_no_season', { sport: opts.sport }));
  else {
    const p = m.prediction;
    if (p.reason === null && line.model !== null) {
      saw.push(
        t('saw_model', {
          matches: m.rating.matches_used,
          from: m.rating.from ?? '—',
          to: m.rating.to ?? '—',
          home: p.home_as ?? opts.home!,
          away: p.away_as ?? opts.away!,
          home_n: p.home_matches ?? 0,
          away_n: p.away_matches ?? 0,
          hx: p.expected_goals?.home.toFixed(2) ?? '—',
          ax: p.expected_goals?.away.toFixed(2) ?? '—',
          weight: line.model.weight.toFixed(2),
        }),
      );
    } else if (p.reason === 'unrated') notSeen.push(t('model_unrated'));
    else if (p.reason === 'unmatched_team') notSeen.push(t('model_unmatched', { team: p.home_as === null ? opts.home! : opts.away! }));
    else if (p.reason === 'few_matches') {
      const homeShort = p.home_matches !== null && p.home_matches < min;
      notSeen.push(t('model_few', { team: homeShort ? opts.home! : opts.away!, count: (homeShort ? p.home_matches : p.away_matches) ?? 0, min }));
    } else if (p.reason === 'unsupported_line') notSeen.push(t('model_line'));
    else if (p.reason === 'unstable_fit') notSeen.push(t('model_unstable'));
  }
  saw.push(t('confidence', { sport: opts.sport, tier: confidence }));
  notSeen.push(t('not_seen_general', { updated: opts.updated ?? '—' }));
  return { selection, explanation, saw, not_seen: notSeen, confidence };
}
