import type { PredictionMarket } from '../predictions/types.js';

/** A listed market with guidekit's probability that it resolves Yes. */
export interface PricedListing<M extends PredictionMarket = PredictionMarket> {
  readonly market: M;
  readonly probability: number;
}

/** Options of {@link pickMarketsForBooks}. */
export interface PickMarketsForBooksOptions {
  /** How many to keep. */
  readonly limit: number;
}

/**
 * Orders listed markets by their screened edge at the listing's own top of book (the larger of probability − Yes
 * ask and Yes bid − probability, fees aside) and keeps the first `limit`: the markets whose full books are worth
 * reading. Markets without any listed quote come last; play money is left out.
 *
 * @param listings - Markets with their probabilities, and whatever the caller carries with them (not modified).
 * @param options - {@link PickMarketsForBooksOptions}.
 * @returns The kept listings, best screened edge first, each with it.
 * @example
 * ```ts
 * pickMarketsForBooks(listings, { limit: 24 }).map((l) => l.market.id);
 * ```
 */
export function pickMarketsForBooks<L extends PricedListing>(listings: readonly L[], options: PickMarketsForBooksOptions): (L & { readonly screenedEdge: number | null })[] {
  const scored = listings
    .filter((l) => l.market.money === 'real')
    .map((l) => {
      const yes = l.market.outcomes[0];
      const ask = yes?.bestAsk?.toNumber() ?? null;
      const bid = yes?.bestBid?.toNumber() ?? null;
      const edges = [ask === null ? null : l.probability - ask, bid === null ? null : bid - l.probability].filter((e): e is number => e !== null);
      return { ...l, screenedEdge: edges.length === 0 ? null : Math.max(...edges) };
    });
  scored.sort((a, b) => (b.screenedEdge ?? Number.NEGATIVE_INFINITY) - (a.screenedEdge ?? Number.NEGATIVE_INFINITY));
  return scored.slice(0, Math.max(0, Math.floor(options.limit)));
}
