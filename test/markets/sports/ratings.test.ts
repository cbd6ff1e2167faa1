import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blendWithMarket } from '../../../src/markets/sports/blendWithMarket.js';
import { fitEloRatings, type EloGame } from '../../../src/markets/sports/fitEloRatings.js';

const asOf = '2026-11-25';

describe('fitEloRatings', () => {
  it('reproduces the expected scores of the textbook example (a 1613 player against 1609, 1477, 1388, 1586, 1720)', () => {
    // Elo's standard illustration (as in Wikipedia's "Elo rating system", Mathematical details): expected scores
    // 0.51, 0.69, 0.79, 0.54, 0.35 on a 400-point logistic scale. Each single game on neutral ground with K = 32 moves
    // the 1613 player by 32·(S − E).
    const opponents = [1609, 1477, 1388, 1586, 1720];
    const expected = [0.51, 0.69, 0.79, 0.54, 0.35];
    const scores = [0, 0.5, 1, 1, 0];
    opponents.forEach((opp, i) => {
      const game: EloGame = { date: '2026-01-01', home: 'A', away: 'B', home_score: scores[i]!, away_score: 1 - scores[i]!, neutral: true };
      const r = fitEloRatings([game], { asOf, k: 32, homeAdvantage: 0, initialRatings: { A: 1613, B: opp } });
      const e = (r.ratings.A! - 1613) / 32;
      // S − E recovered from the move; E rounds to the textbook's two decimals.
      expect(Math.round((scores[i]! - e) * 100) / 100).toBe(expected[i]);
    });
  });

  it('takes K and home advantage from the sport\'s rule, is zero-sum and ignores games after asOf', () => {
    const games: EloGame[] = [
      { date: '2026-09-07', home: 'KC', away: 'BAL', home_score: 27, away_score: 20 },
      { date: '2026-09-14', home: 'BAL', away: 'KC', home_score: 17, away_score: 17 },
      { date: '2026-12-01', home: 'KC', away: 'BAL', home_score: 3, away_score: 40 },
    ];
    const r = fitEloRatings(games, { asOf, sport: 'nfl' });
    expect(r.k).toBe(20);
    expect(r.home_advantage).toBe(65);
    expect(r.games_used).toBe(2);
    expect(r.games_after_as_of).toBe(1);
    expect(r.ratings.KC! + r.ratings.BAL!).toBeCloseTo(3000, 9);
    // First game: KC at home expects 1/(1 + 10^(−65/400)); a win moves 20·(1 − E).
    const e1 = 1 / (1 + 10 ** (-65 / 400));
    const kc1 = 1500 + 20 * (1 - e1);
    const e2 = 1 / (1 + 10 ** (-((3000 - kc1) + 65 - kc1) / 400));
    expect(r.ratings.BAL).toBeCloseTo(3000 - kc1 + 20 * (0.5 - e2), 9);
    expect(r.rules_applied[0]!.id).toBe('markets.sports.elo');
  });

  it('keeps the rating total for any run of games', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })), { maxLength: 40 }), (rows) => {
        const games = rows.filter(([a, b]) => a !== b).map(([a, b, x, y], i) => ({ date: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`, home: `T${a}`, away: `T${b}`, home_score: x, away_score: y }));
        const r = fitEloRatings(games, { asOf, sport: 'soccer' });
        const teams = Object.keys(r.ratings);
        expect(teams.reduce((s, t) => s + r.ratings[t]!, 0)).toBeCloseTo(1500 * teams.length, 8);
      }),
    );
  });
});

describe('blendWithMarket', () => {
  it('pools logarithmically with the tier\'s weight (EPL is high: 0.3 until the evaluation set it to 0)', () => {
    const model = [0.55, 0.25, 0.2];
    const market = [0.48, 0.27, 0.25];
    const before = '2026-11-24';
    const r = blendWithMarket(model, market, { asOf: before, sport: 'epl' });
    expect(r.confidence).toBe('high');
    expect(r.model_weight).toBe(0.3);
    const raw = model.map((m, i) => m ** 0.3 * market[i]! ** 0.7);
    const total = raw.reduce((s, x) => s + x, 0);
    r.probabilities.forEach((p, i) => expect(p).toBeCloseTo(raw[i]! / total, 14));
    expect(r.reasons[0]!.outcome).toBe(0);
    expect(r.rules_applied.map((x) => x.id)).toEqual(['markets.sports.blend.model_weight', 'markets.sports.data_confidence']);
    expect(blendWithMarket(model, market, { asOf: before, sport: 'cs2' }).model_weight).toBe(0.1);
    // From 2026-11-25 the walk-forward evaluation showed the rating did not help: the market alone is the fair probability.
    const now = blendWithMarket(model, market, { asOf, sport: 'epl' });
    expect(now.model_weight).toBe(0);
    now.probabilities.forEach((p, i) => expect(p).toBeCloseTo(market[i]! / market.reduce((a, b) => a + b, 0), 14));
  });

  it('stays between model and market for a two-way market, and sums to the market total', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b, w) => {
        for (const pooling of ['logarithmic', 'linear'] as const) {
          const r = blendWithMarket([a, 1 - a], [b, 1 - b], { asOf, modelWeight: w, pooling });
          expect(r.probabilities[0]! + r.probabilities[1]!).toBeCloseTo(1, 12);
          expect(r.probabilities[0]!).toBeGreaterThanOrEqual(Math.min(a, b) - 1e-12);
          expect(r.probabilities[0]!).toBeLessThanOrEqual(Math.max(a, b) + 1e-12);
        }
      }),
    );
  });

  it('rejects mismatched outcomes', () => {
    expect(() => blendWithMarket([0.5, 0.5], [0.3, 0.3, 0.4], { asOf })).toThrow(/^blendWithMarket: market must have one probability per model outcome/);
  });
});

describe('tuneEloParameters', () => {
  it('recovers the home advantage of a league simulated from known ratings, and beats the table\'s pair', async () => {
    const { tuneEloParameters } = await import('../../../src/markets/sports/tuneEloParameters.js');
    const { createSeededRandom } = await import('../../../src/backtest/_lib/seededRandom.js');
    const rnd = createSeededRandom(77);
    const teams = Array.from({ length: 16 }, (_, i) => ({ name: `T${i}`, rating: 1500 + 300 * (rnd.nextFloat() - 0.5) }));
    const trueHome = 80;
    const games: EloGame[] = [];
    let day = 0;
    for (let season = 0; season < 4; season++) {
      for (const h of teams) for (const a of teams) {
        if (h === a) continue;
        day++;
        const pHome = 1 / (1 + 10 ** (-(h.rating + trueHome - a.rating) / 400));
        const homeWins = rnd.nextFloat() < pHome;
        const date = new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        games.push({ date, home: h.name, away: a.name, home_score: homeWins ? 1 : 0, away_score: homeWins ? 0 : 1 });
      }
    }
    const r = tuneEloParameters(games, { asOf, kGrid: [5, 10, 20, 40], homeAdvantageGrid: [0, 20, 40, 60, 80, 100, 120, 140] });
    expect(Math.abs(r.home_advantage - trueHome)).toBeLessThanOrEqual(20);
    expect(r.log_loss).toBeLessThanOrEqual(r.table.log_loss);
    expect(r.grid[0]!.log_loss).toBe(r.log_loss);
    expect(r.grid.every((g) => g.log_loss >= r.log_loss)).toBe(true);
    expect(r.rules_applied[0]!.id).toBe('markets.sports.elo');
  });
});
