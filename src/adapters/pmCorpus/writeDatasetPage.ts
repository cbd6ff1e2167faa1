import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { quoteSqlString } from './quoteSqlString.js';

/**
 * Writes one page of rows as a Parquet file of the research dataset's layout (through a temporary NDJSON file and
 * DuckDB's `read_json` with fixed column types), under a temporary name renamed into place, so a page file is either
 * whole or absent and the indexer's resume point never names a half-written page.
 *
 * @param connection - A DuckDB connection.
 * @param path - The Parquet file to write.
 * @param rows - The rows (keys are column names; missing keys are null).
 * @param columns - Column name to DuckDB type ({@link KALSHI_MARKET_PAGE_COLUMNS} and the others).
 * @returns The number of rows written.
 * @example
 * ```ts
 * await writeDatasetPage(connection, 'sync/data/kalshi/markets/markets_000001.parquet', rows, KALSHI_MARKET_PAGE_COLUMNS);
 * ```
 * @see docs/prediction-markets.md
 */
export async function writeDatasetPage(connection: DuckDBConnection, path: string, rows: readonly Record<string, unknown>[], columns: Readonly<Record<string, string>>): Promise<number> {
  await mkdir(dirname(path), { recursive: true });
  const json = `${path}.ndjson`;
  const names = Object.keys(columns);
  await writeFile(json, rows.map((r) => JSON.stringify(Object.fromEntries(names.map((n) => [n, r[n] ?? null])))).join('\n') + '\n');
  const spec = `{${names.map((n) => `${quoteSqlString(n)}: ${quoteSqlString(columns[n]!)}`).join(', ')}}`;
  try {
    await connection.run(`COPY (SELECT * FROM read_json(${quoteSqlString(json)}, format = 'newline_delimited', columns = ${spec})) TO ${quoteSqlString(`${path}.tmp`)} (FORMAT parquet)`);
    await rename(`${path}.tmp`, path);
  } finally {
    await rm(json, { force: true });
    await rm(`${path}.tmp`, { force: true });
  }
  return rows.length;
}
