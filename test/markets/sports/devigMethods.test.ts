import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devigAdditive } from '../../../src/markets/sports/devigAdditive.js';
import { devigBalancedBook } from '../../../src/markets/sports/devigBalancedBook.js';
import { devigBasic } from '../../../src/markets/sports/devigBasic.js';
import { devigOddsRatio } from '../../../src/markets/sports/devigOddsRatio.js';
import { devigPower } from '../../../src/markets/sports/devigPower.js';
import { devigShin } from '../../../src/markets/sports/devigShin.js';
import type { DevigMethod, DevigResult } from '../../../src/markets/sports/types.js';
import {
  IMPLIED_MY_ODDS,
  IMPLIED_MY_ODDS2,
  IMPLIED_MY_ODDS_PARAMETERS,
  IMPLIED_REACH_FINAL,
  MY_ODDS,
  MY_ODDS2,
  ODDS_REACH_FINAL,
  SHIN_README,
} from './fixtures/impliedReference.js';

type Devig = (odds: readonly number[], options?: { targetProbability?: number }) => DevigResult;
const METHODS: Readonly<Record<DevigMethod, Devig>> = {
  basic: devigBasic,
  additive: devigAdditive,
  power: devigPower,
  shin: devigShin,
  odds_ratio: devigOddsRatio,
  balanced_book: devigBalancedBook,
};
/** Methods whose probabilities stay inside (0, 1) for any prices; additive and balanced book can go below zero. */
const ALWAYS_PROPER: readonly DevigMethod[] = ['basic', 'power', 'shin', 'odds_ratio'];

function expectClose(actual: readonly number[], expected: readonly number[], tolerance: number): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((a, i) => expect(Math.abs(a - expected[i]!), `index ${i}: ${a} vs ${expected[i]}`).toBeLessThanOrEqual(tolerance));
}

/** A market of n outcomes with a margin: fair probabilities from positive weights, priced at p·(1 + margin). */
const market = fc
  .record({
    weights: fc.array(fc.double({ min: 0.02, max: 1, noNaN: true }), { minLength: 2, maxLength: 10 }),
    margin: fc.double({ min: 0, max: 0.12, noNaN: true }),
  })
  .map(({ weights, margin }) => {
    const total = weights.reduce((s, w) => s + w, 0);
    return weights.map((w) => 1 / ((w / total) * (1 + margin)));
  })
  .filter((odds) => odds.every((o) => o > 1.001 && Number.isFinite(o)));

describe('de-vig methods against the R package implied', () => {
  for (const method of Object.keys(IMPLIED_MY_ODDS) as (keyof typeof IMPLIED_MY_ODDS)[]) {
    it(`${method} reproduces implied_probabilities() on the package's five example markets`, () => {
      // Closed forms agree to rounding; root-solved methods to R's uniroot tolerance; Shin's iteration to 1e-4.
      const tolerance = method === 'shin' ? 1e-4 : method === 'power' || method === 'odds_ratio' ? 1e-5 : 1e-12;
      MY_ODDS.forEach((odds, row) => expectClose(METHODS[method](odds).probabilities, IMPLIED_MY_ODDS[method][row]!, tolerance));
    });
  }

  it('reports the fitted parameter R reports (Shin z, power k, odds ratio, balanced-book z)', () => {
    MY_ODDS.forEach((odds, row) => {
      expect(Math.abs(devigShin(odds).parameter! - IMPLIED_MY_ODDS_PARAMETERS.shin[row]!)).toBeLessThan(1e-4);
      expect(Math.abs(devigShin(odds).parameter! - IMPLIED_MY_ODDS_PARAMETERS.shin_uniroot[row]!)).toBeLessThan(1e-4);
      // R solves k with uniroot at eps^0.25 ≈ 1.2e-4 on k itself, so its k is good to about 1e-4.
      expect(Math.abs(devigPower(odds).parameter! - IMPLIED_MY_ODDS_PARAMETERS.power[row]!)).toBeLessThan(1e-4);
      expect(Math.abs(devigOddsRatio(odds).parameter! - IMPLIED_MY_ODDS_PARAMETERS.odds_ratio[row]!)).toBeLessThan(1e-5);
      expect(Math.abs(devigBalancedBook(odds).parameter! - IMPLIED_MY_ODDS_PARAMETERS.balanced_book[row]!)).toBeLessThan(1e-12);
    });
  });

  it('flags the long shots additive pushes below zero, as implied flags them problematic', () => {
    const additive = devigAdditive(MY_ODDS2);
    expectClose(additive.probabilities, IMPLIED_MY_ODDS2.additive, 1e-12);
    expect(additive.problematic).toBe(true);
    expect(devigBalancedBook(MY_ODDS2).problematic).toBe(true);
    for (const method of ['power', 'shin', 'odds_ratio'] as const) {
      const result = METHODS[method](MY_ODDS2);
      expectClose(result.probabilities, IMPLIED_MY_ODDS2[method], method === 'shin' ? 1e-4 : 1e-5);
      expect(result.problematic).toBe(false);
    }
  });

  for (const method of Object.keys(IMPLIED_REACH_FINAL) as (keyof typeof IMPLIED_REACH_FINAL)[]) {
    it(`${method} with targetProbability 2 reproduces the vignette's reach-the-final market`, () => {
      const result = METHODS[method](ODDS_REACH_FINAL, { targetProbability: 2 });
      expectClose(result.probabilities, IMPLIED_REACH_FINAL[method], method === 'power' || method === 'odds_ratio' ? 1e-5 : 1e-12);
      expect(result.target_probability).toBe(2);
    });
  }
});

