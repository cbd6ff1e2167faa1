import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildScoreMatrix } from '../../../src/markets/sports/buildScoreMatrix.js';
import { computeSkellamDistribution } from '../../../src/markets/sports/computeSkellamDistribution.js';
import { fitDixonColes, type MatchResult } from '../../../src/markets/sports/fitDixonColes.js';
import { predictDixonColes } from '../../../src/markets/sports/predictDixonColes.js';
import { priceGoalSpreads } from '../../../src/markets/sports/priceGoalSpreads.js';
import { priceScoreMatrix } from '../../../src/markets/sports/priceScoreMatrix.js';
import { minimizeLbfgs } from '../../../src/markets/sports/_lib/minimizeLbfgs.js';

const EPL: MatchResult[] = readFileSync(new URL('./fixtures/epl-2021-2024.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [date, home, away, h, a] = line.split(',');
    return { date: date!, home: home!, away: away!, home_goals: Number(h), away_goals: Number(a) };
  });

/*
 * penaltyblog's published end-to-end example (docs/models/example.ipynb, github.com/martineastwood/penaltyblog at
 * ead9c57): DixonColesGoalModel on the 2021-22 to 2023-24 Premier League with dixon_coles_weights(xi = 0.001) from the
 * last match date, fitted with gtol 1e-8. penaltyblog constrains Σattack = number of teams (mean 1) where guidekit uses
 * Σα = 0; λ only sees attack + defence, so its attack is guidekit's α + 1 (and its defence β − 1).
 */
const PENALTYBLOG = {
  logLikelihood: -2164.74110313536,
  attack: { Arsenal: 1.4615514952216384, 'Aston Villa': 1.184047741206666, Bournemouth: 0.9147685302294655, Brentford: 1.0526808596367745, Brighton: 1.090265129154662 },
  manCityLiverpool: {
    homeXg: 1.9358658956305108,
    awayXg: 1.103726188219536,
    homeDrawAway: [0.5679744323673176, 0.21833778831586806, 0.21368777931681426],
    btts: 0.5713026487032481,
    totals2: { under: 0.1939317196938681, push: 0.22044686250601725, over: 0.5856214178001146 },
    over25: 0.5856214178001146,
    exact21: 0.09897005717496646,
    // penaltyblog's asian_handicap('home', −0.5) counts home goals − away goals > −0.5 (win or draw): in the betting
    // convention used here (the line is added to the home side) that is home +0.5.
    homePlusHalf: 0.7863122206831856,
  },
} as const;

describe('minimizeLbfgs', () => {
  it('finds the minimum of Rosenbrock\'s function and of a convex quadratic', () => {
    const rosen = minimizeLbfgs((x, g) => {
      const [a, b] = [x[0]!, x[1]!];
      g[0] = -2 * (1 - a) - 400 * a * (b - a * a);
      g[1] = 200 * (b - a * a);
      return (1 - a) ** 2 + 100 * (b - a * a) ** 2;
    }, Float64Array.from([-1.2, 1]), { maxIterations: 5000, gradientTolerance: 1e-10 });
    expect(rosen.x[0]).toBeCloseTo(1, 6);
    expect(rosen.x[1]).toBeCloseTo(1, 6);
    const quad = minimizeLbfgs((x, g) => {
      let f = 0;
      for (let i = 0; i < x.length; i++) {
        f += (i + 1) * (x[i]! - i) ** 2;
        g[i] = 2 * (i + 1) * (x[i]! - i);
      }
      return f;
    }, new Float64Array(20), { gradientTolerance: 1e-12 });
    quad.x.forEach((v, i) => expect(v).toBeCloseTo(i, 6));
  });
});

