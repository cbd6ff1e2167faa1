import type { CorpusEntry, CorpusFilter, CorpusVenueStatus, PredictionMarketCorpus } from '../../backtest/predictionMarkets/PredictionMarketCorpus.js';
import type { DuckDbCorpus } from './createDuckDbCorpus.js';

/** The port as createPorts holds it: DuckDB opens on the first call, and `close()` releases it. */
export interface PmCorpusPort extends PredictionMarketCorpus {
  close(): void;
}

/**
 * The `pmCorpus` port over a corpus directory, loading and opening DuckDB only when a backtest or `status` first asks,
 * so that a process that never reads the corpus (most `guidekit call`s, `serve` until a backtest) never loads it.
 *
 * @param options - `directory`: the corpus directory.
 * @returns The port.
 * @example
 * ```ts
 * const port = createPmCorpusPort({ directory: resolvePmCorpusDir(settings) });
 * await port.status();
 * port.close();
 * ```
 * @see docs/prediction-markets.md
 */
export function createPmCorpusPort(options: { readonly directory: string }): PmCorpusPort {
  let opened: Promise<DuckDbCorpus> | undefined;
  // Loaded on demand: the native DuckDB binding is read only by a process that reads the corpus.
  const open = () => (opened ??= import('./createDuckDbCorpus.js').then((m) => m.createDuckDbCorpus({ directory: options.directory })));
  return {
    async status(): Promise<readonly CorpusVenueStatus[]> {
      return (await open()).status();
    },
    async *scan(filter: CorpusFilter, scanOptions?: { readonly signal?: AbortSignal }): AsyncGenerator<CorpusEntry> {
      yield* (await open()).scan(filter, scanOptions);
    },
    close(): void {
      void opened?.then((c) => c.close()).catch(() => undefined);
      opened = undefined;
    },
  };
}
