import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { CorpusVenue } from '../../backtest/predictionMarkets/PredictionMarketCorpus.js';
import { corpusFilePath, type CorpusSource } from './pmCorpusLayout.js';
import { quoteSqlString } from './quoteSqlString.js';

/** What one venue's import wrote and left out. */
export interface VenueImportCounts {
  readonly venue: CorpusVenue;
  readonly markets: number;
  readonly resolved: number;
  readonly void: number;
  readonly unresolved: number;
  readonly trades: number;
  /** Markets left out: no close time (Kalshi, Polymarket) or not binary (Polymarket). */
  readonly skipped_markets: number;
  /** Trades left out: of a market not kept, or a price outside (0, 1). */
  readonly dropped_trades: number;
}

/** Inputs of {@link writeVenueFiles}. */
export interface WriteVenueFilesInput {
  readonly connection: DuckDBConnection;
  readonly directory: string;
  readonly venue: CorpusVenue;
  readonly source: CorpusSource;
  /** A temp table of the venue's mapped markets (normalized columns, `close_ms` possibly null). */
  readonly marketsTable: string;
  /** Rows the market source had before mapping (for `skipped_markets`). */
  readonly marketsIn: number;
  /** SELECT of the normalized trades (any order: they are numbered and sorted here), or null when the source has none. */
  readonly tradesSql: string | null;
  /** Rows the trade source had (for `dropped_trades`). */
  readonly tradesIn: number;
  /** Called between the markets and the trades file. */
  readonly onStep?: (step: 'markets' | 'trades') => void;
}

const MARKET_SELECT = 'venue, id, title, category, open_ms, close_ms, status, outcome, volume, open_interest';

/**
 * Writes one venue's normalized Parquet pair (markets sorted by close time, trades by their market's close time) to
 * temporary names and then renames them over the old pair, so a failed or aborted import leaves the previous corpus
 * as it was. A source with no trades removes the venue's old trades file of that source.
 *
 * @param input - {@link WriteVenueFilesInput}.
 * @returns The counts written and left out.
 * @example
 * ```ts
 * const counts = await writeVenueFiles({ connection, directory, venue: 'kalshi', source: 'dataset', marketsTable: 'kept_kalshi', marketsIn, tradesSql, tradesIn });
 * ```
 * @see docs/prediction-markets.md
 */
export async function writeVenueFiles(input: WriteVenueFilesInput): Promise<VenueImportCounts> {
  const { directory, venue, source } = input;
  const marketsPath = corpusFilePath(directory, venue, source, 'markets');
  const tradesPath = corpusFilePath(directory, venue, source, 'trades');
  await mkdir(dirname(marketsPath), { recursive: true });
  const suffix = `.tmp-${process.pid}`;
  try {
    return await write(input, marketsPath, tradesPath, suffix);
  } catch (error) {
    // An interrupted or failed copy leaves the old pair as it was and no temporary file behind.
    await rm(marketsPath + suffix, { force: true });
    await rm(tradesPath + suffix, { force: true });
    throw error;
  }
}

async function write(input: WriteVenueFilesInput, marketsPath: string, tradesPath: string, suffix: string): Promise<VenueImportCounts> {
  const { connection, venue } = input;
  const options = '(FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE 100000)';
  input.onStep?.('markets');
  // Numbered in file order: the scan merges trades to markets by this number.
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE numbered AS SELECT row_number() OVER (ORDER BY close_ms, id) AS seq, ${MARKET_SELECT} FROM ${input.marketsTable} WHERE close_ms IS NOT NULL`,
  );
  await connection.run(`COPY (SELECT seq, ${MARKET_SELECT} FROM numbered ORDER BY seq) TO ${quoteSqlString(marketsPath + suffix)} ${options}`);
  const counts = (
    await connection.runAndReadAll(
      `SELECT count(*), count(*) FILTER (status = 'resolved'), count(*) FILTER (status = 'void'), count(*) FILTER (status = 'unresolved') FROM ${input.marketsTable} WHERE close_ms IS NOT NULL`,
    )
  ).getRows()[0]!;
  let trades = 0;
  if (input.tradesSql !== null) {
    input.onStep?.('trades');
    const written = await connection.runAndReadAll(
      `COPY (SELECT t.venue, t.market_id, n.seq AS market_seq, t.close_ms, t.t_ms, t.yes_price, t."count", t.taker_side FROM (${input.tradesSql}) t JOIN numbered n ON n.id = t.market_id ORDER BY n.seq, t.t_ms) TO ${quoteSqlString(tradesPath + suffix)} ${options}`,
    );
    trades = Number(written.getRows()[0]?.[0] ?? 0);
  }
  await rename(marketsPath + suffix, marketsPath);
  if (input.tradesSql !== null) await rename(tradesPath + suffix, tradesPath);
  else await rm(tradesPath, { force: true });
  const markets = Number(counts[0]);
  return {
    venue,
    markets,
    resolved: Number(counts[1]),
    void: Number(counts[2]),
    unresolved: Number(counts[3]),
    trades,
    skipped_markets: input.marketsIn - markets,
    dropped_trades: Math.max(0, input.tradesIn - trades),
  };
}
