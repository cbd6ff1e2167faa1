import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryCorpus } from '../../src/backtest/predictionMarkets/createMemoryCorpus.js';
import { runCli, type CliIo } from '../../src/cli/runCli.js';
import { handMarkets } from '../backtest/predictionMarkets/_syntheticMarkets.js';

// Labelled synthetic corpus (test/backtest/predictionMarkets/_syntheticMarkets.ts).
function io(withCorpus: boolean) {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIo = {
    stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), today: () => '2026-11-22',
    loadPorts: async () => ({ ports: withCorpus ? { pmCorpus: createMemoryCorpus(handMarkets()) } : {}, dataMode: { mode: 'live' } as never }),
  };
  return { value, out, err };
}

describe('guidekit backtest --markets', () => {
  it('prints the summary, or the endpoint body with --json', async () => {
    const a = io(true);
    expect(await runCli(['backtest', '--markets', 'Buy YES below 10c 7 days before close, 100 contracts', '--spread', '0', '--fees', 'none'], a.value)).toBe(0);
    expect(a.out.join('')).toContain('net P&L $183.50');
    const b = io(true);
    expect(await runCli(['backtest', '--markets', 'Buy YES below 10c 7 days before close, 100 contracts', '--json'], b.value)).toBe(0);
    expect(JSON.parse(b.out.join(''))).toMatchObject({ mode: 'markets', trade_count: 3, summary: { net_pnl: '180.11' } });
  });
  it('exits 2 on an unreadable rule (naming it, with suggestions) and 3 without a corpus', async () => {
    const a = io(true);
    expect(await runCli(['backtest', '--markets', 'Buy YES when it rains'], a.value)).toBe(2);
    expect(a.err.join('')).toContain('"rains"');
    expect(a.err.join('')).toContain('rules that compile');
    const b = io(false);
    expect(await runCli(['backtest', '--markets', 'Buy YES below 10c'], b.value)).toBe(3);
  });
  it('writes the interactive report with --report, its data block holding every trade of the run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guidekit-pm-report-'));
    try {
      const file = join(dir, 'report.html');
      const a = io(true);
      expect(await runCli(['backtest', '--markets', 'Buy YES below 10c 7 days before close, 100 contracts', '--spread', '0', '--fees', 'none', '--report', file], a.value)).toBe(0);
      const html = await readFile(file, 'utf8');
      const json = /<script type="application\/json" id="guidekit-report-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(json).toBeDefined();
      const data = JSON.parse(json!) as { trades: unknown[] };
      expect(data.trades).toHaveLength(3);
      expect(html).toContain('Buy YES below 10c 7 days before close');
      expect(a.err.join('')).toContain('report written to');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
