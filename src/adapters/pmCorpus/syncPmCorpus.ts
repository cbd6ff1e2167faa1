import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { z } from 'zod';
import type { CorpusVenue } from '../../backtest/predictionMarkets/PredictionMarketCorpus.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { readVenueJson } from '../predictions/_lib/readVenueJson.js';
import { KALSHI_MARKET_PAGE_COLUMNS, KALSHI_TRADE_PAGE_COLUMNS, POLYMARKET_MARKET_PAGE_COLUMNS, POLYMARKET_PRICE_PAGE_COLUMNS } from './datasetPageColumns.js';
import { importResearchDataset, type ImportResearchDatasetResult } from './importResearchDataset.js';
import { quoteSqlString } from './quoteSqlString.js';
import { gammaMarketsPageSchema, kalshiMarketsPageSchema, kalshiTradesPageSchema, pricesHistoryPageSchema } from './venuePageSchemas.js';
import { writeDatasetPage } from './writeDatasetPage.js';

/** One step of a sync, for a progress bar. */
export interface PmCorpusSyncProgress {
  readonly venue: CorpusVenue;
  readonly stage: 'markets' | 'trades' | 'prices' | 'import';
  /** Pages (markets) or markets (trades, prices) done so far in this stage. */
  readonly done: number;
  /** How many there are, when known (trades and prices), else `null`. */
  readonly total: number | null;
}

/** Options of {@link syncPmCorpus}. */
export interface SyncPmCorpusOptions {
  /** The corpus directory; pages and the resume state go under `<directory>/sync/`. */
  readonly directory: string;
  /** The fetch layer (policies `kalshi`, `polymarket.gamma`, `polymarket.clob`: rate limits, retries, recording). */
  readonly fetcher: SourceFetcher;
  /** Venues to index. Default both. */
  readonly venues?: readonly CorpusVenue[];
  /** Only markets closing on or after this ISO date. Default: all. A different `since` than the saved state restarts that venue. */
  readonly since?: string;
  /** The clock of `_fetched_at` and of the price-history windows' end. Default `() => new Date()`. */
  readonly now?: () => Date;
  readonly onProgress?: (progress: PmCorpusSyncProgress) => void;
  /**
   * Stops between requests (and interrupts the final import): the call rejects with an `Error` named `AbortError`
   * (`syncPmCorpus: aborted after <n> request(s)`, the signal's reason as `cause`); what was written stays, and the
   * next sync resumes from the saved state. Default: none.
   */
  readonly signal?: AbortSignal;
  /** Default `https://api.elections.kalshi.com/trade-api/v2`. */
  readonly kalshiBaseUrl?: string;
  /** Default `https://gamma-api.polymarket.com`. */
  readonly gammaBaseUrl?: string;
  /** Default `https://clob.polymarket.com`. */
  readonly clobBaseUrl?: string;
  /** Page sizes. Defaults: Kalshi markets and trades 1000 (the API's largest), Gamma markets 500. */
  readonly pageSize?: { readonly kalshi?: number; readonly gamma?: number };
}

/** What a sync did. */
export interface SyncPmCorpusResult {
  /** Always `synced` (a stopped sync rejects with an `AbortError` instead of returning). */
  readonly status: 'synced';
  /** Requests sent this run (a resumed run sends none for pages already written). */
  readonly requests: number;
  /** The import of the indexed pages into the corpus. */
  readonly imported: ImportResearchDatasetResult;
}

const stateSchema = z.object({
  format: z.literal(1),
  kalshi: z
    .object({ since: z.string().nullable(), marketsCursor: z.string().nullable(), marketsPage: z.number().int(), marketsDone: z.boolean(), tradesAfter: z.string().nullable(), tradesFile: z.number().int(), tradesDone: z.boolean() })
    .optional(),
  polymarket: z
    .object({ since: z.string().nullable(), offset: z.number().int(), marketsPage: z.number().int(), marketsDone: z.boolean(), pricesAfter: z.string().nullable(), pricesFile: z.number().int(), pricesDone: z.boolean() })
    .optional(),
});
type SyncState = z.infer<typeof stateSchema>;

