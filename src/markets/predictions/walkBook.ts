import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { readDecimal } from '../_lib/readDecimal.js';

/** One resting level: a price in dollars per $1 contract and the contracts offered (or bid) there. */
export interface WalkBookLevel {
  readonly price: Decimal.Value;
  readonly size: Decimal.Value;
}

/** Options of {@link walkBook}. */
export interface WalkBookOptions {
  /**
   * `buy` walks the asks from the lowest price up; `sell` walks the bids from the highest price down. The levels may be
   * given in any order; they are sorted (a copy) before walking. Default `buy`.
   */
  readonly side?: 'buy' | 'sell';
}

/** What {@link walkBook} returns. Amounts are exact decimals (dollars and contracts). */
export interface WalkBookResult {
  /** Contracts the book fills: the size asked, or less when the book is thinner. */
  readonly filled: Decimal;
  /** Contracts the book could not fill (0 when `complete`). */
  readonly unfilled: Decimal;
  /** True when the whole size was filled. */
  readonly complete: boolean;
  /** Dollars paid (buy) or received (sell) for `filled`: Σ price × contracts over the levels used. */
  readonly notional: Decimal;
  /** `notional / filled`, the executable average price; null when nothing was filled. */
  readonly averagePrice: Decimal | null;
  /** The worst price reached (the last level used); null when nothing was filled. */
  readonly worstPrice: Decimal | null;
  /** How many levels were used, fully or partly. */
  readonly levelsUsed: number;
}

/**
 * The executable price of an order of `size` contracts against a book: the levels are taken from the best price
 * outward until the size is filled, so the answer is what the order would really cost, never the last trade or the
 * mid. A book thinner than the size fills what it has and says how much is left (`complete: false`).
 *
 * @param levels - The side of the book the order takes: the asks for a buy, the bids for a sell (any order; not modified).
 * @param size - Contracts wanted (> 0).
 * @param options - {@link WalkBookOptions}.
 * @returns Filled and unfilled contracts, notional, average and worst price.
 * @throws {@link GuidekitError} `invalid_number` (field `size`, `levels[i].price`, `levels[i].size`) for a size that is not
 *   positive, a price outside (0, 1] or a negative level size; `invalid_type` when `levels` is not a list.
 * @example
 * ```ts
 * walkBook([{ price: '0.40', size: 10 }, { price: '0.42', size: 100 }], 25).averagePrice?.toFixed(4); //=> '0.4120'
 * ```
 * @see docs/prediction-venues.md
 */
export function walkBook(levels: readonly WalkBookLevel[], size: Decimal.Value, options: WalkBookOptions = {}): WalkBookResult {
  const fn = 'walkBook';
  if (!Array.isArray(levels)) throw new GuidekitError(`${fn}: levels must be a list of { price, size }`, { code: 'invalid_type', field: 'levels' });
  const side = options.side ?? 'buy';
  if (side !== 'buy' && side !== 'sell') throw new GuidekitError(`${fn}: side must be buy or sell`, { code: 'invalid_enum', field: 'side' });
  const wanted = readDecimal(fn, 'size', size);
  if (wanted.lte(0)) throw new GuidekitError(`${fn}: size must be positive, got ${wanted.toString()}`, { code: 'invalid_number', field: 'size' });
  const book = levels.map((level, i) => {
    const price = readDecimal(fn, `levels[${i}].price`, level?.price);
    const qty = readDecimal(fn, `levels[${i}].size`, level?.size);
    if (price.lte(0) || price.gt(1)) throw new GuidekitError(`${fn}: levels[${i}].price must be in (0, 1], got ${price.toString()}`, { code: 'invalid_number', field: `levels[${i}].price` });
    if (qty.lt(0)) throw new GuidekitError(`${fn}: levels[${i}].size must not be negative, got ${qty.toString()}`, { code: 'invalid_number', field: `levels[${i}].size` });
    return { price, qty };
  });
  // A buyer takes the cheapest offer first; a seller hits the highest bid first.
  book.sort((a, b) => (side === 'buy' ? a.price.comparedTo(b.price) : b.price.comparedTo(a.price)));

  let remaining = wanted;
  let notional = new Decimal(0);
  let worst: Decimal | null = null;
  let used = 0;
  for (const level of book) {
    if (remaining.lte(0)) break;
    if (level.qty.isZero()) continue;
    const take = Decimal.min(remaining, level.qty);
    notional = notional.plus(take.times(level.price));
    remaining = remaining.minus(take);
    worst = level.price;
    used++;
  }
  const filled = wanted.minus(remaining);
  return {
    filled,
    unfilled: remaining,
    complete: remaining.isZero(),
    notional,
    averagePrice: filled.isZero() ? null : notional.div(filled),
    worstPrice: worst,
    levelsUsed: used,
  };
}
