/**
 * The SQL that maps the research dataset's tables (Jon-Becker/prediction-market-analysis docs/SCHEMAS.md) onto the
 * corpus port's normalized columns, one file per table (map*Sql.ts). Each takes the table's source relation and the names of the optional
 * columns it has, and returns a SELECT. Rules, each a documented choice (docs/prediction-markets.md):
 *
 * - Kalshi prices are cents 1-99: dollars = cents / 100. `result` `yes`/`no` is resolved; `void`, a cancelled or
 *   voided status, or a finalized/settled market with no result is void; anything else (open, closed awaiting the
 *   determination) is unresolved.
 * - Polymarket markets need exactly two outcomes; YES is the first outcome (`outcomes[0]`, `clob_token_ids[0]`). An
 *   on-chain resolution wins when the dataset has one (sole nonzero payout numerator: that side; several: void);
 *   otherwise a closed market whose outcome prices are 1/0 (to 0.99) is resolved, 0.5/0.5 is void, and the rest is
 *   unresolved. Volume is USD (the venue reports no contract count).
 * - A Polymarket fill (`OrderFilled`) is priced USDC paid / outcome tokens received (both 6 decimals); a NO fill is a
 *   YES trade at 1 - price; the taker who gave USDC bought that side, the taker who gave tokens sold it (took the other).
 * @packageDocumentation
 */
import { toEpochMsSql } from './toEpochMsSql.js';

/**
 * Kalshi markets, one row per ticker (the latest fetch wins).
 *
 * @param source - A relation of the dataset's Kalshi markets.
 * @param has - Names of the columns the files have (for the optional `category` and `_fetched_at`).
 * @returns SELECT of the normalized market columns.
 * @example
 * ```ts
 * mapKalshiMarketsSql("read_parquet('data/kalshi/markets/*.parquet')", new Set(['ticker', 'title']));
 * ```
 * @see docs/prediction-markets.md
 */
export function mapKalshiMarketsSql(source: string, has: ReadonlySet<string>): string {
  const category = has.has('category') ? `coalesce(nullif(lower(trim(category)), ''), 'uncategorized')` : `'uncategorized'`;
  const latest = has.has('_fetched_at') ? 'QUALIFY row_number() OVER (PARTITION BY ticker ORDER BY _fetched_at DESC NULLS LAST) = 1' : 'QUALIFY row_number() OVER (PARTITION BY ticker) = 1';
  const result = `lower(coalesce(result, ''))`;
  const state = `lower(coalesce(status, ''))`;
  return `SELECT 'kalshi' AS venue, ticker AS id, coalesce(title, '') AS title, ${category} AS category,
    ${has.has('open_time') ? toEpochMsSql('open_time') : 'NULL::BIGINT'} AS open_ms, ${toEpochMsSql('close_time')} AS close_ms,
    CASE WHEN ${result} IN ('yes', 'no') THEN 'resolved'
         WHEN ${result} IN ('void', 'voided') OR ${state} IN ('voided', 'cancelled', 'canceled') OR (${state} IN ('finalized', 'settled') AND ${result} = '') THEN 'void'
         ELSE 'unresolved' END AS status,
    CASE WHEN ${result} IN ('yes', 'no') THEN ${result} END AS outcome,
    CAST(volume AS DOUBLE) AS volume, ${has.has('open_interest') ? 'CAST(open_interest AS DOUBLE)' : 'NULL::DOUBLE'} AS open_interest
  FROM ${source} WHERE ticker IS NOT NULL ${latest}`;
}
