import { mkdtempSync, copyFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/history/', import.meta.url));

function capture(): { out: string[]; err: string[]; io: Parameters<typeof runCli>[1] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { stdout: (t: string) => void out.push(t), stderr: (t: string) => void err.push(t), today: () => '2026-12-02' } };
}

describe('guidekit evaluate signals', () => {
  // Two real histories (test/fixtures/README.md) in a directory of their own, with a manifest giving the split.
  const dir = mkdtempSync(join(tmpdir(), 'gk-eval-'));
  copyFileSync(join(FIXTURES, 'EURUSD.csv'), join(dir, 'EURUSD.csv'));
  copyFileSync(join(FIXTURES, 'XAUUSD.csv'), join(dir, 'XAUUSD.csv'));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ instruments: [{ symbol: 'EURUSD', class: 'forex', split: 'tuning' }, { symbol: 'XAUUSD', class: 'metal', split: 'held_out' }] }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('--json prints {pooled, instruments} with candidates, Brier and log loss of engine/barrier/drift, and the calls with their baselines and intervals', async () => {
    const { out, io } = capture();
    expect(await runCli(['evaluate', 'signals', '--data', dir, '--json', '--resamples', '200'], io)).toBe(0);
    const report = JSON.parse(out.join(''));
    expect(report.instruments.map((i: { symbol: string }) => i.symbol)).toEqual(['EURUSD', 'XAUUSD']);
    for (const s of [report.pooled, ...report.instruments, report.halves.tuning, report.halves.held_out]) {
      expect(s.candidates).toBeGreaterThan(100);
      for (const k of ['engine', 'barrier', 'drift']) {
        expect(s.brier[k]).toBeGreaterThan(0);
        expect(s.log_loss[k]).toBeGreaterThan(0);
      }
      expect(Object.keys(s.calls)).toEqual(expect.arrayContaining(['count', 'hit_rate', 'mean_breakeven', 'always_long_hit_rate', 'non_overlapping', 'margin_ci95', 'edge_over_drift', 'over_always_long']));
      expect(s.calls.non_overlapping.count).toBeLessThanOrEqual(s.calls.count);
      expect(s.calls.margin_ci95).toHaveLength(2);
      expect(s.calibration.engine.bins.length).toBeLessThanOrEqual(10);
    }
    // The pooled candidates are the instruments' together; each half is its own instrument here.
    expect(report.pooled.candidates).toBe(report.instruments[0].candidates + report.instruments[1].candidates);
    expect(report.halves.held_out.candidates).toBe(report.instruments[1].candidates);
    // The endpoint's own costs: forex 2 bps, metal 4 bps (markets.scan.spread_bps).
    expect(report.instruments.map((i: { cost_bps: number }) => i.cost_bps)).toEqual([2, 4]);
    expect(Object.keys(report.classes.held_out)).toEqual(['metal']);
  });

  it('exits 2 with a clear message on bad arguments', async () => {
    for (const args of [['evaluate', 'signals'], ['evaluate', 'signal', '--data', dir], ['evaluate', 'signals', '--data', join(dir, 'nope')], ['evaluate', 'signals', '--data', dir, '--seed', 'x'], ['evaluate', 'signals', '--data', dir, '--bogus']]) {
      const { err, out, io } = capture();
      expect(await runCli(args, io), args.join(' ')).toBe(2);
      expect(out.join('')).toBe('');
      expect(err.join('')).toMatch(/evaluate/);
    }
  });

  it('prints its usage with --help and exits 0', async () => {
    const { out, io } = capture();
    expect(await runCli(['evaluate', 'signals', '--help'], io)).toBe(0);
    expect(out.join('')).toMatch(/Usage: guidekit evaluate signals --data DIR/);
  });

  it('exits 2 naming the field of a bad manifest', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'gk-eval-bad-'));
    try {
      copyFileSync(join(FIXTURES, 'EURUSD.csv'), join(bad, 'EURUSD.csv'));
      writeFileSync(join(bad, 'manifest.json'), JSON.stringify({ instruments: [{ symbol: 'EURUSD', class: 'fx', split: 'tuning' }] }));
      const { err, io } = capture();
      expect(await runCli(['evaluate', 'signals', '--data', bad], io)).toBe(2);
      expect(err.join('')).toMatch(/instruments\.0\.class/);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
