import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { throwIfAborted } from '../../backtest/_lib/longWork.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { CorpusVenue } from '../../backtest/predictionMarkets/PredictionMarketCorpus.js';
import { mapKalshiMarketsSql } from './mapKalshiMarketsSql.js';
import { mapKalshiTradesSql } from './mapKalshiTradesSql.js';
import { mapPolymarketFillsSql } from './mapPolymarketFillsSql.js';
import { mapPolymarketMarketsSql } from './mapPolymarketMarketsSql.js';
import { mapPolymarketPricePointsSql } from './mapPolymarketPricePointsSql.js';
import { findDatasetTables } from './findDatasetTables.js';
import type { CorpusSource } from './pmCorpusLayout.js';
import { quoteSqlString } from './quoteSqlString.js';
import { writeVenueFiles, type VenueImportCounts } from './writeVenueFiles.js';

/** One step of an import, for a progress bar. */
export interface PmCorpusImportProgress {
  readonly venue: CorpusVenue;
  readonly step: 'markets' | 'trades';
  /** Steps finished before this one, and the steps of the whole import. */
  readonly done: number;
  readonly total: number;
}

/** Options of {@link importResearchDataset}. */
export interface ImportResearchDatasetOptions {
  /** Where the dataset was unpacked (the folder holding `data/`, or `data/` itself). */
  readonly source: string;
  /** The corpus directory written. */
  readonly directory: string;
  /** Which of the corpus's sources the files replace. Default `dataset` (the indexer passes `sync`). */
  readonly as?: CorpusSource;
  /** Called as each step starts. Default: nothing. */
  readonly onProgress?: (progress: PmCorpusImportProgress) => void;
  /**
   * Stops the import: the running query is interrupted and the call rejects with an `Error` named `AbortError`
   * (`importResearchDataset: aborted after <steps started> of <steps>`, the signal's reason as `cause`), the project's one
   * abort convention (docs/backtest-validation.md). A venue whose pair of files was written before the stop keeps the
   * new pair; every other venue keeps its previous files. Default: none.
   */
  readonly signal?: AbortSignal;
  /** DuckDB worker threads. Default 2. */
  readonly threads?: number;
}

/** What an import did. */
export interface ImportResearchDatasetResult {
  /** Always `imported` (a stopped import rejects with an `AbortError` instead of returning). */
  readonly status: 'imported';
  readonly venues: readonly VenueImportCounts[];
}

