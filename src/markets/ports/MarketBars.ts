/**
 * Price bars of one instrument at one interval, as a struct of arrays, oldest first: index `t` of every array is the
 * same bar. Plain floats in typed arrays (signals and scans are simulation maths); `times` are the bars' open times in
 * epoch milliseconds (UTC). Daily bars open at 00:00 UTC of their trading date.
 */
export interface MarketBars {
  /** The canonical instrument id (see the instrument table), or an equity ticker as given. */
  readonly symbol: string;
  /** The interval the source delivered. Longer timeframes are resampled from these (pure functions). */
  readonly interval: BarInterval;
  readonly times: Float64Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  /** Traded volume; NaN where the source has none (FX). */
  readonly volume: Float64Array;
  /** Quote currency of the prices, ISO 4217 (USD, JPY, ...), or a unit (`USX` for US cents). */
  readonly currency: string;
}

/** The base intervals a price source delivers. */
export type BarInterval = '1h' | '1d';

/** The timeframes the signal endpoints accept (resampled from the base intervals). */
export type Timeframe = '1h' | '4h' | '1d' | '3d' | '1w' | '1m' | '3m';
