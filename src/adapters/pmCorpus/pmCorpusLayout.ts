/**
 * Where the prediction-market corpus lives on disk and the normalized Parquet schema the store reads. One
 * folder per venue under the corpus directory, one pair of files per source that fed it:
 *
 * ```text
 * <corpus dir>/kalshi/dataset.markets.parquet      markets imported from the research dataset
 * <corpus dir>/kalshi/dataset.trades.parquet       their trades
 * <corpus dir>/kalshi/sync.markets.parquet         markets indexed from the venue's API (guidekit data pm-corpus sync)
 * <corpus dir>/kalshi/sync.trades.parquet
 * <corpus dir>/polymarket/...                      the same for Polymarket
 * <corpus dir>/sync/                               the indexer's pages (research-dataset layout) and state.json
 * ```
 *
 * Markets are written sorted by close time then id, numbered in that order (`seq`, from 1); trades carry their market's
 * number and close time and are written sorted by (market number, time). A scan therefore reads each trades file once,
 * in file order, merging it with the markets by number (no join, no sort of the trades), and DuckDB skips whole
 * Parquet row groups outside the asked close-time range. Times are epoch milliseconds (UTC).
 * @packageDocumentation
 */
import { join } from 'node:path';
import type { CorpusVenue } from '../../backtest/predictionMarkets/PredictionMarketCorpus.js';

/** The venues of the corpus, in the order `status()` lists them. */
export const CORPUS_VENUES: readonly CorpusVenue[] = ['kalshi', 'polymarket'];

/** The sources that can feed a venue's files: the research dataset (`import`) and the API indexer (`sync`). */
export type CorpusSource = 'dataset' | 'sync';

/** Sources in precedence order: when one market is in both, the later (the fresher indexer copy) wins. */
export const CORPUS_SOURCES: readonly CorpusSource[] = ['dataset', 'sync'];

/** The columns of a normalized markets file. */
export const MARKET_COLUMNS = 'seq BIGINT, venue VARCHAR, id VARCHAR, title VARCHAR, category VARCHAR, open_ms BIGINT, close_ms BIGINT, status VARCHAR, outcome VARCHAR, volume DOUBLE, open_interest DOUBLE';

/** The columns of a normalized trades file. */
export const TRADE_COLUMNS = 'venue VARCHAR, market_id VARCHAR, market_seq BIGINT, close_ms BIGINT, t_ms BIGINT, yes_price DOUBLE, count DOUBLE, taker_side VARCHAR';

/**
 * The path of one normalized file.
 *
 * @param directory - The corpus directory.
 * @param venue - The venue.
 * @param source - Which importer wrote it.
 * @param kind - `markets` or `trades`.
 * @returns `<directory>/<venue>/<source>.<kind>.parquet`.
 * @example
 * ```ts
 * corpusFilePath('/data/pm-corpus', 'kalshi', 'dataset', 'markets'); //=> '/data/pm-corpus/kalshi/dataset.markets.parquet'
 * ```
 * @see docs/prediction-markets.md
 */
export function corpusFilePath(directory: string, venue: CorpusVenue, source: CorpusSource, kind: 'markets' | 'trades'): string {
  return join(directory, venue, `${source}.${kind}.parquet`);
}
