import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/backtest/_lib/seededRandom.js';
import { computeExpectedValue } from '../../../src/markets/sports/computeExpectedValue.js';
import { sizeKellyPortfolio } from '../../../src/markets/sports/sizeKellyPortfolio.js';
import { sizeKellyStake } from '../../../src/markets/sports/sizeKellyStake.js';

const asOf = '2026-11-25';

/** Expected log growth of stakes f on exclusive outcomes (the remainder 1 − Σp pays nothing). */
function growth(p: readonly number[], odds: readonly number[], f: readonly number[]): number {
  const staked = f.reduce((s, x) => s + x, 0);
  const rest = 1 - p.reduce((s, x) => s + x, 0);
  let g = rest > 1e-15 ? rest * Math.log(1 - staked) : 0;
  for (let i = 0; i < p.length; i++) g += p[i]! * Math.log(1 - staked + f[i]! * odds[i]!);
  return Number.isNaN(g) ? -Infinity : g;
}

/** Gradient of {@link growth}. */
function gradient(p: readonly number[], odds: readonly number[], f: readonly number[]): number[] {
  const staked = f.reduce((s, x) => s + x, 0);
  const rest = 1 - p.reduce((s, x) => s + x, 0);
  const w = p.map((_, i) => 1 - staked + f[i]! * odds[i]!);
  const common = -(rest > 1e-15 ? rest / (1 - staked) : 0) - p.reduce((s, pi, i) => s + pi / w[i]!, 0);
  return p.map((pi, j) => common + (pi * odds[j]!) / w[j]!);
}

/**
 * A numerical optimiser independent of the algorithm under test: projected gradient ascent on f ≥ 0 with backtracking,
 * from seeded random starts, keeping the best.
 */
function searchKelly(p: readonly number[], odds: readonly number[], seed: number): number[] {
  const rnd = createSeededRandom(seed);
  let best: number[] = p.map(() => 0);
  let bestG = growth(p, odds, best);
  for (let start = 0; start < 4; start++) {
    let f = p.map(() => rnd.nextFloat() * 0.5 / p.length);
    let g = growth(p, odds, f);
    let step = 0.1;
    for (let it = 0; it < 20_000 && step > 1e-16; it++) {
      const d = gradient(p, odds, f);
      const next = f.map((x, i) => Math.max(0, x + step * d[i]!));
      const gn = growth(p, odds, next);
      if (gn > g) {
        const moved = next.reduce((s, x, i) => s + Math.abs(x - f[i]!), 0);
        f = next;
        g = gn;
        step *= 1.5;
        if (moved < 1e-15) break;
      } else step /= 2;
    }
    if (g > bestG) {
      best = f;
      bestG = g;
    }
  }
  return best;
}

describe('computeExpectedValue', () => {
  it('is p·O − 1 with the break-even and fair prices', () => {
    const r = computeExpectedValue(0.55, 2);
    expect(r.ev).toBeCloseTo(0.1, 15);
    expect(r.breakeven_probability).toBe(0.5);
    expect(r.fair_odds).toBeCloseTo(1 / 0.55, 15);
    expect(r.edge).toBeCloseTo(0.05, 15);
    expect(() => computeExpectedValue(1.2, 2)).toThrow(/^computeExpectedValue: probability/);
    expect(() => computeExpectedValue(0.5, 1)).toThrow(/^computeExpectedValue: decimalOdds/);
  });
});

describe('sizeKellyStake', () => {
  it('gives Kelly\'s (bp − q)/b and a quarter of it by default', () => {
    // Kelly (1956): with net odds b = O − 1, f* = (b·p − q)/b. p = 0.55, O = 2: (0.55 − 0.45)/1 = 0.10.
    const r = sizeKellyStake(0.55, 2, { asOf });
    expect(r.full_kelly).toBeCloseTo(0.1, 15);
    expect(r.fraction).toBe(0.25);
    expect(r.stake).toBeCloseTo(0.025, 15);
    expect(r.rules_applied.map((x) => x.id)).toEqual(['markets.sports.kelly_fraction']);
    expect(sizeKellyStake(0.4, 2, { asOf }).stake).toBe(0);
  });

  it('maximises expected log growth at full Kelly (a seeded grid search agrees to 1e-6)', () => {
    const rnd = createSeededRandom(7);
    for (let trial = 0; trial < 20; trial++) {
      const p = 0.05 + 0.9 * rnd.nextFloat();
      const odds = 1.05 + 10 * rnd.nextFloat();
      const full = sizeKellyStake(p, odds, { asOf, fraction: 1 });
      // Golden-section search on [0, 1) of p·log(1 + f(O − 1)) + (1 − p)·log(1 − f).
      const g = (f: number) => p * Math.log1p(f * (odds - 1)) + (1 - p) * Math.log1p(-f);
      let a = 0;
      let b = 0.999999;
      const phi = (Math.sqrt(5) - 1) / 2;
      for (let i = 0; i < 200; i++) {
        const c = b - phi * (b - a);
        const d = a + phi * (b - a);
        if (g(c) < g(d)) a = c;
        else b = d;
      }
      const searched = g(0) >= g((a + b) / 2) ? 0 : (a + b) / 2;
      expect(Math.abs(full.full_kelly - searched), `p ${p}, odds ${odds}`).toBeLessThan(1e-6);
    }
  });
});

