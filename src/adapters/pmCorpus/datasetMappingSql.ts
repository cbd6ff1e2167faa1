/**
 * The SQL that maps the research dataset's tables (Jon-Becker/prediction-market-analysis docs/SCHEMAS.md) onto the
 * corpus port's normalized columns. Each function takes the table's source relation and the names of the optional
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

const ts = (column: string) => `epoch_ms(CAST(${column} AS TIMESTAMPTZ))`;

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
    ${has.has('open_time') ? ts('open_time') : 'NULL::BIGINT'} AS open_ms, ${ts('close_time')} AS close_ms,
    CASE WHEN ${result} IN ('yes', 'no') THEN 'resolved'
         WHEN ${result} IN ('void', 'voided') OR ${state} IN ('voided', 'cancelled', 'canceled') OR (${state} IN ('finalized', 'settled') AND ${result} = '') THEN 'void'
         ELSE 'unresolved' END AS status,
    CASE WHEN ${result} IN ('yes', 'no') THEN ${result} END AS outcome,
    CAST(volume AS DOUBLE) AS volume, ${has.has('open_interest') ? 'CAST(open_interest AS DOUBLE)' : 'NULL::DOUBLE'} AS open_interest
  FROM ${source} WHERE ticker IS NOT NULL ${latest}`;
}

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
  return `SELECT 'kalshi' AS venue, t.ticker AS market_id, m.close_ms, ${ts('t.created_time')} AS t_ms, CAST(t.yes_price AS DOUBLE) / 100 AS yes_price,
    CAST(t."count" AS DOUBLE) AS "count", CASE lower(t.taker_side) WHEN 'yes' THEN 'yes' WHEN 'no' THEN 'no' END AS taker_side
  FROM ${source} t JOIN ${markets} m ON m.id = t.ticker
  WHERE t.yes_price > 0 AND t.yes_price < 100 AND t.created_time IS NOT NULL AND t."count" > 0`;
}

/**
 * Polymarket binary markets (the latest fetch of each), with their category from the events table and their
 * on-chain resolution when the dataset has them. Keeps `yes_token` for the trades.
 *
 * @param source - A relation of the dataset's Polymarket markets.
 * @param has - Column names of the markets files.
 * @param extras - Relations of the events and resolutions tables, when present.
 * @returns SELECT of the normalized market columns plus `gamma_id` and `yes_token`, `no_token`.
 * @example
 * ```ts
 * mapPolymarketMarketsSql("read_parquet('data/polymarket/markets/*.parquet')", columns, { events: null, resolutions: null });
 * ```
 * @see docs/prediction-markets.md
 */
export function mapPolymarketMarketsSql(source: string, has: ReadonlySet<string>, extras: { readonly events: string | null; readonly resolutions: string | null }): string {
  const latest = has.has('_fetched_at') ? 'QUALIFY row_number() OVER (PARTITION BY id ORDER BY _fetched_at DESC NULLS LAST) = 1' : 'QUALIFY row_number() OVER (PARTITION BY id) = 1';
  const categories =
    extras.events === null
      ? ''
      : `, cats AS (SELECT CAST(mid AS VARCHAR) AS market_id, first(coalesce(nullif(lower(trim(e.category)), ''), nullif(lower(trim(CAST(json_extract_string(e.tags, '$[0]') AS VARCHAR))), ''))) AS category
           FROM ${extras.events} e, unnest(CAST(e.market_ids AS JSON)::VARCHAR[]) AS u(mid) GROUP BY 1)`;
  const resolutions =
    extras.resolutions === null
      ? ''
      : `, res AS (SELECT lower(condition_id) AS condition_id, first(CAST(payout_numerators AS JSON)::VARCHAR[]) AS payouts FROM ${extras.resolutions} GROUP BY 1)`;
  const payoutStatus =
    extras.resolutions === null
      ? ''
      : `WHEN r.payouts IS NOT NULL AND len(list_filter(r.payouts, x -> x <> '0')) = 1 THEN 'resolved'
         WHEN r.payouts IS NOT NULL AND len(list_filter(r.payouts, x -> x <> '0')) > 1 THEN 'void'`;
  const payoutOutcome =
    extras.resolutions === null
      ? ''
      : `WHEN r.payouts IS NOT NULL AND len(list_filter(r.payouts, x -> x <> '0')) = 1 THEN CASE WHEN r.payouts[1] <> '0' THEN 'yes' ELSE 'no' END
         WHEN r.payouts IS NOT NULL THEN NULL`;
  return `WITH src AS (SELECT * FROM ${source} ${latest}),
    pm AS (SELECT *, CAST(outcomes AS JSON)::VARCHAR[] AS outs, TRY_CAST(CAST(outcome_prices AS JSON)::VARCHAR[] AS DOUBLE[]) AS prices,
                  CAST(clob_token_ids AS JSON)::VARCHAR[] AS tokens FROM src WHERE outcomes IS NOT NULL AND json_valid(outcomes))${categories}${resolutions}
  SELECT 'polymarket' AS venue, coalesce(nullif(lower(pm.condition_id), ''), CAST(pm.id AS VARCHAR)) AS id, coalesce(pm.question, '') AS title,
    ${extras.events === null ? `'uncategorized'` : `coalesce(c.category, 'uncategorized')`} AS category,
    ${has.has('created_at') ? ts('pm.created_at') : 'NULL::BIGINT'} AS open_ms, ${ts('pm.end_date')} AS close_ms,
    CASE ${payoutStatus}
         WHEN coalesce(pm.closed, false) AND (pm.prices[1] >= 0.99 OR pm.prices[2] >= 0.99) THEN 'resolved'
         WHEN coalesce(pm.closed, false) AND pm.prices[1] = 0.5 AND pm.prices[2] = 0.5 THEN 'void'
         ELSE 'unresolved' END AS status,
    CASE ${payoutOutcome}
         WHEN coalesce(pm.closed, false) AND pm.prices[1] >= 0.99 THEN 'yes'
         WHEN coalesce(pm.closed, false) AND pm.prices[2] >= 0.99 THEN 'no' END AS outcome,
    CAST(pm.volume AS DOUBLE) AS volume, NULL::DOUBLE AS open_interest,
    CAST(pm.id AS VARCHAR) AS gamma_id, pm.tokens[1] AS yes_token, pm.tokens[2] AS no_token
  FROM pm ${extras.events === null ? '' : 'LEFT JOIN cats c ON c.market_id = CAST(pm.id AS VARCHAR)'}
    ${extras.resolutions === null ? '' : 'LEFT JOIN res r ON r.condition_id = lower(pm.condition_id)'}
  WHERE len(pm.outs) = 2`;
}

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
  SELECT 'polymarket' AS venue, tok.id AS market_id, tok.close_ms, ${ts('b.ts')} AS t_ms,
    CASE WHEN tok.side = 0 THEN f.usdc / f.shares ELSE 1 - f.usdc / f.shares END AS yes_price, f.shares / 1e6 AS "count",
    CASE WHEN (NOT f.maker_paid) = (tok.side = 0) THEN 'yes' ELSE 'no' END AS taker_side
  FROM f JOIN tok ON tok.token = f.token JOIN b ON b.block_number = f.block_number
  WHERE f.shares > 0 AND f.usdc > 0 AND f.usdc < f.shares`;
}

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
