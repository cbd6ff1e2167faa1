import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFootballDataCsv } from '../../../src/adapters/sports/footballdata/parseFootballDataCsv.js';
import { predictDixonColes } from '../../../src/markets/sports/predictDixonColes.js';
import { priceScoreMatrix } from '../../../src/markets/sports/priceScoreMatrix.js';
import { predictSoccerLine } from '../../../src/markets/sportsScans/predictSoccerLine.js';
import { rateSoccerTeams, type SoccerRating } from '../../../src/markets/sportsScans/rateSoccerTeams.js';
import { readSoccerMatchOutlook } from '../../../src/markets/sportsScans/readSoccerMatchOutlook.js';
import type { EventLine } from '../../../src/markets/sportsScans/readEventLines.js';

// The real 2022-23 Premier League (test/fixtures/history/football-data/E0_2223.csv).
const season = parseFootballDataCsv(readFileSync('test/fixtures/history/football-data/E0_2223.csv', 'utf8'), { league: 'epl', division: 'E0', season: '2022-23' } as never).map((m) => ({ date: m.date, home: m.homeTeam, away: m.awayTeam, home_goals: m.homeGoals, away_goals: m.awayGoals }));
const line = (market: EventLine['market'], point: number | null, names: string[]): EventLine => ({ market, line: point, outcomes: names.map((name) => ({ name, point })), books: [], partial_books: 0 });

describe('rateSoccerTeams', () => {
  it('rates only teams with ten matches before the date, and nobody before twenty matches are played', () => {
    expect(rateSoccerTeams(season, { asOf: '2022-08-08' }).status).toBe('insufficient');
    const early = rateSoccerTeams(season, { asOf: '2022-11-01' });
    expect(early.status).toBe('ok');
    for (const team of early.rated_teams) expect(early.team_matches[team]).toBeGreaterThanOrEqual(10);
    const full = rateSoccerTeams(season, { asOf: '2023-06-30' });
    expect(full).toMatchObject({ matches_used: 380, from: '2022-08-05', to: '2023-05-28' });
    expect(full.rated_teams).toHaveLength(20);
  });
});

describe('predictSoccerLine', () => {
  const rating = rateSoccerTeams(season, { asOf: '2023-06-30' });

  it('reads 1X2 off the Dixon–Coles matrix in the line\'s order (home, away, draw), across the two sources\' names', () => {
    const out = predictSoccerLine(rating, line('h2h', null, ['Manchester City', 'Nottingham Forest', 'Draw']), { asOf: '2023-06-30', home: 'Manchester City', away: 'Nottingham Forest' });
    const prices = priceScoreMatrix(predictDixonColes(rating.model!, 'Man City', "Nott'm Forest").matrix, { totals: [], handicaps: [] });
    expect(out).toMatchObject({ reason: null, home_as: 'Man City', away_as: "Nott'm Forest", home_matches: 38, away_matches: 38 });
    expect(out.model!.probabilities).toEqual([prices.home, prices.away, prices.draw]);
  });

  it('leaves an unknown club, a quarter-goal total and an out-of-range fit to the market, saying why', () => {
    expect(predictSoccerLine(rating, line('h2h', null, ['Luton', 'Arsenal', 'Draw']), { asOf: '2023-06-30', home: 'Luton', away: 'Arsenal' }).reason).toBe('unmatched_team');
    expect(predictSoccerLine(rating, line('totals', 2.25, ['Over', 'Under']), { asOf: '2023-06-30', home: 'Arsenal', away: 'Chelsea' }).reason).toBe('unsupported_line');
    // ρ = 5 makes τ(0,0) = 1 − λμρ negative for any pair near one goal each: the fit cannot price the pairing.
    const unstable: SoccerRating = { ...rating, model: { ...rating.model!, rho: 5 } };
    expect(predictSoccerLine(unstable, line('h2h', null, ['Arsenal', 'Chelsea', 'Draw']), { asOf: '2023-06-30', home: 'Arsenal', away: 'Chelsea' }).reason).toBe('unstable_fit');
    expect(readSoccerMatchOutlook(unstable, { asOf: '2023-06-30', home: 'Arsenal', away: 'Chelsea' })).toBeNull();
  });

  it('gives a half-goal total and a half-goal handicap probabilities that sum to 1', () => {
    const total = predictSoccerLine(rating, line('totals', 2.5, ['Over', 'Under']), { asOf: '2023-06-30', home: 'Arsenal', away: 'Chelsea' }).model!.probabilities;
    const matrix = priceScoreMatrix(predictDixonColes(rating.model!, 'Arsenal', 'Chelsea').matrix, { totals: [2.5], handicaps: [] });
    expect(total[0]).toBeCloseTo(matrix.totals[0]!.over, 12);
    expect(total[0]! + total[1]!).toBeCloseTo(1, 12);
    const spread = predictSoccerLine(rating, line('spreads', -0.5, ['Arsenal', 'Chelsea']), { asOf: '2023-06-30', home: 'Arsenal', away: 'Chelsea' }).model!.probabilities;
    expect(spread[0]).toBeCloseTo(matrix.home, 12);
    expect(spread[0]! + spread[1]!).toBeCloseTo(1, 12);
  });
});
