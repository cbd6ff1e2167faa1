import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPorts } from '../../../src/adapters/ports/createPorts.js';
import { buildContractCorpus } from '../../backtest/predictionMarkets/corpusContract.js';
import { writeNormalizedCorpus } from './writeNormalizedCorpus.js';

describe('createPorts and the pmCorpus port', () => {
  it('leaves the port out without corpus files and wires it (DuckDB, opened on first use) once files exist', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'guidekit-ports-pm-'));
    const settings = { GUIDEKIT_DATA_DIR: dataDir, GUIDEKIT_MERCHANT_PROBE: 'off' };
    try {
      const bare = await createPorts(settings);
      try {
        expect(bare.ports.pmCorpus).toBeUndefined();
        expect((await bare.sources.find((s) => s.id === 'pm-corpus')!.describe(new Date())).status).toBe('unavailable');
      } finally {
        await bare.close();
      }
      // The default directory is <data dir>/pm-corpus; GUIDEKIT_PM_CORPUS_DIR moves it.
      await writeNormalizedCorpus(join(dataDir, 'pm-corpus'), buildContractCorpus(12));
      const wired = await createPorts(settings);
      try {
        expect(wired.ports.pmCorpus).toBeDefined();
        const status = await wired.ports.pmCorpus!.status();
        expect(status.reduce((s, v) => s + v.markets, 0)).toBe(12);
        expect((await wired.sources.find((s) => s.id === 'pm-corpus')!.describe(new Date())).status).toBe('ok');
      } finally {
        await wired.close();
      }
      const moved = await createPorts({ ...settings, GUIDEKIT_PM_CORPUS_DIR: join(dataDir, 'elsewhere') });
      try {
        expect(moved.ports.pmCorpus).toBeUndefined();
      } finally {
        await moved.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
