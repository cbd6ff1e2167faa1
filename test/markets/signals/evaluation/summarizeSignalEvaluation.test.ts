import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MarketBars } from '../../../../src/markets/ports/MarketBars.js';
import { evaluateSignalHistory } from '../../../../src/markets/signals/evaluation/evaluateSignalHistory.js';
import { evaluateSignalVariant } from '../../../../src/markets/signals/evaluation/evaluateSignalVariant.js';
import { SIGNAL_VARIANTS } from '../../../../src/markets/signals/evaluation/signalVariants.js';
import { summarizeSignalEvaluation } from '../../../../src/markets/signals/evaluation/summarizeSignalEvaluation.js';
import { SIGNAL_MODEL } from '../../../../src/markets/signals/rules/signalModel.js';
import { loadFixtureBars } from '../_bars.js';

const MODEL = SIGNAL_MODEL.versions[0]!.value;
const VARIANTS = SIGNAL_VARIANTS.versions[0]!.value;

describe('summarizeSignalEvaluation', () => {
  const eur = evaluateSignalHistory(loadFixtureBars('EURUSD'), { model: MODEL, spreadBps: 2 });
  const xau = evaluateSignalHistory(loadFixtureBars('XAUUSD'), { model: MODEL, spreadBps: 4 });
  const opts = { resamples: 200 };
  const both = summarizeSignalEvaluation([eur, xau], opts);
  const a = summarizeSignalEvaluation([eur], opts);
  const b = summarizeSignalEvaluation([xau], opts);

  it('pools instruments: counts add up and pooled rates are the count-weighted means of the parts', () => {
    expect(both.candidates).toBe(a.candidates + b.candidates);
    expect(both.calls.count).toBe(a.calls.count + b.calls.count);
    expect(both.calls.hit_rate).toBeCloseTo((a.calls.hit_rate * a.calls.count + b.calls.hit_rate * b.calls.count) / both.calls.count, 12);
    expect(both.brier.engine).toBeCloseTo((a.brier.engine * a.candidates + b.brier.engine * b.candidates) / both.candidates, 12);
  });

  it('recomputes the calls from the events: hit rate, break-even, always-long on the same bars, non-overlapping subset', () => {
    let n = 0;
    let hits = 0;
    let longHits = 0;
    let longN = 0;
    for (let i = 0; i < eur.traded.length; i++) {
      if (eur.traded[i] !== 1) continue;
      n++;
      hits += eur.outcome[i]!;
      if (eur.longOutcome[i]! >= 0) {
        longN++;
        longHits += eur.longOutcome[i]!;
      }
    }
    expect(a.calls.count).toBe(n);
    expect(a.calls.hit_rate).toBe(hits / n);
    expect(a.calls.always_long_hit_rate).toBe(longHits / longN);
    expect(a.calls.margin).toBeCloseTo(a.calls.hit_rate - a.calls.mean_breakeven, 12);
    expect(a.calls.non_overlapping.count).toBeGreaterThan(0);
    expect(a.calls.non_overlapping.count).toBeLessThan(a.calls.count);
    for (const x of [a.calls.margin_ci95, a.calls.edge_over_drift.ci95, a.calls.over_always_long.ci95]) expect(x[0]).toBeLessThanOrEqual(x[1]);
    expect(a.calls.margin_ci95[0]).toBeLessThanOrEqual(a.calls.margin);
    expect(a.calls.margin_ci95[1]).toBeGreaterThanOrEqual(a.calls.margin);
    // The barrier is 0.5 on every candidate (reward ratio 1).
    expect(a.brier.barrier).toBeCloseTo(0.25, 15);
    expect(a.calibration.barrier.bins).toHaveLength(1);
    expect(a.calibration.engine.bins.reduce((s, x) => s + x.count, 0)).toBe(a.candidates);
  });
});

describe('evaluateSignalVariant', () => {
  const bars = loadFixtureBars('SPY');
  const base = evaluateSignalHistory(bars, { model: MODEL, spreadBps: 6 });
  const opts = (i: number) => ({ variant: VARIANTS.variants[i]!, priorStrength: VARIANTS.prior_strength, minSamples: VARIANTS.min_samples, atrMultiple: MODEL.atr_multiple, rewardRatio: MODEL.default_reward_ratio });

  it('states drift\'s rate when its state has no past trades, and a 12-month momentum variant trades the sign of the 252-bar change', () => {
    const v = evaluateSignalVariant(bars, base, opts(3));
    expect(v.at.length).toBeGreaterThan(1000);
    for (let i = 0; i < v.at.length; i += 53) {
      const t = v.at[i]!;
      expect(v.dir[i]).toBe(Math.sign(bars.close[t]! - bars.close[t - 252]!));
    }
    expect(v.engine[0]).toBe(v.drift[0]);
  });

  it('never reads a later bar: changing the bars after t leaves every variant probability at or before t unchanged', () => {
    const short: MarketBars = { ...bars, times: bars.times.slice(0, 1500), open: bars.open.slice(0, 1500), high: bars.high.slice(0, 1500), low: bars.low.slice(0, 1500), close: bars.close.slice(0, 1500), volume: bars.volume.slice(0, 1500) };
    const b0 = evaluateSignalHistory(short, { model: MODEL, spreadBps: 6 });
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 1400 }), fc.double({ min: 0.7, max: 1.4, noNaN: true }), fc.integer({ min: 0, max: VARIANTS.variants.length - 1 }), (t, k, vi) => {
        const changed: MarketBars = { ...short, high: short.high.slice(), low: short.low.slice(), close: short.close.slice() };
        for (let j = t + 1; j < 1500; j++) {
          changed.high[j] = short.high[j]! * k;
          changed.low[j] = short.low[j]! * k;
          changed.close[j] = short.close[j]! * k;
        }
        const v0 = evaluateSignalVariant(short, b0, opts(vi));
        const v1 = evaluateSignalVariant(changed, evaluateSignalHistory(changed, { model: MODEL, spreadBps: 6 }), opts(vi));
        // Scored events at or before t whose trade exited by t are the same (later ones may resolve differently).
        const known = (v: typeof v0) => Array.from(v.at).map((a, i) => ({ a, i })).filter(({ a, i }) => a <= t && v.exit[i]! <= t);
        const k0 = known(v0);
        const k1 = known(v1);
        expect(k1.length).toBe(k0.length);
        for (let m = 0; m < k0.length; m++) {
          expect(v1.engine[k1[m]!.i]).toBe(v0.engine[k0[m]!.i]);
          expect(v1.traded[k1[m]!.i]).toBe(v0.traded[k0[m]!.i]);
        }
      }),
      { numRuns: 6, seed: 11 },
    );
  });
});
