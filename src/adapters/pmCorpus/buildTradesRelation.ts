import type { CorpusFilePair } from './listCorpusFiles.js';
import { quoteSqlString } from './quoteSqlString.js';

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
