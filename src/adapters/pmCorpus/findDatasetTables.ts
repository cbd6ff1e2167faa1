import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The tables of the research dataset found in a directory: each a folder of Parquet files, or absent. */
export interface DatasetTables {
  readonly kalshiMarkets: string | null;
  readonly kalshiTrades: string | null;
  readonly polymarketMarkets: string | null;
  readonly polymarketTrades: string | null;
  readonly polymarketBlocks: string | null;
  readonly polymarketEvents: string | null;
  readonly polymarketResolutions: string | null;
  readonly polymarketPriceHistory: string | null;
}

async function hasParquet(directory: string): Promise<boolean> {
  try {
    const names = await readdir(directory, { recursive: true });
    return names.some((n) => n.endsWith('.parquet'));
  } catch {
    return false;
  }
}

/**
 * Finds the tables of the public research dataset of Kalshi and Polymarket (Jon-Becker/prediction-market-analysis,
 * docs/SCHEMAS.md) in a directory laid out as it is published: `data/kalshi/markets`, `data/kalshi/trades`,
 * `data/polymarket/{markets,trades,blocks,events,resolutions,price_history}`. The directory may be the one holding
 * `data/` or `data/` itself.
 *
 * @param directory - Where the dataset was unpacked.
 * @returns A DuckDB glob (`<folder>/**\/*.parquet`) per table found, `null` for each one absent.
 * @example
 * ```ts
 * (await findDatasetTables('prediction-market-analysis')).kalshiMarkets; //=> '.../data/kalshi/markets/**\/*.parquet'
 * ```
 * @see docs/prediction-markets.md
 */
export async function findDatasetTables(directory: string): Promise<DatasetTables> {
  const root = (await stat(join(directory, 'data')).then((s) => s.isDirectory(), () => false)) ? join(directory, 'data') : directory;
  const table = async (venue: string, name: string) => {
    const folder = join(root, venue, name);
    return (await hasParquet(folder)) ? join(folder, '**', '*.parquet') : null;
  };
  return {
    kalshiMarkets: await table('kalshi', 'markets'),
    kalshiTrades: await table('kalshi', 'trades'),
    polymarketMarkets: await table('polymarket', 'markets'),
    polymarketTrades: await table('polymarket', 'trades'),
    polymarketBlocks: await table('polymarket', 'blocks'),
    polymarketEvents: await table('polymarket', 'events'),
    polymarketResolutions: await table('polymarket', 'resolutions'),
    polymarketPriceHistory: await table('polymarket', 'price_history'),
  };
}
