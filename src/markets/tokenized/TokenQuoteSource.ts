import type { PortCall } from '../../core/sourceUse.js';

/** A tokenized stock's quote and book on one venue, as the venue gives them. */
export interface TokenQuote {
  readonly venue: string;
  /** The venue's pair name, e.g. `TSLAxUSD`. */
  readonly pair: string;
  readonly bid: number | null;
  readonly ask: number | null;
  /** Last trade price. */
  readonly last: number | null;
  /** Volume over the last 24 hours, in tokens; null when not given. */
  readonly volume24h: number | null;
  /** Epoch ms of the newest book level; null when the venue stamps none. */
  readonly time: number | null;
  /** Book levels `[price, amount]`, best first. */
  readonly bids: readonly (readonly [number, number])[];
  readonly asks: readonly (readonly [number, number])[];
}

/**
 * The `tokenQuotes` port: the quote and book of a tokenized stock on a venue that trades it, or the top of book of
 * several in one request. A venue or pair the port
 * does not know is a 400 (field `token`); a venue down or unreadable is a 503 naming its source.
 */
export interface TokenQuoteSource {
  /** One pair's quote and book. */
  quote(venue: string, pair: string, call?: PortCall): Promise<TokenQuote>;
  /** Several pairs' top of book, last trade and volume in one request (books empty, time null). */
  quotes(venue: string, pairs: readonly string[], call?: PortCall): Promise<readonly TokenQuote[]>;
}
