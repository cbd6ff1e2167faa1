import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { computeAdx } from '../../../src/markets/indicators/computeAdx.js';
import { computeAtr } from '../../../src/markets/indicators/computeAtr.js';
import { computeBollingerBands } from '../../../src/markets/indicators/computeBollingerBands.js';
import { computeEma } from '../../../src/markets/indicators/computeEma.js';
import { computeRoc } from '../../../src/markets/indicators/computeRoc.js';
import { computeRsi } from '../../../src/markets/indicators/computeRsi.js';
import type { MarketBars } from '../../../src/markets/ports/MarketBars.js';
import { generateSignal } from '../../../src/markets/signals/generateSignal.js';
import { shrinkHitRate } from '../../../src/markets/signals/shrinkHitRate.js';
import { AS_OF, appendBars, loadGoogBars, makeBars, prefixBars, walkArb } from './_bars.js';

const goog = loadGoogBars();

function errorOf(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (e) {
    if (e instanceof GuidekitError) return e;
    throw e;
  }
  throw new Error('expected a GuidekitError');
}

/**
 * An independent reading of docs/signal-model.md's history rule, written from the document: each bar's state from the
 * indicators (EMA 20/50 with ADX(14) ≥ 20; ROC(10) with RSI(14) beyond 55/45; Bollinger(20) z beyond ±2; the
 * ATR(14)/close percentile among 252 bars, ties half, split at 1/3 and 2/3), then every earlier bar in the same state
 * traded the same way with the stop scaled by its own ATR, counted without overlap, a bar touching both barriers
 * counted as the stop.
 */
function oracleHistory(bars: MarketBars, at: number, dir: 1 | -1, riskInAtr: number, rr: number): { samples: number; hits: number } {
  const n = at + 1;
  const high = Array.from(bars.high.subarray(0, n));
  const low = Array.from(bars.low.subarray(0, n));
  const close = Array.from(bars.close.subarray(0, n));
  const atr = computeAtr({ high, low, close }, { period: 14 });
  const f = computeEma(close, { period: 20 });
  const s = computeEma(close, { period: 50 });
  const adx = computeAdx({ high, low, close }, { period: 14 }).adx;
  const roc = computeRoc(close, { period: 10 });
  const rsi = computeRsi(close, { period: 14 });
  const bb = computeBollingerBands(close, { period: 20, nbDevUp: 1, nbDevDown: 1 });
  const pct = (i: number): number => {
    if (i - 251 < 0 || Number.isNaN(atr[i - 251]!)) return Number.NaN;
    const v = atr[i]! / close[i]!;
    let below = 0;
    for (let k = i - 251; k < i; k++) {
      const x = atr[k]! / close[k]!;
      below += x < v ? 1 : x === v ? 0.5 : 0;
    }
    return below / 251;
  };
  const stateOf = (i: number): string => {
    const trend = Number.isNaN(adx[i]!) || Number.isNaN(s[i]!) ? 'n' : adx[i]! < 20 || f[i] === s[i] ? '0' : f[i]! > s[i]! ? '+' : '-';
    const mom = Number.isNaN(roc[i]!) || Number.isNaN(rsi[i]!) ? 'n' : roc[i]! > 0 && rsi[i]! > 55 ? '+' : roc[i]! < 0 && rsi[i]! < 45 ? '-' : '0';
    const sd = bb.upper[i]! - bb.middle[i]!;
    const z = Number.isNaN(bb.middle[i]!) ? Number.NaN : sd > 0 ? (close[i]! - bb.middle[i]!) / sd : 0;
    const mr = Number.isNaN(z) ? 'n' : z >= 2 ? '-' : z <= -2 ? '+' : '0';
    const p = pct(i);
    const vol = Number.isNaN(p) ? 'n' : p < 1 / 3 ? 'L' : p >= 2 / 3 ? 'H' : 'M';
    return trend + mom + mr + vol;
  };
  const target = stateOf(at);
  let samples = 0;
  let hits = 0;
  let free = 0;
  for (let j = 0; j < at; j++) {
    if (j < free || stateOf(j) !== target || !(atr[j]! > 0)) continue;
    const r = riskInAtr * atr[j]!;
    const stop = close[j]! - dir * r;
    const tp = close[j]! + dir * rr * r;
    let exit = -1;
    let hit = 0;
    for (let k = j + 1; k <= at && exit < 0; k++) {
      const stopped = dir === 1 ? low[k]! <= stop : high[k]! >= stop;
      const won = dir === 1 ? high[k]! >= tp : low[k]! <= tp;
      if (stopped || won) {
        exit = k;
        hit = stopped ? 0 : 1;
      }
    }
    if (exit < 0) break;
    samples++;
    hits += hit;
    free = exit;
  }
  return { samples, hits };
}

