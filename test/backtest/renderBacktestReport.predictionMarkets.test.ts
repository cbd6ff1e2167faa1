// The prediction-market report. The markets are SYNTHETIC (generateSyntheticMarkets, seeded): this unit test checks
// the rendering and its data contract only; no number here reaches an answer.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { generateSyntheticMarkets } from '../../src/backtest/predictionMarkets/generateSyntheticMarkets.js';
import { runPredictionMarketBacktest } from '../../src/backtest/predictionMarkets/runPredictionMarketBacktest.js';
import { renderPredictionMarketReport } from '../../src/backtest/renderPredictionMarketReport.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

type PmData = {
  kind: string; title: string; times: string[]; ohlc: unknown[]; indicators: unknown[]; equity: number[]; drawdown: number[]; drawdown_unit: string;
  trades: { market_id: string; price: number; pnl: string; won: boolean; exit_time: string }[];
  pnl: { bar: number; value: number }[];
  calibration: { from: number; to: number; trades: number; won: number; avg_price: number | null; win_rate: number | null; gap: number | null }[];
  statistics: Record<string, unknown>;
};
const readData = (html: string): PmData => JSON.parse(/<script type="application\/json" id="guidekit-report-data">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe('renderPredictionMarketReport', () => {
  const markets = generateSyntheticMarkets({ seed: 42, count: 400 });
  const result = runPredictionMarketBacktest(markets, { side: 'yes', maxPrice: 0.6 }, { stake: '50' });
  const rule = 'Buy YES when the ask is at most 0.60';

  it('embeds the trades in time order with their exact cumulative P/L, money drawdown and calibration', () => {
    expect(result.trades.length).toBeGreaterThan(20);
    const data = readData(renderPredictionMarketReport(result, { rule }));
    expect(data.kind).toBe('prediction_markets');
    expect(data.title).toBe(rule);
    expect(data.ohlc).toEqual([]);
    expect(data.indicators).toEqual([]);
    expect(data.trades).toHaveLength(result.trades.length);
    expect([...data.times]).toEqual([...data.times].sort());
    // Cumulative P/L summed exactly over the same trades, in the data's order.
    let cum = new Decimal(0);
    let peak = new Decimal(0);
    data.trades.forEach((tr, k) => {
      cum = cum.plus(tr.pnl);
      peak = Decimal.max(peak, cum);
      expect(data.equity[k]).toBe(cum.toNumber());
      expect(data.drawdown[k]).toBe(peak.minus(cum).toNumber());
      expect(data.pnl[k]).toEqual({ bar: k, value: new Decimal(tr.pnl).toNumber() });
    });
    expect(cum.toFixed(2)).toBe(result.summary.net_pnl.toFixed(2));
    expect(data.drawdown_unit).toBe('money');
    // Every trade lands in exactly one price bin; the bins' counts, wins and mean prices are the trades'.
    expect(data.calibration).toHaveLength(10);
    expect(data.calibration.reduce((s, c) => s + c.trades, 0)).toBe(result.trades.length);
    expect(data.calibration.reduce((s, c) => s + c.won, 0)).toBe(result.trades.filter((t) => t.won).length);
    for (const c of data.calibration) {
      const inBin = result.trades.filter((t) => Math.min(9, Math.floor(t.fill_price.toNumber() * 10)) === Math.round(c.from * 10));
      expect(c.trades).toBe(inBin.length);
      if (inBin.length > 0) {
        expect(c.avg_price).toBeCloseTo(inBin.reduce((s, t) => s + t.fill_price.toNumber(), 0) / inBin.length, 12);
        expect(c.gap).toBeCloseTo(c.win_rate! - c.avg_price!, 12);
      } else expect(c.avg_price).toBeNull();
    }
    expect(data.statistics).toMatchObject({ markets_total: result.markets_total, trade_count: result.trade_count, net_pnl: result.summary.net_pnl.toString() });
  });

  it('lists the calibration table, the statistics and the trades in the page, and accepts the simulation\'s trade shape', () => {
    const html = renderPredictionMarketReport(result, { rule, chartLibrary: 'window.LightweightCharts = undefined;' });
    expect(html).toContain('<table id="guidekit-calibration">');
    expect(html.match(/<tr><td>0\.\d–/g)).toHaveLength(10);
    expect(html).toContain('<th scope="row">net_pnl</th>');
    const simShape = {
      trade_count: 3,
      trades: [
        { market_id: 'B', title: 'Rain </script> in Paris?', position: 'no' as const, entry_time: '2025-02-01T00:00:00Z', exit_time: '2025-03-01T00:00:00Z', entry_price: 0.3, pnl: '-3.00', resolved_in_favour: false },
        { market_id: 'A', position: 'yes' as const, entry_time: '2025-01-01T00:00:00Z', exit_time: '2025-01-15T00:00:00Z', entry_price: 0.55, pnl: '4.50', resolved_in_favour: true },
      ],
    };
    const page = renderPredictionMarketReport(simShape);
    const data = readData(page);
    expect(data.trades.map((t) => t.market_id)).toEqual(['A', 'B']);
    expect(data.equity).toEqual([4.5, 1.5]);
    expect(data.drawdown).toEqual([0, 3]);
    expect(page).not.toContain('Rain </script>');
    expect(page).toContain('Rain &lt;/script&gt; in Paris?');
    expect(page).toContain('First 2 of 3 trades listed');
  });

  it('rejects trades without a price, an outcome or an amount, naming the field', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof GuidekitError ? e.field : 'not a GuidekitError';
      }
      return 'no throw';
    };
    const ok = { market_id: 'A', entry_time: '2025-01-01', entry_price: 0.5, pnl: '1', won: true };
    expect(field(() => renderPredictionMarketReport({ trades: [{ ...ok, entry_price: 1.5 }] }))).toBe('trades[0].fill_price');
    expect(field(() => renderPredictionMarketReport({ trades: [{ ...ok, won: undefined }] }))).toBe('trades[0].won');
    expect(field(() => renderPredictionMarketReport({ trades: [ok, { ...ok, pnl: 'lots' }] }))).toBe('trades[1].pnl');
    expect(field(() => renderPredictionMarketReport({ trades: [{ ...ok, entry_time: '' }] }))).toBe('trades[0].entry_time');
    expect(field(() => renderPredictionMarketReport({} as never))).toBe('result');
  });
});
