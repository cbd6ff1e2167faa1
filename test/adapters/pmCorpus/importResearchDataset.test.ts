import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckDbCorpus } from '../../../src/adapters/pmCorpus/createDuckDbCorpus.js';
import { importResearchDataset, type PmCorpusImportProgress } from '../../../src/adapters/pmCorpus/importResearchDataset.js';
import type { CorpusEntry } from '../../../src/backtest/predictionMarkets/PredictionMarketCorpus.js';

const FIXTURE = 'test/fixtures/pm-corpus';

async function scanAll(directory: string): Promise<CorpusEntry[]> {
  const corpus = await createDuckDbCorpus({ directory });
  const out: CorpusEntry[] = [];
  for await (const e of corpus.scan({})) out.push(e);
  corpus.close();
  return out;
}

describe('importResearchDataset on the real sample (recorded venue markets in the dataset layout)', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'guidekit-pmimport-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('imports every market, keeping unresolved ones counted, and maps the resolved Polymarket market', async () => {
    const steps: PmCorpusImportProgress[] = [];
    const result = await importResearchDataset({ source: FIXTURE, directory, onProgress: (p) => steps.push(p) });
    expect(result.status).toBe('imported');
    expect(result.venues.find((v) => v.venue === 'kalshi')).toMatchObject({ markets: 7, resolved: 0, void: 0, unresolved: 7, trades: 0, skipped_markets: 0 });
    expect(result.venues.find((v) => v.venue === 'polymarket')).toMatchObject({ markets: 2, resolved: 1, unresolved: 1, skipped_markets: 0 });
    expect(steps.map((s) => `${s.venue}:${s.step}`)).toEqual(['kalshi:markets', 'polymarket:markets']);
    const entries = await scanAll(directory);
    // Gamma /markets/604489 (closed, outcome prices ["0","1"]): resolved NO, closing 2025-10-31.
    const pm = entries.find((e) => e.market.id === '0x3d69cc559693ee46ba58da16e43c4e75b8da67b99c2e9a9d2f72bb0222d0f137')!;
    expect(pm.market).toMatchObject({ venue: 'polymarket', status: 'resolved', outcome: 'no', close_time: '2025-10-31T00:00:00.000Z', volume: 549414.493468 });
    // Kalshi KXELONMARS-99 (active, closes 2099-08-01T04:59:00Z): unresolved, no outcome.
    const k = entries.find((e) => e.market.id === 'KXELONMARS-99')!;
    expect(k.market).toMatchObject({ venue: 'kalshi', status: 'unresolved', outcome: null, close_time: '2099-08-01T04:59:00.000Z', category: 'uncategorized' });
    expect(k.market.title.length).toBeGreaterThan(0);
    // The events table gives the open Polymarket market its category.
    expect(entries.find((e) => e.market.id.startsWith('0x2e6af1'))?.market.category).toBe('crypto');
  });

  it('refuses a directory with no dataset tables, naming the function', async () => {
    await expect(importResearchDataset({ source: directory, directory })).rejects.toThrow(/importResearchDataset/);
  });
});