describe('generateSignal', () => {
  describe('on GOOG (backtesting.py test data, ../shared/data)', () => {
    it('places the default stop 1.5 × ATR(14) from the last close and the target at reward_ratio × the risk', () => {
      const call = generateSignal(goog, { asOf: AS_OF, rewardRatio: 2 });
      const atr = computeAtr(goog, { period: 14 });
      const last = goog.close.length - 1;
      expect(call.entry).toBe(goog.close[last]);
      expect(call.risk_points).toBeCloseTo(1.5 * atr[last]!, 10);
      expect(call.candidate).not.toBeNull();
      const dir = call.candidate === 'long' ? 1 : -1;
      expect(call.stop).toBeCloseTo(call.entry - dir * 1.5 * atr[last]!, 10);
      expect(call.take_profit).toBeCloseTo(call.entry + dir * 3 * atr[last]!, 10);
    });

    it('states the driftless barrier probability b/(a + b) as its baseline (gambler\'s ruin: Feller, vol. 1, XIV.2)', () => {
      for (const rewardRatio of [0.5, 1, 2, 3]) {
        const call = generateSignal(goog, { asOf: AS_OF, rewardRatio });
        const a = Math.abs(call.take_profit! - call.entry);
        const b = Math.abs(call.entry - call.stop!);
        expect(call.baseline_probability).toBeCloseTo(b / (a + b), 12);
      }
    });

    it('counts the same history as an independent reading of the documented rule', () => {
      let checked = 0;
      for (const at of [400, 600, 900, 1200, 1500, 2147]) {
        for (const rewardRatio of [1, 2]) {
          const call = generateSignal(goog, { asOf: AS_OF, at, rewardRatio });
          if (call.candidate === null || call.risk_points === null) continue;
          checked++;
          const atr = computeAtr(goog, { period: 14 })[at]!;
          const oracle = oracleHistory(goog, at, call.candidate === 'long' ? 1 : -1, call.risk_points / atr, rewardRatio);
          expect({ at, rewardRatio, samples: call.history.samples, hits: call.history.hits }).toEqual({ at, rewardRatio, ...oracle });
        }
      }
      expect(checked).toBeGreaterThanOrEqual(8);
    });

    it('answers with the shrunk history when it is sufficient, with the sample size and a posterior interval', () => {
      const call = generateSignal(goog, { asOf: AS_OF });
      expect(call.history.sufficient).toBe(true);
      const expected = shrinkHitRate(call.history.hits, call.history.samples, { baseline: 0.5, priorStrength: 200, level: 0.9 });
      expect(call.probability).toBe(expected.probability);
      expect(call.probability_interval).toEqual({ lower: expected.lower, upper: expected.upper, level: 0.9 });
      expect(call.reasons.map((r) => r.code)).toContain('history_estimate');
    });

    it('answers with the baseline and no call when the history is shorter than the minimum, and says so', () => {
      const call = generateSignal(goog, { asOf: AS_OF, minSamples: 10_000 });
      expect(call.candidate).not.toBeNull();
      expect(call.history.sufficient).toBe(false);
      expect(call.probability).toBe(call.baseline_probability);
      expect(call.direction).toBe('no_signal');
      expect(call.reasons.map((r) => r.code)).toContain('history_insufficient');
    });

    it('lowers the effective reward by the spread: break-even (R + s)/((1 + r)·R), and no call when the spread eats the reward', () => {
      const plain = generateSignal(goog, { asOf: AS_OF });
      const risk = plain.risk_points!;
      const s = 0.1 * risk;
      const costed = generateSignal(goog, { asOf: AS_OF, spread: s });
      // A win nets R − s, a loss costs R + s: p·(R − s) = (1 − p)·(R + s) at break-even.
      const p = costed.breakeven_probability!;
      expect(p * (risk - s)).toBeCloseTo((1 - p) * (risk + s), 10);
      expect(costed.probability).toBe(plain.probability);
      expect(costed.edge).toBeCloseTo(plain.probability - p, 12);
      const eaten = generateSignal(goog, { asOf: AS_OF, spread: risk });
      expect(eaten.direction).toBe('no_signal');
      expect(eaten.reasons.map((r) => r.code)).toContain('cost_exceeds_reward');
    });

    it('returns every factor with its value, vote and weight, and a score that is their weighted sum', () => {
      const call = generateSignal(goog, { asOf: AS_OF, positioningZ: -2, sentiment: 0.5 });
      expect(call.factors.map((f) => f.name)).toEqual(['trend', 'momentum', 'mean_reversion', 'volatility', 'positioning', 'sentiment']);
      expect(call.score).toBeCloseTo(call.factors.reduce((sum, f) => sum + f.weight * f.vote, 0), 12);
      const positioning = call.factors.find((f) => f.name === 'positioning')!;
      expect(positioning).toMatchObject({ value: -2, vote: 1, in_history: false });
      expect(call.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(['positioning_not_in_history', 'sentiment_not_in_history']));
    });

    it('conditions the history on a positioning series when one is given', () => {
      const z = new Float64Array(goog.close.length).fill(Number.NaN);
      const last = goog.close.length - 1;
      z[last] = 0;
      const call = generateSignal(goog, { asOf: AS_OF, positioningZ: z });
      // No earlier bar has a positioning reading, so no earlier bar is in the same state.
      expect(call.history.state).toContain('positioning:neutral');
      expect(call.history.samples).toBe(0);
      expect(call.probability).toBe(call.baseline_probability);
    });

    it('cites the signal model it applied, unverified', () => {
      const call = generateSignal(goog, { asOf: AS_OF });
      expect(call.unverified_rules).toEqual(['markets.signal_model']);
    });

    it('writes its reasons in Spanish on request', () => {
      const en = generateSignal(goog, { asOf: AS_OF });
      const es = generateSignal(goog, { asOf: AS_OF, lang: 'es' });
      expect(es.reasons.map((r) => r.code)).toEqual(en.reasons.map((r) => r.code));
      expect(es.reasons[0]!.message).toMatch(/voto ponderado/);
    });

    it('does not modify its input', () => {
      const copy = { ...goog, close: goog.close.slice(), high: goog.high.slice(), low: goog.low.slice() };
      generateSignal(goog, { asOf: AS_OF });
      expect(goog.close).toEqual(copy.close);
      expect(goog.high).toEqual(copy.high);
      expect(goog.low).toEqual(copy.low);
    });
  });

  it('counts the stop when one bar touches both barriers', () => {
    // A flat series votes nothing; a positioning extreme makes the candidate long. Bar 15 spans both barriers of the
    // trade opened at bar 14 (risk 1 point, target 1 point): it must count as a loss.
    const rows: [number, number, number, number][] = Array.from({ length: 17 }, () => [100, 100.5, 99.5, 100]);
    rows[15] = [100, 102, 98, 100];
    const z = new Float64Array(17).fill(-3);
    const bars = makeBars(rows);
    const call = generateSignal(bars, { asOf: AS_OF, riskPoints: 1, positioningZ: z, minSamples: 1 });
    expect(call.candidate).toBe('long');
    expect(call.history).toMatchObject({ samples: 1, hits: 0 });
  });

  it('answers the baseline when the history is empty', () => {
    // 15 bars: ATR(14) exists only at the last one, so no earlier trade can be sized.
    const rows: [number, number, number, number][] = Array.from({ length: 15 }, (_, i) => [100 + i, 101 + i, 99 + i, 100.5 + i]);
    const call = generateSignal(makeBars(rows), { asOf: AS_OF, positioningZ: -3, minSamples: 1 });
    expect(call.candidate).toBe('long');
    expect(call.history.samples).toBe(0);
    expect(call.probability).toBe(1 / 2);
    expect(call.direction).toBe('no_signal');
  });

  it('says so when there are too few bars for ATR and no risk was given', () => {
    const call = generateSignal(makeBars([[100, 101, 99, 100]]), { asOf: AS_OF, positioningZ: -3 });
    expect(call).toMatchObject({ candidate: 'long', direction: 'no_signal', stop: null, risk_points: null, probability: 0.5 });
    expect(call.reasons.map((r) => r.code)).toContain('atr_unavailable');
  });

  describe('rejects bad arguments', () => {
    const bars = makeBars([
      [100, 101, 99, 100],
      [100, 102, 99, 101],
    ]);
    it.each([
      ['missing asOf', () => generateSignal(bars, {} as never), 'required', 'asOf'],
      ['asOf before the model', () => generateSignal(bars, { asOf: '2020-01-01' }), 'out_of_range', 'asOf'],
      ['riskPoints ≤ 0', () => generateSignal(bars, { asOf: AS_OF, riskPoints: 0 }), 'invalid_number', 'riskPoints'],
      ['rewardRatio ≤ 0', () => generateSignal(bars, { asOf: AS_OF, rewardRatio: -1 }), 'invalid_number', 'rewardRatio'],
      ['negative spread', () => generateSignal(bars, { asOf: AS_OF, spread: -0.1 }), 'invalid_number', 'spread'],
      ['at past the end', () => generateSignal(bars, { asOf: AS_OF, at: 2 }), 'invalid_number', 'at'],
      ['sentiment outside [−1, 1]', () => generateSignal(bars, { asOf: AS_OF, sentiment: 2 }), 'invalid_number', 'sentiment'],
      ['a positioning series of the wrong length', () => generateSignal(bars, { asOf: AS_OF, positioningZ: [1] }), 'length_mismatch', 'positioningZ'],
      ['low above high', () => generateSignal(makeBars([[100, 99, 101, 100]]), { asOf: AS_OF }), 'inconsistent_ohlc', 'bars.low[0]'],
      ['no bars', () => generateSignal(makeBars([]), { asOf: AS_OF }), 'too_small', 'bars'],
      ['mismatched arrays', () => generateSignal({ ...bars, close: new Float64Array(1) }, { asOf: AS_OF }), 'length_mismatch', 'bars.close'],
      ['a non-finite price', () => generateSignal({ ...bars, high: Float64Array.from([101, Number.NaN]) }, { asOf: AS_OF }), 'invalid_number', 'bars.high[1]'],
      ['an unknown language', () => generateSignal(bars, { asOf: AS_OF, lang: 'fr' as never }), 'invalid_lang', 'lang'],
    ])('%s', (_name, call, code, field) => {
      const error = errorOf(call);
      expect(error).toMatchObject({ code, field });
      expect(error.message.startsWith('generateSignal: ')).toBe(true);
    });
  });

  describe('properties', () => {
    const historyOptions = fc.record({
      rewardRatio: fc.constantFrom(0.5, 1, 2),
      minSamples: fc.constantFrom(1, 3, 30),
      priorStrength: fc.constantFrom(2, 20),
      positioningZ: fc.option(fc.double({ min: -3, max: 3, noNaN: true }), { nil: undefined }),
    });

    it('never looks ahead: the call at bar t is the same whatever bars follow it', () => {
      fc.assert(
        fc.property(walkArb(2, 120), walkArb(1, 40), walkArb(1, 40), historyOptions, (past, future1, future2, opts) => {
          const t = past.close.length - 1;
          const alone = generateSignal(past, { asOf: AS_OF, ...opts });
          expect(generateSignal(appendBars(past, future1), { asOf: AS_OF, ...opts, at: t })).toEqual(alone);
          expect(generateSignal(appendBars(past, future2), { asOf: AS_OF, ...opts, at: t })).toEqual(alone);
        }),
        { numRuns: 150 },
      );
    });

    it('never looks ahead through a positioning or sentiment series either', () => {
      fc.assert(
        fc.property(
          walkArb(2, 120),
          walkArb(1, 40),
          fc.array(fc.double({ min: -3, max: 3, noNaN: true }), { minLength: 160, maxLength: 160 }),
          fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 160, maxLength: 160 }),
          (past, future, z, mood) => {
            const t = past.close.length - 1;
            const full = appendBars(past, future);
            const n = full.close.length;
            const opts = { asOf: AS_OF, minSamples: 1, priorStrength: 5 };
            const alone = generateSignal(past, { ...opts, positioningZ: z.slice(0, t + 1), sentiment: mood.slice(0, t + 1) });
            expect(generateSignal(full, { ...opts, at: t, positioningZ: z.slice(0, n), sentiment: mood.slice(0, n) })).toEqual(alone);
          },
        ),
        { numRuns: 100 },
      );
    });

    it('never looks ahead on GOOG either, at any bar, with random bars after it', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: goog.close.length - 2 }), walkArb(1, 30), (t, future) => {
          const past = prefixBars(goog, t + 1);
          const alone = generateSignal(past, { asOf: AS_OF });
          expect(generateSignal(appendBars(past, future), { asOf: AS_OF, at: t })).toEqual(alone);
          expect(generateSignal(goog, { asOf: AS_OF, at: t })).toEqual(alone);
        }),
        { numRuns: 40 },
      );
    });

    it('puts the stop and the target on the right sides of the entry', () => {
      fc.assert(
        fc.property(walkArb(1, 150), historyOptions, (bars, opts) => {
          const call = generateSignal(bars, { asOf: AS_OF, ...opts });
          if (call.candidate === null || call.stop === null) return;
          if (call.candidate === 'long') {
            expect(call.stop).toBeLessThan(call.entry);
            expect(call.take_profit!).toBeGreaterThan(call.entry);
          } else {
            expect(call.stop).toBeGreaterThan(call.entry);
            expect(call.take_profit!).toBeLessThan(call.entry);
          }
          expect(Math.abs(call.take_profit! - call.entry)).toBeCloseTo(call.reward_ratio * Math.abs(call.entry - call.stop), 8);
        }),
        { numRuns: 200 },
      );
    });

    it('states a probability in [0, 1] inside its interval, the baseline whenever the history is empty or short', () => {
      fc.assert(
        fc.property(walkArb(1, 150), historyOptions, (bars, opts) => {
          const call = generateSignal(bars, { asOf: AS_OF, ...opts });
          expect(call.probability).toBeGreaterThanOrEqual(0);
          expect(call.probability).toBeLessThanOrEqual(1);
          expect(call.probability_interval.lower).toBeLessThanOrEqual(call.probability);
          expect(call.probability_interval.upper).toBeGreaterThanOrEqual(call.probability);
          if (call.history.samples === 0 || !call.history.sufficient) expect(call.probability).toBe(call.baseline_probability);
          if (call.direction !== 'no_signal') {
            expect(call.history.sufficient).toBe(true);
            expect(call.probability).toBeGreaterThan(call.breakeven_probability!);
          }
        }),
        { numRuns: 200 },
      );
    });

    it('states exactly the shrinkage of its reported history when the history is sufficient', () => {
      fc.assert(
        fc.property(walkArb(40, 150), historyOptions, (bars, opts) => {
          const call = generateSignal(bars, { asOf: AS_OF, ...opts });
          if (!call.history.sufficient) return;
          const expected = shrinkHitRate(call.history.hits, call.history.samples, { baseline: call.baseline_probability, priorStrength: opts.priorStrength });
          expect(call.probability).toBe(expected.probability);
        }),
        { numRuns: 150 },
      );
    });
  });
});
