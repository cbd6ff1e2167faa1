/**
 * The inputs the probability engines share: the lognormal model of a finance ladder, ladder rungs, book levels and the
 * fee function the edge and arbitrage engines take, value buckets and count bins, and the fitted calibration and count
 * models. Plain floats for probabilities and prices of the underlying; venue prices and money are decimals.
 * @packageDocumentation
 */
import type Decimal from 'decimal.js';

/**
 * The lognormal (geometric Brownian motion) model of an underlying: S_T = S·exp((μ − σ²/2)·T + σ·W_T).
 *
 * @see docs/probability-models.md
 */
export interface LognormalModel {
  /** Price of the underlying now (> 0). */
  readonly spot: number;
  /** Annualised volatility σ (≥ 0): options-implied, close-to-close or Parkinson (see the estimators). */
  readonly volatility: number;
  /** Time to the ladder's close in years (≥ 0), e.g. 30/365 for thirty calendar days. */
  readonly years: number;
  /**
   * Annualised drift μ of the price (the log-price drifts at ν = μ − σ²/2). Default 0: no expected change in the
   * price, the usual choice over days to weeks; r − q gives the risk-neutral measure.
   */
  readonly drift?: number;
  /**
   * Time between the venue's checks of a touch rung, in years (e.g. 1/365 for one daily print, 15/(365·24·60) for a
   * 15-minute check). Absent or 0: the path is watched continuously. Corrects touch rungs by the Broadie–Glasserman
   * barrier shift.
   */
  readonly monitoringIntervalYears?: number;
}

/**
 * One rung of a ladder, in the words of the prediction-market model (a `PredictionLadderRung` is assignable to it):
 * - `close-above` pays when the underlying settles above `strike`; `close-below` when it settles below;
 * - `touch` pays when the underlying reaches `strike` at any time before the close, upward or downward;
 * - `bucket` pays when the settle lies in [lower, upper) (null for an open end).
 */
export type LadderRung =
  | { readonly kind: 'close-above' | 'close-below'; readonly strike: number }
  | { readonly kind: 'touch'; readonly strike: number; readonly direction: 'up' | 'down' }
  | { readonly kind: 'bucket'; readonly lower: number | null; readonly upper: number | null };

/**
 * A rung on a published figure (a CPI rate, a yield, a rain total): above a strike (R > K), below it (R < K), or a
 * bucket lower ≤ R < upper with null for an open end. R is the figure as published, rounded to its step.
 */
export type ValueRung =
  | { readonly kind: 'close-above' | 'close-below'; readonly strike: number }
  | { readonly kind: 'bucket'; readonly lower: number | null; readonly upper: number | null };

/** One price level of a book: dollars per $1 contract (in (0, 1]) and the contracts resting there. */
export interface BookLevelInput {
  readonly price: Decimal.Value;
  readonly size: Decimal.Value;
}

/** One fill a fee function prices: an order's part at one price level. */
export interface FeeFill {
  /** The market (leg) id. */
  readonly id: string;
  /** `buy` takes asks; `sell` hits bids (on Kalshi, selling Yes is buying No at 1 − price). */
  readonly action: 'buy' | 'sell';
  /** Dollars per contract. */
  readonly price: Decimal;
  /** Contracts filled at that price. */
  readonly contracts: Decimal;
}

/**
 * The venue's fee for one fill, in dollars (a `Decimal.Value`), or null when the fee is not known (the answer is then
 * `unknown`, never priced as free). Wire it to computeKalshiFee or computePolymarketFee for the market's schedule.
 */
export type FeeFunction = (fill: FeeFill) => Decimal.Value | null;

/**
 * A bin of whole numbers, min..max inclusive with null for an open end: event counts ("10 or more" is
 * { min: 10, max: null }) or a temperature reported in whole degrees ("84° to 85°" is { min: 84, max: 85 }).
 */
export interface IntegerBin {
  readonly min: number | null;
  readonly max: number | null;
}

/** A Platt calibration: p_cal = 1 / (1 + exp(−(a·logit(p) + b))), with p clipped to [ε, 1 − ε] first. */
export interface PlattCalibration {
  readonly method: 'platt';
  readonly a: number;
  readonly b: number;
  /** The clip ε applied to raw probabilities before the logit. */
  readonly epsilon: number;
}

/**
 * An isotonic calibration: a non-decreasing map given at knots `x` (raw probabilities, increasing) with values `y`;
 * linear between knots, flat beyond the first and last.
 */
export interface IsotonicCalibration {
  readonly method: 'isotonic';
  readonly x: readonly number[];
  readonly y: readonly number[];
}

/** A fitted calibration map from raw to calibrated probabilities. */
export type Calibration = PlattCalibration | IsotonicCalibration;

/**
 * A count distribution per period: Poisson with mean `mean`, or negative binomial with mean `mean` and size `size`
 * (variance mean + mean²/size), the gamma–Poisson mixture.
 */
export type CountModel = { readonly family: 'poisson'; readonly mean: number } | { readonly family: 'negative-binomial'; readonly mean: number; readonly size: number };
