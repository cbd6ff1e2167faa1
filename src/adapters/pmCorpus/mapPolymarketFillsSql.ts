import { toEpochMsSql } from './toEpochMsSql.js';

/**
 * Polymarket `OrderFilled` fills as YES trades, timed by the blocks table, joined to the kept markets through their
 * two tokens.
 *
 * @param fills - A relation of the dataset's Polymarket trades.
 * @param blocks - A relation of the blocks table (block number to ISO time).
 * @param markets - The kept markets relation (`id`, `close_ms`, `yes_token`, `no_token`).
 * @returns SELECT of the normalized trade columns (written sorted by writeVenueFiles).
 * @example
 * ```ts
 * mapPolymarketFillsSql(fillsRelation, blocksRelation, 'kept_polymarket');
 * ```
 * @see docs/prediction-markets.md
 */
export function mapPolymarketFillsSql(fills: string, blocks: string, markets: string): string {
  return `WITH tok AS (SELECT yes_token AS token, id, close_ms, 0 AS side FROM ${markets} UNION ALL SELECT no_token, id, close_ms, 1 FROM ${markets}),
    f AS (SELECT block_number, CAST(maker_asset_id AS VARCHAR) = '0' AS maker_paid,
                 CASE WHEN CAST(maker_asset_id AS VARCHAR) = '0' THEN CAST(taker_asset_id AS VARCHAR) ELSE CAST(maker_asset_id AS VARCHAR) END AS token,
                 CAST(CASE WHEN CAST(maker_asset_id AS VARCHAR) = '0' THEN maker_amount ELSE taker_amount END AS DOUBLE) AS usdc,
                 CAST(CASE WHEN CAST(maker_asset_id AS VARCHAR) = '0' THEN taker_amount ELSE maker_amount END AS DOUBLE) AS shares
          FROM ${fills}),
    b AS (SELECT block_number, first(timestamp) AS ts FROM ${blocks} GROUP BY 1)
  SELECT 'polymarket' AS venue, tok.id AS market_id, tok.close_ms, ${toEpochMsSql('b.ts')} AS t_ms,
    CASE WHEN tok.side = 0 THEN f.usdc / f.shares ELSE 1 - f.usdc / f.shares END AS yes_price, f.shares / 1e6 AS "count",
    CASE WHEN (NOT f.maker_paid) = (tok.side = 0) THEN 'yes' ELSE 'no' END AS taker_side
  FROM f JOIN tok ON tok.token = f.token JOIN b ON b.block_number = f.block_number
  WHERE f.shares > 0 AND f.usdc > 0 AND f.usdc < f.shares`;
}