// SYNTHETIC tables in the dataset's schema (docs/SCHEMAS.md), written here to pin each mapping rule; never an answer.
async function writeTable(root: string, folder: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  await mkdir(join(root, 'data', folder), { recursive: true });
  const json = join(root, 'data', folder, 'rows.json');
  await writeFile(json, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(`COPY (SELECT * FROM read_json('${json}', format = 'newline_delimited')) TO '${join(root, 'data', folder, 'part_0.parquet')}' (FORMAT parquet)`);
  connection.closeSync();
  instance.closeSync();
  await rm(json);
}

describe('importResearchDataset mapping rules (synthetic tables)', () => {
  let source: string;
  let directory: string;
  beforeAll(async () => {
    source = await mkdtemp(join(tmpdir(), 'guidekit-pmsrc-'));
    directory = await mkdtemp(join(tmpdir(), 'guidekit-pmdst-'));
    const base = { market_type: 'binary', volume: 100, open_interest: 10, created_time: '2024-01-01T00:00:00Z', open_time: '2024-01-01T00:00:00Z', _fetched_at: '2024-03-01T00:00:00Z' };
    await writeTable(source, 'kalshi/markets', [
      { ...base, ticker: 'K-YES', title: 'Snow in NYC?', status: 'finalized', result: 'yes', close_time: '2024-02-01T00:00:00Z' },
      { ...base, ticker: 'K-VOID', title: 'Voided', status: 'finalized', result: '', close_time: '2024-02-02T00:00:00Z' },
      { ...base, ticker: 'K-OPEN', title: 'Open', status: 'open', result: '', close_time: '2024-02-03T00:00:00Z' },
      { ...base, ticker: 'K-NOCLOSE', title: 'No close', status: 'open', result: '', close_time: null },
      // An older fetch of K-YES: the latest fetch wins.
      { ...base, ticker: 'K-YES', title: 'Snow in NYC?', status: 'open', result: '', close_time: '2024-02-01T00:00:00Z', _fetched_at: '2024-01-15T00:00:00Z' },
    ]);
    await writeTable(source, 'kalshi/trades', [
      { trade_id: 'a', ticker: 'K-YES', count: 5, yes_price: 7, no_price: 93, taker_side: 'no', created_time: '2024-01-30T00:00:00Z', _fetched_at: '2024-03-01T00:00:00Z' },
      { trade_id: 'b', ticker: 'K-YES', count: 2, yes_price: 12, no_price: 88, taker_side: 'yes', created_time: '2024-01-31T00:00:00Z', _fetched_at: '2024-03-01T00:00:00Z' },
      { trade_id: 'c', ticker: 'K-GONE', count: 2, yes_price: 50, no_price: 50, taker_side: 'yes', created_time: '2024-01-31T00:00:00Z', _fetched_at: '2024-03-01T00:00:00Z' },
    ]);
    const pmBase = { slug: 's', liquidity: 0, active: false, created_at: '2024-01-01T00:00:00Z', market_maker_address: null, _fetched_at: '2024-03-01T00:00:00Z' };
    await writeTable(source, 'polymarket/markets', [
      { ...pmBase, id: '1', condition_id: '0xAA', question: 'Fed cut?', outcomes: '["Yes","No"]', outcome_prices: '["0.3","0.7"]', clob_token_ids: '["111","222"]', volume: 5000.5, closed: true, end_date: '2024-02-10T00:00:00Z' },
      { ...pmBase, id: '2', condition_id: '0xbb', question: 'Fifty-fifty?', outcomes: '["Yes","No"]', outcome_prices: '["0.5","0.5"]', clob_token_ids: '["333","444"]', volume: 10, closed: true, end_date: '2024-02-11T00:00:00Z' },
      { ...pmBase, id: '3', condition_id: '0xcc', question: 'Three ways?', outcomes: '["A","B","C"]', outcome_prices: '["0.2","0.3","0.5"]', clob_token_ids: '["5","6","7"]', volume: 10, closed: false, end_date: '2024-02-12T00:00:00Z' },
    ]);
    // The on-chain resolution of 0xaa pays the first outcome (YES), whatever the last Gamma prices said.
    await writeTable(source, 'polymarket/resolutions', [{ block_number: 1, transaction_hash: '0x', log_index: 0, condition_id: '0xaa', oracle: '0x', question_id: '0x', outcome_slot_count: 2, payout_numerators: '["1","0"]', _fetched_at: '2024-03-01T00:00:00Z' }]);
    await writeTable(source, 'polymarket/events', [{ id: 'e1', slug: 'e', title: 'Fed', category: 'Economics', tags: '["economy"]', market_ids: '["1","2"]', volume: 1, liquidity: 1, active: false, closed: true, start_date: null, end_date: null, created_at: null, _fetched_at: '2024-03-01T00:00:00Z' }]);
    await writeTable(source, 'polymarket/trades', [
      // Maker gives 30 USDC for 100 YES tokens; the taker sold YES (took NO): YES at 0.30, taker side no.
      { block_number: 10, transaction_hash: '0x1', log_index: 0, order_hash: 'h', maker: 'm', taker: 't', maker_asset_id: '0', taker_asset_id: '111', maker_amount: 30_000_000, taker_amount: 100_000_000, fee: 0, _fetched_at: '2024-03-01T00:00:00Z', _contract: 'CTF Exchange' },
      // Maker gives 50 NO tokens for 40 USDC (NO at 0.80); the taker paid USDC for NO: YES at 0.20, taker side no.
      { block_number: 11, transaction_hash: '0x2', log_index: 0, order_hash: 'h', maker: 'm', taker: 't', maker_asset_id: '222', taker_asset_id: '0', maker_amount: 50_000_000, taker_amount: 40_000_000, fee: 0, _fetched_at: '2024-03-01T00:00:00Z', _contract: 'CTF Exchange' },
    ]);
    await writeTable(source, 'polymarket/blocks', [
      { block_number: 10, timestamp: '2024-02-01T10:00:00Z' },
      { block_number: 11, timestamp: '2024-02-02T10:00:00Z' },
    ]);
  });
  afterAll(async () => {
    await rm(source, { recursive: true, force: true });
    await rm(directory, { recursive: true, force: true });
  });

  it('maps statuses, prices in cents, fills and resolutions, and counts what it leaves out', async () => {
    const result = await importResearchDataset({ source, directory });
    expect(result.venues).toEqual([
      { venue: 'kalshi', markets: 3, resolved: 1, void: 1, unresolved: 1, trades: 2, skipped_markets: 1, dropped_trades: 1 },
      { venue: 'polymarket', markets: 2, resolved: 1, void: 1, unresolved: 0, trades: 2, skipped_markets: 1, dropped_trades: 0 },
    ]);
    const entries = await scanAll(directory);
    expect(entries.map((e) => e.market.id)).toEqual(['K-YES', 'K-VOID', 'K-OPEN', '0xaa', '0xbb']);
    const k = entries[0]!;
    expect(k.market).toMatchObject({ status: 'resolved', outcome: 'yes', volume: 100, open_interest: 10, open_time: '2024-01-01T00:00:00.000Z' });
    expect(k.trades).toEqual([
      { t: '2024-01-30T00:00:00.000Z', yes_price: 0.07, count: 5, taker_side: 'no' },
      { t: '2024-01-31T00:00:00.000Z', yes_price: 0.12, count: 2, taker_side: 'yes' },
    ]);
    expect(entries[1]!.market).toMatchObject({ status: 'void', outcome: null });
    expect(entries[2]!.market).toMatchObject({ status: 'unresolved', outcome: null });
    const pm = entries[3]!;
    expect(pm.market).toMatchObject({ venue: 'polymarket', status: 'resolved', outcome: 'yes', category: 'economics', volume: 5000.5 });
    expect(pm.trades.map((t) => [t.t, Math.round(t.yes_price * 1e9) / 1e9, t.count, t.taker_side])).toEqual([
      ['2024-02-01T10:00:00.000Z', 0.3, 100, 'no'],
      ['2024-02-02T10:00:00.000Z', 0.2, 50, 'no'],
    ]);
    expect(entries[4]!.market).toMatchObject({ status: 'void', outcome: null });
  });

  it('stops when aborted and leaves no temporary file behind', async () => {
    const controller = new AbortController();
    controller.abort();
    const other = await mkdtemp(join(tmpdir(), 'guidekit-pmabort-'));
    try {
      await expect(importResearchDataset({ source, directory: other, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError', message: expect.stringMatching(/^importResearchDataset: aborted after 0 of \d+$/) });
      expect(await readdir(other)).toEqual([]);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