async function columnsOf(connection: DuckDBConnection, relation: string): Promise<Set<string>> {
  const reader = await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${relation}`);
  return new Set(reader.getRows().map((r) => String(r[0])));
}

async function countOf(connection: DuckDBConnection, relation: string): Promise<number> {
  return Number((await connection.runAndReadAll(`SELECT count(*) FROM ${relation}`)).getRows()[0]![0]);
}

const FN = 'importResearchDataset';

const parquet = (glob: string) => `read_parquet(${quoteSqlString(glob)}, union_by_name = true)`;

/**
 * Imports the public research dataset of Kalshi and Polymarket markets and trades (Parquet, laid out as
 * `data/kalshi/{markets,trades}` and `data/polymarket/{markets,trades,blocks,events,resolutions,price_history}`, the
 * schema of Jon-Becker/prediction-market-analysis docs/SCHEMAS.md) into the corpus directory's normalized files.
 * Unresolved and void markets are kept and counted; markets without a close time, non-binary Polymarket markets and
 * trades of markets not kept are left out and counted. Polymarket trades come from the `OrderFilled` fills (with the
 * blocks table for their times); without fills, the CLOB price history becomes size-0 price points. Each venue's pair
 * of files is replaced only when both are written.
 *
 * @param options - {@link ImportResearchDatasetOptions}.
 * @returns Per-venue counts.
 * @throws {@link GuidekitError} `invalid_argument` when the source holds neither venue's markets table; an `Error`
 *   named `AbortError` when `options.signal` stopped it.
 * @example
 * ```ts
 * const result = await importResearchDataset({ source: 'prediction-market-analysis', directory: '.guidekit/pm-corpus' });
 * result.venues.map((v) => `${v.venue}: ${v.markets} markets, ${v.trades} trades`);
 * ```
 * @see docs/prediction-markets.md
 */
export async function importResearchDataset(options: ImportResearchDatasetOptions): Promise<ImportResearchDatasetResult> {
  const tables = await findDatasetTables(options.source);
  if (tables.kalshiMarkets === null && tables.polymarketMarkets === null) {
    throw new GuidekitError(
      `${FN}: ${options.source} holds no research-dataset markets (expected Parquet files under data/kalshi/markets or data/polymarket/markets)`,
      { code: 'invalid_argument', field: 'source' },
    );
  }
  const as = options.as ?? 'dataset';
  const signal = options.signal;
  const instance = await DuckDBInstance.create(':memory:', { threads: String(options.threads ?? 2) });
  const connection = await instance.connect();
  const interrupt = () => connection.interrupt();
  signal?.addEventListener('abort', interrupt, { once: true });
  const venues: VenueImportCounts[] = [];
  const plan: CorpusVenue[] = [...(tables.kalshiMarkets === null ? [] : ['kalshi' as const]), ...(tables.polymarketMarkets === null ? [] : ['polymarket' as const])];
  const hasTrades = (venue: CorpusVenue) =>
    venue === 'kalshi' ? tables.kalshiTrades !== null : (tables.polymarketTrades !== null && tables.polymarketBlocks !== null) || tables.polymarketPriceHistory !== null;
  const total = plan.reduce((n, venue) => n + (hasTrades(venue) ? 2 : 1), 0);
  let done = 0;
  const step = (venue: CorpusVenue) => (s: 'markets' | 'trades') => {
    options.onProgress?.({ venue, step: s, done, total });
    done += 1;
  };
  try {
    await connection.run("SET TimeZone = 'UTC'");
    await connection.run('SET preserve_insertion_order = false');
    for (const venue of plan) {
      throwIfAborted(FN, signal, done, total);
      if (venue === 'kalshi') {
        const src = parquet(tables.kalshiMarkets!);
        await connection.run(`CREATE OR REPLACE TEMP TABLE kept_kalshi AS ${mapKalshiMarketsSql(src, await columnsOf(connection, src))}`);
        const marketsIn = await countOf(connection, `(SELECT DISTINCT ticker FROM ${src})`);
        const trades = tables.kalshiTrades === null ? null : parquet(tables.kalshiTrades);
        venues.push(
          await writeVenueFiles({
            connection,
            directory: options.directory,
            venue,
            source: as,
            marketsTable: 'kept_kalshi',
            marketsIn,
            tradesSql: trades === null ? null : mapKalshiTradesSql(trades, '(SELECT * FROM kept_kalshi WHERE close_ms IS NOT NULL)'),
            tradesIn: trades === null ? 0 : await countOf(connection, trades),
            onStep: step(venue),
          }),
        );
      } else {
        const src = parquet(tables.polymarketMarkets!);
        const events = tables.polymarketEvents === null ? null : parquet(tables.polymarketEvents);
        const resolutions = tables.polymarketResolutions === null ? null : parquet(tables.polymarketResolutions);
        await connection.run(`CREATE OR REPLACE TEMP TABLE kept_polymarket AS ${mapPolymarketMarketsSql(src, await columnsOf(connection, src), { events, resolutions })}`);
        const marketsIn = await countOf(connection, `(SELECT DISTINCT id FROM ${src})`);
        const kept = '(SELECT * FROM kept_polymarket WHERE close_ms IS NOT NULL)';
        let tradesSql: string | null = null;
        let tradesIn = 0;
        if (tables.polymarketTrades !== null && tables.polymarketBlocks !== null) {
          tradesSql = mapPolymarketFillsSql(parquet(tables.polymarketTrades), parquet(tables.polymarketBlocks), kept);
          tradesIn = await countOf(connection, parquet(tables.polymarketTrades));
        } else if (tables.polymarketPriceHistory !== null) {
          tradesSql = mapPolymarketPricePointsSql(parquet(tables.polymarketPriceHistory), kept);
          // Only the YES token's points are read; the NO token's mirror them and are not counted as dropped.
          tradesIn = await countOf(connection, `(SELECT 1 FROM ${parquet(tables.polymarketPriceHistory)} p SEMI JOIN ${kept} m ON m.yes_token = CAST(p.token_id AS VARCHAR))`);
        }
        venues.push(await writeVenueFiles({ connection, directory: options.directory, venue, source: as, marketsTable: 'kept_polymarket', marketsIn, tradesSql, tradesIn, onStep: step(venue) }));
      }
    }
    return { status: 'imported', venues };
  } catch (error) {
    // An interrupted query fails with DuckDB's own error: the stop is reported as this function's AbortError.
    throwIfAborted(FN, signal, done, total);
    throw error;
  } finally {
    signal?.removeEventListener('abort', interrupt);
    connection.closeSync();
    instance.closeSync();
  }
}
