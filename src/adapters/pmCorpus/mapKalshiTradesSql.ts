import { toEpochMsSql } from './toEpochMsSql.js';

/**
 * Kalshi trades joined to the kept markets (`markets` relation with `id`, `close_ms`); prices outside 1-99 cents are
 * dropped as unreadable.
 *
 * @param source - A relation of the dataset's Kalshi trades.
 * @param markets - The kept markets relation.
 * @returns SELECT of the normalized trade columns (written sorted by writeVenueFiles).
 * @example
 * ```ts
 * mapKalshiTradesSql("read_parquet('data/kalshi/trades/*.parquet')", 'kept_kalshi');
 * ```
 * @see docs/prediction-markets.md
 */
export function mapKalshiTradesSql(source: string, markets: string): string {
  return `SELECT 'kalshi' AS venue, t.ticker AS market_id, m.close_ms, ${toEpochMsSql('t.created_time')} AS t_ms, CAST(t.yes_price AS DOUBLE) / 100 AS yes_price,
    CAST(t."count" AS DOUBLE) AS "count", CASE lower(t.taker_side) WHEN 'yes' THEN 'yes' WHEN 'no' THEN 'no' END AS taker_side
  FROM ${source} t JOIN ${markets} m ON m.id = t.ticker
  WHERE t.yes_price > 0 AND t.yes_price < 100 AND t.created_time IS NOT NULL AND t."count" > 0`;
}
