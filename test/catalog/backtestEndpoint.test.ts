import { mkdtempSync, rmSync, writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { backtestRun, MAX_BACKTEST_BARS, MAX_LISTED_TRADES } from '../../src/catalog/backtest/run.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { createBarsDirDataSource } from '../../src/adapters/data/createBarsDirDataSource.js';
import { toJsonText } from '../../src/core/toJsonText.js';
import { GOOG_PATH, loadGoog } from '../backtest/_goog.js';
import type { Bars } from '../../src/backtest/types.js';

const AS_OF = '2026-11-22';
const SMA_10_30 = 'Go long when SMA(10) crosses above SMA(30). Go short when SMA(10) crosses below SMA(30).';

function rows(bars: Bars) {
  return bars.dates.map((date, i) => ({
    date, open: bars.open[i]!, high: bars.high[i]!, low: bars.low[i]!, close: bars.close[i]!, volume: bars.volume[i]!,
  }));
}

type Problem = { errors: { field: string; code: string; detail: string }[] };
const fields = (body: unknown) => (body as Problem).errors.map((e) => e.field);
const call = (input: unknown) => invokeEndpoint(backtestRun, input, { asOf: AS_OF });

describe('backtestRun', () => {
  const goog = loadGoog();

  it("leaves a trade still open at the end open by default, as backtesting.py does (finalize none), and closes it on request", async () => {
    const run = async (finalize?: string) => {
      const out = await call({ rule: SMA_10_30, bars: rows(goog), ...(finalize === undefined ? {} : { finalize }) });
      expect(out.status).toBe(200);
      return JSON.parse(toJsonText(out.body));
    };
    const [byDefault, lastOpen, lastClose] = [await run(), await run('last_open'), await run('last_close')];
    // backtesting.py: finalize_trades=False (its default) counts closed trades only; True closes the last one (66 trades).
    expect(byDefault.settings.finalize).toBe('none');
    expect(byDefault.statistics.trade_count).toBe(65);
    expect(byDefault.open_trade).toMatchObject({ exit_reason: 'end_of_data', exit_date: goog.dates.at(-1), entry_date: lastOpen.trades.at(-1).entry_date });
    expect(lastOpen.statistics.trade_count).toBe(66);
    expect(lastOpen.trades.at(-1).exit_price).toBe(goog.open.at(-1));
    expect(lastClose.trades.at(-1).exit_price).toBe(goog.close.at(-1));
    expect(lastClose.open_trade).toBeNull();
    const bad = await call({ rule: SMA_10_30, bars: rows(goog), finalize: 'never' });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(['finalize']);
  });

  it('runs the SMA(10)/SMA(30) crossover sentence on inline GOOG bars with 66 trades', async () => {
    // Reference: backtesting.py's own test suite runs SmaCross(fast=10, slow=30) on GOOG.csv with finalize_trades=True
    // and expects '# Trades': 66 (kernc/backtesting.py, backtesting/test/_test.py, TestBacktest.test_compute_stats).
    const out = await call({ rule: SMA_10_30, symbol: 'GOOG', bars: rows(goog), finalize: 'last_open' });
    expect(out.status).toBe(200);
    const body = JSON.parse(toJsonText(out.body));
    expect(body.statistics.trade_count).toBe(66);
    expect(body.trade_count).toBe(66);
    expect(body.trades).toHaveLength(66);
    expect(body.rule.source).toBe('grammar');
    expect(body.rule.spec.entries.map((e: { side: string }) => e.side)).toEqual(['long', 'short']);
    expect(body.settings).toMatchObject({ cash: '10000', commission: 0, spread: 0, fill: 'next_open', finalize: 'last_open' });
    expect(body.open_trade).toBeNull();
    expect(body.bar_count).toBe(goog.dates.length);
    expect(body.equity.curve.length).toBeLessThanOrEqual(260);
    expect(body.equity.curve.at(-1).date).toBe(goog.dates.at(-1));
    // Seeded Monte Carlo bands in money: one point per closed trade plus the start, 5 % ≤ 50 % ≤ 95 %.
    const mc = body.robustness.monte_carlo;
    expect(mc.seed).toBe(1);
    expect(mc.bar).toHaveLength(67);
    expect(mc.equity_p5[0]).toBe(10000);
    for (let k = 0; k < mc.bar.length; k++) expect(mc.equity_p5[k] <= mc.equity_p50[k] && mc.equity_p50[k] <= mc.equity_p95[k]).toBe(true);
    expect(mc.date.at(-1)).toBe(body.trades.at(-1).exit_date);
    // The walk-forward split: first 70 % in sample, the rest out of sample, adjacent and covering every bar.
    const wf = body.robustness.walk_forward;
    const inSample = Math.floor(goog.dates.length * 0.7);
    expect(wf.in_sample).toEqual({ start: goog.dates[0], end: goog.dates[inSample - 1], bars: inSample });
    expect(wf.out_of_sample).toEqual({ start: goog.dates[inSample], end: goog.dates.at(-1), bars: goog.dates.length - inSample });
    // Every warning is a failed check, carried with its value and threshold.
    const checks = body.robustness.overfit_checks as { code: string; status: string }[];
    expect(checks.map((c) => c.code)).toEqual(expect.arrayContaining(['psr', 'trade_count', 'oos_decay']));
    for (const w of body.robustness.overfit_warnings as { code: string }[]) {
      expect(checks.find((c) => c.code === w.code)?.status).toBe('warn');
    }
    expect(body.robustness.status).toBe('available');
  });

  it('accepts an explicit spec and the same rule gives the same trades', async () => {
    const fromRule = JSON.parse(toJsonText((await call({ rule: SMA_10_30, bars: rows(goog) })).body));
    const out = await call({ spec: fromRule.rule.spec, bars: rows(goog) });
    expect(out.status).toBe(200);
    const body = JSON.parse(toJsonText(out.body));
    expect(body.rule.source).toBe('explicit');
    expect(body.trade_count).toBe(fromRule.trade_count);
    expect(body.statistics.equity_final).toBe(fromRule.statistics.equity_final);
  });

  it('cuts inline bars to start and end, and a commission lowers the final equity', async () => {
    const base = JSON.parse(toJsonText((await call({ rule: SMA_10_30, bars: rows(goog), start: '2006-01-01', end: '2008-12-31' })).body));
    expect(base.start >= '2006-01-01' && base.end <= '2008-12-31').toBe(true);
    const costly = JSON.parse(toJsonText((await call({ rule: SMA_10_30, bars: rows(goog), start: '2006-01-01', end: '2008-12-31', commission: 0.002 })).body));
    expect(costly.statistics.equity_final).toBeLessThan(base.statistics.equity_final);
  });

  it('loads bars by symbol from the data source and lists the known symbols for an unknown one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gk-bars-'));
    try {
      mkdirSync(join(dir, 'bars'));
      writeFileSync(join(dir, 'bars', 'GOOG.csv'), readFileSync(GOOG_PATH, 'utf8'));
      writeFileSync(join(dir, 'bars', 'SPY.csv'), readFileSync(GOOG_PATH, 'utf8'));
      const bars = createBarsDirDataSource({ directory: join(dir, 'bars'), fs: { readFile, readdir } });
      const withBars = (input: unknown) => invokeEndpoint(backtestRun, input, { asOf: AS_OF, ports: { bars } });
      const ok = await withBars({ rule: SMA_10_30, symbol: 'goog', finalize: 'last_open' });
      expect(ok.status).toBe(200);
      const okBody = JSON.parse(toJsonText(ok.body));
      expect(okBody.statistics.trade_count).toBe(66);
      // The answer says where its bars came from.
      expect(okBody.data.sources.map((s: { source: string }) => s.source)).toEqual(['bars-dir']);
      const bad = await withBars({ rule: SMA_10_30, symbol: 'TSLA' });
      expect(bad.status).toBe(400);
      expect(fields(bad.body)).toEqual(['symbol']);
      expect((bad.body as Problem).errors[0]!.detail).toMatch(/GOOG, SPY/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 503 naming the bars source for a symbol when the app has none, and runs inline bars without one', async () => {
    const bySymbol = await call({ rule: SMA_10_30, symbol: 'GOOG' });
    expect(bySymbol.status).toBe(503);
    expect(bySymbol.body).toMatchObject({ sources: ['bars'] });
    expect((await call({ rule: SMA_10_30, bars: rows(goog).slice(0, 300) })).status).toBe(200);
  });

  it('names rule with the compiler message for a rule it cannot read', async () => {
    const out = await call({ rule: 'buy when SMA(10) crsses above SMA(30)', bars: rows(goog) });
    expect(out.status).toBe(400);
    expect(fields(out.body)).toEqual(['rule']);
    expect((out.body as Problem).errors[0]!.code).toBe('unparsed_rule');
    expect((out.body as Problem).errors[0]!.detail).toMatch(/crsses/);
    expect((out.body as Problem).errors[0]!.detail).toMatch(/crosses above/);
  });

  it('names the bad path of an explicit spec', async () => {
    const out = await call({ spec: { version: 1, entries: [{ side: 'long', when: { type: 'cross', left: { type: 'sma', period: -3 }, direction: 'above', right: { type: 'sma', period: 30 } } }], exits: [], filters: [] }, bars: rows(goog) });
    expect(out.status).toBe(400);
    expect(fields(out.body)[0]).toMatch(/^spec\.entries\[0\]/);
  });

  it('answers 400 for a missing symbol, a bad body and out-of-order or oversized bars', async () => {
    expect(fields((await call({ rule: SMA_10_30 })).body)).toEqual(['symbol']);
    expect(fields((await call({ bars: rows(goog) })).body).sort()).toEqual(['rule', 'spec']);
    expect(fields((await call({ rule: SMA_10_30, bars: rows(goog), commission: 0.5 })).body)).toEqual(['commission']);
    expect(fields((await call({ rule: SMA_10_30, bars: rows(goog), fill: 'tomorrow' })).body)).toEqual(['fill']);
    expect(fields((await call({ rule: SMA_10_30, bars: rows(goog), cash: 'lots' })).body)).toEqual(['cash']);
    const swapped = rows(goog).slice(0, 50);
    [swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!];
    expect(fields((await call({ rule: SMA_10_30, bars: swapped })).body)).toEqual(['bars[4].date']);
    const many = Array.from({ length: MAX_BACKTEST_BARS + 1 }, (_, i) => ({ date: new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10), open: 1, high: 1, low: 1, close: 1 }));
    expect(fields((await call({ rule: SMA_10_30, bars: many })).body)).toEqual(['bars']);
    expect(fields((await call({ rule: SMA_10_30, bars: [{ date: '2024-01-01', open: -1, high: 1, low: 1, close: 1 }, { date: '2024-01-02', open: 1, high: 1, low: 1, close: 1 }] })).body)).toEqual(['bars[0].open']);
  });

  it('caps the listed trades but counts them all', async () => {
    const out = await call({ rule: 'buy when close is above the previous close; sell when close is below the previous close', bars: rows(goog) });
    const body = JSON.parse(toJsonText(out.body));
    expect(body.trade_count).toBeGreaterThan(MAX_LISTED_TRADES);
    expect(body.trades).toHaveLength(MAX_LISTED_TRADES);
    expect(body.trades_listed).toBe(MAX_LISTED_TRADES);
    expect(body.statistics.trade_count).toBe(body.trade_count);
  });
});
