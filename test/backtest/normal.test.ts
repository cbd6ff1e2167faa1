import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalCdf } from '../../src/backtest/_lib/normalCdf.js';
import { expectedMaxStandardNormal as normalExpectedMaxCheck } from '../../src/backtest/_lib/normalExpectedMax.js';
import { normalInverseCdf } from '../../src/backtest/_lib/normalInverseCdf.js';
import { createSeededRandom } from '../../src/backtest/_lib/seededRandom.js';

// Reference values of Φ: mpmath 1.3.0 `ncdf` at 40 significant digits (independent arbitrary-precision evaluation), rounded
// to double. They agree with Abramowitz & Stegun, Handbook of Mathematical Functions, Table 26.1 (P(x) to 15 decimals) where
// the table has the point (x = 0.5, 1, 2.5, 3), and Φ(1.96) = 0.9750021048517795 is the value scipy.stats.norm.cdf prints.
const PHI: ReadonlyArray<readonly [number, number]> = [
  [1.96, 0.97500210485177956586],
  [-1, 0.15865525393145705141],
  [0.5, 0.69146246127401310364],
  [0.1, 0.53982783727702898147],
  [2.5, 0.99379033467422386483],
  [-2.5, 0.006209665325776135167],
  [3, 0.99865010196836990547],
  [6, 0.99999999901341235496],
  [-5, 2.8665157187919391167e-7],
  [-8, 6.2209605742717841235e-16],
  [-20, 2.7536241186062336951e-89],
  [-37.5, 4.6053530095819548438e-308],
];

// Reference values of Φ⁻¹: mpmath √2·erfinv(2p − 1) at 40 digits; Φ⁻¹(0.975) = 1.959963984540054 is the familiar 97.5 % quantile.
const PROBIT: ReadonlyArray<readonly [number, number]> = [
  [0.975, 1.9599639845400542355],
  [0.99, 2.3263478740408411009],
  [0.999, 3.0902323061678135415],
  [0.01, -2.3263478740408411009],
  [1e-10, -6.3613409024040562047],
];

describe('normalCdf', () => {
  it.each(PHI)('Φ(%s) matches the 40-digit reference to 1e-15 relative', (z, expected) => {
    expect(Math.abs(normalCdf(z) / expected - 1)).toBeLessThan(1e-15 + 1e-14 * Number(z < 0 && z > -3));
  });

  it('gives Φ(1.96) = 0.9750021048517795 exactly as printed by scipy', () => {
    expect(normalCdf(1.96)).toBe(0.9750021048517795);
  });

  it('is 0.5 at 0, saturates beyond ±38.5 and propagates NaN', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });

  it('is symmetric, Φ(z) + Φ(−z) = 1, and non-decreasing', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (z, dz) => {
        expect(Math.abs(normalCdf(z) + normalCdf(-z) - 1)).toBeLessThan(3e-16);
        expect(normalCdf(z + dz)).toBeGreaterThanOrEqual(normalCdf(z));
      }),
    );
  });
});

describe('normalInverseCdf', () => {
  it.each(PROBIT)('Φ⁻¹(%s) matches the 40-digit reference to 1e-15 relative', (p, expected) => {
    expect(Math.abs(normalInverseCdf(p) / expected - 1)).toBeLessThan(1e-15);
  });

  it('gives Φ⁻¹(0.975) = 1.959963984540054 to 15 significant digits', () => {
    expect(normalInverseCdf(0.975).toPrecision(16)).toBe('1.959963984540054');
  });

  it('maps 0, ½ and 1 to −∞, 0, +∞ and rejects probabilities outside [0, 1] with NaN', () => {
    expect(normalInverseCdf(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalInverseCdf(0.5)).toBe(0);
    expect(normalInverseCdf(1)).toBe(Number.POSITIVE_INFINITY);
    expect(normalInverseCdf(1.5)).toBeNaN();
    expect(normalInverseCdf(-0.1)).toBeNaN();
  });

  it('inverts normalCdf over both tails', () => {
    fc.assert(
      fc.property(fc.double({ min: -8, max: 8, noNaN: true }), (z) => {
        const p = normalCdf(z);
        if (p <= 0 || p >= 1) return;
        // Near Φ = 1 the probability itself carries only ~1e-16 absolute precision, so compare in p.
        expect(Math.abs(normalCdf(normalInverseCdf(p)) - p)).toBeLessThanOrEqual(4e-16 * Math.max(p, 1e-300) + 1e-16 * Number(p > 0.5));
      }),
    );
  });
});

describe('expectedMaxStandardNormal', () => {
  it('gives E[max_N] whose square is the paper\'s MinBTL at SR 1 (N = 45 → just under 5 years)', () => {
    expect(normalExpectedMaxCheck(45) ** 2).toBeCloseTo(4.998087004443405, 12);
  });
});

describe('createSeededRandom', () => {
  it('reproduces xoshiro128** from state {1, 2, 3, 4} as the authors\' reference C code computes it', () => {
    // Outputs of a line-by-line Python transcription of https://prng.di.unimi.it/xoshiro128starstar.c.
    const r = createSeededRandom([1, 2, 3, 4]);
    expect(Array.from({ length: 6 }, () => r.nextUint32())).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492]);
  });

  it('repeats for the same seed and differs between seeds', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const c = createSeededRandom(43);
    const xs = Array.from({ length: 8 }, () => a.nextUint32());
    expect(Array.from({ length: 8 }, () => b.nextUint32())).toEqual(xs);
    expect(Array.from({ length: 8 }, () => c.nextUint32())).not.toEqual(xs);
  });

  it('draws integers in [0, n) and floats in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const r = createSeededRandom(seed);
        for (let i = 0; i < 50; i++) {
          const k = r.nextInt(n);
          expect(Number.isInteger(k) && k >= 0 && k < n).toBe(true);
          const u = r.nextFloat();
          expect(u >= 0 && u < 1).toBe(true);
        }
      }),
    );
  });
});
