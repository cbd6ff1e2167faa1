import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAtr } from '../../../../src/markets/indicators/computeAtr.js';
import { forecastDriftRates } from '../../../../src/markets/signals/evaluation/forecastDriftRates.js';
import { resolveBarrierTrades } from '../../../../src/markets/signals/evaluation/resolveBarrierTrades.js';
import { loadFixtureBars } from '../_bars.js';

describe('forecastDriftRates', () => {
  const bars = loadFixtureBars('EURUSD');
  const atrOf = (h: Float64Array, l: Float64Array, c: Float64Array): Float64Array => computeAtr({ high: h, low: l, close: c }, { period: 14 });
  const opts = { atrMultiple: 1.5, rewardRatio: 1 };
  const trades = resolveBarrierTrades(bars.high, bars.low, bars.close, atrOf(bars.high, bars.low, bars.close), opts);
  const drift = forecastDriftRates(trades, { baseline: 0.5 });

  it('states at t the hit rate of the same-direction trades whose exit bar is ≤ t (the baseline before 30)', () => {
    for (const t of [20, 60, 400, 1500, 3000]) {
      for (const [codes, rate] of [[trades.long, drift.long], [trades.short, drift.short]] as const) {
        let n = 0;
        let h = 0;
        for (let j = 0; j < t; j++) {
          const c = codes[j]!;
          if (c >= 0 && c >> 1 <= t) {
            n++;
            h += c & 1;
          }
        }
        expect(rate[t]).toBe(n >= 30 ? h / n : 0.5);
      }
    }
  });

  it('uses only past outcomes: changing the bars after t never changes the rate stated at t', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: bars.close.length - 2 }), fc.double({ min: 0.8, max: 1.25, noNaN: true }), (t, k) => {
        const h = bars.high.slice();
        const l = bars.low.slice();
        const c = bars.close.slice();
        for (let j = t + 1; j < c.length; j++) {
          h[j] = h[j]! * k;
          l[j] = l[j]! * k;
          c[j] = c[j]! * k;
        }
        const other = forecastDriftRates(resolveBarrierTrades(h, l, c, atrOf(h, l, c), opts), { baseline: 0.5 });
        expect(other.long[t]).toBe(drift.long[t]);
        expect(other.short[t]).toBe(drift.short[t]);
      }),
      { numRuns: 10, seed: 3 },
    );
  });
});
