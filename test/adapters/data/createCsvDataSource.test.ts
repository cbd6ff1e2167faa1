import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { createCsvDataSource } from '../../../src/adapters/data/createCsvDataSource.js';
import type { CsvRowIssue } from '../../../src/backtest/parseOhlcvCsv.js';

const dir = mkdtempSync(join(tmpdir(), 'guidekit-csv-'));
writeFileSync(join(dir, 'ABC.csv'), 'Date,Open,High,Low,Close,Volume\n2024-01-02,1,2,1,1.5,10\n2024-01-03,1.5,2,1,x,10\n2024-01-04,2,3,2,2.5,10\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rejection(p: Promise<unknown>): Promise<GuidekitError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof GuidekitError) return e;
    throw e;
  }
  throw new Error('expected a GuidekitError');
}

describe('createCsvDataSource', () => {
  it('loads <SYMBOL>.csv from the directory, filters the range and reports rejected rows', async () => {
    const seen: [string, readonly CsvRowIssue[]][] = [];
    const source = createCsvDataSource({ directory: dir, onIssues: (s, issues) => seen.push([s, issues]) });
    const bars = await source.load('ABC', { start: '2024-01-03' });
    expect(bars.dates).toEqual(['2024-01-04']);
    expect(seen.map(([s, i]) => [s, i.map((x) => x.line)])).toEqual([['ABC', [3]]]);
  });

  it('rejects a missing file and a symbol that could leave the directory', async () => {
    const source = createCsvDataSource({ directory: dir });
    expect((await rejection(source.load('NOPE'))).code).toBe('not_found');
    expect((await rejection(source.load('../etc/passwd'))).field).toBe('symbol');
    expect(() => createCsvDataSource({ directory: '' })).toThrow(GuidekitError);
  });
});
