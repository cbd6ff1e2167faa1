import { NothingClearsError } from '../../../core/NothingClearsError.js';
import type { PricedContractJson } from './scanPricedMarkets.js';

/** What {@link requireOpportunity} reads of a prediction answer (assemblePredictionAnswer's members and the endpoint's own). */
export interface PredictionAnswer {
  readonly opportunities: readonly PricedContractJson[];
  readonly closest_misses: readonly PricedContractJson[];
  readonly scan: { readonly min_edge: number; readonly markets_listed: number; readonly books_read: number };
  /** The summary sentence: what clears, or how close the nearest came, in the answer's language. */
  readonly summary: string;
  readonly [member: string]: unknown;
}

/**
 * A prediction scan sells its opportunities: contracts whose model probability beats the venue's executable price by
 * the minimum edge after fees. With none the answer has nothing to sell, so the endpoint declines with a 409 that is
 * never charged: `no-edge` when contracts were priced but none clears (the closest in `near_misses`, the figures in
 * `measured`), `nothing-clears` when no market could be priced at all. The summary sentence is the reason, and every
 * other member of the answer (the ladders, the model inputs, what was not priced and why) stays in the problem.
 *
 * @param answer - The endpoint's whole answer.
 * @returns The answer, unchanged, when it has an opportunity.
 * @throws {@link NothingClearsError} `no-edge` or `nothing-clears` as above.
 * @example
 * ```ts
 * return requireOpportunity({ city, ladders, ...assemblePredictionAnswer(scan, options) });
 * ```
 * @see docs/signal-declines.md
 */
export function requireOpportunity<A extends PredictionAnswer>(answer: A): A {
  if (answer.opportunities.length > 0) return answer;
  const { opportunities: _none, closest_misses: near_misses, summary, ...rest } = answer;
  const measured = {
    markets_listed: answer.scan.markets_listed,
    books_read: answer.scan.books_read,
    priced: near_misses.length,
    min_edge: answer.scan.min_edge,
    best_edge: near_misses[0]?.edge ?? null,
  };
  throw new NothingClearsError(summary, { ...(near_misses.length > 0 ? { problem: 'no-edge' as const } : {}), details: { ...rest, measured, near_misses } });
}
