import { DuckDBInstance, listValue, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import type { MarketStatus } from '../../backtest/predictionMarkets/types.js';
import type {
  CorpusEntry,
  CorpusFilter,
  CorpusMarket,
  CorpusTrade,
  CorpusVenue,
  CorpusVenueStatus,
  PredictionMarketCorpus,
} from '../../backtest/predictionMarkets/PredictionMarketCorpus.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { buildMarketScanSql, buildMarketsRelation, buildTradesRelation } from './buildCorpusScanSql.js';
import { listCorpusFiles } from './listCorpusFiles.js';
import { CORPUS_VENUES } from './pmCorpusLayout.js';

/** Options of {@link createDuckDbCorpus}. */
export interface CreateDuckDbCorpusOptions {
  /** The corpus directory (`<data dir>/pm-corpus` unless GUIDEKIT_PM_CORPUS_DIR says otherwise). */
  readonly directory: string;
  /** DuckDB worker threads. Default 2 (the size of the machines guidekit is measured on). */
  readonly threads?: number;
  /** DuckDB's memory limit, e.g. `'1GB'`. Default `'1536MB'` (issue #20 asks a scan to stay under 2 GB). */
  readonly memoryLimit?: string;
}

/** The DuckDB corpus: the port, and `close()` to release the engine. */
export interface DuckDbCorpus extends PredictionMarketCorpus {
  /** Releases the DuckDB instance; the corpus cannot be used afterwards. */
  close(): void;
}

const iso = (ms: DuckDBValue): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());
const num = (v: DuckDBValue): number | null => (v === null ? null : Number(v));

/**
 * The prediction-market corpus port over the normalized Parquet files of a corpus directory, read by an embedded
 * DuckDB (issue #20). `scan` pushes the filter into SQL (venue, category, title words, close range, volume floor,
 * trade window), streams markets in close-time order chunk by chunk (never the whole corpus in memory), and reads each
 * chunk's trades with one query that DuckDB prunes to the Parquet row groups of that close-time range. Files are
 * listed on every call, so an import made while the store is open is read by the next scan. No quotes: neither the
 * research dataset nor the public trade feeds carry a book history, so every entry's `quotes` is empty.
 *
 * @param options - {@link CreateDuckDbCorpusOptions}.
 * @returns The corpus; call `close()` when done.
 * @throws {@link GuidekitError} `invalid_argument` when `directory` is empty.
 * @example
 * ```ts
 * const corpus = await createDuckDbCorpus({ directory: '.guidekit/pm-corpus' });
 * for await (const entry of corpus.scan({ venues: ['kalshi'], categories: ['weather'], tradeWindowMs: 7 * 86_400_000 })) {
 *   console.log(entry.market.id, entry.trades.length);
 * }
 * corpus.close();
 * ```
 * @see docs/prediction-markets.md
 */
