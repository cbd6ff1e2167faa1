import type { CorpusFilter } from '../../backtest/predictionMarkets/PredictionMarketCorpus.js';
import type { CorpusFilePair } from './listCorpusFiles.js';
import { quoteSqlString } from './quoteSqlString.js';

/** A query and its positional parameters. */
export interface CorpusSql {
  readonly sql: string;
  readonly params: (string | number | bigint)[];
}

/**
 * The union of the markets files, each row tagged with its source; when a venue has both a dataset and an indexer
 * copy of a market, the indexer's (fresher) row wins.
 *
 * @param files - The files present ({@link listCorpusFiles}).
 * @returns A SQL relation with the normalized market columns plus `source`.
 * @example
 * ```ts
 * const relation = buildMarketsRelation(await listCorpusFiles(dir));
 * ```
 * @see docs/prediction-markets.md
 */
export function buildMarketsRelation(files: readonly CorpusFilePair[]): string {
  const parts = files.map((f, rank) => `SELECT *, ${quoteSqlString(f.source)} AS source, ${rank} AS source_rank FROM read_parquet(${quoteSqlString(f.markets)})`);
  const union = parts.join(' UNION ALL ');
  const venues = files.map((f) => f.venue);
  const overlapping = venues.some((v, i) => venues.indexOf(v) !== i);
  // The window only costs when one venue has two sources; otherwise ids are unique per venue already.
  return overlapping ? `(SELECT * FROM (${union}) QUALIFY row_number() OVER (PARTITION BY venue, id ORDER BY source_rank DESC) = 1)` : `(${union})`;
}

/**
 * The union of the trades files, each row tagged with its source (so a market's trades come from the copy that won).
 *
 * @param files - The files present.
 * @returns A SQL relation, or `null` when no source wrote trades.
 * @example
 * ```ts
 * buildTradesRelation([]); //=> null
 * ```
 * @see docs/prediction-markets.md
 */
export function buildTradesRelation(files: readonly CorpusFilePair[]): string | null {
  const parts = files.filter((f) => f.trades !== null).map((f) => `SELECT *, ${quoteSqlString(f.source)} AS source FROM read_parquet(${quoteSqlString(f.trades!)})`);
  return parts.length === 0 ? null : `(${parts.join(' UNION ALL ')})`;
}

/**
 * The markets query of a scan: the port's filter pushed into SQL, in close-time order (ties by venue, then id).
 * Unknown volume passes a volume floor: a store that keeps a market the filter might not want is slower, never wrong.
 *
 * @param files - The files present.
 * @param filter - The port's filter.
 * @returns The query and its parameters; each row starts with the index of its file in `files` and its number there.
 * @example
 * ```ts
 * buildMarketScanSql(files, { venues: ['kalshi'], minVolume: 100 }).params; //=> ['kalshi', 100]
 * ```
 * @see docs/prediction-markets.md
 */
export function buildMarketScanSql(files: readonly CorpusFilePair[], filter: CorpusFilter): CorpusSql {
  const where: string[] = [];
  const params: (string | number | bigint)[] = [];
  if (filter.venues !== undefined) {
    if (filter.venues.length === 0) where.push('FALSE');
    else {
      where.push(`venue IN (${filter.venues.map(() => '?').join(', ')})`);
      params.push(...filter.venues);
    }
  }
  if (filter.categories !== undefined) {
    if (filter.categories.length === 0) where.push('FALSE');
    else {
      where.push(`category IN (${filter.categories.map(() => '?').join(', ')})`);
      params.push(...filter.categories.map((c) => c.toLowerCase()));
    }
  }
  // A title word is a whole word of the lower-cased title split at anything that is not a letter or a digit.
  for (const word of filter.titleWords ?? []) {
    where.push(`list_contains(regexp_split_to_array(lower(title), '[^[:alnum:]]+'), ?)`);
    params.push(word.toLowerCase());
  }
  if (filter.closeFrom !== undefined) {
    where.push('close_ms >= ?');
    params.push(BigInt(Date.parse(filter.closeFrom)));
  }
  if (filter.closeTo !== undefined) {
    where.push('close_ms < ?');
    params.push(BigInt(Date.parse(filter.closeTo)));
  }
  if (filter.minVolume !== undefined) {
    where.push('(volume IS NULL OR volume >= ?)');
    params.push(filter.minVolume);
  }
  // Statuses, outcomes and venues travel as small numbers: converting text out of DuckDB costs more than the scan.
  const sql = `SELECT source_rank, seq, id, title, category, open_ms, close_ms,
    CASE status WHEN 'resolved' THEN 0 WHEN 'void' THEN 1 ELSE 2 END::TINYINT AS status_code,
    CASE outcome WHEN 'yes' THEN 1 WHEN 'no' THEN -1 ELSE 0 END::TINYINT AS outcome_code, volume, open_interest FROM ${buildMarketsRelation(files)} m${
    where.length === 0 ? '' : ` WHERE ${where.join(' AND ')}`
  } ORDER BY close_ms, venue, id`;
  return { sql, params };
}

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
