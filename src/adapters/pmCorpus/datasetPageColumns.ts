/**
 * The research dataset's column types (Jon-Becker/prediction-market-analysis docs/SCHEMAS.md) for the tables the
 * indexer writes, as DuckDB `read_json` column specs, so every page file has the same schema whatever its rows hold.
 * @packageDocumentation
 */

/** Kalshi markets. */
export const KALSHI_MARKET_PAGE_COLUMNS: Readonly<Record<string, string>> = {
  ticker: 'VARCHAR', event_ticker: 'VARCHAR', market_type: 'VARCHAR', title: 'VARCHAR', yes_sub_title: 'VARCHAR', no_sub_title: 'VARCHAR',
  status: 'VARCHAR', yes_bid: 'BIGINT', yes_ask: 'BIGINT', no_bid: 'BIGINT', no_ask: 'BIGINT', last_price: 'BIGINT', volume: 'BIGINT',
  volume_24h: 'BIGINT', open_interest: 'BIGINT', result: 'VARCHAR', created_time: 'TIMESTAMPTZ', open_time: 'TIMESTAMPTZ',
  close_time: 'TIMESTAMPTZ', _fetched_at: 'TIMESTAMPTZ',
};

/** Kalshi trades. */
export const KALSHI_TRADE_PAGE_COLUMNS: Readonly<Record<string, string>> = {
  trade_id: 'VARCHAR', ticker: 'VARCHAR', count: 'BIGINT', yes_price: 'BIGINT', no_price: 'BIGINT', taker_side: 'VARCHAR',
  created_time: 'TIMESTAMPTZ', _fetched_at: 'TIMESTAMPTZ',
};

/** Polymarket markets (Gamma). */
export const POLYMARKET_MARKET_PAGE_COLUMNS: Readonly<Record<string, string>> = {
  id: 'VARCHAR', condition_id: 'VARCHAR', question: 'VARCHAR', slug: 'VARCHAR', outcomes: 'VARCHAR', outcome_prices: 'VARCHAR',
  clob_token_ids: 'VARCHAR', volume: 'DOUBLE', liquidity: 'DOUBLE', active: 'BOOLEAN', closed: 'BOOLEAN', end_date: 'TIMESTAMPTZ',
  created_at: 'TIMESTAMPTZ', market_maker_address: 'VARCHAR', _fetched_at: 'TIMESTAMPTZ',
};

/** Polymarket CLOB price history. */
export const POLYMARKET_PRICE_PAGE_COLUMNS: Readonly<Record<string, string>> = {
  token_id: 'VARCHAR', timestamp: 'BIGINT', price: 'DOUBLE', _fetched_at: 'TIMESTAMPTZ',
};
