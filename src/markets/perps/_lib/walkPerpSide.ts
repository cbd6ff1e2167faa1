import type { PerpBookSide } from '../types.js';

/** What {@link walkPerpSide} returns. */
export interface WalkPerpSideResult {
  /** Average price of the fill, notional ÷ quantity; null when nothing could be filled. */
  readonly vwap: number | null;
  /** Best price of the side (the touch); null for an empty side. */
  readonly touch: number | null;
  /** Notional filled (quote currency); equals the notional asked when `complete`. */
  readonly filled: number;
  /** True when the side held the whole notional. */
  readonly complete: boolean;
  /** Levels used, fully or partly. */
  readonly levels: number;
}

/**
 * Walks one side of a perpetual book for a notional (price × amount, in the quote currency): an order of that size
 * takes the best level first and moves outward, so its average price is what the trade really pays, never the mid.
 * Levels are sorted on a copy (bids down, asks up); levels of zero amount are skipped.
 *
 * @param side - The levels `[price, amount]`.
 * @param notional - Quote-currency notional to fill (> 0).
 * @param options - `side`: `bid` (a sell walks the bids) or `ask` (a buy walks the asks).
 * @returns The fill's average price, the touch, the notional filled and whether the side held it all.
 * @example
 * ```ts
 * walkPerpSide([[100, 50], [99, 50]], 9950, { side: 'bid' }).vwap; //=> 99.5
 * ```
 */
export function walkPerpSide(side: PerpBookSide, notional: number, options: { readonly side: 'bid' | 'ask' }): WalkPerpSideResult {
  const levels = side.filter(([, amount]) => amount > 0).slice().sort((a, b) => (options.side === 'bid' ? b[0] - a[0] : a[0] - b[0]));
  const touch = levels[0]?.[0] ?? null;
  let remaining = notional;
  let quantity = 0;
  let used = 0;
  for (const [price, amount] of levels) {
    if (remaining <= 0) break;
    const take = Math.min(remaining, price * amount);
    quantity += take / price;
    remaining -= take;
    used++;
  }
  const filled = notional - Math.max(0, remaining);
  // A residue below a millionth of a unit of notional is rounding, not a thin book.
  const complete = remaining <= notional * 1e-12;
  return { vwap: quantity > 0 ? filled / quantity : null, touch, filled, complete, levels: used };
}
