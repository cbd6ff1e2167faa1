import Decimal from 'decimal.js';
import type { PredictionBookLevel, PredictionOutcome, PredictionOutcomeBook } from '../../../markets/predictions/types.js';

/** One raw level as a venue sends it: price in dollars and size in contracts, both exact decimal text. */
export interface RawLevel {
  readonly price: string;
  readonly size: string | null;
}

/** What {@link assembleOutcome} builds an outcome from. */
export interface AssembleOutcomeInput {
  readonly id: string;
  readonly label: string;
  readonly bids: readonly RawLevel[];
  readonly asks: readonly RawLevel[];
  readonly depth: PredictionOutcomeBook['depth'];
  readonly asOf: string | null;
  readonly indicativeProbability?: number | null;
}

/**
 * One outcome with its book in the model's order (bids highest first, asks lowest first) and its best quotes. A level
 * priced at 0 or 1 or with no contracts is no quote: venues list "0" bids and "1" asks for an empty side. A level of
 * unknown size (a listing's best quote) keeps its price with size 0.
 *
 * @param input - {@link AssembleOutcomeInput}.
 * @returns The outcome.
 * @example
 * ```ts
 * assembleOutcome({ id: 'T:yes', label: 'Yes', bids: [{ price: '0.08', size: '444.32' }], asks: [], depth: 'book', asOf: null });
 * ```
 * @see docs/prediction-venues.md
 */
export function assembleOutcome(input: AssembleOutcomeInput): PredictionOutcome {
  const clean = (levels: readonly RawLevel[]): PredictionBookLevel[] =>
    levels
      .map((l) => ({ price: new Decimal(l.price), size: l.size === null ? null : new Decimal(l.size) }))
      .filter((l) => l.price.gt(0) && l.price.lt(1) && (l.size === null || l.size.gt(0)))
      .map((l) => ({ price: l.price, size: l.size ?? new Decimal(0) }));
  const bids = clean(input.bids).sort((a, b) => b.price.comparedTo(a.price));
  const asks = clean(input.asks).sort((a, b) => a.price.comparedTo(b.price));
  return {
    id: input.id,
    label: input.label,
    bestBid: bids[0]?.price ?? null,
    bestAsk: asks[0]?.price ?? null,
    book: { bids, asks, depth: input.depth, asOf: input.asOf },
    indicativeProbability: input.indicativeProbability ?? null,
  };
}
