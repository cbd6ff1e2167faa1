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

describe('replaySignalCandidates with a history window (the crypto source delivers 2,000 days)', () => {
  it('matches generateSignal called on the window the endpoint would have read, on a sample of ETHUSDT bars past day 2,000', async () => {
    const { readDailyCsvBars } = await import('../../../../scripts/readDailyCsvBars.js');
    const { readFileSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    const text = readFileSync(fileURLToPath(new URL('../../../fixtures/history/daily/ETHUSDT.csv', import.meta.url)), 'utf8');
    const bars = readDailyCsvBars('ETHUSDT', text).bars;
    const days = 2000;
    const replay = replaySignalCandidates(bars, { model: MODEL, spreadBps: 12, historyDays: days });
    const byBar = new Map<number, number>();
    for (let i = 0; i < replay.count; i++) byBar.set(replay.at[i]!, i);
    const n = bars.close.length;
    let compared = 0;
    let sufficient = 0;
    for (let t = 2010; t < n; t += 23) {
      // What loadSignalInputs asks the crypto source for: bars from (end of the call's day) − 2,000 days.
      const to = Math.floor(bars.times[t]! / 86_400_000) * 86_400_000 + 86_400_000 - 1;
      let s = 0;
      while (bars.times[s]! <= to - days * 86_400_000) s++;
      expect(s).toBeGreaterThan(0);
      const w = t - s + 1;
      const win: MarketBars = { ...bars, times: bars.times.slice(s, t + 1), open: bars.open.slice(s, t + 1), high: bars.high.slice(s, t + 1), low: bars.low.slice(s, t + 1), close: bars.close.slice(s, t + 1), volume: bars.volume.slice(s, t + 1) };
      const call = generateSignal(win, { asOf: AS_OF, spread: (bars.close[t]! * 12) / 10_000 });
      expect(call.bar_index).toBe(w - 1);
      const i = byBar.get(t);
      if (call.candidate === null || call.stop === null) {
        expect(i).toBeUndefined();
        continue;
      }
      const k = i as number;
      expect(replay.dir[k]).toBe(call.candidate === 'long' ? 1 : -1);
      expect(replay.samples[k]).toBe(call.history.samples);
      expect(replay.probability[k]).toBe(call.probability);
      expect(replay.breakeven[k]).toBe(call.breakeven_probability);
      expect(replay.traded[k] === 1).toBe(call.direction !== 'no_signal');
      compared++;
      if (call.history.sufficient) sufficient++;
    }
    expect(compared).toBeGreaterThan(5);
    expect(sufficient).toBeGreaterThan(0);
  });
});
