// Writes corpus entries straight into the store's normalized Parquet files (test helper: the contract suite feeds the
// same entries to every implementation; the importers are tested separately on the dataset layout).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { CorpusEntry, CorpusVenue } from '../../../src/backtest/predictionMarkets/PredictionMarketCorpus.js';
import { corpusFilePath, MARKET_COLUMNS, TRADE_COLUMNS, type CorpusSource } from '../../../src/adapters/pmCorpus/pmCorpusLayout.js';

const cols = (spec: string) => `{${spec.split(', ').map((c) => { const [n, t] = c.split(' '); return `'${n}': '${t}'`; }).join(', ')}}`;

export async function writeNormalizedCorpus(directory: string, entries: readonly CorpusEntry[], source: CorpusSource = 'dataset'): Promise<void> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    for (const venue of ['kalshi', 'polymarket'] as CorpusVenue[]) {
      const mine = entries.filter((e) => e.market.venue === venue);
      if (mine.length === 0) continue;
      await mkdir(join(directory, venue), { recursive: true });
      const marketsJson = join(directory, venue, `${source}.markets.json`);
      const tradesJson = join(directory, venue, `${source}.trades.json`);
      await writeFile(
        marketsJson,
        mine.map(({ market: m }) => JSON.stringify({ seq: 0, venue, id: m.id, title: m.title, category: m.category, open_ms: m.open_time === null ? null : Date.parse(m.open_time), close_ms: Date.parse(m.close_time), status: m.status, outcome: m.outcome, volume: m.volume, open_interest: m.open_interest })).join('\n') + '\n',
      );
      const trades = mine.flatMap(({ market: m, trades: ts }) => ts.map((t) => JSON.stringify({ venue, market_id: m.id, market_seq: 0, close_ms: Date.parse(m.close_time), t_ms: Date.parse(t.t), yes_price: t.yes_price, count: t.count, taker_side: t.taker_side })));
      await writeFile(tradesJson, trades.join('\n') + '\n');
      // Numbered in (close, id) order, trades sorted by (number, time): the layout the importers write.
      await connection.run(`CREATE OR REPLACE TABLE m AS SELECT * REPLACE (row_number() OVER (ORDER BY close_ms, id) AS seq) FROM read_json('${marketsJson}', format = 'newline_delimited', columns = ${cols(MARKET_COLUMNS)})`);
      await connection.run(`COPY (SELECT * FROM m ORDER BY seq) TO '${corpusFilePath(directory, venue, source, 'markets')}' (FORMAT parquet)`);
      if (trades.length > 0) {
        await connection.run(`COPY (SELECT t.* REPLACE (m.seq AS market_seq) FROM read_json('${tradesJson}', format = 'newline_delimited', columns = ${cols(TRADE_COLUMNS)}) t JOIN m ON m.id = t.market_id ORDER BY m.seq, t.t_ms) TO '${corpusFilePath(directory, venue, source, 'trades')}' (FORMAT parquet, ROW_GROUP_SIZE 2048)`);
      }
      await rm(marketsJson);
      await rm(tradesJson);
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
