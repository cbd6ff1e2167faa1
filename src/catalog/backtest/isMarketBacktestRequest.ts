/** The fields of a POST /api/backtest request the prediction-market mode reads. */
export interface MarketBacktestRequest {
  readonly rule?: string | undefined;
  readonly spec?: Record<string, unknown> | undefined;
  readonly symbol?: string | undefined;
  readonly bars?: readonly unknown[] | undefined;
  /** `true` selects the prediction-market corpus. */
  readonly markets?: boolean | undefined;
  /** A venue (or `all`) selects the corpus and narrows the rule to it. */
  readonly venue?: 'kalshi' | 'polymarket' | 'all' | undefined;
  /** Markets closing on or after this date. */
  readonly start?: string | undefined;
  /** Markets closing on or before this date. */
  readonly end?: string | undefined;
  /** Dollars of bid-ask spread per contract instead of the quoted / estimated one. */
  readonly spread?: number | undefined;
  readonly fees?: 'venue' | 'none' | undefined;
}

/** A rule whose first words are an order on a YES or NO contract ("Buy YES", "Sell NO") is a prediction-market rule. */
const MARKET_ORDER = /^\s*(?:buy|sell|short|long|bet)\s+(?:yes|no)\b/i;

/**
 * Whether a backtest request runs on the prediction-market corpus: `markets: true`, a `venue`, an explicit spec of kind
 * `prediction_market`, or (with no symbol and no inline bars) a rule that opens with an order on YES or NO.
 *
 * @param p - The validated request.
 * @returns True for the prediction-market mode.
 * @example
 * ```ts
 * isMarketBacktestRequest({ rule: 'Buy YES below 10c 7 days before close' }); //=> true
 * ```
 * @see docs/prediction-markets.md
 */
export function isMarketBacktestRequest(p: MarketBacktestRequest): boolean {
  if (p.markets === true || p.venue !== undefined) return true;
  if (p.markets === false) return false;
  if (p.spec !== undefined) return p.spec.kind === 'prediction_market';
  return p.symbol === undefined && p.bars === undefined && typeof p.rule === 'string' && MARKET_ORDER.test(p.rule);
}

