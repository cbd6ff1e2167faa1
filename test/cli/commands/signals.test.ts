import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSignalsCommand } from '../../../src/cli/commands/signals.js';
import { runCli, type CliIo } from '../../../src/cli/runCli.js';
import type { SignalLogEntry } from '../../../src/markets/ports/SignalLog.js';
import { fakePrices, historyBars, memorySignalLog } from '../../catalog/markets/_marketFakes.js';

// The recorded bars are SPY's real daily history (test/fixtures/history/SPY.csv, LEAN's sample data); its rows
// 2021-03-26 (close 395.98) and 2021-03-29 (open 394.35) are read from the file here, not from the code under test.
const rows = readFileSync(fileURLToPath(new URL('../../fixtures/history/SPY.csv', import.meta.url)), 'utf8').split('\n');
const row = (date: string) => rows.find((r) => r.startsWith(date))!.split(',').map(Number);
const friday = row('2021-03-26');
const monday = row('2021-03-29');
const spy = historyBars('SPY', 'SPY', { endIso: '2021-03-31' });

/** A SPY signal served on Saturday 2021-03-27, priced off a live perpetual mid of 395.10. */
const served: SignalLogEntry = {
  endpoint: 'signalGenerate',
  instrument: 'SPY',
  timeframe: '1d',
  captured_at: Date.parse('2021-03-27T15:00:00Z'),
  direction: 'long',
  entry: 395.1,
  entry_source: 'perp_exchange_mid',
  entry_quality: 'live',
  last_close: friday[4]!,
  stop: 389,
  take_profit: 401.2,
  reference: { source: 'perp_exchange_mid', coin: 'xyz:SPY', label: 'SPY', quality: 'live', reason: null, session: 'closed', as_of: Date.parse('2021-03-27T15:00:00Z'), mid: 395.1, mark: 395.12, oracle: 395.08, vs_last_close_pct: -0.22, attribution: 'SPY perpetual' },
};

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIo = { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), today: () => '2021-04-01' };
  return { cli, out, err };
}

describe('guidekit signals grade', () => {
  it('grades a weekend entry against the next session\'s first bar, beside the last close, and writes it once', async () => {
    const log = memorySignalLog();
    await log.recordSignal(served);
    // A second entry captured after the last recorded bar: its next session has not opened in the data.
    await log.recordSignal({ ...served, captured_at: Date.parse('2021-04-03T15:00:00Z') });
    const { cli, out } = io();
    const code = await runSignalsCommand(['grade'], cli, {
      openLog: async () => Object.assign(log, { close: async () => undefined }),
      openPrices: async () => ({ prices: fakePrices({ bars: { SPY: spy }, clock: '2021-04-03T16:00:00Z' }), close: async () => undefined }),
      now: () => new Date('2021-04-03T16:00:00Z'),
    });
    expect(code).toBe(0);
    const graded = log.entries[0]!;
    expect(graded.grade_bar_time).toBe(Date.parse('2021-03-29T00:00:00Z'));
    expect(graded.grade_bar_open).toBe(monday[1]);
    expect(graded.entry_error).toBeCloseTo(395.1 - monday[1]!, 9);
    expect(graded.entry_error_pct).toBeCloseTo(((395.1 - monday[1]!) / monday[1]!) * 100, 9);
    expect(graded.last_close_error).toBeCloseTo(friday[4]! - monday[1]!, 9);
    expect(log.entries[1]!.graded_at).toBeNull();
    expect(out.join('')).toContain('nearer than the last close');
    expect(out.join('')).toContain('graded 1, pending 1, unavailable 0');
    // Graded once: a second run finds only the pending one.
    const again = io();
    await runSignalsCommand(['grade', '--json'], again.cli, {
      openLog: async () => Object.assign(log, { close: async () => undefined }),
      openPrices: async () => ({ prices: fakePrices({ bars: { SPY: spy }, clock: '2021-04-03T16:00:00Z' }), close: async () => undefined }),
      now: () => new Date('2021-04-03T16:00:00Z'),
    });
    expect(JSON.parse(again.out.join('')).graded.map((l: { status: string }) => l.status)).toEqual(['pending']);
  });

  it('leaves an entry ungraded and exits 3 when the price source is down', async () => {
    const log = memorySignalLog();
    await log.recordSignal(served);
    const { cli } = io();
    const code = await runSignalsCommand(['grade'], cli, {
      openLog: async () => Object.assign(log, { close: async () => undefined }),
      openPrices: async () => ({ prices: fakePrices({ bars: {}, clock: '2021-04-03T16:00:00Z', down: 'all' }), close: async () => undefined }),
    });
    expect(code).toBe(3);
    expect(log.entries[0]!.graded_at).toBeNull();
  });

  it('is reachable from the main command and refuses an unknown subcommand or a bad limit', async () => {
    const help = io();
    expect(await runCli(['signals', '--help'], help.cli)).toBe(0);
    expect(help.out.join('')).toContain('guidekit signals grade');
    for (const args of [['signals', 'regrade'], ['signals', 'grade', '--limit', '0']]) {
      const bad = io();
      expect(await runCli(args, bad.cli), args.join(' ')).toBe(2);
    }
  });
});
