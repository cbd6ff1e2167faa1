/**
 * Polymarket CLOB price-history points of the YES token as trades of size 0 with no taker side: prices the venue
 * recorded, not fills (used when the dataset has no fills).
 *
 * @param prices - A relation of the price-history table (`token_id`, `timestamp` seconds, `price`).
 * @param markets - The kept markets relation.
 * @returns SELECT of the normalized trade columns (written sorted by writeVenueFiles).
 * @example
 * ```ts
 * mapPolymarketPricePointsSql(pricesRelation, 'kept_polymarket');
 * ```
 * @see docs/prediction-markets.md
 */
export function mapPolymarketPricePointsSql(prices: string, markets: string): string {
  return `SELECT 'polymarket' AS venue, m.id AS market_id, m.close_ms, CAST(p.timestamp AS BIGINT) * 1000 AS t_ms, CAST(p.price AS DOUBLE) AS yes_price,
    0::DOUBLE AS "count", NULL::VARCHAR AS taker_side
  FROM ${prices} p JOIN ${markets} m ON m.yes_token = CAST(p.token_id AS VARCHAR)
  WHERE p.price > 0 AND p.price < 1
  QUALIFY row_number() OVER (PARTITION BY m.id, p.timestamp) = 1`;
}