export async function createDuckDbCorpus(options: CreateDuckDbCorpusOptions): Promise<DuckDbCorpus> {
  if (options.directory.trim() === '') throw new GuidekitError('createDuckDbCorpus: directory must not be empty', { code: 'invalid_argument', field: 'directory' });
  const instance = await DuckDBInstance.create(':memory:', { threads: String(options.threads ?? 2), memory_limit: options.memoryLimit ?? '1536MB' });
  const connect = async (): Promise<DuckDBConnection> => {
    const connection = await instance.connect();
    await connection.run("SET TimeZone = 'UTC'");
    return connection;
  };

  async function status(): Promise<readonly CorpusVenueStatus[]> {
    const files = await listCorpusFiles(options.directory);
    const empty = (venue: CorpusVenue): CorpusVenueStatus => ({ venue, markets: 0, resolved: 0, void: 0, unresolved: 0, trades: 0, first_close: null, last_close: null });
    if (files.length === 0) return CORPUS_VENUES.map(empty);
    const connection = await connect();
    try {
      const markets = await connection.runAndReadAll(
        `SELECT venue, count(*), count(*) FILTER (status = 'resolved'), count(*) FILTER (status = 'void'), count(*) FILTER (status = 'unresolved'), min(close_ms), max(close_ms) FROM ${buildMarketsRelation(files)} GROUP BY venue`,
      );
      const trades = new Map<string, number>();
      const tradesRelation = buildTradesRelation(files);
      if (tradesRelation !== null) {
        // Trades of the copy that won count; a market's other copy is shadowed with its trades.
        const tradeRows = await connection.runAndReadAll(
          `SELECT t.venue, count(*) FROM ${tradesRelation} t SEMI JOIN ${buildMarketsRelation(files)} m ON m.venue = t.venue AND m.id = t.market_id AND m.source = t.source GROUP BY t.venue`,
        );
        for (const [venue, count] of tradeRows.getRows()) trades.set(String(venue), Number(count));
      }
      const byVenue = new Map(markets.getRows().map((r) => [String(r[0]), r]));
      return CORPUS_VENUES.map((venue) => {
        const r = byVenue.get(venue);
        if (r === undefined) return empty(venue);
        return { venue, markets: Number(r[1]), resolved: Number(r[2]), void: Number(r[3]), unresolved: Number(r[4]), trades: trades.get(venue) ?? 0, first_close: iso(r[5]!), last_close: iso(r[6]!) };
      });
    } finally {
      connection.closeSync();
    }
  }

  async function* scan(filter: CorpusFilter, scanOptions: { readonly signal?: AbortSignal } = {}): AsyncGenerator<CorpusEntry> {
    const signal = scanOptions.signal;
    // A function, not a narrowed property: the signal changes while the scan awaits.
    const aborted = () => signal?.aborted === true;
    if (aborted()) return;
    const files = await listCorpusFiles(options.directory);
    if (files.length === 0) return;
    const { sql, params } = buildMarketScanSql(files, filter);
    const tradesRelation = buildTradesRelation(files);
    const marketConnection = await connect();
    const tradeConnection = await connect();
    const interrupt = () => {
      marketConnection.interrupt();
      tradeConnection.interrupt();
    };
    signal?.addEventListener('abort', interrupt, { once: true });
    try {
      const result = await marketConnection.stream(sql, params);
      for (;;) {
        if (aborted()) return;
        const chunk = await result.fetchChunk();
        if (chunk === null || chunk.rowCount === 0) return;
        const rows = chunk.getRows();
        const markets = rows.map((r) => ({ market: toMarket(r), source: String(r[10]) }));
        const trades = tradesRelation === null ? new Map<string, CorpusTrade[]>() : await readChunkTrades(tradeConnection, tradesRelation, markets, filter.tradeWindowMs);
        for (const { market, source } of markets) {
          if (aborted()) return;
          yield { market, trades: trades.get(`${market.venue}|${source}|${market.id}`) ?? [], quotes: [] };
        }
      }
    } catch (error) {
      // An interrupted query is the abort the caller asked for, not a failure.
      if (aborted()) return;
      throw error;
    } finally {
      signal?.removeEventListener('abort', interrupt);
      marketConnection.closeSync();
      tradeConnection.closeSync();
    }
  }

  return { status, scan, close: () => instance.closeSync() };
}

function toMarket(r: readonly DuckDBValue[]): CorpusMarket {
  return {
    venue: String(r[0]) as CorpusVenue,
    id: String(r[1]),
    title: String(r[2] ?? ''),
    category: String(r[3] ?? 'uncategorized'),
    open_time: iso(r[4]!),
    close_time: iso(r[5]!)!,
    status: String(r[6]) as MarketStatus,
    outcome: r[7] === 'yes' || r[7] === 'no' ? r[7] : null,
    volume: num(r[8]!),
    open_interest: num(r[9]!),
  };
}

/** The trades of one chunk of markets (close-time range first, so DuckDB skips row groups), grouped by market. */
async function readChunkTrades(
  connection: DuckDBConnection,
  relation: string,
  markets: readonly { readonly market: CorpusMarket; readonly source: string }[],
  windowMs: number | undefined,
): Promise<Map<string, CorpusTrade[]>> {
  const out = new Map<string, CorpusTrade[]>();
  if (markets.length === 0) return out;
  const keys = markets.map(({ market, source }) => `${market.venue}|${source}|${market.id}`);
  const closes = markets.map(({ market }) => Date.parse(market.close_time));
  const params: DuckDBValue[] = [BigInt(Math.min(...closes)), BigInt(Math.max(...closes)), listValue(keys)];
  let window = '';
  if (windowMs !== undefined) {
    window = ' AND t_ms >= close_ms - ?';
    params.push(BigInt(Math.max(0, Math.ceil(windowMs))));
  }
  const reader = await connection.runAndReadAll(
    `SELECT venue || '|' || source || '|' || market_id AS k, t_ms, yes_price, count, taker_side FROM ${relation} WHERE close_ms BETWEEN ? AND ? AND k IN (SELECT unnest(?::VARCHAR[]))${window} ORDER BY k, t_ms`,
    params,
  );
  for (const r of reader.getRows()) {
    const k = String(r[0]);
    let list = out.get(k);
    if (list === undefined) out.set(k, (list = []));
    list.push({ t: iso(r[1]!)!, yes_price: Number(r[2]), count: Number(r[3]), taker_side: r[4] === 'yes' || r[4] === 'no' ? r[4] : null });
  }
  return out;
}
