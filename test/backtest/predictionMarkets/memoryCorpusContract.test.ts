// The shared corpus contract (corpusContract.ts) run against the in-memory corpus; the DuckDB store runs the same
// suite in test/adapters/pmCorpus/duckDbCorpus.test.ts.
import { createMemoryCorpus } from '../../../src/backtest/predictionMarkets/createMemoryCorpus.js';
import { describeCorpusContract } from './corpusContract.js';

describeCorpusContract('in memory', async (entries) => ({ corpus: createMemoryCorpus(entries) }));