describe('devigShin', () => {
  it('reproduces the shin package README: three outcomes, and two outcomes in closed form', () => {
    const three = devigShin(SHIN_README.threeWay.odds);
    expectClose(three.probabilities, SHIN_README.threeWay.probabilities, 1e-10);
    expect(Math.abs(three.parameter! - SHIN_README.threeWay.z)).toBeLessThan(1e-10);
    const two = devigShin(SHIN_README.twoWay.odds);
    expectClose(two.probabilities, SHIN_README.twoWay.probabilities, 1e-12);
    expect(Math.abs(two.parameter! - SHIN_README.twoWay.z)).toBeLessThan(1e-12);
    expect(two.iterations).toBe(0);
  });

  it('equals the additive method with two outcomes, and the z it reports solves Shin\'s equations', () => {
    fc.assert(
      fc.property(market.filter((o) => o.length === 2), (odds) => {
        const shin = devigShin(odds);
        expectClose(shin.probabilities, devigAdditive(odds).probabilities, 1e-12);
        // Shin's probabilities at z, computed from the formula, are the ones returned and sum to 1.
        const r = odds.map((o) => 1 / o);
        const booksum = r[0]! + r[1]!;
        const z = shin.parameter!;
        const fromZ = r.map((ri) => (Math.sqrt(z * z + (4 * (1 - z) * ri * ri) / booksum) - z) / (2 * (1 - z)));
        expectClose(fromZ, shin.probabilities, 1e-9);
      }),
    );
  });

  it('refuses a place market: Shin\'s model has one winner', () => {
    expect(() => devigShin(ODDS_REACH_FINAL, { targetProbability: 2 })).toThrow(/^devigShin: .*targetProbability/);
  });
});

describe('de-vig properties', () => {
  for (const [name, devig] of Object.entries(METHODS) as [DevigMethod, Devig][]) {
    it(`${name}: sums to 1, stays in (0, 1) unless flagged, and keeps the order of the prices`, () => {
      fc.assert(
        fc.property(market, (odds) => {
          const result = devig(odds);
          const p = result.probabilities;
          expect(Math.abs(p.reduce((s, x) => s + x, 0) - 1)).toBeLessThan(1e-9);
          const inside = p.every((x) => x > 0 && x < 1);
          expect(result.problematic).toBe(!inside);
          if (ALWAYS_PROPER.includes(name)) expect(inside).toBe(true);
          for (let i = 0; i < odds.length; i++) {
            for (let j = 0; j < odds.length; j++) if (odds[i]! < odds[j]!) expect(p[i]!).toBeGreaterThanOrEqual(p[j]! - 1e-12);
          }
        }),
      );
    });
  }

  for (const name of ['basic', 'power', 'odds_ratio', 'additive', 'balanced_book'] as const) {
    it(`${name}: with k winners sums to k`, () => {
      fc.assert(
        fc.property(market.filter((o) => o.length >= 4), fc.integer({ min: 2, max: 3 }), (winOdds, k) => {
          // A place market: prices of finishing in the first k are about k times the win chance, capped below 1.
          const odds = winOdds.map((o) => Math.max(1.02, o / k));
          fc.pre(k < odds.length);
          const result = METHODS[name](odds, { targetProbability: k });
          expect(Math.abs(result.probabilities.reduce((s, x) => s + x, 0) - k)).toBeLessThan(1e-9);
        }),
      );
    });
  }

  it('never mutates the odds and names the function and field in errors', () => {
    const odds = Object.freeze([2, 3, 4]);
    for (const devig of Object.values(METHODS)) devig(odds);
    expect(() => devigBasic([2])).toThrow(/^devigBasic: decimalOdds needs at least 2/);
    expect(() => devigPower([2, 1])).toThrow(/^devigPower: decimalOdds\[1\] must be decimal odds above 1/);
    expect(() => devigOddsRatio([2, 3], { targetProbability: 2 })).toThrow(/^devigOddsRatio: targetProbability/);
    try {
      devigAdditive([2, Number.NaN]);
    } catch (error) {
      expect((error as { field: string; code: string }).field).toBe('decimalOdds[1]');
      expect((error as { code: string }).code).toBe('invalid_number');
    }
  });
});