describe('fitDixonColes', () => {
  const model = fitDixonColes(EPL, { asOf: '2024-05-19', xi: 0.001 });

  it('matches penaltyblog\'s published fit on the same three seasons (log-likelihood and attack within 1e-3)', () => {
    expect(model.converged).toBe(true);
    expect(model.matches_used).toBe(1140);
    expect(model.teams).toHaveLength(25);
    // Documented tolerance: 1e-3 absolute. penaltyblog stops at its optimiser's gtol; this fit's likelihood is higher.
    expect(Math.abs(model.log_likelihood - PENALTYBLOG.logLikelihood)).toBeLessThan(1e-3);
    expect(model.log_likelihood).toBeGreaterThanOrEqual(PENALTYBLOG.logLikelihood);
    for (const [team, attack] of Object.entries(PENALTYBLOG.attack)) expect(Math.abs(model.attack[team]! + 1 - attack), team).toBeLessThan(1e-3);
    const sum = Object.values(model.attack).reduce((s, a) => s + a, 0);
    expect(Math.abs(sum)).toBeLessThan(1e-9);
  });

  it('predicts Man City v Liverpool as penaltyblog does (expected goals within 2e-3, market probabilities within 1e-3)', () => {
    const pred = predictDixonColes(model, 'Man City', 'Liverpool', { maxGoals: 14 });
    const ref = PENALTYBLOG.manCityLiverpool;
    expect(Math.abs(pred.home_goals - ref.homeXg)).toBeLessThan(2e-3);
    expect(Math.abs(pred.away_goals - ref.awayXg)).toBeLessThan(2e-3);
    const prices = priceScoreMatrix(pred.matrix, { totals: [2, 2.5], handicaps: [0.5] });
    [prices.home, prices.draw, prices.away].forEach((p, i) => expect(Math.abs(p - ref.homeDrawAway[i]!)).toBeLessThan(1e-3));
    expect(Math.abs(prices.both_teams_score - ref.btts)).toBeLessThan(1e-3);
    expect(Math.abs(prices.totals[0]!.under - ref.totals2.under)).toBeLessThan(1e-3);
    expect(Math.abs(prices.totals[0]!.push - ref.totals2.push)).toBeLessThan(1e-3);
    expect(Math.abs(prices.totals[0]!.over - ref.totals2.over)).toBeLessThan(1e-3);
    expect(Math.abs(prices.totals[1]!.over - ref.over25)).toBeLessThan(1e-3);
    expect(Math.abs(pred.matrix[2]![1]! - ref.exact21)).toBeLessThan(1e-3);
    expect(Math.abs(prices.spreads.asian[0]!.win - ref.homePlusHalf)).toBeLessThan(1e-3);
  });

  it('weights by age before asOf and leaves out later matches', () => {
    const early = fitDixonColes(EPL, { asOf: '2023-06-30' });
    expect(early.matches_used).toBe(760);
    expect(early.matches_after_as_of).toBe(380);
    expect(early.xi).toBe(0.0018);
    expect(early.rules_applied.map((r) => r.id)).toEqual(['markets.sports.dixon_coles']);
    expect(() => fitDixonColes(EPL.slice(0, 1), { asOf: '2024-05-19' })).toThrow(/^fitDixonColes: at least two matches/);
    expect(() => fitDixonColes([{ ...EPL[0]!, home_goals: -1 }, EPL[1]!], { asOf: '2024-05-19' })).toThrow(/matches\[0\].home_goals/);
  });
});

describe('buildScoreMatrix and computeSkellamDistribution', () => {
  it('Skellam equals the convolution of two Poisson distributions', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.2, max: 4, noNaN: true }), fc.double({ min: 0.2, max: 4, noNaN: true }), (lam, mu) => {
        const sk = computeSkellamDistribution(lam, mu, { maxDifference: 8 });
        const pois = (r: number, k: number) => Math.exp(-r + k * Math.log(r) - [...Array(k).keys()].reduce((s, j) => s + Math.log(j + 1), 0));
        for (let k = -8; k <= 8; k++) {
          let conv = 0;
          for (let y = Math.max(0, -k); y < 80; y++) conv += pois(lam, y + k) * pois(mu, y);
          expect(Math.abs(sk.pmf[k + 8]! - conv)).toBeLessThan(1e-12);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('independent Poisson matrices price handicaps as the Skellam distribution does', () => {
    const matrix = buildScoreMatrix(1.7, 1.2, { maxGoals: 25, normalize: false });
    const fromMatrix = priceScoreMatrix(matrix, { handicaps: [-1.25, -0.75, -0.5, -0.25, 0, 0.25, 1] }).spreads;
    const fromSkellam = priceGoalSpreads(computeSkellamDistribution(1.7, 1.2, { maxDifference: 25 }), { lines: [-1.25, -0.75, -0.5, -0.25, 0, 0.25, 1] });
    fromMatrix.asian.forEach((a, i) => {
      const b = fromSkellam.asian[i]!;
      for (const k of ['win', 'half_win', 'push', 'half_loss', 'loss'] as const) expect(Math.abs(a[k] - b[k])).toBeLessThan(1e-12);
      expect(a.win + a.half_win + a.push + a.half_loss + a.loss).toBeCloseTo(1, 12);
    });
    // A quarter line is half a stake on each neighbour: −0.25 loses half on a draw.
    const q = fromSkellam.asian[3]!;
    const draw = fromSkellam.european.find((e) => e.line === 0)!.draw;
    expect(q.half_loss).toBeCloseTo(draw, 15);
    expect(q.fair_odds).toBeCloseTo(1 + (q.half_loss / 2 + q.loss) / q.win, 12);
  });

  it('applies τ to the four low scores and sums to 1 when normalised', () => {
    const lam = 1.4;
    const mu = 1.1;
    const rho = -0.08;
    const raw = buildScoreMatrix(lam, mu, { rho, normalize: false, maxGoals: 30 });
    const poisson = buildScoreMatrix(lam, mu, { normalize: false, maxGoals: 30 });
    expect(raw[0]![0]! / poisson[0]![0]!).toBeCloseTo(1 - lam * mu * rho, 12);
    expect(raw[0]![1]! / poisson[0]![1]!).toBeCloseTo(1 + lam * rho, 12);
    expect(raw[1]![0]! / poisson[1]![0]!).toBeCloseTo(1 + mu * rho, 12);
    expect(raw[1]![1]! / poisson[1]![1]!).toBeCloseTo(1 - rho, 12);
    expect(raw[2]![3]).toBe(poisson[2]![3]);
    // τ keeps the total at 1: the four corrections cancel (Dixon and Coles' construction).
    expect(raw.flat().reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(buildScoreMatrix(2.5, 0.8).flat().reduce((s, p) => s + p, 0)).toBeCloseTo(1, 14);
  });
});
