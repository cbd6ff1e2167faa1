import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckDbCorpus } from '../../../src/adapters/pmCorpus/createDuckDbCorpus.js';
import { importResearchDataset, type PmCorpusImportProgress } from '../../../src/adapters/pmCorpus/importResearchDataset.js';
import { corpusFilePath } from '../../../src/adapters/pmCorpus/pmCorpusLayout.js';

// The real sample of recorded venue markets in the research dataset's layout (test/fixtures/README.md).
const FIXTURE = 'test/fixtures/pm-corpus';

async function listAll(directory: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) if (entry.isFile()) out.push(join(entry.parentPath, entry.name));
  return out.sort();
}

async function countMarkets(directory: string): Promise<number> {
  const corpus = await createDuckDbCorpus({ directory });
  try {
    return (await corpus.status()).reduce((n, s) => n + s.markets, 0);
  } finally {
    corpus.close();
  }
}

/** Issue #24 item 6: the corpus import can be watched (onProgress) and stopped (signal), leaving the corpus whole. */
describe('importResearchDataset: progress and abort', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'guidekit-pmprogress-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('reports steps whose done count rises by one from 0 and stays below total', async () => {
    const steps: PmCorpusImportProgress[] = [];
    const result = await importResearchDataset({ source: FIXTURE, directory, onProgress: (p) => steps.push(p) });
    expect(result.status).toBe('imported');
    expect(steps.length).toBeGreaterThan(0);
    steps.forEach((s, i) => {
      expect(s.done).toBe(i);
      expect(s.done).toBeLessThan(s.total);
      expect(s.total).toBe(steps[0]!.total);
    });
  });

  it('stops when aborted during the first venue: an AbortError, the second venue untouched, no temporary file', async () => {
    const marketsBefore = await countMarkets(directory);
    const polymarket = corpusFilePath(directory, 'polymarket', 'dataset', 'markets');
    const bytesBefore = await readFile(polymarket);
    const mtimeBefore = (await stat(polymarket)).mtimeMs;
    const controller = new AbortController();
    const steps: string[] = [];
    const error = await importResearchDataset({
      source: FIXTURE,
      directory,
      signal: controller.signal,
      onProgress: (p) => {
        steps.push(`${p.venue} ${p.step}`);
        if (p.venue === 'kalshi') controller.abort();
      },
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    // The project's abort convention (as sweeps and Monte Carlo): an Error named AbortError, the reason as cause.
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'AbortError', cause: controller.signal.reason });
    expect((error as Error).message).toMatch(/^importResearchDataset: aborted after \d+ of \d+$/);
    expect(steps.some((s) => s.startsWith('polymarket'))).toBe(false);
    // The venue the stop came before keeps its previous file, byte for byte.
    expect((await stat(polymarket)).mtimeMs).toBe(mtimeBefore);
    expect(Buffer.compare(await readFile(polymarket), bytesBefore)).toBe(0);
    expect((await listAll(directory)).filter((f) => f.includes('.tmp-'))).toEqual([]);
    // The corpus still opens and holds what it held.
    expect(await countMarkets(directory)).toBe(marketsBefore);
  });
});
