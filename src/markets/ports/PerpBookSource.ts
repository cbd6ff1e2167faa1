import type { PortCall } from '../../core/sourceUse.js';

/** One side's level of a perpetual book. */
export interface BookLevel {
  readonly price: number;
  readonly size: number;
}

/** A perpetual listing's book and prices at one instant, as the venue reports them. */
export interface PerpBookSnapshot {
  /** The listing, `<prefix>:<symbol>` (e.g. `xyz:TSLA`), or the plain coin for the venue's own perpetuals. */
  readonly coin: string;
  /** The listing's own label, as the venue shows it. */
  readonly label: string;
  readonly venue: string;
  /** Epoch ms the venue stamped the book with. */
  readonly time: number;
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
  readonly mark: number | null;
  readonly oracle: number | null;
  /** Funding per interval as a fraction; null when the venue gave none. */
  readonly funding: number | null;
  /** Open interest in units of the asset; null when unknown. */
  readonly openInterest: number | null;
  /** Units: how many of the underlying one contract is (1 for most). */
  readonly contractSize: number;
}

/**
 * The `perpBook` port: the perpetual books of the venue that lists equity and index perpetuals as
 * `<prefix>:<symbol>`, used for the reference price while the underlying session is closed and for perpetual scans.
 */
export interface PerpBookSource {
  /** Every listing the venue has now (coin and label). */
  listings(call?: PortCall): Promise<readonly { readonly coin: string; readonly label: string }[]>;
  snapshot(coin: string, call?: PortCall): Promise<PerpBookSnapshot>;
}
