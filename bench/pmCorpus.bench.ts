/**
 * Benchmark of the prediction-market corpus store: import of a GENERATED corpus of 1.8 million Kalshi
 * markets (default 5 million trades; GUIDEKIT_BENCH_PM_TRADES overrides) in the research dataset's real Parquet schema
 * (docs/SCHEMAS.md), and scans of the imported corpus. The corpus is SYNTHETIC, written by DuckDB's range() with
 * hashed values, for timing only: it never reaches an answer and is deleted afterwards.
 *
 * Targets: importing 1.8 million markets under 60 s; one full scan (every market with its last 7 days of
 * trades, in close order, through the port) is reported against the 10 s strategy budget the simulation shares.
 * Floors, in the same run: the import against DuckDB copying the same two source files to Parquet unchanged (no
 * mapping, no join, no sort); a scan against one DuckDB aggregate over the same normalized files (no rows handed to JS).
 *
 * SKIPPED unless GUIDEKIT_BENCH_PM_CORPUS=1 (it writes about 1 GB of temporary files). Rounds: GUIDEKIT_BENCH_PM_ROUNDS
 * (default 1). Run standalone with `GUIDEKIT_BENCH_PM_CORPUS=1 npx tsx bench/pmCorpus.bench.ts`.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { createDuckDbCorpus } from '../src/adapters/pmCorpus/createDuckDbCorpus.js';
import { importResearchDataset } from '../src/adapters/pmCorpus/importResearchDataset.js';
import { corpusFilePath } from '../src/adapters/pmCorpus/pmCorpusLayout.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { isMainModule, printBenchRows } from './_lib/printBenchRows.js';
import { median } from './_lib/timeMedian.js';

export const PM_CORPUS_BENCH_MARKETS = 1_800_000;
const IMPORT_TARGET_MS = 60_000;
const SCAN_TARGET_MS = 10_000;
const DAY = 86_400_000;

/** Writes the generated (synthetic) dataset: data/kalshi/markets and data/kalshi/trades, one Parquet file each. */
async function generate(root: string, markets: number, trades: number): Promise<void> {
  await mkdir(join(root, 'data', 'kalshi', 'markets'), { recursive: true });
  await mkdir(join(root, 'data', 'kalshi', 'trades'), { recursive: true });
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const c = await instance.connect();
  await c.run("SET TimeZone = 'UTC'");
  // A signed hash (DuckDB's hash() is unsigned, and the times below subtract from it).
  await c.run('CREATE MACRO h(x) AS (hash(x) % 1000000007)::BIGINT');
  // Close times spread over 2022-2026 (70 s apart); categories and results from a hash of the index.
  await c.run(`COPY (SELECT 'KXGEN-' || i AS ticker, 'KXGEN-EV' || (i // 10) AS event_ticker, 'binary' AS market_type,
      'Generated market ' || i || ' ' || ['snow', 'rain', 'fed', 'election', 'bitcoin'][1 + h(i) % 5] || ' synthetic' AS title,
      'Yes' AS yes_sub_title, 'No' AS no_sub_title, CASE WHEN h(i) % 10 = 9 THEN 'open' ELSE 'finalized' END AS status,
      NULL::BIGINT AS yes_bid, NULL::BIGINT AS yes_ask, NULL::BIGINT AS no_bid, NULL::BIGINT AS no_ask, NULL::BIGINT AS last_price,
      (h(i * 7) % 50000)::BIGINT AS volume, 0::BIGINT AS volume_24h, (h(i * 11) % 5000)::BIGINT AS open_interest,
      CASE WHEN h(i) % 10 < 4 THEN 'yes' WHEN h(i) % 10 < 8 THEN 'no' ELSE '' END AS result,
      TIMESTAMPTZ '2022-01-01 00:00:00+00' + to_seconds(i * 70 - 30 * 86400) AS created_time,
      TIMESTAMPTZ '2022-01-01 00:00:00+00' + to_seconds(i * 70 - 30 * 86400) AS open_time,
      TIMESTAMPTZ '2022-01-01 00:00:00+00' + to_seconds(i * 70) AS close_time, TIMESTAMPTZ '2026-12-01 00:00:00+00' AS _fetched_at
    FROM range(${markets}) r(i)) TO '${join(root, 'data', 'kalshi', 'markets', 'markets_0.parquet')}' (FORMAT parquet)`);
  await c.run(`COPY (SELECT 't' || j AS trade_id, 'KXGEN-' || m AS ticker, 1 + h(j * 5) % 500 AS "count", 1 + h(j * 13) % 99 AS yes_price,
      99 - h(j * 13) % 99 AS no_price, CASE WHEN h(j) % 2 = 0 THEN 'yes' ELSE 'no' END AS taker_side,
      TIMESTAMPTZ '2022-01-01 00:00:00+00' + to_seconds(m * 70 - 1 - h(j * 17) % (30 * 86400)) AS created_time, TIMESTAMPTZ '2026-12-01 00:00:00+00' AS _fetched_at
    FROM (SELECT j, h(j) % ${markets} AS m FROM range(${trades}) r(j))) TO '${join(root, 'data', 'kalshi', 'trades', 'trades_0.parquet')}' (FORMAT parquet)`);
  c.closeSync();
  instance.closeSync();
}

