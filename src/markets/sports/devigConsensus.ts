import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { SPORTS_BOOK_WEIGHTS, SPORTS_CONSENSUS_METHOD } from '../rules/sportsMarkets.js';
import { DEVIG_METHODS, type DevigMethod, type DevigResult } from './types.js';
import { devigAdditive } from './devigAdditive.js';
import { devigBalancedBook } from './devigBalancedBook.js';
import { devigBasic } from './devigBasic.js';
import { devigOddsRatio } from './devigOddsRatio.js';
import { devigPower } from './devigPower.js';
import { devigShin } from './devigShin.js';
import { fail, readEnum, readNumber, readOptions, readRule } from './_lib/readInput.js';

/** One book's prices for the same market, outcomes in the same order for every book. */
export interface BookOdds {
  /** Book key, lower-case with underscores (`pinnacle`, `circa`, `betfair_exchange`, ...). */
  readonly book: string;
  /** Decimal odds of every outcome. */
  readonly odds: readonly number[];
}

/** Options of {@link devigConsensus}. */
export interface DevigConsensusOptions {
  /** ISO date whose rule versions apply (book weights, default method). Required. */
  readonly asOf: string;
  /** De-vig method applied to every book. Default: the rule `markets.sports.consensus.method` (Shin). */
  readonly method?: DevigMethod;
  /** What each book's probabilities sum to: 1 (default) or k for a market paying k places. Shin accepts only 1. */
  readonly targetProbability?: number;
  /** Weights by book key that replace the rule table's for this call (a book absent here takes the table's). */
  readonly weights?: Readonly<Record<string, number>>;
  /** Language of the stale-rule note. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** One book's part in the consensus. */
export interface ConsensusBook {
  readonly book: string;
  readonly weight: number;
  readonly devig: DevigResult;
  /** False when the book's de-vigged probabilities left (0, 1) and it was left out. */
  readonly used: boolean;
}

/** The weighted consensus of several books' de-vigged probabilities. */
export interface DevigConsensusResult extends RuleCitations {
  /** 'ok', or 'unknown' when no book gave usable probabilities (`probabilities` is then null). */
  readonly status: 'ok' | 'unknown';
  readonly method: DevigMethod;
  /** Σ weight·p_book / Σ weight, per outcome; sums to the target. */
  readonly probabilities: readonly number[] | null;
  /** 1/p per outcome: the fair decimal price of the consensus. */
  readonly fair_odds: readonly number[] | null;
  /** Largest minus smallest de-vigged probability across the books used, per outcome: how much the books disagree. */
  readonly spread: readonly number[] | null;
  /** The book with the highest weight among those used (the first such in input order). */
  readonly anchor_book: string | null;
  readonly books: readonly ConsensusBook[];
  readonly target_probability: number;
}

const DEVIG: Readonly<Record<DevigMethod, (odds: readonly number[], options: { targetProbability: number }) => DevigResult>> = {
  basic: devigBasic,
  additive: devigAdditive,
  power: devigPower,
  shin: devigShin,
  odds_ratio: devigOddsRatio,
  balanced_book: devigBalancedBook,
};

/**
 * De-vigs each book's prices with one method and averages the probabilities with the sharp-book weights: the market's
 * consensus probability that a pick must beat.
 *
 * @remarks Every book is de-vigged on its own (so each book's margin is removed by the same model), then the
 * probabilities are averaged with weights from the rule `markets.sports.consensus.book_weights` (Pinnacle, Circa and
 * Betfair's exchange count 3, other sharp books 1.5–2, any other book 1). A weighted mean of vectors that each sum to
 * the target also sums to the target and keeps each outcome inside (0, 1). A book whose de-vigged probabilities leave
 * (0, 1) (additive or balanced book with a large margin on a long shot) is reported and left out.
 *
 * @param books - At least one book, each with the same number of outcomes in the same order; book keys distinct.
 * @param options - {@link DevigConsensusOptions}; `asOf` is required.
 * @returns {@link DevigConsensusResult} with the rules applied.
 * @throws {@link GuidekitError} `too_small`, `invalid_type`, `duplicate` or `length_mismatch` on `books`; the de-vig
 *   method's own errors on a book's odds; `required`/`invalid_date`/`out_of_range` on `asOf`; `invalid_enum` on `method`.
 * @example
 * ```ts
 * devigConsensus([{ book: 'pinnacle', odds: [2.1, 3.5, 3.6] }, { book: 'bet365', odds: [2.05, 3.4, 3.5] }], { asOf: '2026-11-25' }).probabilities;
 * ```
 * @see docs/sports-models.md
 * @see Market Signal Service specification, Endpoints (GET /api/signal/pm-sports: "anchored to de-vigged sportsbook consensus")
 */
export function devigConsensus(books: readonly BookOdds[], options: DevigConsensusOptions): DevigConsensusResult {
  const fn = 'devigConsensus';
  const opts = readOptions(fn, options);
  const weightRule = readRule(fn, SPORTS_BOOK_WEIGHTS, opts.asOf);
  const methodRule = readRule(fn, SPORTS_CONSENSUS_METHOD, opts.asOf);
  const method = readEnum(fn, opts.method, 'method', DEVIG_METHODS, methodRule.value);
  const target = readNumber(fn, opts.targetProbability, 'targetProbability', 1, 1, Number.MAX_VALUE);
  if (!Array.isArray(books)) fail(fn, 'books', 'invalid_type', 'books must be an array of { book, odds }');
  if (books.length === 0) fail(fn, 'books', 'too_small', 'books needs at least one book');
  const overrides = opts.weights ?? {};
  if (overrides === null || typeof overrides !== 'object') fail(fn, 'weights', 'invalid_type', 'weights must be an object of book → weight');
  const seen = new Set<string>();
  const outcomes = Array.isArray(books[0]?.odds) ? books[0].odds.length : -1;
  const parts: ConsensusBook[] = books.map((entry, b) => {
    if (entry === null || typeof entry !== 'object' || typeof entry.book !== 'string' || entry.book.length === 0) fail(fn, `books[${b}].book`, 'invalid_type', `books[${b}].book must be a non-empty string`);
    const key = entry.book.toLowerCase();
    if (seen.has(key)) fail(fn, `books[${b}].book`, 'duplicate', `book ${entry.book} appears twice`);
    seen.add(key);
    if (!Array.isArray(entry.odds) || entry.odds.length !== outcomes) fail(fn, `books[${b}].odds`, 'length_mismatch', `books[${b}].odds must have ${outcomes} outcomes like books[0]`);
    const weight = overrides[key] ?? weightRule.value.weights[key] ?? weightRule.value.default_weight;
    if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0) fail(fn, `weights.${key}`, 'invalid_number', `the weight of ${key} must be a number ≥ 0`);
    let devig: DevigResult;
    try {
      devig = DEVIG[method](entry.odds, { targetProbability: target });
    } catch (error) {
      // Re-label the field so the caller sees which book's odds were wrong.
      const e = error as { code?: string; field?: string; message?: string };
      fail(fn, `books[${b}].${e.field === 'decimalOdds' || e.field?.startsWith('decimalOdds[') ? e.field.replace('decimalOdds', 'odds') : (e.field ?? 'odds')}`, e.code ?? 'invalid_number', String(e.message ?? error));
    }
    return { book: entry.book, weight, devig, used: !devig.problematic && weight > 0 };
  });
  const used = parts.filter((p) => p.used);
  const rules = citeRules(opts.method === undefined ? [weightRule, methodRule] : [weightRule], { lang: opts.lang ?? 'en' });
  if (used.length === 0) {
    return { status: 'unknown', method, probabilities: null, fair_odds: null, spread: null, anchor_book: null, books: parts, target_probability: target, ...rules };
  }
  const total = used.reduce((s, p) => s + p.weight, 0);
  const probabilities = new Array<number>(outcomes).fill(0);
  const lo = new Array<number>(outcomes).fill(Infinity);
  const hi = new Array<number>(outcomes).fill(-Infinity);
  for (const part of used) {
    part.devig.probabilities.forEach((p, i) => {
      probabilities[i]! += (part.weight / total) * p;
      lo[i] = Math.min(lo[i]!, p);
      hi[i] = Math.max(hi[i]!, p);
    });
  }
  const anchor = used.reduce((best, p) => (p.weight > best.weight ? p : best), used[0]!);
  return {
    status: 'ok',
    method,
    probabilities,
    fair_odds: probabilities.map((p) => 1 / p),
    spread: hi.map((h, i) => h - lo[i]!),
    anchor_book: anchor.book,
    books: parts,
    target_probability: target,
    ...rules,
  };
}
