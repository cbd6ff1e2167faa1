import { toEpochMsSql } from './toEpochMsSql.js';

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
    ${has.has('created_at') ? toEpochMsSql('pm.created_at') : 'NULL::BIGINT'} AS open_ms, ${toEpochMsSql('pm.end_date')} AS close_ms,
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
