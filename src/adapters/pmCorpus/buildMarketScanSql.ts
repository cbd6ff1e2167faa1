import type { CorpusFilter } from '../../backtest/predictionMarkets/PredictionMarketCorpus.js';
import { buildMarketsRelation } from './buildMarketsRelation.js';
import type { CorpusSql } from './CorpusSql.js';
import type { CorpusFilePair } from './listCorpusFiles.js';

/**
 * The markets query of a scan: the port's filter pushed into SQL, in close-time order (ties by venue, then id).
 * Unknown volume passes a volume floor: a store that keeps a market the filter might not want is slower, never wrong.
 *
 * @param files - The files present.
 * @param filter - The port's filter.
 * @returns The query and its parameters; each row starts with the index of its file in `files` and its number there, then id, title and category joined by U+001F.
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
  // id, title and category cross as one text (unit separator between; a separator inside a title becomes a space).
  const sql = `SELECT source_rank, seq, id || chr(31) || replace(coalesce(title, ''), chr(31), ' ') || chr(31) || coalesce(category, 'uncategorized') AS texts, open_ms, close_ms,
    CASE status WHEN 'resolved' THEN 0 WHEN 'void' THEN 1 ELSE 2 END::TINYINT AS status_code,
    CASE outcome WHEN 'yes' THEN 1 WHEN 'no' THEN -1 ELSE 0 END::TINYINT AS outcome_code, volume, open_interest FROM ${buildMarketsRelation(files)} m${
    where.length === 0 ? '' : ` WHERE ${where.join(' AND ')}`
  } ORDER BY close_ms, venue, id`;
  return { sql, params };
}
