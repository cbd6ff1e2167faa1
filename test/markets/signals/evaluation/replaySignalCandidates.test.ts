import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarketBars } from '../../../../src/markets/ports/MarketBars.js';
import { generateSignal } from '../../../../src/markets/signals/generateSignal.js';
import { SIGNAL_MODEL } from '../../../../src/markets/signals/rules/signalModel.js';
import { replaySignalCandidates } from '../../../../src/markets/signals/evaluation/replaySignalCandidates.js';
import { AS_OF, loadFixtureBars, loadGoogBars } from '../_bars.js';

const MODEL = SIGNAL_MODEL.versions[0]!.value;

/** The bars up to and including index `last`: what the endpoint has when it calls at `last`. */
function prefix(bars: MarketBars, last: number): MarketBars {
  const n = last + 1;
  return { ...bars, times: bars.times.slice(0, n), open: bars.open.slice(0, n), high: bars.high.slice(0, n), low: bars.low.slice(0, n), close: bars.close.slice(0, n), volume: bars.volume.slice(0, n) };
}

describe('replaySignalCandidates', () => {
  // Real histories (test/fixtures/README.md): the replay must state what generateSignal states, bar for bar.
  for (const [symbol, load, bps] of [
    ['GOOG', loadGoogBars, 6],
    ['XAUUSD', () => loadFixtureBars('XAUUSD'), 4],
    ['EURUSD', () => loadFixtureBars('EURUSD'), 2],
  ] as const) {
    it(`matches generateSignal's own call on a sample of ${symbol} bars (direction, probability, samples, break-even, call)`, () => {
      const bars = load();
      const replay = replaySignalCandidates(bars, { model: MODEL, spreadBps: bps });
      const byBar = new Map<number, number>();
      for (let i = 0; i < replay.count; i++) byBar.set(replay.at[i]!, i);
      const n = bars.close.length;
      let compared = 0;
      let calls = 0;
      let sufficient = 0;
      // Every 29th bar from the first 100 (the endpoint's minimum history), plus the last bar.
      const sample = [...Array.from({ length: Math.floor((n - 100) / 29) }, (_, i) => 100 + 29 * i), n - 1];
      for (const t of sample) {
        const spread = (bars.close[t]! * bps) / 10_000;
        const call = generateSignal(bars, { asOf: AS_OF, at: t, spread });
        const i = byBar.get(t);
        if (call.candidate === null || call.stop === null) {
          expect(i, `bar ${t}: the replay has a candidate the endpoint does not`).toBeUndefined();
          continue;
        }
        expect(i, `bar ${t}: the endpoint has a ${call.candidate} candidate the replay misses`).toBeDefined();
        const k = i as number;
        expect(replay.dir[k]).toBe(call.candidate === 'long' ? 1 : -1);
        expect(replay.samples[k]).toBe(call.history.samples);
        expect(replay.hits[k]).toBe(call.history.hits);
        expect(replay.probability[k]).toBe(call.probability);
        expect(replay.breakeven[k]).toBe(call.breakeven_probability);
        expect(replay.risk[k]).toBe(call.risk_points);
        expect(replay.traded[k] === 1).toBe(call.direction !== 'no_signal');
        compared++;
        if (call.direction !== 'no_signal') calls++;
        if (call.history.sufficient) sufficient++;
      }
      expect(compared).toBeGreaterThan(10);
      expect(sufficient).toBeGreaterThan(0);
      expect(calls + sufficient).toBeGreaterThan(0);
    });
  }

  it('never reads a later bar: changing the bars after t leaves every candidate at or before t unchanged', () => {
    const bars = prefix(loadFixtureBars('SPY'), 1499);
    const base = replaySignalCandidates(bars, { model: MODEL, spreadBps: 6 });
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 1400 }), fc.double({ min: 0.5, max: 2, noNaN: true }), (t, factor) => {
        const changed: MarketBars = { ...bars, high: bars.high.slice(), low: bars.low.slice(), close: bars.close.slice(), open: bars.open.slice() };
        for (let j = t + 1; j < bars.close.length; j++) {
          changed.high[j] = bars.high[j]! * factor;
          changed.low[j] = bars.low[j]! * factor;
          changed.close[j] = bars.close[j]! * factor;
          changed.open[j] = bars.open[j]! * factor;
        }
        const other = replaySignalCandidates(changed, { model: MODEL, spreadBps: 6 });
        for (let i = 0; i < base.count && base.at[i]! <= t; i++) {
          expect(other.at[i]).toBe(base.at[i]);
          expect(other.dir[i]).toBe(base.dir[i]);
          expect(other.probability[i]).toBe(base.probability[i]);
          expect(other.traded[i]).toBe(base.traded[i]);
        }
      }),
      { numRuns: 8, seed: 19 },
    );
  });
});
