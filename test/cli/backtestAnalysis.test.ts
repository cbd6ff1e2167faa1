import { describe, expect, it } from 'vitest';
import { computeBacktestStats } from '../../src/backtest/computeBacktestStats.js';
import { createSmaCrossStrategy } from '../../src/backtest/createSmaCrossStrategy.js';
import { runBacktest } from '../../src/backtest/runBacktest.js';
import { readSweepFlags } from '../../src/cli/commands/backtestAnalysis.js';
import { runBacktestCommand } from '../../src/cli/commands/backtest.js';
import { EXIT } from '../../src/cli/runCli.js';
import { GOOG_PATH, loadGoog } from '../backtest/_goog.js';

const RULE = 'Go long when SMA({fast}) crosses above SMA({slow}). Go short when SMA({fast}) crosses below SMA({slow}).';

function capture(isTTY: boolean) {
  const out: string[] = [];
  const err: string[] = [];
  const bar: string[] = [];
  return {
    out, err, bar,
    io: { stdout: (t: string) => void out.push(t), stderr: (t: string) => void err.push(t), today: () => '2026-12-02' },
    options: { progress: { isTTY, columns: 100, write: (t: string) => void bar.push(t) } },
  };
}

describe('guidekit backtest --sweep / --walk-forward / --monte-carlo', () => {
  const bars = loadGoog();

  it('sweeps {fast}×{slow}, picks the combination a direct SmaCross run confirms, and draws a bar only on a TTY', async () => {
    const tty = capture(true);
    const args = ['--data', GOOG_PATH, '--rule', RULE, '--sweep', 'fast=5,10,20', '--sweep', 'slow=30..50/10', '--json'];
    expect(await runBacktestCommand(args, tty.io, tty.options)).toBe(EXIT.ok);
    const summary = JSON.parse(tty.out.join(''));
    expect(summary).toMatchObject({ mode: 'sweep', keys: ['fast', 'slow'], combinations: 9, evaluated: 9, rejected: 0 });
    const { fast, slow } = summary.best.params as { fast: number; slow: number };
    const direct = computeBacktestStats(runBacktest(bars, createSmaCrossStrategy({ fast, slow })), bars);
    expect(summary.best.value).toBe(direct.sharpe_ratio);
    expect(summary.best_rule).toBe(RULE.replaceAll('{fast}', String(fast)).replaceAll('{slow}', String(slow)));
    expect(tty.bar.join('')).toMatch(/\] \d+\/9 sweep \d+%/);
    expect(tty.bar.join('')).toContain('9/9 sweep 100%');
    expect(tty.bar.at(-1)).toBe('\n');

    const piped = capture(false);
    expect(await runBacktestCommand(args, piped.io, piped.options)).toBe(EXIT.ok);
    expect(piped.bar).toEqual([]);
    expect(JSON.parse(piped.out.join(''))).toEqual(summary);
  });

  it('walks forward over the grid and draws its own bar', async () => {
    const tty = capture(true);
    const args = ['--data', GOOG_PATH, '--rule', RULE, '--sweep', 'fast=5,10', '--sweep', 'slow=30,50', '--walk-forward', '600,200', '--json'];
    expect(await runBacktestCommand(args, tty.io, tty.options)).toBe(EXIT.ok);
    const summary = JSON.parse(tty.out.join(''));
    expect(summary.mode).toBe('walk_forward');
    expect(summary.windows).toBeGreaterThan(1);
    expect(summary.best_params).toHaveLength(summary.windows);
    expect(tty.bar.join('')).toMatch(/\[#+\] (\d+)\/\1 walk-forward 100%/);
  });

  it('adds a Monte Carlo bootstrap to a single run', async () => {
    const tty = capture(true);
    const rule = RULE.replaceAll('{fast}', '10').replaceAll('{slow}', '30');
    expect(await runBacktestCommand(['--data', GOOG_PATH, '--rule', rule, '--monte-carlo', '5000'], tty.io, tty.options)).toBe(EXIT.ok);
    expect(tty.out.join('')).toMatch(/monte-carlo: 5000 trade-bootstrap paths \(seed 1\); final equity ×[\d.]+ \/ ×[\d.]+ \/ ×[\d.]+/);
    expect(tty.bar.join('')).toContain('5000/5000 monte-carlo 100%');
  });

  it('exits 2 on bad analysis flags, naming them', async () => {
    const cases: [string[], RegExp][] = [
      [['--sweep', 'fast'], /--sweep must look like NAME=V1,V2/],
      [['--sweep', 'fast=a,b'], /values must be numbers/],
      [['--sweep', 'width=1,2'], /no \{width\} placeholder/],
      [['--walk-forward', '600,200'], /--walk-forward needs --sweep/],
      [['--sweep', 'fast=5', '--walk-forward', '600'], /--walk-forward must be IS,OOS/],
      [['--monte-carlo', '0'], /--monte-carlo must be a whole number/],
    ];
    for (const [extra, message] of cases) {
      const c = capture(true);
      expect(await runBacktestCommand(['--data', GOOG_PATH, '--rule', RULE, ...extra], c.io, c.options)).toBe(EXIT.usage);
      expect(c.err.join('')).toMatch(message);
    }
  });

  it('expands FROM..TO/STEP ranges', () => {
    expect(readSweepFlags(['n=5..20/5', 'k=1,2'], '{n}{k}')).toEqual({ n: [5, 10, 15, 20], k: [1, 2] });
    expect(readSweepFlags(['x=0.1..0.3/0.1'], '{x}')).toEqual({ x: [0.1, 0.2, 0.3] });
  });
});
