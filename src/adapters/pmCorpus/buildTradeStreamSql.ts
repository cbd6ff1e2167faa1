import type { CorpusFilter } from '../../backtest/predictionMarkets/PredictionMarketCorpus.js';
import type { CorpusSql } from './CorpusSql.js';
import { quoteSqlString } from './quoteSqlString.js';

/**
 * The trades query of one file for a scan: the file's rows in file order (market number, then time), with the close
 * range and the trade window pushed down so DuckDB skips row groups. No ORDER BY: DuckDB keeps a single file's order
 * (`preserve_insertion_order`, on by default), and the merge checks it.
 *
 * @param tradesFile - The normalized trades file.
 * @param filter - The port's filter.
 * @returns The query and its parameters.
 * @example
 * ```ts
 * buildTradeStreamSql('/c/kalshi/dataset.trades.parquet', { tradeWindowMs: 86_400_000 }).params; //=> [86400000n]
 * ```
 * @see docs/prediction-markets.md
 */
export function buildTradeStreamSql(tradesFile: string, filter: CorpusFilter): CorpusSql {
  const where: string[] = [];
  const params: (string | number | bigint)[] = [];
  if (filter.closeFrom !== undefined) {
    where.push('close_ms >= ?');
    params.push(BigInt(Date.parse(filter.closeFrom)));
  }
  if (filter.closeTo !== undefined) {
    where.push('close_ms < ?');
    params.push(BigInt(Date.parse(filter.closeTo)));
  }
  if (filter.tradeWindowMs !== undefined) {
    where.push('t_ms >= close_ms - ?');
    params.push(BigInt(Math.max(0, Math.ceil(filter.tradeWindowMs))));
  }
  return {
    sql: `SELECT market_seq, t_ms, yes_price, "count", CASE taker_side WHEN 'yes' THEN 1 WHEN 'no' THEN -1 ELSE 0 END::TINYINT FROM read_parquet(${quoteSqlString(tradesFile)})${where.length === 0 ? '' : ` WHERE ${where.join(' AND ')}`}`,
    params,
  };
}
