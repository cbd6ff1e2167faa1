import { stat } from 'node:fs/promises';
import type { CorpusVenue } from '../../backtest/predictionMarkets/PredictionMarketCorpus.js';
import { CORPUS_SOURCES, CORPUS_VENUES, corpusFilePath, type CorpusSource } from './pmCorpusLayout.js';

/** One source's pair of normalized files that exist on disk. */
export interface CorpusFilePair {
  readonly venue: CorpusVenue;
  readonly source: CorpusSource;
  readonly markets: string;
  /** The trades file, or `null` when the source wrote markets only. */
  readonly trades: string | null;
}

const exists = (path: string) =>
  stat(path).then(
    (s) => s.isFile() && s.size > 0,
    () => false,
  );

/**
 * The normalized files present in a corpus directory (a missing directory has none), so the store reads what was
 * imported and an empty corpus answers zero counts instead of failing.
 *
 * @param directory - The corpus directory.
 * @returns Every venue/source pair whose markets file exists, in venue then source precedence order.
 * @example
 * ```ts
 * (await listCorpusFiles('/data/pm-corpus')).map((f) => f.venue); //=> ['kalshi', 'polymarket']
 * ```
 * @see docs/prediction-markets.md
 */
export async function listCorpusFiles(directory: string): Promise<CorpusFilePair[]> {
  const pairs: CorpusFilePair[] = [];
  for (const venue of CORPUS_VENUES) {
    for (const source of CORPUS_SOURCES) {
      const markets = corpusFilePath(directory, venue, source, 'markets');
      if (!(await exists(markets))) continue;
      const trades = corpusFilePath(directory, venue, source, 'trades');
      pairs.push({ venue, source, markets, trades: (await exists(trades)) ? trades : null });
    }
  }
  return pairs;
}
