import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFootballDataCsv } from '../../../src/adapters/sports/footballdata/parseFootballDataCsv.js';
import type { HistoricalMatch } from '../../../src/markets/ports/SportsResultsSource.js';
import { evaluateSoccerPicks } from '../../../src/markets/sportsScans/evaluateSoccerPicks.js';

const AS_OF = '2026-11-25';
const read = (file: string, season: string) => parseFootballDataCsv(readFileSync(`test/fixtures/history/football-data/${file}`, 'utf8'), { league: 'epl', division: 'E0', season } as never);
// The real 2022-23 season as history only (its early prices removed, so it is not evaluated) and the first 60 matches of 2023-24.
const history = read('E0_2223.csv', '2022-23').map((m) => ({ ...m, early: { ...m.early, pinnacle: null } }) as HistoricalMatch);
const season = read('E0_2324.csv', '2023-24');

describe('evaluateSoccerPicks', () => {
  it('is walk-forward: a match\'s forecast is the same whether or not later results are in the data', () => {
    const cutoff = season[30]!.date;
    const short = evaluateSoccerPicks([...history, ...season.filter((m) => m.date <= cutoff)], { asOf: AS_OF });
    const long = evaluateSoccerPicks([...history, ...season.slice(0, 60).map((m) => (m.date > cutoff ? { ...m, homeGoals: 9, awayGoals: 0, result: 'H' as const } : m))], { asOf: AS_OF });
    const before = (e: typeof short) => e.forecasts.filter((f) => f.date <= cutoff);
    expect(before(long)).toEqual(before(short));
    expect(short.with_model).toBeGreaterThan(0);
  });

  it('scores the closing prices and its own forecasts on the same matches, and counts the picks', () => {
    const out = evaluateSoccerPicks([...history, ...season.slice(0, 60)], { asOf: AS_OF });
    expect(out.evaluated).toBe(60);
    expect(out.guidekit.matches).toBe(out.closing.matches);
    for (const s of [out.guidekit, out.consensus, out.closing]) {
      expect(s.brier).toBeGreaterThan(0);
      expect(s.brier).toBeLessThan(2);
    }
    expect(out.picks.count).toBe(out.forecasts.filter((f) => f.pick !== null).length);
  });
});
