/**
 * The prediction-market model every venue adapter produces and the prediction engines read: a market with its
 * outcomes, order books, ladder position, fee schedule, times, resolution terms and status, in the venue-neutral words
 * of docs/prediction-venues.md.
 * @packageDocumentation
 */
import type Decimal from 'decimal.js';

/** The venues guidekit reads. Manifold trades play money (mana): its prices are never a tradeable quote. */
export type PredictionVenue = 'polymarket' | 'kalshi' | 'manifold';

/** Every venue, in a stable order. */
export const PREDICTION_VENUES: readonly PredictionVenue[] = ['polymarket', 'kalshi', 'manifold'];

/** The nine categories of the prediction-market scan (the spec's `category` parameter of /api/signal/predvenue). */
export const PREDICTION_CATEGORIES = ['crypto', 'economics', 'geopolitics', 'politics', 'sports', 'esports', 'entertainment', 'weather', 'ai-tech'] as const;

/** One of the nine scan categories, mapped from each venue's own tags. */
export type PredictionCategory = (typeof PREDICTION_CATEGORIES)[number];

/**
 * Where a market stands: `open` (trading), `closed` (trading stopped, not yet resolved), `resolved` (a winner is
 * known) or `void` (cancelled, refunded, resolved 50/50 or to a partial probability: no clean winner).
 */
export type PredictionMarketStatus = 'open' | 'closed' | 'resolved' | 'void';

/** Real money (USD or USDC) or play money (Manifold's mana): play-money prices are never presented as tradeable. */
export type PredictionMoney = 'real' | 'play';

/** One price level of a book: a price in dollars per $1 contract and the contracts resting there. */
export interface PredictionBookLevel {
  readonly price: Decimal;
  readonly size: Decimal;
}

/**
 * One outcome's book. `bids` best (highest) first, `asks` best (lowest) first. `depth` says what the levels are:
 * `book` the venue's full book, `top` only the best quote a listing carries (its size when the venue gives it),
 * `none` no book at all (the venue removed it after close, or the market is an automated market maker).
 */
export interface PredictionOutcomeBook {
  readonly bids: readonly PredictionBookLevel[];
  readonly asks: readonly PredictionBookLevel[];
  readonly depth: 'book' | 'top' | 'none';
  /** When the venue stamped the book (ISO 8601), or null when it gave no time. */
  readonly asOf: string | null;
}

/** One outcome of a market (Yes, No, Up, Down, a team...), with its executable quotes. */
export interface PredictionOutcome {
  /** The venue's id for it: a CLOB token id, `<ticker>:yes`, ... */
  readonly id: string;
  readonly label: string;
  /** Best bid (what a seller receives) in dollars, or null when nobody bids. Never the last trade or the mid. */
  readonly bestBid: Decimal | null;
  /** Best ask (what a buyer pays) in dollars, or null when nobody offers. Never the last trade or the mid. */
  readonly bestAsk: Decimal | null;
  readonly book: PredictionOutcomeBook;
  /**
   * A probability the venue shows that is not a quote: Manifold's market-maker probability (play money), or a venue's
   * last-traded/indicative price. Informative only; null when the venue gives none.
   */
  readonly indicativeProbability: number | null;
}

/**
 * Where a binary market sits in a family of related markets:
 * - `bucket`: one leg of a mutually exclusive set (at most one leg resolves Yes); `exhaustive` when the venue
 *   guarantees exactly one does (a neg-risk event, a mutually exclusive Kalshi event), `lower`/`upper` its range when
 *   the venue gives one (null for open ends or named buckets);
 * - `close-above` / `close-below`: pays when the underlying settles above (below) the strike;
 * - `touch`: pays when the underlying reaches the strike at any time before the close (`direction` up or down).
 */
export type PredictionLadderRung =
  | { readonly kind: 'bucket'; readonly group: string; readonly label: string; readonly lower: number | null; readonly upper: number | null; readonly exhaustive: boolean }
  | { readonly kind: 'close-above' | 'close-below'; readonly group: string; readonly strike: number; readonly underlying: string | null }
  | { readonly kind: 'touch'; readonly group: string; readonly strike: number; readonly direction: 'up' | 'down'; readonly underlying: string | null };

