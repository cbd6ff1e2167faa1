/**
 * Shared shapes of the technical indicators: the series they read and the streaming form they return.
 * @packageDocumentation
 */

/** A price or volume series, oldest first: a `Float64Array`, any typed array or a plain `number[]`. */
export type Series = ArrayLike<number>;

/** High, low and close series of equal length, oldest first. */
export interface HlcSeries {
  /** Highest traded price of each bar. */
  readonly high: Series;
  /** Lowest traded price of each bar. */
  readonly low: Series;
  /** Closing price of each bar. */
  readonly close: Series;
}

/** One bar for the streaming forms that read high, low and close. */
export interface HlcBar {
  /** Highest traded price of the bar. */
  readonly high: number;
  /** Lowest traded price of the bar. */
  readonly low: number;
  /** Closing price of the bar. */
  readonly close: number;
}

/**
 * The streaming form of an indicator: feed bars oldest first; `update` returns the value for that bar,
 * or `null` while the indicator is warming up (exactly the bars where the batch form returns `NaN`).
 */
export interface IndicatorStream<TBar, TValue> {
  /** Number of leading bars without a value (TA-Lib's lookback). */
  readonly lookback: number;
  /**
   * Consumes the next bar.
   * @param bar - The next bar, after every bar already given.
   * @returns The indicator at this bar, or `null` while warming up.
   */
  update(bar: TBar): TValue | null;
}