const DAY_S = 86_400;
/** The CLOB refuses long /prices-history ranges; the research dataset's indexer asks 15 days at a time, hourly. */
const PRICE_WINDOW_S = 15 * DAY_S;
const PRICE_FIDELITY_MIN = 60;
/** Markets may trade past their scheduled end until resolution. */
const END_PADDING_S = 7 * DAY_S;
/** Rows buffered before a trades or prices page file is written (and the resume point moves). */
const FLUSH_ROWS = 20_000;
const FLUSH_MARKETS = 100;

const pad = (n: number) => String(n).padStart(6, '0');
const centsOf = (cents: number | null, dollars: number | null) => (cents !== null ? Math.round(cents) : dollars !== null ? Math.round(dollars * 100) : null);
const intOf = (a: number | null, b: number | null) => (a !== null ? Math.round(a) : b !== null ? Math.round(b) : null);

/**
 * Indexes the venues' public APIs into the corpus, resumably: Kalshi's settled markets (`/markets`,
 * cursor pages) and each traded market's trades (`/markets/trades`, cursor pages); Polymarket's closed markets (Gamma
 * `/markets?closed=true`, offset pages) and the YES token's hourly price history (CLOB `/prices-history`, 15-day
 * windows). Every request goes through the fetch layer (its rate limits, retries, breaker and cassette recording).
 * Pages are written in the research dataset's own Parquet layout under `<directory>/sync/data/`, and
 * `<directory>/sync/state.json` records the resume point after each written page, so an interrupted sync (abort,
 * outage, Ctrl-C) continues where it stopped. At the end the pages are imported as the corpus's `sync` source.
 *
 * @param options - {@link SyncPmCorpusOptions}.
 * @returns How many requests it sent, and the import's counts.
 * @throws {@link GuidekitError} `invalid_argument` for a `since` that is not an ISO date; a source that stays down is
 *   the fetch layer's `SourceUnavailableError` (the state keeps what was written); an `Error` named `AbortError` when
 *   `options.signal` stopped it.
 * @example
 * ```ts
 * const result = await syncPmCorpus({ directory: '.guidekit/pm-corpus', fetcher, venues: ['kalshi'], since: '2025-01-01' });
 * ```
 * @see docs/prediction-markets.md
 */
