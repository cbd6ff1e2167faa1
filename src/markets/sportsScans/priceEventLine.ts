import type { RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { SPORTS_BOOK_WEIGHTS, SPORTS_KELLY_FRACTION, type DataConfidence } from '../rules/sportsMarkets.js';
import { SPORTS_SCAN_SETTINGS } from '../rules/sportsScans.js';
import { blendWithMarket } from '../sports/blendWithMarket.js';
import { computeExpectedValue } from '../sports/computeExpectedValue.js';
import { devigConsensus } from '../sports/devigConsensus.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { sizeKellyStake } from '../sports/sizeKellyStake.js';
import type { DevigMethod } from '../sports/types.js';
import { aliasedBookWeights } from './_lib/bookWeights.js';
import { mergeSportsCitations } from './mergeSportsCitations.js';
import type { EventLine, MatchMarket } from './readEventLines.js';

/** A rating model's probabilities for a line, in its outcome order. */
export interface LineModel {
  /** `dixon_coles` (soccer goals) or `elo`. */
  readonly kind: 'dixon_coles' | 'elo';
  readonly probabilities: readonly number[];
  /** Matches the model was fitted on. */
  readonly matches_used: number;
}

/** Options of {@link priceEventLine}. */
export interface PriceEventLineOptions {
  /** ISO date whose rules apply. Required. */
  readonly asOf: string;
  /** Sport key: its data-confidence tier sets the model's weight in the blend. Required. */
  readonly sport: string;
  /** A rating model for this line; without it the fair probability is the consensus alone. */
  readonly model?: LineModel | null;
  readonly lang?: 'en' | 'es';
}

/** The best price of one outcome across the books. */
export interface BestPrice {
  readonly price: number;
  readonly book: string;
  readonly title: string;
}

/** One outcome of a priced line. */
export interface PricedOutcome {
  readonly name: string;
  readonly point: number | null;
  readonly best: BestPrice;
  /** The de-vigged consensus of the books. */
  readonly consensus_probability: number;
  /** The rating model's probability; null without a model. */
  readonly model_probability: number | null;
  /** The probability a pick must beat: the consensus, or its blend with the model. */
  readonly fair_probability: number;
  readonly fair_odds: number;
  /** p·O − 1 at the best price. */
  readonly ev: number;
  /** Kelly's full stake and the advised fraction of it (a quarter), shares of bankroll; 0 without an edge. */
  readonly kelly: { readonly full: number; readonly fraction: number; readonly stake: number };
}

/** A line priced against its fair probabilities. */
export interface PricedLine {
  /** `ok`; `thin` when fewer books than the rule asks priced it (no consensus, nothing to pick); `unknown` when no book's prices could be de-vigged. */
  readonly status: 'ok' | 'thin' | 'unknown';
  readonly market: MatchMarket;
  readonly line: number | null;
  readonly method: DevigMethod;
  readonly books_used: number;
  readonly anchor_book: string | null;
  /** How far apart the books' de-vigged probabilities are, largest over the outcomes. */
  readonly book_spread: number | null;
  /** Where the fair probability came from: `consensus`, or `blend` with the model at `model_weight`. */
  readonly source: 'consensus' | 'blend';
  readonly model: { readonly kind: 'dixon_coles' | 'elo'; readonly weight: number; readonly confidence: DataConfidence | null; readonly matches_used: number } | null;
  readonly outcomes: readonly PricedOutcome[];
  readonly rules: RuleCitations;
}

/**
 * Prices one line of one event: the books' de-vigged consensus (sharp books weighted up), blended with a rating model's
 * probabilities where one exists, then each outcome's best price across the books, its expected value and its
 * quarter-Kelly stake.
 *
 * @remarks The consensus is {@link devigConsensus} (Shin by default) over every book that prices the whole line;
 * Betfair's regional exchange keys take the exchange's weight (rule `markets.sports.scan.settings`). With fewer books
 * than the rule's `min_books` the line is `thin`: one book's de-vigged price is not a consensus. The model, when given,
 * tilts the consensus by {@link blendWithMarket} with the weight of the sport's data-confidence tier. EV is
 * {@link computeExpectedValue} and the stake {@link sizeKellyStake} at the best price.
 *
 * @param line - One line from {@link readEventLines}.
 * @param options - {@link PriceEventLineOptions}; `asOf` and `sport` are required.
 * @returns {@link PricedLine} with the rules applied.
 * @throws {@link GuidekitError} `invalid_type` on `line`; `length_mismatch` when the model's probabilities do not match
 *   the line's outcomes; the engines' own errors on bad prices.
 * @example
 * ```ts
 * priceEventLine(lines[0], { asOf: '2026-11-25', sport: 'epl' }).outcomes[0].ev;
 * ```
 * @see docs/sports-endpoints.md
 */
export function priceEventLine(line: EventLine, options: PriceEventLineOptions): PricedLine {
  const fn = 'priceEventLine';
  const opts = readOptions(fn, options);
  if (line === null || typeof line !== 'object' || !Array.isArray(line.books as unknown) || !Array.isArray(line.outcomes as unknown)) fail(fn, 'line', 'invalid_type', 'line must be an event line');
  if (typeof opts.sport !== 'string') fail(fn, 'sport', 'required', 'sport is required');
  const asOf = String(opts.asOf);
  const lang = opts.lang ?? 'en';
  const settingsRule = requireRule(SPORTS_SCAN_SETTINGS, asOf);
  const weightsRule = requireRule(SPORTS_BOOK_WEIGHTS, asOf);
  const books = line.books.map((b) => ({ book: b.book, odds: b.odds }));
  const weights = aliasedBookWeights(books.map((b) => b.book), weightsRule.value, settingsRule.value.book_aliases);
  const consensus = devigConsensus(books, { asOf, weights, lang });
  const base = { market: line.market, line: line.line, method: consensus.method };
  const usedBooks = consensus.books.filter((b) => b.used).length;
  if (consensus.status !== 'ok' || consensus.probabilities === null) {
    return { status: 'unknown', ...base, books_used: 0, anchor_book: null, book_spread: null, source: 'consensus', model: null, outcomes: [], rules: mergeSportsCitations([consensus, settingsRule], lang) };
  }
  if (usedBooks < settingsRule.value.min_books) {
    return { status: 'thin', ...base, books_used: usedBooks, anchor_book: consensus.anchor_book, book_spread: null, source: 'consensus', model: null, outcomes: [], rules: mergeSportsCitations([consensus, settingsRule], lang) };
  }
  const market = consensus.probabilities;
  let fair = market;
  let model: PricedLine['model'] = null;
  let blendRules = null;
  if (opts.model !== undefined && opts.model !== null) {
    if (opts.model.probabilities.length !== market.length) fail(fn, 'model.probabilities', 'length_mismatch', `the model must give one probability per outcome (${market.length})`);
    const blend = blendWithMarket(opts.model.probabilities, market, { asOf, sport: opts.sport, lang });
    fair = blend.probabilities;
    model = { kind: opts.model.kind, weight: blend.model_weight, confidence: blend.confidence, matches_used: opts.model.matches_used };
    blendRules = blend;
  }
  const kellyRule = requireRule(SPORTS_KELLY_FRACTION, asOf);
  let kellyCitation = null;
  const outcomes: PricedOutcome[] = line.outcomes.map((outcome, i) => {
    let best = line.books[0]!;
    for (const b of line.books) if (b.odds[i]! > best.odds[i]!) best = b;
    const price = best.odds[i]!;
    const p = fair[i]!;
    const ev = computeExpectedValue(p, price);
    const kelly = sizeKellyStake(p, price, { asOf, lang });
    kellyCitation = kelly;
    return {
      name: outcome.name,
      point: outcome.point,
      best: { price, book: best.book, title: best.title },
      consensus_probability: market[i]!,
      model_probability: opts.model?.probabilities[i] ?? null,
      fair_probability: p,
      fair_odds: 1 / p,
      ev: ev.ev,
      kelly: { full: kelly.full_kelly, fraction: kelly.fraction, stake: kelly.stake },
    };
  });
  return {
    status: 'ok',
    ...base,
    books_used: usedBooks,
    anchor_book: consensus.anchor_book,
    book_spread: consensus.spread === null ? null : Math.max(...consensus.spread),
    source: model === null ? 'consensus' : 'blend',
    model,
    outcomes,
    rules: mergeSportsCitations([consensus, settingsRule, blendRules, kellyCitation ?? kellyRule], lang),
  };
}
