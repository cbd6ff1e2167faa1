import Decimal from 'decimal.js';
import type { FeeFunction } from '../types.js';

/** A validated book side, best price first. */
export interface BookSide {
  readonly prices: readonly Decimal[];
  readonly sizes: readonly Decimal[];
  /** Σ sizes. */
  readonly depth: Decimal;
}

/** The fill of one order of `contracts` against one side of a book, with the venue's fee per level. */
export interface LevelWalk {
  readonly filled: Decimal;
  /** Σ price × contracts over the levels used. */
  readonly notional: Decimal;
  /** Σ fee over the levels used, or null when the fee function did not know one. */
  readonly fee: Decimal | null;
  readonly averagePrice: Decimal | null;
  readonly worstPrice: Decimal | null;
  readonly levelsUsed: number;
}

/** Sorts a side best first (asks ascending for a buy, bids descending for a sell); empty levels are dropped. */
export function sortSide(levels: readonly { price: Decimal; size: Decimal }[], action: 'buy' | 'sell'): BookSide {
  const kept = levels.filter((l) => l.size.gt(0));
  kept.sort((a, b) => (action === 'buy' ? a.price.comparedTo(b.price) : b.price.comparedTo(a.price)));
  return { prices: kept.map((l) => l.price), sizes: kept.map((l) => l.size), depth: kept.reduce((s, l) => s.plus(l.size), new Decimal(0)) };
}

/**
 * Walks `side` for `contracts` from the best level outward, charging the fee function once per level used (each level
 * is a separate fill at its own price). The order fills no more than the side's depth.
 */
export function walkLevels(side: BookSide, contracts: Decimal, id: string, action: 'buy' | 'sell', fee: FeeFunction, readFee: (value: unknown) => Decimal): LevelWalk {
  let remaining = contracts;
  let notional = new Decimal(0);
  let fees: Decimal | null = new Decimal(0);
  let worst: Decimal | null = null;
  let used = 0;
  for (let i = 0; i < side.prices.length && remaining.gt(0); i++) {
    const price = side.prices[i]!;
    const take = Decimal.min(remaining, side.sizes[i]!);
    notional = notional.plus(take.times(price));
    remaining = remaining.minus(take);
    worst = price;
    used++;
    const charged = fee({ id, action, price, contracts: take });
    fees = charged === null || fees === null ? null : fees.plus(readFee(charged));
  }
  const filled = contracts.minus(remaining);
  return { filled, notional, fee: fees, averagePrice: filled.isZero() ? null : notional.div(filled), worstPrice: worst, levelsUsed: used };
}