describe('sizeKellyPortfolio', () => {
  it('agrees with a seeded numerical optimisation of expected log growth to 1e-6', () => {
    const rnd = createSeededRandom(2026);
    for (let trial = 0; trial < 25; trial++) {
      const n = 2 + rnd.nextInt(5);
      const weights = Array.from({ length: n }, () => 0.1 + rnd.nextFloat());
      const total = weights.reduce((s, w) => s + w, 0) / (0.85 + 0.15 * rnd.nextFloat());
      const p = weights.map((w) => w / total);
      // Prices scattered around fair with a margin, so some outcomes are value and some not.
      const odds = p.map((pi) => Math.max(1.01, (1 / pi) * (0.8 + 0.45 * rnd.nextFloat())));
      const result = sizeKellyPortfolio(p, odds, { asOf, fraction: 1 });
      const searched = searchKelly(p, odds, 100 + trial);
      result.full_kelly.forEach((f, i) => expect(Math.abs(f - searched[i]!), `trial ${trial}, outcome ${i}`).toBeLessThan(1e-6));
      expect(growth(p, odds, result.full_kelly)).toBeGreaterThanOrEqual(growth(p, odds, searched) - 1e-12);
    }
  });

  it('meets the optimality conditions: zero gradient on staked outcomes, none positive on the others', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ w: fc.double({ min: 0.05, max: 1, noNaN: true }), m: fc.double({ min: 0.75, max: 1.3, noNaN: true }) }), { minLength: 2, maxLength: 8 }),
        // Some probability left unpriced keeps the optimum off the Σf = 1 boundary, where the gradient need not vanish.
        fc.double({ min: 0.7, max: 0.98, noNaN: true }),
        (rows, cover) => {
          const total = rows.reduce((s, r) => s + r.w, 0) / cover;
          const p = rows.map((r) => r.w / total);
          const odds = rows.map((r, i) => Math.max(1.01, r.m / p[i]!));
          const { full_kelly: f } = sizeKellyPortfolio(p, odds, { asOf, fraction: 1 });
          const d = gradient(p, odds, f);
          f.forEach((fi, i) => {
            if (fi > 1e-9) expect(Math.abs(d[i]!)).toBeLessThan(1e-6);
            else expect(d[i]!).toBeLessThan(1e-6);
          });
        },
      ),
    );
  });

  it('bets nothing on a fair or over-round book, and scales every stake by the fraction', () => {
    const none = sizeKellyPortfolio([0.5, 0.3, 0.2], [1.9, 3.2, 4.8], { asOf, fraction: 1 });
    expect(none.selected).toEqual([]);
    expect(none.stakes.every((s) => s === 0)).toBe(true);
    const full = sizeKellyPortfolio([0.5, 0.3, 0.2], [2.3, 3.6, 4.2], { asOf, fraction: 1 });
    const quarter = sizeKellyPortfolio([0.5, 0.3, 0.2], [2.3, 3.6, 4.2], { asOf });
    quarter.stakes.forEach((s, i) => expect(s).toBeCloseTo(full.full_kelly[i]! * 0.25, 15));
    expect(() => sizeKellyPortfolio([0.6, 0.6], [2, 2], { asOf })).toThrow(/^sizeKellyPortfolio: probabilities of exclusive outcomes must sum to at most 1/);
    expect(() => sizeKellyPortfolio([0.6, 0.3], [2], { asOf })).toThrow(/length_mismatch|one price per probability/);
  });
});
