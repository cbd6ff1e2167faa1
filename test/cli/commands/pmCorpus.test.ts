import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPmCorpusCommand } from '../../../src/cli/commands/pmCorpus.js';
import { EXIT, runCli } from '../../../src/cli/runCli.js';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { stdout: (t: string) => void out.push(t), stderr: (t: string) => void err.push(t), today: () => '2026-12-02' } };
}

describe('guidekit data pm-corpus', () => {
  let directory: string;
  const saved = process.env.GUIDEKIT_PM_CORPUS_DIR;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'guidekit-pmcli-'));
    process.env.GUIDEKIT_PM_CORPUS_DIR = directory;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.GUIDEKIT_PM_CORPUS_DIR;
    else process.env.GUIDEKIT_PM_CORPUS_DIR = saved;
    await rm(directory, { recursive: true, force: true });
  });

  it('status of an empty corpus answers zero counts and says how to fill it', async () => {
    const { out, io } = capture();
    expect(await runCli(['data', 'pm-corpus', 'status'], io)).toBe(EXIT.ok);
    expect(out.join('')).toMatch(/kalshi\s+0 markets/);
    expect(out.join('')).toMatch(/empty: run guidekit data pm-corpus import DIR or sync/);
  });

  it('imports the real sample without a progress bar off a terminal, then status counts it (json)', async () => {
    const { out, err, io } = capture();
    expect(await runPmCorpusCommand(['import', 'test/fixtures/pm-corpus'], io, { tty: false })).toBe(EXIT.ok);
    expect(err.join('')).toBe('');
    expect(out.join('')).toMatch(/kalshi\s+7 markets \(0 resolved, 0 void, 7 unresolved\)/);
    const status = capture();
    expect(await runPmCorpusCommand(['status', '--json'], status.io)).toBe(EXIT.ok);
    const doc = JSON.parse(status.out.join('')) as { venues: { venue: string; markets: number; resolved: number }[] };
    expect(doc.venues.find((v) => v.venue === 'polymarket')).toMatchObject({ markets: 2, resolved: 1 });
  });

  it('draws a progress bar on a terminal', async () => {
    const { err, io } = capture();
    expect(await runPmCorpusCommand(['import', 'test/fixtures/pm-corpus'], io, { tty: true })).toBe(EXIT.ok);
    expect(err.join('')).toMatch(/\[#*\.*\] 0\/2 kalshi markets/);
  });

  it('an interrupted import or sync (the AbortError of the adapters, as Ctrl-C gives) says so and exits 1, keeping the corpus', async () => {
    const controller = new AbortController();
    controller.abort();
    const before = capture();
    expect(await runPmCorpusCommand(['status', '--json'], before.io)).toBe(EXIT.ok);
    const imported = capture();
    expect(await runPmCorpusCommand(['import', 'test/fixtures/pm-corpus'], imported.io, { tty: false, signal: controller.signal })).toBe(EXIT.fault);
    expect(imported.err.join('')).toMatch(/^interrupted \(importResearchDataset: aborted after 0 of \d+\): a venue whose import did not finish keeps its previous files\n$/);
    expect(imported.out.join('')).not.toMatch(/imported into/);
    const synced = capture();
    expect(await runPmCorpusCommand(['sync', '--venue', 'kalshi'], synced.io, { tty: false, signal: controller.signal })).toBe(EXIT.fault);
    expect(synced.err.join('')).toBe('interrupted (syncPmCorpus: aborted after 0 request(s)): run the same sync again to resume\n');
    const after = capture();
    expect(await runPmCorpusCommand(['status', '--json'], after.io)).toBe(EXIT.ok);
    expect(after.out).toEqual(before.out);
  });

  it.each([
    [['import']],
    [['import', 'no/such/dir']],
    [['import', 'test/fixtures']],
    [['sync', '--venue', 'manifold']],
    [['sync', '--since', 'yesterday']],
    [['status', 'extra']],
    [['frobnicate']],
    [['status', '--bogus']],
  ])('exits 2 on bad arguments: %j', async (args) => {
    const { err, io } = capture();
    expect(await runPmCorpusCommand(args, io, { tty: false })).toBe(EXIT.usage);
    expect(err.join('')).toMatch(/guidekit data pm-corpus: /);
  });
});
