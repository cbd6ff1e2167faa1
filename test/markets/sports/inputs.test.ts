import highsLoader from 'highs';
import { describe, expect, it } from 'vitest';
import { blendWithMarket } from '../../../src/markets/sports/blendWithMarket.js';
import { buildDfsLineup } from '../../../src/markets/sports/buildDfsLineup.js';
import { buildFplSquad } from '../../../src/markets/sports/buildFplSquad.js';
import { computeHarvilleProbabilities } from '../../../src/markets/sports/computeHarvilleProbabilities.js';
import { devigConsensus } from '../../../src/markets/sports/devigConsensus.js';
import { fitDixonColes } from '../../../src/markets/sports/fitDixonColes.js';
import { fitEloRatings } from '../../../src/markets/sports/fitEloRatings.js';
import { simulateGolfField } from '../../../src/markets/sports/simulateGolfField.js';
import { sizeKellyPortfolio } from '../../../src/markets/sports/sizeKellyPortfolio.js';
import type { MipSolver } from '../../../src/markets/sports/types.js';

const asOf = '2026-11-25';

/** Freezes a value and everything under it, so any write throws in strict mode. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

describe('sports engines leave their inputs untouched', () => {
  it('de-vig consensus, Kelly, blend, Harville, golf, Elo and Dixon–Coles run on frozen inputs', () => {
    devigConsensus(deepFreeze([{ book: 'pinnacle', odds: [2.1, 3.4, 3.6] }, { book: 'x', odds: [2, 3.3, 3.5] }]), deepFreeze({ asOf }));
    sizeKellyPortfolio(deepFreeze([0.5, 0.3, 0.2]), deepFreeze([2.3, 3.6, 4.2]), { asOf });
    blendWithMarket(deepFreeze([0.5, 0.5]), deepFreeze([0.4, 0.6]), { asOf });
    computeHarvilleProbabilities(deepFreeze([0.5, 0.3, 0.2]));
    simulateGolfField(deepFreeze([0.5, 0.3, 0.2]), deepFreeze({ asOf, draws: 50, matchups: [[0, 1]] as [number, number][] }));
    const games = deepFreeze([
      { date: '2026-01-02', home: 'A', away: 'B', home_score: 2, away_score: 1 },
      { date: '2026-01-01', home: 'B', away: 'A', home_score: 0, away_score: 0 },
    ]);
    fitEloRatings(games, { asOf });
    expect(games[0]!.date).toBe('2026-01-02');
    fitDixonColes(deepFreeze([
      { date: '2026-01-01', home: 'A', away: 'B', home_goals: 2, away_goals: 1 },
      { date: '2026-01-08', home: 'B', away: 'A', home_goals: 1, away_goals: 1 },
      { date: '2026-01-15', home: 'A', away: 'C', home_goals: 0, away_goals: 1 },
      { date: '2026-01-22', home: 'C', away: 'B', home_goals: 3, away_goals: 2 },
    ]), { asOf });
  });

  it('the optimisers run on frozen pools', async () => {
    const solver = (await highsLoader()) as unknown as MipSolver;
    const positions = { GK: 2, DEF: 5, MID: 5, FWD: 3 } as const;
    const pool = deepFreeze(
      (Object.keys(positions) as (keyof typeof positions)[]).flatMap((position) =>
        Array.from({ length: positions[position] + 1 }, (_, i) => ({ id: `${position}${i}`, position, club: `C${i}${position}`, price_tenths: 50, xp: i + 1 })),
      ),
    );
    expect(buildFplSquad(pool, { solver, asOf }).status).toBe('optimal');
    const slate = deepFreeze([
      { id: 'q', positions: ['QB'], team: 'A', salary: 10, projection: 20 },
      { id: 'w', positions: ['WR'], team: 'A', salary: 10, projection: 10 },
    ]);
    expect(buildDfsLineup(slate, { solver, asOf, salaryCap: 30, slots: deepFreeze([{ name: 'QB', eligible: ['QB'] }, { name: 'WR', eligible: ['WR'] }]) }).status).toBe('optimal');
  });
});
