import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalCdf } from '../../../src/backtest/_lib/normalCdf.js';
import { computeCloseAboveProbability } from '../../../src/markets/probability/computeCloseAboveProbability.js';
import { computeTouchProbability } from '../../../src/markets/probability/computeTouchProbability.js';
import { createNormalSampler } from './_montecarlo.js';

// The research notes' touch example (markets research §5): spot 100, barrier 110, σ 0.6, 30 days, μ = 0. Continuous
// reflection formula 0.552; a discretely watched barrier touches less: their Monte Carlo gave 0.544.
const S = 100;
const H = 110;
const SIGMA = 0.6;
const T = 30 / 365;
const MODEL = { spot: S, volatility: SIGMA, years: T };
// scipy 1.17.1: norm.cdf((−b + νT)/σ√T) + exp(2νb/σ²)·norm.cdf((−b − νT)/σ√T) with b = ln 1.1, ν = −0.18.
const CONTINUOUS = 0.5518443330400145;

describe('computeTouchProbability', () => {
  it('reproduces the reflection formula (0.552 in the research notes)', () => {
    expect(computeTouchProbability(H, MODEL)).toBeCloseTo(CONTINUOUS, 13);
    expect(Math.abs(computeTouchProbability(H, MODEL) - 0.552)).toBeLessThan(5e-4);
  });

  it('is 2Φ(−b/σ√T) when the log-price has no drift (ν = 0)', () => {
    const b = Math.log(H / S);
    expect(computeTouchProbability(H, { ...MODEL, drift: 0.18 })).toBeCloseTo(2 * normalCdf(-b / (SIGMA * Math.sqrt(T))), 14);
    // and the mirror image for a lower barrier
    expect(computeTouchProbability(90, { ...MODEL, drift: 0.18 })).toBeCloseTo(2 * normalCdf(Math.log(90 / S) / (SIGMA * Math.sqrt(T))), 14);
  });

  it('agrees to 1e-3 with a seeded Monte Carlo of the continuous maximum (2,000,000 paths, exact bridge maximum)', () => {
    // Given the log-price end point x, the maximum of a Brownian bridge is (x + √(x² − 2σ²T·ln U))/2 (exact sampling).
    const g = createNormalSampler(7);
    const n = 2_000_000;
    const b = Math.log(H / S);
    const nuT = -0.5 * SIGMA * SIGMA * T;
    const sd = SIGMA * Math.sqrt(T);
    let hits = 0;
    for (let i = 0; i < n; i++) {
      const x = nuT + sd * g.normal();
      const max = (x + Math.sqrt(x * x - 2 * SIGMA * SIGMA * T * Math.log(g.uniform()))) / 2;
      if (max >= b) hits++;
    }
    expect(Math.abs(hits / n - computeTouchProbability(H, MODEL))).toBeLessThan(1e-3);
  });

  it('agrees to 1e-3 with a seeded Monte Carlo for a lower barrier with drift', () => {
    const g = createNormalSampler(11);
    const n = 1_000_000;
    const mu = 0.3;
    const b = Math.log(85 / S);
    const nuT = (mu - 0.5 * SIGMA * SIGMA) * T;
    const sd = SIGMA * Math.sqrt(T);
    let hits = 0;
    for (let i = 0; i < n; i++) {
      const x = nuT + sd * g.normal();
      const min = (x - Math.sqrt(x * x - 2 * SIGMA * SIGMA * T * Math.log(g.uniform()))) / 2;
      if (min <= b) hits++;
    }
    expect(Math.abs(hits / n - computeTouchProbability(85, { ...MODEL, drift: mu }))).toBeLessThan(1e-3);
  });

  it('corrects a barrier checked every 15 minutes by the Broadie–Glasserman shift: 0.544 against a seeded discrete Monte Carlo', () => {
    const steps = 30 * 24 * 4;
    const discrete = computeTouchProbability(H, { ...MODEL, monitoringIntervalYears: T / steps });
    expect(Math.abs(discrete - 0.544)).toBeLessThan(5e-4);
    expect(discrete).toBeLessThan(CONTINUOUS);

    // Discrete monitoring simulated step by step (60,000 paths of 2,880 checks). Variance reduction: the estimate is
    // the continuous probability (exact above) less E[1{no check hit} · P(the path crossed between checks)], the
    // crossing probability of each Brownian-bridge step being exp(−2(b − x)(b − y)/(σ²Δt)). Far below the barrier the
    // path jumps several checks at once (the chance of a hit inside such a jump is below 1e-12).
    const g = createNormalSampler(3);
    const dt = T / steps;
    const sd = SIGMA * Math.sqrt(dt);
    const mu = -0.5 * SIGMA * SIGMA * dt;
    const k = 2 / (SIGMA * SIGMA * dt);
    const b = Math.log(H / S);
    const paths = 60_000;
    let missed = 0;
    for (let i = 0; i < paths; i++) {
      let x = 0;
      let logNoCross = 0;
      let hit = false;
      for (let j = 0; j < steps; ) {
        const jump = Math.floor(((b - x) / (8 * sd)) ** 2);
        if (jump >= 2) {
          const m = Math.min(jump, steps - j);
          x += mu * m + sd * Math.sqrt(m) * g.normal();
          j += m;
          continue;
        }
        const y = x + mu + sd * g.normal();
        j++;
        if (y >= b) {
          hit = true;
          break;
        }
        const e = k * (b - x) * (b - y);
        if (e < 40) logNoCross += Math.log1p(-Math.exp(-e));
        x = y;
      }
      if (!hit) missed += 1 - Math.exp(logNoCross);
    }
    expect(Math.abs(CONTINUOUS - missed / paths - discrete)).toBeLessThan(1e-3);
  });

  it('is 1 when the spot is already at or beyond the barrier, and infers the direction from the barrier', () => {
    expect(computeTouchProbability(100, MODEL)).toBe(1);
    expect(computeTouchProbability(95, { ...MODEL, direction: 'up' })).toBe(1);
    expect(computeTouchProbability(105, { ...MODEL, direction: 'down' })).toBe(1);
    expect(computeTouchProbability(90, MODEL)).toBeCloseTo(computeTouchProbability(90, { ...MODEL, direction: 'down' }), 15);
  });

  it('stays finite for tiny volatilities (the e^(2νb/σ²) term is taken in logs)', () => {
    // Deterministic limit: the price drifts to 100·e^(0.5·30/365) = 104.2 < 110, never touching.
    expect(computeTouchProbability(H, { ...MODEL, volatility: 0.001, drift: 0.5 })).toBeCloseTo(0, 12);
    expect(computeTouchProbability(H, { ...MODEL, volatility: 1e-4, drift: 2 })).toBeCloseTo(1, 12);
  });

  it('touches at least as often as it closes beyond, and discrete checks never touch more than continuous watching', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 101, max: 200, noNaN: true }),
        fc.double({ min: 0.05, max: 1.5, noNaN: true }),
        fc.double({ min: 1 / 365, max: 1, noNaN: true }),
        fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        (h, sigma, years, drift) => {
          const m = { spot: 100, volatility: sigma, years, drift };
          const touch = computeTouchProbability(h, m);
          expect(touch).toBeGreaterThanOrEqual(computeCloseAboveProbability(h, m) - 1e-12);
          expect(touch).toBeLessThanOrEqual(1);
          expect(computeTouchProbability(h, { ...m, monitoringIntervalYears: years / 10 })).toBeLessThanOrEqual(touch + 1e-12);
        },
      ),
    );
  });

  it.each([
    ['a barrier of 0', () => computeTouchProbability(0, MODEL), 'barrier'],
    ['an unknown direction', () => computeTouchProbability(110, { ...MODEL, direction: 'sideways' as 'up' }), 'direction'],
    ['a negative monitoring interval', () => computeTouchProbability(110, { ...MODEL, monitoringIntervalYears: -1 }), 'options.monitoringIntervalYears'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^computeTouchProbability: /) }));
  });
});
