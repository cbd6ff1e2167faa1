/**
 * The port through which prediction-market backtests read the resolved-market corpus: markets with their
 * trades (and quotes where the venue published them), filtered where the store can do it cheaply. The engine makes every
 * decision itself from what the port yields; the port never decides, so a property test over an in-memory corpus proves
 * the same thing as a run over the embedded columnar store (src/adapters/pmCorpus).
 * @packageDocumentation
 */
import type { MarketQuote, MarketStatus } from './types.js';

/** A venue of the corpus. */
export type CorpusVenue = 'kalshi' | 'polymarket';

/** One market of the corpus, as the venue listed it. Times are ISO 8601 UTC instants. */
export interface CorpusMarket {
  /** Venue-unique id (Kalshi ticker, Polymarket condition id). */
  readonly id: string;
  readonly venue: CorpusVenue;
  readonly title: string;
  /** Lower-case category (`politics`, `weather`, `economics`, ...), `uncategorized` when the venue gave none. */
  readonly category: string;
  /** When trading opened, or `null` when unknown. */
  readonly open_time: string | null;
  /** When trading closed or will close. */
  readonly close_time: string;
  readonly status: MarketStatus;
  /** The winning side when `status` is `resolved`, else `null`. */
  readonly outcome: 'yes' | 'no' | null;
  /** Contracts traded over the market's life, or `null` when unknown. */
  readonly volume: number | null;
  /** Open interest at close (contracts), or `null` when unknown. */
  readonly open_interest: number | null;
}

/** One trade of the YES contract. */
export interface CorpusTrade {
  /** ISO 8601 UTC instant. */
  readonly t: string;
  /** Traded price of YES in dollars, in (0, 1). */
  readonly yes_price: number;
  /** Contracts traded. */
  readonly count: number;
  /** The side that crossed the spread, or `null` when the venue does not say. */
  readonly taker_side: 'yes' | 'no' | null;
}

/** A market with the trades and quotes the engine may read, oldest first. */
export interface CorpusEntry {
  readonly market: CorpusMarket;
  readonly trades: readonly CorpusTrade[];
  /** Quotes where the venue published a book history; empty when only trades exist. */
  readonly quotes: readonly MarketQuote[];
}

/**
 * What the store may filter before yielding (every field optional; an absent field filters nothing). The engine applies
 * the rule's own conditions again, so a store that ignores a filter is slower, never wrong.
 */
export interface CorpusFilter {
  readonly venues?: readonly CorpusVenue[];
  /** Lower-case categories; a market matches any of them. */
  readonly categories?: readonly string[];
  /** Lower-case words that must all appear in the title. */
  readonly titleWords?: readonly string[];
  /** Markets closing at or after this instant. */
  readonly closeFrom?: string;
  /** Markets closing before this instant. */
  readonly closeTo?: string;
  /** Minimum lifetime volume in contracts. */
  readonly minVolume?: number;
  /** Only trades within this many milliseconds before the close are needed (the rule's longest look-back). */
  readonly tradeWindowMs?: number;
}

/** Counts the corpus holds for one venue (`guidekit data pm-corpus status`). */
export interface CorpusVenueStatus {
  readonly venue: CorpusVenue;
  readonly markets: number;
  readonly resolved: number;
  readonly void: number;
  readonly unresolved: number;
  readonly trades: number;
  /** Earliest and latest close times, or `null` when the venue has no markets. */
  readonly first_close: string | null;
  readonly last_close: string | null;
}

/** The corpus port. */
export interface PredictionMarketCorpus {
  /** Per-venue counts; an empty corpus answers zero counts, never throws. */
  status(): Promise<readonly CorpusVenueStatus[]>;
  /**
   * Every market matching the filter with its trades and quotes, in close-time order. Stops early when `signal` aborts.
   */
  scan(filter: CorpusFilter, options?: { readonly signal?: AbortSignal }): AsyncIterable<CorpusEntry>;
}
