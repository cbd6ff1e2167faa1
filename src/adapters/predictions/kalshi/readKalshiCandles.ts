import Decimal from 'decimal.js';
import type { PredictionPricePoint } from '../../../markets/predictions/types.js';
import type { z } from 'zod';
import type { kalshiCandlesticksSchema } from './kalshiSchemas.js';

type Candle = NonNullable<z.infer<typeof kalshiCandlesticksSchema>['markets'][number]['candlesticks']>[number];

/**
 * Kalshi candles as price points: the YES bid and ask at the close of each period (executable quotes, in dollars) and
 * the period's last traded price when there was a trade. A side with no quote (null, 0 bid, $1 ask) is null.
 *
 * @param candles - One market's candles from `/markets/candlesticks`.
 * @returns Points, oldest first.
 * @example
 * ```ts
 * readKalshiCandles([{ end_period_ts: '1768194000', yes_bid: { close_dollars: '0.0600' }, yes_ask: { close_dollars: '0.0700' } }]);
 * ```
 * @see docs/prediction-venues.md
 */
export function readKalshiCandles(candles: readonly Candle[]): PredictionPricePoint[] {
  const dollars = (o: { close_dollars?: string | null; close?: string | null } | null | undefined): Decimal | null => {
    const text = o?.close_dollars ?? (o?.close === null || o?.close === undefined ? null : new Decimal(o.close).div(100).toString());
    if (text === null || text === undefined) return null;
    const d = new Decimal(text);
    return d.gt(0) && d.lt(1) ? d : null;
  };
  return candles
    .filter((c) => Number.isFinite(new Date(Number(c.end_period_ts) * 1000).getTime()))
    .map((c) => ({ t: new Date(Number(c.end_period_ts) * 1000).toISOString(), yesBid: dollars(c.yes_bid), yesAsk: dollars(c.yes_ask), price: dollars(c.price) }))
    .sort((a, b) => a.t.localeCompare(b.t));
}
