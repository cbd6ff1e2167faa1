import type { RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { SPORTS_BOOK_WEIGHTS } from '../rules/sportsMarkets.js';
import { SPORTS_SCAN_SETTINGS } from '../rules/sportsScans.js';
import { devigConsensus } from '../sports/devigConsensus.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { aliasedBookWeights } from './_lib/bookWeights.js';
import { mergeSportsCitations } from './mergeSportsCitations.js';

/** One book's win prices on a field, by runner key (a book may leave runners out). */
export interface FieldBook {
  readonly book: string;
  readonly title: string;
  /** Decimal odds by runner key; runners the book does not price are absent. */
  readonly odds: Readonly<Record<string, number>>;
}

/** Options of {@link consensusFieldProbabilities}. */
export interface ConsensusFieldProbabilitiesOptions {
  /** ISO date whose rules apply. Required. */
  readonly asOf: string;
  readonly lang?: 'en' | 'es';
}

/** The field's consensus win probabilities and each runner's best price. */
export interface FieldConsensus {
  /** `ok`, or `thin` when fewer books than the scan settings' `min_books` price any of the field. */
  readonly status: 'ok' | 'thin';
  /**
   * `shin` (or the consensus rule's method): every book used prices the whole field and each is de-vigged on it;
   * `proportional_partial`: books price different parts of the field, so each book's margin is measured against the
   * others on the runners it prices and taken off proportionally.
   */
  readonly method: string;
  readonly runners: readonly string[];
  /** Win probability per runner, in `runners` order; they sum to 1. */
  readonly probabilities: readonly number[];
  /** Best price per runner across the books, with its book; null when no book prices the runner. */
  readonly best: readonly ({ readonly price: number; readonly book: string; readonly title: string } | null)[];
  /** Books priced per runner. */
  readonly books_per_runner: readonly number[];
  readonly books_used: number;
  readonly rules: RuleCitations;
}

/**
 * Consensus win probabilities for a field (a race, a golf tournament): every runner's chance from the books that price
 * it, with the books' margins removed and the sharp books weighted up, and each runner's best price.
 *
 * @remarks When at least the scan settings' `min_books` books price every runner, each of them is de-vigged on the
 * whole field by {@link devigConsensus} (Shin by default) and averaged with the book weights. Outright markets are often
 * priced on different parts of the field; then the consensus is proportional: q_i ∝ Σ_b w_b·(1/O_bi)/k_b over the books
 * pricing runner i, where each book's overround k_b = Σ_{i∈b}(1/O_bi) / Σ_{i∈b} q_i is measured against the consensus
 * itself on the runners that book prices (50 fixed-point rounds, started at k_b = 1). A runner no book prices gets no
 * probability and is left out.
 *
 * @param runners - Runner keys, in the order wanted.
 * @param books - Each book's prices by runner key.
 * @param options - {@link ConsensusFieldProbabilitiesOptions}; `asOf` is required.
 * @returns {@link FieldConsensus} over the runners at least one book prices.
 * @throws {@link GuidekitError} `invalid_type` on `runners` or `books`; `too_small` with fewer than two priced runners.
 * @example
 * ```ts
 * consensusFieldProbabilities(['a', 'b', 'c'], [{ book: 'bet365', title: 'Bet365', odds: { a: 2.2, b: 3.1, c: 5 } }], { asOf: '2026-11-25' });
 * ```
 * @see docs/sports-endpoints.md
 */
export function consensusFieldProbabilities(runners: readonly string[], books: readonly FieldBook[], options: ConsensusFieldProbabilitiesOptions): FieldConsensus {
  const fn = 'consensusFieldProbabilities';
  const opts = readOptions(fn, options);
  if (!Array.isArray(runners as unknown)) fail(fn, 'runners', 'invalid_type', 'runners must be an array of keys');
  if (!Array.isArray(books as unknown)) fail(fn, 'books', 'invalid_type', 'books must be an array');
  const asOf = String(opts.asOf);
  const lang = opts.lang ?? 'en';
  const settings = requireRule(SPORTS_SCAN_SETTINGS, asOf);
  const weightsRule = requireRule(SPORTS_BOOK_WEIGHTS, asOf);
  const valid = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 1;
  const priced = runners.filter((r) => books.some((b) => valid(b.odds[r])));
  if (priced.length < 2) fail(fn, 'books', 'too_small', 'at least two runners need a price');
  const aliases = aliasedBookWeights(books.map((b) => b.book), weightsRule.value, settings.value.book_aliases);
  const weightOf = (book: string) => aliases[book.toLowerCase()] ?? weightsRule.value.weights[book.toLowerCase()] ?? weightsRule.value.default_weight;
  const usable = books.filter((b) => priced.some((r) => valid(b.odds[r])));
  const best = priced.map((r) => {
    let top: { price: number; book: string; title: string } | null = null;
    for (const b of usable) {
      const o = b.odds[r];
      if (valid(o) && (top === null || o > top.price)) top = { price: o, book: b.book, title: b.title };
    }
    return top;
  });
  const booksPer = priced.map((r) => usable.filter((b) => valid(b.odds[r])).length);
  const full = usable.filter((b) => priced.every((r) => valid(b.odds[r])));
  const base = { runners: priced, best, books_per_runner: booksPer };
  if (usable.length < settings.value.min_books) {
    const flat = priced.map(() => 1 / priced.length);
    return { status: 'thin', method: 'none', ...base, probabilities: flat, books_used: usable.length, rules: mergeSportsCitations([settings], lang) };
  }
  if (full.length >= settings.value.min_books) {
    const consensus = devigConsensus(
      full.map((b) => ({ book: b.book, odds: priced.map((r) => b.odds[r]!) })),
      { asOf, weights: aliases, lang },
    );
    if (consensus.status === 'ok' && consensus.probabilities !== null) {
      return { status: 'ok', method: consensus.method, ...base, probabilities: consensus.probabilities, books_used: consensus.books.filter((b) => b.used).length, rules: mergeSportsCitations([consensus, settings], lang) };
    }
  }
  const k = usable.map(() => 1);
  let q = priced.map(() => 1 / priced.length);
  for (let round = 0; round < 50; round++) {
    const next = priced.map((r) => {
      let num = 0;
      let den = 0;
      usable.forEach((b, j) => {
        const o = b.odds[r];
        if (!valid(o)) return;
        num += weightOf(b.book) * (1 / o / k[j]!);
        den += weightOf(b.book);
      });
      return den === 0 ? 0 : num / den;
    });
    const total = next.reduce((s, x) => s + x, 0);
    q = next.map((x) => x / total);
    usable.forEach((b, j) => {
      let implied = 0;
      let share = 0;
      priced.forEach((r, i) => {
        const o = b.odds[r];
        if (valid(o)) {
          implied += 1 / o;
          share += q[i]!;
        }
      });
      k[j] = share > 0 ? implied / share : 1;
    });
  }
  return { status: 'ok', method: 'proportional_partial', ...base, probabilities: q, books_used: usable.length, rules: mergeSportsCitations([settings, weightsRule], lang) };
}
