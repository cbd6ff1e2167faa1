import Decimal from 'decimal.js';
import type { RawLevel } from '../_lib/assembleOutcome.js';
import type { KalshiOrderbook } from './kalshiSchemas.js';

/** Both sides' books built from Kalshi's bids-only answer. */
export interface KalshiBooks {
  readonly yes: { readonly bids: readonly RawLevel[]; readonly asks: readonly RawLevel[] };
  readonly no: { readonly bids: readonly RawLevel[]; readonly asks: readonly RawLevel[] };
}

/**
 * Kalshi's order book lists bids only, on YES and on NO: a NO bid at x is a YES offer at 1 − x with the same size (and a
 * YES bid at y a NO offer at 1 − y). So the YES ask is 1 − the best NO bid. Reads `orderbook_fp` (dollar prices,
 * fixed-point counts) when present, else the legacy `orderbook` (its `*_dollars` lists, or integer cents). An empty
 * side (`null`) has no levels.
 *
 * @param answer - The parsed `/markets/{ticker}/orderbook` answer.
 * @returns YES and NO books, each with bids and the asks mirrored from the other side's bids.
 * @example
 * ```ts
 * readKalshiOrderbook({ orderbook_fp: { yes_dollars: [['0.08', '444.32']], no_dollars: [['0.88', '1967.33']] } }).yes.asks;
 * //=> [{ price: '0.12', size: '1967.33' }]
 * ```
 * @see https://docs.kalshi.com/getting_started/orderbook_responses
 */
export function readKalshiOrderbook(answer: KalshiOrderbook): KalshiBooks {
  const one = new Decimal(1);
  let yes: readonly (readonly [string, string])[] = [];
  let no: readonly (readonly [string, string])[] = [];
  if (answer.orderbook_fp) {
    yes = answer.orderbook_fp.yes_dollars ?? [];
    no = answer.orderbook_fp.no_dollars ?? [];
  } else if (answer.orderbook) {
    const legacy = answer.orderbook;
    const cents = (levels: typeof legacy.yes) => (levels ?? []).map(([p, s]) => [new Decimal(p).div(100).toString(), s] as const);
    yes = legacy.yes_dollars ?? cents(legacy.yes);
    no = legacy.no_dollars ?? cents(legacy.no);
  }
  const bids = (levels: readonly (readonly [string, string])[]): RawLevel[] => levels.map(([price, size]) => ({ price, size }));
  const mirrored = (levels: readonly (readonly [string, string])[]): RawLevel[] => levels.map(([price, size]) => ({ price: one.minus(price).toString(), size }));
  return { yes: { bids: bids(yes), asks: mirrored(no) }, no: { bids: bids(no), asks: mirrored(yes) } };
}
