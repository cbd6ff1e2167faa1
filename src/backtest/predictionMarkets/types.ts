/**
 * Shapes of prediction-market backtests: one market's history (the documented JSON and CSV format of
 * docs/prediction-markets.md), and the statuses a market can end in.
 * @packageDocumentation
 */

/** How a market ended: `resolved` (with an outcome), `void` (cancelled, refunded, 50/50 or disputed), `unresolved` (still open). */
export type MarketStatus = 'resolved' | 'void' | 'unresolved';

/** Venues with a fee rule; any other venue name is `other` and pays no fee unless a fee rate is given. */
export type MarketVenue = 'kalshi' | 'polymarket' | 'other';

/** One quote of the YES contract (a contract pays $1 when its side wins). Prices are dollars per contract in (0, 1). */
export interface MarketQuote {
  /** ISO 8601 UTC instant, e.g. `2024-03-01T12:00:00Z`. */
  readonly t: string;
  /** Best bid for YES, or `null` when the book had none. The NO ask is 1 − yes_bid. */
  readonly yes_bid: number | null;
  /** Best ask for YES, or `null` when the book had none. The NO bid is 1 − yes_ask. */
  readonly yes_ask: number | null;
  /** Contracts offered at the best ask of the side bought (YES ask, or the YES bid for NO); `null` when unknown. */
  readonly depth: number | null;
}

/** One binary market with its quote history, oldest first. */
export interface PredictionMarket {
  readonly id: string;
  readonly venue: MarketVenue;
  /** Lower-case category, e.g. `politics`, `crypto`, `economics`. */
  readonly category: string;
  /** ISO 8601 UTC instant trading closes; quotes at or after it are ignored (no resolution leakage). */
  readonly close_time: string;
  readonly status: MarketStatus;
  /** The winning side when `status` is `resolved`, else `null`. */
  readonly outcome: 'yes' | 'no' | null;
  readonly history: readonly MarketQuote[];
}
