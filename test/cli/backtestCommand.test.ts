import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBacktestCommand } from '../../src/cli/commands/backtest.js';
import { EXIT } from '../../src/cli/runCli.js';
import { GOOG_PATH, loadGoog } from '../backtest/_goog.js';

const SMA_10_30 = 'Go long when SMA(10) crosses above SMA(30). Go short when SMA(10) crosses below SMA(30).';
const dir = mkdtempSync(join(tmpdir(), 'gk-bt-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { stdout: (t: string) => void out.push(t), stderr: (t: string) => void err.push(t), today: () => '2026-11-22' } };
}

describe('runBacktestCommand', () => {
  loadGoog(); // fails clearly when ../shared/data/GOOG.csv is absent

  it('prints the statistics table of the SMA(10)/SMA(30) rule on GOOG.csv (66 trades, backtesting.py test/_test.py, finalize_trades=True)', async () => {
    const { out, io } = capture();
    expect(await runBacktestCommand(['--data', GOOG_PATH, '--rule', SMA_10_30, '--finalize', 'last_open'], io)).toBe(EXIT.ok);
    expect(out.join('')).toMatch(/^trade_count\s+66$/m);
  });

  it('prints the endpoint body with --json', async () => {
    const { out, io } = capture();
    expect(await runBacktestCommand(['--data', GOOG_PATH, '--rule', SMA_10_30, '--json', '--cash', '20000', '--commission', '0.001', '--finalize', 'last_open'], io)).toBe(EXIT.ok);
    const body = JSON.parse(out.join(''));
    expect(body.trade_count).toBe(66);
    expect(body.settings).toMatchObject({ cash: '20000', commission: 0.001, finalize: 'last_open' });
    expect(body.open_trade).toBeNull();
    expect(body.rule.spec.version).toBe(1);
  });

  it("leaves a trade still open at the end open by default, as backtesting.py does, and closes it on request", async () => {
    const run = async (...extra: string[]) => {
      const { out, io } = capture();
      expect(await runBacktestCommand(['--data', GOOG_PATH, '--rule', SMA_10_30, '--json', ...extra], io)).toBe(EXIT.ok);
      return JSON.parse(out.join('')) as { trade_count: number; settings: { finalize: string }; open_trade: { entry_date: string; exit_bar: number } | null; trades: { entry_date: string; exit_price: number }[] };
    };
    const byDefault = await run();
    const lastOpen = await run('--finalize', 'last_open');
    const lastClose = await run('--finalize', 'last_close');
    // backtesting.py closes 66 trades with finalize_trades=True; by default the 66th stays open and is not counted.
    expect(byDefault.settings.finalize).toBe('none');
    expect(byDefault.trade_count).toBe(65);
    expect(byDefault.open_trade?.entry_date).toBe(lastOpen.trades.at(-1)!.entry_date);
    expect(lastClose.trade_count).toBe(66);
    const goog = loadGoog();
    expect(lastOpen.trades.at(-1)!.exit_price).toBe(goog.open.at(-1));
    expect(lastClose.trades.at(-1)!.exit_price).toBe(goog.close.at(-1));
  });

  it('writes one self-contained interactive HTML report: the chart library inlined, the run and its indicators as JSON', async () => {
    const file = join(dir, 'report.html');
    const { io } = capture();
    expect(await runBacktestCommand(['--data', GOOG_PATH, '--rule', SMA_10_30, '--report', file], io)).toBe(EXIT.ok);
    const html = readFileSync(file, 'utf8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(`<h1>${SMA_10_30}</h1>`);
    expect(html).toContain('TradingView Lightweight Charts™');
    expect(html).toContain('trade_count');
    expect(html).toContain('sharpe_ratio');
    expect(html).not.toMatch(/<script[^>]+src=|<link|src="http/);
    const data = JSON.parse(/<script type="application\/json" id="guidekit-report-data">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(data.ohlc).toHaveLength(loadGoog().close.length);
    expect(data.indicators.map((i: { label: string }) => i.label)).toEqual(['SMA(10)', 'SMA(30)']);
    expect(data.trades).toHaveLength(65);
    expect(data.bands).toHaveLength(1);
  });

  it('reports bad rows with their line numbers and still runs on the good ones', async () => {
    const lines = readFileSync(GOOG_PATH, 'utf8').split('\n');
    lines[5] = lines[5]!.replace(/,[^,]*$/, ',oops').replace(/^([^,]*),([^,]*),/, '$1,abc,');
    const file = join(dir, 'bad-row.csv');
    writeFileSync(file, lines.join('\n'));
    const { err, io } = capture();
    expect(await runBacktestCommand(['--data', file, '--rule', SMA_10_30], io)).toBe(EXIT.ok);
    expect(err.join('')).toMatch(/bad-row\.csv:6: invalid_number/);
  });

  it('exits 2 when no row is usable, the rule is unreadable, or usage is wrong', async () => {
    const empty = join(dir, 'empty.csv');
    writeFileSync(empty, 'Date,Open,High,Low,Close\n2024-01-01,x,1,1,1\n');
    const none = capture();
    expect(await runBacktestCommand(['--data', empty, '--rule', SMA_10_30], none.io)).toBe(EXIT.usage);
    expect(none.err.join('')).toMatch(/no good rows \(line 2: open/);
    const rule = capture();
    expect(await runBacktestCommand(['--data', GOOG_PATH, '--rule', 'buy when SMA(10) crsses above SMA(30)'], rule.io)).toBe(EXIT.usage);
    expect(rule.err.join('')).toMatch(/crsses/);
    expect(await runBacktestCommand(['--rule', SMA_10_30], capture().io)).toBe(EXIT.usage);
    expect(await runBacktestCommand(['--data', GOOG_PATH, '--rule', SMA_10_30, '--commission', '5'], capture().io)).toBe(EXIT.usage);
    expect(await runBacktestCommand(['--data', join(dir, 'missing.csv'), '--rule', SMA_10_30], capture().io)).toBe(EXIT.usage);
    expect(await runBacktestCommand(['--data', GOOG_PATH, '--rule', SMA_10_30, '--bogus'], capture().io)).toBe(EXIT.usage);
    const finalize = capture();
    expect(await runBacktestCommand(['--data', GOOG_PATH, '--rule', SMA_10_30, '--finalize', 'never'], finalize.io)).toBe(EXIT.usage);
    expect(finalize.err.join('')).toMatch(/--finalize must be none, last_open or last_close/);
  });

  it('prints help', async () => {
    const { out, io } = capture();
    expect(await runBacktestCommand(['--help'], io)).toBe(EXIT.ok);
    expect(out.join('')).toMatch(/--report FILE/);
    expect(existsSync(GOOG_PATH)).toBe(true);
  });
});
