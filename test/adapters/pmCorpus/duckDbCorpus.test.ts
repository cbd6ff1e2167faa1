import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDuckDbCorpus } from '../../../src/adapters/pmCorpus/createDuckDbCorpus.js';
import type { CorpusEntry } from '../../../src/backtest/predictionMarkets/PredictionMarketCorpus.js';
import { buildContractCorpus, describeCorpusContract } from '../../backtest/predictionMarkets/corpusContract.js';
import { writeNormalizedCorpus } from './writeNormalizedCorpus.js';

describeCorpusContract('DuckDB over Parquet', async (entries) => {
  const directory = await mkdtemp(join(tmpdir(), 'guidekit-pmcorpus-'));
  await writeNormalizedCorpus(directory, entries);
  const corpus = await createDuckDbCorpus({ directory });
  return {
    corpus,
    close: async () => {
      corpus.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});

describe('createDuckDbCorpus', () => {
  it('prefers the indexer copy of a market over the dataset copy, with that copy trades only', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'guidekit-pmcorpus-'));
    try {
      const [first, second] = buildContractCorpus(10).filter((e) => e.trades.length > 1 && e.market.venue === 'kalshi');
      const older: CorpusEntry = { ...first!, market: { ...first!.market, status: 'unresolved', outcome: null } };
      const fresher: CorpusEntry = { ...first!, market: { ...first!.market, status: 'resolved', outcome: 'yes' }, trades: first!.trades.slice(0, 1) };
      await writeNormalizedCorpus(directory, [older, second!], 'dataset');
      await writeNormalizedCorpus(directory, [fresher], 'sync');
      const corpus = await createDuckDbCorpus({ directory });
      const got: CorpusEntry[] = [];
      for await (const e of corpus.scan({})) got.push(e);
      const status = await corpus.status();
      corpus.close();
      expect(got).toHaveLength(2);
      const merged = got.find((e) => e.market.id === first!.market.id)!;
      expect(merged.market.status).toBe('resolved');
      expect(merged.trades).toHaveLength(1);
      expect(status.find((s) => s.venue === 'kalshi')).toMatchObject({ markets: 2, resolved: 1, trades: 1 + second!.trades.length });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('keeps titles with accents, quotes and the unit separator (which becomes a space) intact through the scan', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'guidekit-pmcorpus-'));
    try {
      const [base] = buildContractCorpus(1);
      const entry: CorpusEntry = { ...base!, market: { ...base!.market, title: "Nieve en Bogotá? It's \u001fcold", category: 'weather' } };
      await writeNormalizedCorpus(directory, [entry]);
      const corpus = await createDuckDbCorpus({ directory });
      const got: CorpusEntry[] = [];
      for await (const e of corpus.scan({ titleWords: ['cold'] })) got.push(e);
      corpus.close();
      expect(got.map((e) => [e.market.id, e.market.title, e.market.category])).toEqual([[entry.market.id, "Nieve en Bogotá? It's  cold", 'weather']]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('refuses an empty directory name, naming the function', async () => {
    await expect(createDuckDbCorpus({ directory: ' ' })).rejects.toThrow(/createDuckDbCorpus/);
  });
});
