import type { CorpusFilePair } from './listCorpusFiles.js';
import { quoteSqlString } from './quoteSqlString.js';

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
