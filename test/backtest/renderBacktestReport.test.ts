import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { readChartLibrary } from '../../src/adapters/report/readChartLibrary.js';
import { compileRule } from '../../src/backtest/compileRule.js';
import { computeBacktestStats } from '../../src/backtest/computeBacktestStats.js';
import { computeRsi } from '../../src/markets/indicators/computeRsi.js';
import { computeSma } from '../../src/markets/indicators/computeSma.js';
import { createRuleStrategy } from '../../src/backtest/createRuleStrategy.js';
import { createSmaCrossStrategy } from '../../src/backtest/createSmaCrossStrategy.js';
import { renderBacktestReport, type BacktestReportData } from '../../src/backtest/renderBacktestReport.js';
import { runBacktest } from '../../src/backtest/runBacktest.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { loadGoog } from './_goog.js';

/** The page's data block, parsed as a reader of the page would. */
export function readReportData(html: string): BacktestReportData {
  const blocks = [...html.matchAll(/<script type="application\/json" id="guidekit-report-data">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as BacktestReportData;
}

const finiteOrNull = (v: number) => (Number.isFinite(v) ? v : null);

describe('renderBacktestReport', async () => {
  const bars = loadGoog();
  const rule = 'Buy when SMA(10) crosses above SMA(30) and RSI(14) is below 70. Sell when SMA(10) crosses below SMA(30).';
  const { spec } = await compileRule(rule);
  const result = runBacktest(bars, createRuleStrategy(spec));
  const stats = computeBacktestStats(result, bars);
  const { source: chartLibrary } = await readChartLibrary();

  it('embeds the run as JSON: ohlc, trades, equity, drawdown, indicators and statistics, each equal to the run', () => {
    const html = renderBacktestReport(result, stats, { bars, spec, rule, chartLibrary });
    const data = readReportData(html);
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['ohlc', 'trades', 'equity', 'drawdown', 'indicators', 'statistics']));
    const n = bars.close.length;
    expect(data.ohlc).toHaveLength(n);
    for (const i of [0, 1, Math.floor(n / 2), n - 1]) {
      expect(data.ohlc[i]).toEqual({ time: bars.dates[i], open: bars.open[i], high: bars.high[i], low: bars.low[i], close: bars.close[i], volume: finiteOrNull(bars.volume[i]!) });
    }
    expect(data.times).toEqual(bars.dates);
    expect(data.equity).toEqual(Array.from(result.equity));
    expect(data.drawdown).toEqual(Array.from(result.drawdown));
    expect(result.trades.length).toBeGreaterThan(5);
    expect(data.trades).toHaveLength(result.trades.length);
    data.trades.forEach((tr, k) => {
      const want = result.trades[k]!;
      expect(tr).toMatchObject({ side: want.side, entry_bar: want.entry_bar, exit_bar: want.exit_bar, entry_price: want.entry_price, exit_price: want.exit_price, pnl: want.pnl, exit_reason: want.exit_reason });
      expect(tr.entry_time).toBe(bars.dates[want.entry_bar]);
      expect(tr.exit_time).toBe(bars.dates[want.exit_bar]);
    });
    // Per-trade P/L: one bar per exit, summing to the closed trades' P/L.
    expect(data.pnl.reduce((s, p) => s + p.value, 0)).toBeCloseTo(result.trades.reduce((s, t) => s + t.pnl, 0), 6);
    // Indicators: exactly the rule's (two SMAs over price, RSI in its own pane with the 70 level), values as computed.
    expect(data.indicators.map((i) => [i.label, i.pane])).toEqual([['SMA(10)', 'price'], ['SMA(30)', 'price'], ['RSI(14)', 'rsi']]);
    expect(data.indicators[2]!.levels).toEqual([70]);
    expect(data.indicators[0]!.values).toEqual(Array.from(computeSma(bars.close, { period: 10 }), finiteOrNull));
    expect(data.indicators[2]!.values).toEqual(Array.from(computeRsi(bars.close, { period: 14 }), finiteOrNull));
    // Statistics: every field, Decimals as exact text, non-finite numbers as null.
    expect(Object.keys(data.statistics)).toEqual(Object.keys(stats));
    for (const [k, v] of Object.entries(stats)) {
      const got = (data.statistics as unknown as Record<string, unknown>)[k];
      if (Decimal.isDecimal(v)) expect(got).toBe((v as Decimal).toString());
      else if (typeof v === 'number') expect(got).toBe(finiteOrNull(v));
      else expect(got).toEqual(JSON.parse(JSON.stringify(v)));
    }
    expect(data.title).toBe(rule);
    expect(data.rule).toBe(rule);
  });

  it('titles the page with the rule, inlines the chart library and loads nothing from anywhere', () => {
    const html = renderBacktestReport(result, stats, { bars, spec, rule, chartLibrary });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(`<title>${rule}</title>`);
    expect(html).toContain(`<h1>${rule}</h1>`);
    expect(html).not.toContain('Backtest report: rule');
    expect(html).toContain('TradingView Lightweight Charts™ v5');
    expect(html).toContain('<div id="guidekit-chart">');
    expect(html).not.toMatch(/<script[^>]+src=|<link|<img|url\((?!#)/); // url(#a): the attribution logo's own clip path
    for (const key of Object.keys(stats)) expect(html).toContain(`<th scope="row">${key}</th>`);
    expect(html.match(/<tr><td>(long|short)<\/td>/g)).toHaveLength(result.trades.length);
  });

  it('without the chart library says so and keeps the data block and tables, with no script to run', () => {
    const sma = runBacktest(bars, createSmaCrossStrategy({ fast: 10, slow: 30 }));
    const html = renderBacktestReport(sma, computeBacktestStats(sma, bars), { dates: bars.dates });
    expect(html).toContain('id="guidekit-no-charts"');
    expect(html.match(/<script/g)).toHaveLength(1);
    const data = readReportData(html);
    expect(data.ohlc).toEqual([]);
    expect(data.indicators).toEqual([]);
    expect(data.title).toBe(sma.strategy);
    expect(data.equity).toHaveLength(bars.close.length);
  });

  it('puts the Monte Carlo band on whole bars, one point per bar, in the data block', () => {
    const bar = [0, result.trades[0]!.exit_bar, result.trades[0]!.exit_bar, result.equity.length - 1];
    const html = renderBacktestReport(result, stats, { bands: [{ label: '5–95 %', lower: [9000, 9500, 9600, 9900], upper: [11000, 12000, 12500, 205_607], bar }] });
    const [band] = readReportData(html).bands;
    expect(band).toEqual({ label: '5–95 %', bar: [0, bar[1], bar[3]], lower: [9000, 9600, 9900], upper: [11000, 12500, 205_607] });
    const even = readReportData(renderBacktestReport(result, stats, { bands: [{ lower: [1, 2, 3], upper: [4, 5, 6] }] })).bands[0]!;
    expect(even.bar).toEqual([0, Math.round((result.equity.length - 1) / 2), result.equity.length - 1]);
  });

  it('escapes every text it is given, in the HTML and in the data block (a rule cannot close the script element)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('</script>', '</SCRIPT >', '<!--', '<script>', ']]>', '\u2028'), (text, nasty) => {
        const title = `${nasty}${text}`;
        const html = renderBacktestReport(result, stats, { rule: `<script>${text}${nasty}`, warnings: [`<img src=x>${text}`], title, chartLibrary: 'window.x = 1;' });
        expect(html).not.toContain('<img');
        // Only the page's own three script elements: the data block, the library, the chart script.
        expect(html.match(/<script/gi)).toHaveLength(3);
        expect(html.match(/<\/script/gi)).toHaveLength(3);
        expect(html).not.toContain('<!--');
        const data = readReportData(html);
        expect(data.title).toBe(title);
        expect(data.rule).toBe(`<script>${text}${nasty}`);
        expect(data.warnings).toEqual([`<img src=x>${text}`]);
      }),
      { numRuns: 30 },
    );
  });

  it('translates the labels', () => {
    const html = renderBacktestReport(result, stats, { bars, lang: 'es', bands: [{ label: '5–95 %', lower: [1, 2], upper: [3, 4] }], warnings: ['demasiados parámetros'] });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('banda Monte Carlo 5–95 %');
    expect(html).toContain('<li>demasiados parámetros</li>');
    expect(readReportData(html).labels.equity).toBe('Capital');
  });

  it('does not modify its inputs', () => {
    const before = Array.from(result.equity);
    const dates = [...bars.dates];
    const close = Array.from(bars.close);
    renderBacktestReport(result, stats, { bars, spec, dates });
    expect(Array.from(result.equity)).toEqual(before);
    expect(dates).toEqual(bars.dates);
    expect(Array.from(bars.close)).toEqual(close);
  });

  it('rejects malformed bars, dates, spec, bands and library naming the field', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof GuidekitError ? e.field : 'not a GuidekitError';
      }
      return 'no throw';
    };
    expect(field(() => renderBacktestReport(result, stats, { dates: ['2024-01-01'] }))).toBe('dates');
    expect(field(() => renderBacktestReport(result, stats, { bars: { ...bars, close: bars.close.subarray(1) } }))).toBe('bars');
    expect(field(() => renderBacktestReport(result, stats, { spec }))).toBe('bars');
    expect(field(() => renderBacktestReport(result, stats, { bars, spec: { entries: [] } }))).toBe('spec');
    expect(field(() => renderBacktestReport(result, stats, { bands: [{ lower: [1, 2], upper: [1] }] }))).toBe('bands[0]');
    expect(field(() => renderBacktestReport(result, stats, { bands: [{ lower: [1, 2], upper: [1, 2], bar: [5, 2] }] }))).toBe('bands[0]');
    expect(field(() => renderBacktestReport(result, stats, { bands: [{ lower: [1, 2], upper: [1, 2], bar: [0, 1e9] }] }))).toBe('bands[0]');
    expect(field(() => renderBacktestReport(result, stats, { chartLibrary: '' }))).toBe('chartLibrary');
    expect(field(() => renderBacktestReport({ ...result, equity: new Float64Array(0) }, stats))).toBe('result');
  });
});
