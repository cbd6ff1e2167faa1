import Decimal from 'decimal.js';
import type { FeeFill } from '../../../src/markets/probability/types.js';

/**
 * A taker fee in the shape of Kalshi's general schedule, written out for the tests: ⌈0.07 × C × P × (1 − P)⌉ to the
 * cent per fill (markets research §5; the exchange's own engine is computeKalshiFee). Selling Yes at P costs the same
 * as buying No at 1 − P, since P(1 − P) is symmetric.
 */
export function kalshiLikeFee(fill: FeeFill): Decimal {
  return fill.contracts.times(0.07).times(fill.price).times(new Decimal(1).minus(fill.price)).times(100).ceil().div(100);
}

/** No fee at all. */
export const noFee = (): number => 0;