/**
 * What trading the market costs, as the venue states it:
 * - `kalshi`: the series' fee type (`quadratic`: taker fee only; `quadratic_with_maker_fees`: makers pay too; `flat`:
 *   the fee schedule's specific table) and its multiplier; `feeType` null when the listing did not carry it;
 * - `polymarket`: the market's fee switch and schedule (`rate`, `exponent`, taker only); fee-free when not enabled,
 *   `enabled` null when the market object did not say;
 * - `none`: no trading fee (play money).
 */
export type PredictionFeeSchedule =
  | { readonly kind: 'kalshi'; readonly feeType: 'quadratic' | 'quadratic_with_maker_fees' | 'flat' | null; readonly multiplier: Decimal | null }
  | { readonly kind: 'polymarket'; readonly enabled: boolean | null; readonly rate: Decimal | null; readonly exponent: number | null; readonly takerOnly: boolean | null }
  | { readonly kind: 'none'; readonly reason: 'play-money' };

/** How a resolved or void market ended. */
export interface PredictionResolution {
  /** The label of the winning outcome (`Yes`, `No`, `Up`...), or null when void or resolved to a split. */
  readonly outcome: string | null;
  /** For a market resolved to a partial value (Manifold `MKT`, a Kalshi scalar), the Yes payout in [0, 1]; else null. */
  readonly yesPayout: number | null;
  /** When it was settled (ISO 8601), or null when the venue gave no time. */
  readonly settledAt: string | null;
}

/** One market as a venue lists it, normalised. */
export interface PredictionMarket {
  readonly venue: PredictionVenue;
  /** The venue's id: Gamma market id, Kalshi ticker, Manifold contract id. */
  readonly id: string;
  /** The venue's event or group id, when the market belongs to one. */
  readonly eventId: string | null;
  readonly question: string;
  /** One of the nine categories, or null when the venue's tags map to none of them ('unknown' is an answer). */
  readonly category: PredictionCategory | null;
  /** The venue's own tags or category names the category was mapped from. */
  readonly venueTags: readonly string[];
  readonly money: PredictionMoney;
  readonly outcomes: readonly PredictionOutcome[];
  readonly ladder: PredictionLadderRung | null;
  readonly fees: PredictionFeeSchedule;
  /** When trading closes (ISO 8601), or null when the venue gave none. */
  readonly closeTime: string | null;
  /** When the venue expects to resolve it (ISO 8601), or null. */
  readonly expectedResolutionTime: string | null;
  /** The resolution source the venue names (a URL or an agency), or null. */
  readonly resolutionSource: string | null;
  /** The venue's rules text, as written. */
  readonly rules: string | null;
  readonly status: PredictionMarketStatus;
  /** Present when `status` is `resolved` or `void`. */
  readonly resolution: PredictionResolution | null;
  /** The market's page, when known. */
  readonly url: string | null;
}

/** One point of a market's price history before resolution, in dollars per Yes contract. */
export interface PredictionPricePoint {
  /** ISO 8601 instant. */
  readonly t: string;
  /** Best Yes bid then, when the venue records quotes (Kalshi candles); else null. */
  readonly yesBid: Decimal | null;
  /** Best Yes ask then, when the venue records quotes; else null. */
  readonly yesAsk: Decimal | null;
  /** A traded or indicative Yes price (Polymarket's price history, Manifold's probability), never executable. */
  readonly price: Decimal | null;
}

/** A resolved (or void) market with the prices before resolution, when the venue publishes them. */
export interface ResolvedPredictionMarket extends PredictionMarket {
  /** Oldest first; null when not asked for or the venue publishes none; empty when it returned no point. */
  readonly history: readonly PredictionPricePoint[] | null;
  /** What kind of prices `history` holds: executable quotes, or prices that are not (traded, indicative). */
  readonly historyKind: 'quotes' | 'prices' | null;
}

/** One page of a listing; pass `nextCursor` back for the next page (null: no more pages). */
export interface PredictionMarketPage<M extends PredictionMarket = PredictionMarket> {
  readonly markets: readonly M[];
  readonly nextCursor: string | null;
}