/** The import floor: the same two source files copied to Parquet unchanged. */
async function copyFloor(root: string, out: string): Promise<number> {
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const c = await instance.connect();
  const start = performance.now();
  await c.run(`COPY (SELECT * FROM read_parquet('${join(root, 'data', 'kalshi', 'markets', '*.parquet')}')) TO '${join(out, 'floor-m.parquet')}' (FORMAT parquet, COMPRESSION zstd)`);
  await c.run(`COPY (SELECT * FROM read_parquet('${join(root, 'data', 'kalshi', 'trades', '*.parquet')}')) TO '${join(out, 'floor-t.parquet')}' (FORMAT parquet, COMPRESSION zstd)`);
  const ms = performance.now() - start;
  c.closeSync();
  instance.closeSync();
  return ms;
}

/** The scan floor: one aggregate over the normalized files inside DuckDB (no rows reach JavaScript). */
async function aggregateFloor(directory: string): Promise<number> {
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const c = await instance.connect();
  const start = performance.now();
  await c.runAndReadAll(`SELECT count(*), sum(yes_price) FROM read_parquet('${corpusFilePath(directory, 'kalshi', 'dataset', 'trades')}') WHERE t_ms >= close_ms - ${7 * DAY}`);
  await c.runAndReadAll(`SELECT count(*), sum(volume) FROM read_parquet('${corpusFilePath(directory, 'kalshi', 'dataset', 'markets')}')`);
  const ms = performance.now() - start;
  c.closeSync();
  instance.closeSync();
  return ms;
}

/**
 * Runs the corpus benchmark when GUIDEKIT_BENCH_PM_CORPUS=1, else reports it skipped.
 *
 * @returns Rows for bench/run.ts (none when skipped).
 */
export async function runPmCorpusBench(): Promise<BenchRow[]> {
  if (process.env.GUIDEKIT_BENCH_PM_CORPUS !== '1') {
    console.log('pmCorpus bench: skipped (set GUIDEKIT_BENCH_PM_CORPUS=1: it generates a 1.8M-market synthetic corpus)');
    return [];
  }
  const trades = Number(process.env.GUIDEKIT_BENCH_PM_TRADES ?? 5_000_000);
  // Smaller corpora only to try the bench itself out; the reported figures use the default 1.8 million.
  const markets = Number(process.env.GUIDEKIT_BENCH_PM_MARKETS ?? PM_CORPUS_BENCH_MARKETS);
  const rounds = Math.max(1, Number(process.env.GUIDEKIT_BENCH_PM_ROUNDS ?? 1));
  const root = await mkdtemp(join(tmpdir(), 'guidekit-pmbench-'));
  const rows: BenchRow[] = [];
  try {
    const genStart = performance.now();
    await generate(join(root, 'src'), markets, trades);
    console.log(`pmCorpus bench: generated ${markets} markets and ${trades} trades (synthetic) in ${((performance.now() - genStart) / 1000).toFixed(1)} s`);
    const importMs: number[] = [];
    const floorMs: number[] = [];
    const corpusDir = join(root, 'corpus');
    for (let r = 0; r < rounds; r++) {
      const start = performance.now();
      const result = await importResearchDataset({ source: join(root, 'src'), directory: corpusDir });
      importMs.push(performance.now() - start);
      if (r === 0) console.log(`pmCorpus bench: imported ${JSON.stringify(result.venues)}`);
      floorMs.push(await copyFloor(join(root, 'src'), root));
    }
    rows.push(benchRow(`importResearchDataset: ${markets} markets + ${trades} trades (floor: plain Parquet copy of the same files)`, { medianMs: median(importMs), floorMedianMs: median(floorMs), targetMs: IMPORT_TARGET_MS, iterations: rounds }));

    const corpus = await createDuckDbCorpus({ directory: corpusDir });
    const scanMs: number[] = [];
    const filteredMs: number[] = [];
    const aggMs: number[] = [];
    for (let r = 0; r < rounds; r++) {
      let start = performance.now();
      let entries = 0;
      let seen = 0;
      for await (const e of corpus.scan({ tradeWindowMs: 7 * DAY })) {
        entries += 1;
        seen += e.trades.length;
      }
      scanMs.push(performance.now() - start);
      if (r === 0) console.log(`pmCorpus bench: full scan yielded ${entries} markets, ${seen} trades`);
      start = performance.now();
      let filtered = 0;
      for await (const e of corpus.scan({ titleWords: ['snow'], closeFrom: '2024-01-01T00:00:00Z', minVolume: 1000, tradeWindowMs: 7 * DAY })) filtered += e.trades.length >= 0 ? 1 : 0;
      filteredMs.push(performance.now() - start);
      if (r === 0) console.log(`pmCorpus bench: filtered scan yielded ${filtered} markets`);
      aggMs.push(await aggregateFloor(corpusDir));
    }
    corpus.close();
    rows.push(benchRow(`DuckDB corpus scan: every market + 7-day trades through the port (floor: one in-DuckDB aggregate)`, { medianMs: median(scanMs), floorMedianMs: median(aggMs), targetMs: SCAN_TARGET_MS, iterations: rounds }));
    rows.push(benchRow(`DuckDB corpus scan: "snow" in the title + 2024 on + volume >= 1000 (floor: the same aggregate)`, { medianMs: median(filteredMs), floorMedianMs: median(aggMs), targetMs: SCAN_TARGET_MS, iterations: rounds }));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  return rows;
}

if (isMainModule(import.meta.url)) printBenchRows(await runPmCorpusBench(), { medianDigits: 0, floorDigits: 0 });
