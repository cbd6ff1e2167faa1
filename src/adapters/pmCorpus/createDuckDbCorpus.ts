import { DuckDBInstance, type DuckDBConnection, type DuckDBResult, type DuckDBValue } from '@duckdb/node-api';
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
import { buildMarketScanSql } from './buildMarketScanSql.js';
import { buildMarketsRelation } from './buildMarketsRelation.js';
import { buildTradeStreamSql } from './buildTradeStreamSql.js';
import { buildTradesRelation } from './buildTradesRelation.js';
import { listCorpusFiles } from './listCorpusFiles.js';
import { CORPUS_VENUES } from './pmCorpusLayout.js';

/** Options of {@link createDuckDbCorpus}. */
export interface CreateDuckDbCorpusOptions {
  /** The corpus directory (`<data dir>/pm-corpus` unless GUIDEKIT_PM_CORPUS_DIR says otherwise). */
  readonly directory: string;
  /** DuckDB worker threads. Default 2 (the size of the machines guidekit is measured on). */
  readonly threads?: number;
  /** DuckDB's memory limit, e.g. `'1GB'`. Default `'1536MB'` (a scan should stay under 2 GB on the 2-core machines guidekit is measured on). */
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
 * DuckDB. `scan` pushes the filter into SQL (venue, category, title words, close range, volume floor,
 * trade window), streams markets in close-time order chunk by chunk (never the whole corpus in memory), and streams
 * each trades file once in its stored order (market number, time), merging trades to markets by number: no join and
 * no sort of the trades at scan time, and DuckDB skips row groups outside the close range. Files are
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
      const venues = files.map((f) => f.venue);
      const overlapping = venues.some((v, i) => venues.indexOf(v) !== i);
      if (tradesRelation !== null) {
        // Trades of the copy that won count; a market's other copy is shadowed with its trades. Without two copies of
        // a venue, the count comes from the Parquet footers alone.
        const tradeRows = await connection.runAndReadAll(
          overlapping
            ? `SELECT t.venue, count(*) FROM ${tradesRelation} t SEMI JOIN ${buildMarketsRelation(files)} m ON m.venue = t.venue AND m.seq = t.market_seq AND m.source = t.source GROUP BY t.venue`
            : `SELECT venue, count(*) FROM ${tradesRelation} GROUP BY venue`,
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
    const connections: DuckDBConnection[] = [];
    const interrupt = () => connections.forEach((c) => c.interrupt());
    signal?.addEventListener('abort', interrupt, { once: true });
    try {
      const marketConnection = await connect();
      connections.push(marketConnection);
      // One cursor per trades file of a venue the filter keeps, opened when its first market comes.
      const cursors = new Map<number, TradeCursor>();
      const cursorOf = async (index: number): Promise<TradeCursor | null> => {
        const file = files[index]!;
        if (file.trades === null) return null;
        let cursor = cursors.get(index);
        if (cursor === undefined) {
          const connection = await connect();
          connections.push(connection);
          const trades = buildTradeStreamSql(file.trades, filter);
          cursor = new TradeCursor(await connection.stream(trades.sql, trades.params), file.trades);
          cursors.set(index, cursor);
        }
        return cursor;
      };
      const result = await marketConnection.stream(sql, params);
      for (;;) {
        if (aborted()) return;
        const chunk = await result.fetchChunk();
        if (chunk === null || chunk.rowCount === 0) return;
        const cols = chunk.getColumns();
        for (let j = 0; j < chunk.rowCount; j++) {
          if (aborted()) return;
          const index = Number(cols[0]![j]);
          // Awaited only when a cursor must open or fetch its next chunk: most markets are served synchronously.
          const known = cursors.get(index);
          const cursor = known !== undefined ? known : await cursorOf(index);
          const taken = cursor === null ? [] : cursor.take(Number(cols[1]![j]));
          const trades = Array.isArray(taken) ? taken : await taken;
          yield { market: toMarket(files[index]!.venue, cols, j), trades, quotes: [] };
        }
      }
    } catch (error) {
      // An interrupted query is the abort the caller asked for, not a failure.
      if (aborted()) return;
      throw error;
    } finally {
      signal?.removeEventListener('abort', interrupt);
      for (const c of connections) c.closeSync();
    }
  }

  return { status, scan, close: () => instance.closeSync() };
}

const STATUSES: readonly MarketStatus[] = ['resolved', 'void', 'unresolved'];

function toMarket(venue: CorpusVenue, cols: readonly (readonly DuckDBValue[])[], j: number): CorpusMarket {
  const outcome = Number(cols[6]![j]);
  const [id, title, category] = String(cols[2]![j]).split('\u001f') as [string, string, string];
  return {
    venue,
    id,
    title,
    category,
    open_time: iso(cols[3]![j]!),
    close_time: iso(cols[4]![j]!)!,
    status: STATUSES[Number(cols[5]![j])]!,
    outcome: outcome === 1 ? 'yes' : outcome === -1 ? 'no' : null,
    volume: num(cols[7]![j]!),
    open_interest: num(cols[8]![j]!),
  };
}

/**
 * Reads one trades file in file order (market number, then time) and hands each market its trades: rows of markets the
 * scan skipped are passed over, so every trade row is read at most once per scan.
 */
class TradeCursor {
  private columns: DuckDBValue[][] = [];
  private rows = 0;
  private at = 0;
  private finished = false;
  private lastSeq = -1;

  constructor(
    private readonly result: DuckDBResult,
    private readonly file: string,
  ) {}

  /**
   * The trades of market number `seq`, oldest first; numbers must be asked in increasing order. Answers at once when
   * the buffered chunk settles it, else a promise (the next chunk must be fetched).
   */
  take(seq: number): CorpusTrade[] | Promise<CorpusTrade[]> {
    const out: CorpusTrade[] = [];
    return this.fill(seq, out) ? out : this.takeAsync(seq, out);
  }

  private async takeAsync(seq: number, out: CorpusTrade[]): Promise<CorpusTrade[]> {
    for (;;) {
      if (this.at >= this.rows) {
        if (this.finished) return out;
        const chunk = await this.result.fetchChunk();
        if (chunk === null || chunk.rowCount === 0) {
          this.finished = true;
          return out;
        }
        this.columns = chunk.getColumns();
        this.rows = chunk.rowCount;
        this.at = 0;
      }
      if (this.fill(seq, out)) return out;
    }
  }

  /** Moves through the buffered chunk; true when market `seq` is complete, false when the chunk ran out first. */
  private fill(seq: number, out: CorpusTrade[]): boolean {
    const [seqs, times, prices, counts, sides] = this.columns as [DuckDBValue[], DuckDBValue[], DuckDBValue[], DuckDBValue[], DuckDBValue[]];
    while (this.at < this.rows) {
      const s = Number(seqs[this.at]);
      if (s < this.lastSeq) {
        throw new GuidekitError(`createDuckDbCorpus: ${this.file} is not sorted by market number; re-import it`, { code: 'invalid_corpus', field: 'directory' });
      }
      this.lastSeq = s;
      if (s > seq) return true;
      if (s === seq) {
        const side = Number(sides[this.at]);
        out.push({ t: new Date(Number(times[this.at])).toISOString(), yes_price: Number(prices[this.at]), count: Number(counts[this.at]), taker_side: side === 1 ? 'yes' : side === -1 ? 'no' : null });
      }
      this.at += 1;
    }
    return this.finished;
  }
}
