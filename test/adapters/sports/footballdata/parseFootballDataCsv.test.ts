// The parser on the five whole Premier League seasons kept as history fixtures (test/fixtures/history/football-data,
// copies whose header a public mirror sanitized) and on the file as football-data.co.uk published it (the cassette).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFootballDataCsv } from '../../../../src/adapters/sports/footballdata/parseFootballDataCsv.js';
import { SourceUnavailableError } from '../../../../src/core/SourceUnavailableError.js';
import { E0_2021_PARTIAL_FIRST } from '../contracts/references.js';

const HISTORY = join(import.meta.dirname, '../../../fixtures/history/football-data');
const CASSETTE = join(import.meta.dirname, '../../../fixtures/cassettes/football-data');
const SEASONS = { '1920': '2019-20', '2021': '2020-21', '2122': '2021-22', '2223': '2022-23', '2324': '2023-24' } as const;

const history = (code: keyof typeof SEASONS) => parseFootballDataCsv(readFileSync(join(HISTORY, `E0_${code}.csv`), 'utf8'), { league: 'epl', division: 'E0', season: SEASONS[code] });

function publishedPartial2021(): string {
  const cassette = JSON.parse(readFileSync(join(CASSETTE, 'cassette.json'), 'utf8')) as { exchanges: { target: string; body_sha256: string }[] };
  const exchange = cassette.exchanges.find((x) => x.target.endsWith('/2021/E0.csv'))!;
  return readFileSync(join(CASSETTE, 'bodies', `${exchange.body_sha256}.bin`), 'utf8');
}

describe('parseFootballDataCsv', () => {
  it.each(Object.keys(SEASONS) as (keyof typeof SEASONS)[])('reads all 380 matches of the %s Premier League season, each with Pinnacle closing 1X2 prices', (code) => {
    const matches = history(code);
    expect(matches).toHaveLength(380);
    // A double round robin of 20 clubs: every club at home 19 times and away 19 times.
    const home = new Map<string, number>();
    const away = new Map<string, number>();
    for (const m of matches) {
      home.set(m.homeTeam, (home.get(m.homeTeam) ?? 0) + 1);
      away.set(m.awayTeam, (away.get(m.awayTeam) ?? 0) + 1);
      expect(m.closing.pinnacle, `${m.date} ${m.homeTeam}`).not.toBeNull();
      expect(m.closing.marketAverage, `${m.date} ${m.homeTeam}`).not.toBeNull();
    }
    expect([...home.values()]).toEqual(Array(20).fill(19));
    expect([...away.values()]).toEqual(Array(20).fill(19));
  });

  it('reads a copy whose header a mirror sanitized (B365_2_5 for B365>2.5) as the archive\'s own columns', () => {
    // 2019/20, 09/08/2019 Liverpool 4-1 Norwich: Bet365 over/under 2.5 at 1.4 and 3.0, Pinnacle closing 1.14 / 10.43 / 19.63.
    const [first] = history('1920');
    expect(first).toMatchObject({ date: '2019-08-09', kickoff: '20:00', homeTeam: 'Liverpool', awayTeam: 'Norwich', homeGoals: 4, awayGoals: 1, result: 'H' });
    expect(first!.early.totals.bet365).toEqual({ line: 2.5, over: 1.4, under: 3 });
    expect(first!.closing.pinnacle).toEqual({ home: 1.14, draw: 10.43, away: 19.63 });
  });

  it('agrees with the file as football-data.co.uk published it, match for match, on every price the two share', () => {
    const published = parseFootballDataCsv(publishedPartial2021(), { league: 'epl', division: 'E0', season: '2020-21' });
    expect(published[0]).toEqual(E0_2021_PARTIAL_FIRST);
    const copy = new Map(history('2021').map((m) => [`${m.date} ${m.homeTeam}`, m]));
    for (const m of published) {
      const same = copy.get(`${m.date} ${m.homeTeam}`);
      expect(same, `${m.date} ${m.homeTeam}`).toBeDefined();
      expect({ ...same, early: same!.early, closing: same!.closing }).toEqual(m);
    }
  });

  it('skips blank trailing records, reads quoted fields, and dates with two-digit years', () => {
    const text = 'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,PSH,PSD,PSA\r\nE0,11/08/17,"Arsenal",Leicester,4,3,H,1.53,4.55,6.85\r\n,,,,,,,,,\r\n\r\n';
    const [m, ...rest] = parseFootballDataCsv(text, { league: 'epl', division: 'E0', season: '2017-18' });
    expect(rest).toEqual([]);
    expect(m).toMatchObject({ date: '2017-08-11', kickoff: null, homeTeam: 'Arsenal', halfTime: null, early: { pinnacle: { home: 1.53, draw: 4.55, away: 6.85 }, bet365: null }, closing: { pinnacle: null } });
  });

  it('refuses a text without the result columns, or a result it cannot read, as the source unreadable', () => {
    const meta = { league: 'epl', division: 'E0', season: '2020-21' };
    expect(() => parseFootballDataCsv('<html>Not Found</html>', meta)).toThrow(SourceUnavailableError);
    expect(() => parseFootballDataCsv('Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR\nE0,12/09/2020,Fulham,Arsenal,0,three,A\n', meta)).toThrow(/line 2/);
    expect(() => parseFootballDataCsv('Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR\nE0,31/02/2020,Fulham,Arsenal,0,3,A\n', meta)).toThrow(SourceUnavailableError);
  });
});
