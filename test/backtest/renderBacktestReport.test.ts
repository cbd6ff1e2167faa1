import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBacktestStats } from '../../src/backtest/computeBacktestStats.js';
import { createSmaCrossStrategy } from '../../src/backtest/createSmaCrossStrategy.js';
import { renderBacktestReport } from '../../src/backtest/renderBacktestReport.js';
import { runBacktest } from '../../src/backtest/runBacktest.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { loadGoog } from './_goog.js';

describe('renderBacktestReport', () => {
  const bars = loadGoog();
  const result = runBacktest(bars, createSmaCrossStrategy({ fast: 10, slow: 30 }));
  const stats = computeBacktestStats(result, bars);

  it('renders one offline HTML page with the equity and drawdown charts, a marker per trade and every statistic', () => {
    const html = renderBacktestReport(result, stats, { dates: bars.dates, rule: 'SMA(10) x SMA(30)' });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html.match(/<polygon /g)).toHaveLength(result.trades.length);
    expect(html.match(/<circle /g)).toHaveLength(result.trades.length);
    for (const key of Object.keys(stats)) expect(html).toContain(`<th scope="row">${key}</th>`);
    expect(html).toContain(bars.dates[0]);
    expect(html).toContain(bars.dates.at(-1));
    expect(html).not.toMatch(/<script|<link|<img|url\(|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('draws Monte Carlo bands, lists warnings and translates the labels', () => {
    const n = result.equity.length;
    const lower = Array.from(result.equity, (e) => e * 0.8);
    const upper = Array.from(result.equity, (e) => e * 1.2);
    const html = renderBacktestReport(result, stats, { bands: [{ label: '5–95 %', lower, upper, median: Array.from(result.equity) }], warnings: ['too many parameters'], lang: 'es' });
    expect(html).toContain('banda Monte Carlo 5–95 %');
    expect(html).toContain('<li>too many parameters</li>');
    expect(html).toContain('Curva de capital');
    expect(html).toContain('<html lang="es">');
    expect(n).toBeGreaterThan(0);
  });

  it('places band points at the bars given', () => {
    const bar = [0, result.trades[0]!.exit_bar, result.equity.length - 1];
    const html = renderBacktestReport(result, stats, { bands: [{ lower: [9000, 9500, 9900], upper: [11000, 12000, 13000], bar }] });
    expect(html).toMatch(/<path d="M48\.0,[\d.]+L[\d.]+,[\d.]+L852\.0,[\d.]+L852\.0,[\d.]+L[\d.]+,[\d.]+L48\.0,[\d.]+Z"/);
  });

  it('escapes text it is given', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = renderBacktestReport(result, stats, { rule: `<script>${text}`, warnings: [`<img src=x>${text}`], title: `<b>${text}` });
        expect(html).not.toContain('<script>');
        expect(html).not.toContain('<img');
        expect(html).not.toContain('<b>');
      }),
      { numRuns: 30 },
    );
  });

  it('does not modify its inputs', () => {
    const before = Array.from(result.equity);
    const dates = [...bars.dates];
    renderBacktestReport(result, stats, { dates });
    expect(Array.from(result.equity)).toEqual(before);
    expect(dates).toEqual(bars.dates);
  });

  it('rejects malformed dates and bands naming the field', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof GuidekitError ? e.field : 'not a GuidekitError';
      }
      return 'no throw';
    };
    expect(field(() => renderBacktestReport(result, stats, { dates: ['2024-01-01'] }))).toBe('dates');
    expect(field(() => renderBacktestReport(result, stats, { bands: [{ lower: [1, 2], upper: [1] }] }))).toBe('bands[0]');
    expect(field(() => renderBacktestReport({ ...result, equity: new Float64Array(0) }, stats))).toBe('result');
  });
});