export async function syncPmCorpus(options: SyncPmCorpusOptions): Promise<SyncPmCorpusResult> {
  const since = options.since ?? null;
  if (since !== null && (!/^\d{4}-\d{2}-\d{2}/.test(since) || Number.isNaN(Date.parse(since)))) {
    throw new GuidekitError(`syncPmCorpus: since must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(since)}`, { code: 'invalid_argument', field: 'since' });
  }
  const venues = options.venues ?? ['kalshi', 'polymarket'];
  const now = options.now ?? (() => new Date());
  const signal = options.signal;
  const root = join(options.directory, 'sync');
  const data = join(root, 'data');
  const statePath = join(root, 'state.json');
  await mkdir(root, { recursive: true });
  let state: SyncState = { format: 1 };
  try {
    state = stateSchema.parse(JSON.parse(await readFile(statePath, 'utf8')));
  } catch {
    // No state (or an unreadable one): start afresh.
  }
  const save = async () => {
    await writeFile(`${statePath}.tmp`, JSON.stringify(state, null, 2) + '\n');
    await rename(`${statePath}.tmp`, statePath);
  };
  let requests = 0;
  const get = async (source: string, url: string) => {
    requests += 1;
    return options.fetcher.fetch(source, { url, ttlSeconds: 0 });
  };
  const aborted = () => signal?.aborted === true;
  // The project's abort convention (docs/backtest-validation.md): an Error named AbortError saying how far it got,
  // the signal's reason as cause. A sync has no known total, so it counts requests.
  const abortError = () => Object.assign(new Error(`syncPmCorpus: aborted after ${requests} request(s)`, { cause: signal?.reason }), { name: 'AbortError' });
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const connection = await instance.connect();
  await connection.run("SET TimeZone = 'UTC'");
  try {
    if (venues.includes('kalshi')) {
      const base = options.kalshiBaseUrl ?? 'https://api.elections.kalshi.com/trade-api/v2';
      const limit = options.pageSize?.kalshi ?? 1000;
      if (state.kalshi === undefined || state.kalshi.since !== since) {
        state.kalshi = { since, marketsCursor: null, marketsPage: 0, marketsDone: false, tradesAfter: null, tradesFile: 0, tradesDone: false };
      }
      const st = state.kalshi;
      while (!st.marketsDone) {
        if (aborted()) throw abortError();
        const q = new URLSearchParams({ limit: String(limit), status: 'settled' });
        if (since !== null) q.set('min_close_ts', String(Math.floor(Date.parse(since) / 1000)));
        if (st.marketsCursor !== null) q.set('cursor', st.marketsCursor);
        const page = readVenueJson(await get('kalshi', `${base}/markets?${q}`), kalshiMarketsPageSchema, 'kalshi', 'the /markets page');
        const fetchedAt = now().toISOString();
        const rows = page.markets.map((m) => ({
          ...m,
          yes_bid: centsOf(m.yes_bid, m.yes_bid_dollars),
          yes_ask: centsOf(m.yes_ask, m.yes_ask_dollars),
          no_bid: centsOf(m.no_bid, m.no_bid_dollars),
          no_ask: centsOf(m.no_ask, m.no_ask_dollars),
          last_price: centsOf(m.last_price, m.last_price_dollars),
          volume: intOf(m.volume, m.volume_fp),
          volume_24h: intOf(m.volume_24h, m.volume_24h_fp),
          open_interest: intOf(m.open_interest, m.open_interest_fp),
          result: m.result ?? '',
          _fetched_at: fetchedAt,
        }));
        st.marketsPage += 1;
        if (rows.length > 0) await writeDatasetPage(connection, join(data, 'kalshi', 'markets', `markets_${pad(st.marketsPage)}.parquet`), rows, KALSHI_MARKET_PAGE_COLUMNS);
        st.marketsCursor = page.cursor === undefined || page.cursor === null || page.cursor === '' ? null : page.cursor;
        st.marketsDone = st.marketsCursor === null || rows.length === 0;
        await save();
        options.onProgress?.({ venue: 'kalshi', stage: 'markets', done: st.marketsPage, total: null });
      }
      if (!st.tradesDone) {
        const tickers = await listAfter(connection, join(data, 'kalshi', 'markets'), 'ticker', 'coalesce(volume, 1) > 0', st.tradesAfter);
        const total = tickers.length;
        const pages = bufferPages(async (rows) => {
          st.tradesFile += 1;
          await writeDatasetPage(connection, join(data, 'kalshi', 'trades', `trades_${pad(st.tradesFile)}.parquet`), rows, KALSHI_TRADE_PAGE_COLUMNS);
        }, async (after) => {
          st.tradesAfter = after;
          await save();
        });
        for (let i = 0; i < tickers.length; i++) {
          const ticker = tickers[i]!;
          const rows: Record<string, unknown>[] = [];
          let cursor: string | null = null;
          do {
            if (aborted()) {
              await pages.flush();
              throw abortError();
            }
            const q = new URLSearchParams({ ticker, limit: String(limit) });
            if (cursor !== null) q.set('cursor', cursor);
            const page = readVenueJson(await get('kalshi', `${base}/markets/trades?${q}`), kalshiTradesPageSchema, 'kalshi', 'the /markets/trades page');
            const fetchedAt = now().toISOString();
            for (const t of page.trades) {
              rows.push({ trade_id: t.trade_id, ticker: t.ticker, count: intOf(t.count, t.count_fp), yes_price: centsOf(t.yes_price, t.yes_price_dollars), no_price: centsOf(t.no_price, t.no_price_dollars), taker_side: t.taker_side ?? null, created_time: t.created_time, _fetched_at: fetchedAt });
            }
            cursor = page.cursor === undefined || page.cursor === null || page.cursor === '' || page.trades.length === 0 ? null : page.cursor;
          } while (cursor !== null);
          await pages.add(rows, ticker);
          options.onProgress?.({ venue: 'kalshi', stage: 'trades', done: i + 1, total });
        }
        await pages.flush();
        st.tradesDone = true;
        await save();
      }
    }
    if (venues.includes('polymarket')) {
      const gamma = options.gammaBaseUrl ?? 'https://gamma-api.polymarket.com';
      const clob = options.clobBaseUrl ?? 'https://clob.polymarket.com';
      const limit = options.pageSize?.gamma ?? 500;
      if (state.polymarket === undefined || state.polymarket.since !== since) {
        state.polymarket = { since, offset: 0, marketsPage: 0, marketsDone: false, pricesAfter: null, pricesFile: 0, pricesDone: false };
      }
      const st = state.polymarket;
      while (!st.marketsDone) {
        if (aborted()) throw abortError();
        const q = new URLSearchParams({ closed: 'true', limit: String(limit), offset: String(st.offset), order: 'id', ascending: 'true' });
        if (since !== null) q.set('end_date_min', since);
        const page = readVenueJson(await get('polymarket.gamma', `${gamma}/markets?${q}`), gammaMarketsPageSchema, 'polymarket.gamma', 'the /markets page');
        const fetchedAt = now().toISOString();
        const rows = page.map((m) => ({
          id: m.id, condition_id: m.conditionId ?? null, question: m.question ?? null, slug: m.slug ?? null, outcomes: m.outcomes ?? null, outcome_prices: m.outcomePrices ?? null,
          clob_token_ids: m.clobTokenIds ?? null, volume: m.volume, liquidity: m.liquidity, active: m.active ?? null, closed: m.closed ?? null, end_date: m.endDate ?? null,
          created_at: m.createdAt ?? null, market_maker_address: m.marketMakerAddress ?? null, _fetched_at: fetchedAt,
        }));
        st.marketsPage += 1;
        if (rows.length > 0) await writeDatasetPage(connection, join(data, 'polymarket', 'markets', `markets_${pad(st.marketsPage)}.parquet`), rows, POLYMARKET_MARKET_PAGE_COLUMNS);
        st.offset += rows.length;
        st.marketsDone = rows.length < limit;
        await save();
        options.onProgress?.({ venue: 'polymarket', stage: 'markets', done: st.marketsPage, total: null });
      }
      if (!st.pricesDone) {
        const markets = await listPriceTargets(connection, join(data, 'polymarket', 'markets'), st.pricesAfter);
        const pages = bufferPages(async (rows) => {
          st.pricesFile += 1;
          await writeDatasetPage(connection, join(data, 'polymarket', 'price_history', `prices_${pad(st.pricesFile)}.parquet`), rows, POLYMARKET_PRICE_PAGE_COLUMNS);
        }, async (after) => {
          st.pricesAfter = after;
          await save();
        });
        const nowS = Math.floor(now().getTime() / 1000);
        for (let i = 0; i < markets.length; i++) {
          const m = markets[i]!;
          const rows: Record<string, unknown>[] = [];
          const seen = new Set<number>();
          const end = Math.min(m.endS + END_PADDING_S, nowS);
          for (let from = Math.min(m.startS, end - 1); from < end; from += PRICE_WINDOW_S) {
            if (aborted()) {
              await pages.flush();
              throw abortError();
            }
            const q = new URLSearchParams({ market: m.token, startTs: String(from), endTs: String(Math.min(from + PRICE_WINDOW_S, end)), fidelity: String(PRICE_FIDELITY_MIN) });
            const page = readVenueJson(await get('polymarket.clob', `${clob}/prices-history?${q}`), pricesHistoryPageSchema, 'polymarket.clob', 'the /prices-history answer');
            const fetchedAt = now().toISOString();
            for (const h of page.history) {
              if (!Number.isFinite(h.t) || seen.has(h.t)) continue;
              seen.add(h.t);
              rows.push({ token_id: m.token, timestamp: h.t, price: h.p, _fetched_at: fetchedAt });
            }
          }
          await pages.add(rows, m.id);
          options.onProgress?.({ venue: 'polymarket', stage: 'prices', done: i + 1, total: markets.length });
        }
        await pages.flush();
        st.pricesDone = true;
        await save();
      }
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  if (aborted()) throw abortError();
  for (const venue of venues) options.onProgress?.({ venue, stage: 'import', done: 0, total: null });
  let imported: ImportResearchDatasetResult;
  try {
    imported = await importResearchDataset({ source: root, directory: options.directory, as: 'sync', ...(signal === undefined ? {} : { signal }) });
  } catch (error) {
    // The import saw the signal first: report the stop as this function's, with its own count.
    if (aborted() && (error as Error | undefined)?.name === 'AbortError') throw abortError();
    throw error;
  }
  return { status: 'synced', requests, imported };
}

/**
 * Collects one market's rows at a time and writes them as a page every FLUSH_ROWS rows or FLUSH_MARKETS markets; after
 * each write the resume point moves to the last market written, so an interrupted sync redoes at most one page.
 */
function bufferPages(writePage: (rows: Record<string, unknown>[]) => Promise<void>, resumeAfter: (market: string) => Promise<void>) {
  let buffer: Record<string, unknown>[] = [];
  let pending: string | null = null;
  let sinceFlush = 0;
  const flush = async () => {
    if (pending === null) return;
    if (buffer.length > 0) await writePage(buffer);
    const after = pending;
    buffer = [];
    pending = null;
    sinceFlush = 0;
    await resumeAfter(after);
  };
  return {
    flush,
    async add(rows: readonly Record<string, unknown>[], market: string) {
      buffer.push(...rows);
      pending = market;
      sinceFlush += 1;
      if (buffer.length >= FLUSH_ROWS || sinceFlush >= FLUSH_MARKETS) await flush();
    },
  };
}

async function hasPages(folder: string): Promise<boolean> {
  return readdir(folder).then(
    (names) => names.some((n) => n.endsWith('.parquet')),
    () => false,
  );
}

/** The markets' keys after the resume point, in key order. */
async function listAfter(connection: DuckDBConnection, folder: string, key: string, where: string, after: string | null): Promise<string[]> {
  if (!(await hasPages(folder))) return [];
  const reader = await connection.runAndReadAll(
    `SELECT DISTINCT ${key} FROM read_parquet(${quoteSqlString(join(folder, '*.parquet'))}) WHERE ${where}${after === null ? '' : ' AND ' + key + ' > ?'} ORDER BY 1`,
    after === null ? [] : [after],
  );
  return reader.getRows().map((r) => String(r[0]));
}

/** Polymarket markets after the resume point with their YES token and price-history window (unix seconds). */
async function listPriceTargets(connection: DuckDBConnection, folder: string, after: string | null): Promise<{ id: string; token: string; startS: number; endS: number }[]> {
  if (!(await hasPages(folder))) return [];
  const reader = await connection.runAndReadAll(
    `SELECT id, CAST(json_extract_string(clob_token_ids, '$[0]') AS VARCHAR) AS token, epoch(coalesce(created_at, end_date - INTERVAL 90 DAY))::BIGINT, epoch(end_date)::BIGINT
     FROM read_parquet(${quoteSqlString(join(folder, '*.parquet'))})
     WHERE end_date IS NOT NULL AND json_valid(clob_token_ids) AND json_extract_string(clob_token_ids, '$[0]') IS NOT NULL${after === null ? '' : ' AND id > ?'}
     QUALIFY row_number() OVER (PARTITION BY id ORDER BY _fetched_at DESC) = 1 ORDER BY id`,
    after === null ? [] : [after],
  );
  return reader.getRows().map((r) => ({ id: String(r[0]), token: String(r[1]), startS: Number(r[2]), endS: Number(r[3]) }));
}
