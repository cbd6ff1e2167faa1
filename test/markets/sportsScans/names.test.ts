import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTeamMention } from '../../../src/markets/sportsScans/findTeamMention.js';
import { matchTeamName } from '../../../src/markets/sportsScans/matchTeamName.js';

const AS_OF = '2026-11-25';
// The Odds API's names of the 2023/24 Premier League clubs, as its recorded answer spells them (test/fixtures/cassettes/odds-api).
const ODDS_API = ['Arsenal', 'Aston Villa', 'Bournemouth', 'Brentford', 'Brighton and Hove Albion', 'Burnley', 'Chelsea', 'Crystal Palace', 'Everton', 'Fulham', 'Liverpool', 'Luton', 'Manchester City', 'Manchester United', 'Newcastle United', 'Nottingham Forest', 'Sheffield United', 'Tottenham Hotspur', 'West Ham United', 'Wolverhampton Wanderers'];
// football-data.co.uk's names of the same clubs (test/fixtures/history/football-data/E0_2324.csv).
const FOOTBALL_DATA = ['Arsenal', 'Aston Villa', 'Bournemouth', 'Brentford', 'Brighton', 'Burnley', 'Chelsea', 'Crystal Palace', 'Everton', 'Fulham', 'Liverpool', 'Luton', 'Man City', 'Man United', 'Newcastle', "Nott'm Forest", 'Sheffield United', 'Tottenham', 'West Ham', 'Wolves'];

describe('matchTeamName', () => {
  it('pairs every 2023/24 Premier League club across the results archive and the odds source', () => {
    FOOTBALL_DATA.forEach((name, i) => expect(matchTeamName(name, ODDS_API, { asOf: AS_OF }), name).toBe(ODDS_API[i]));
    ODDS_API.forEach((name, i) => expect(matchTeamName(name, FOOTBALL_DATA, { asOf: AS_OF }), name).toBe(FOOTBALL_DATA[i]));
  });

  it('never guesses: a name two clubs share is no match, an absent club is no match', () => {
    expect(matchTeamName('Manchester', ODDS_API, { asOf: AS_OF })).toBeNull();
    expect(matchTeamName('United', ODDS_API, { asOf: AS_OF })).toBeNull();
    expect(matchTeamName('Ipswich', ODDS_API, { asOf: AS_OF })).toBeNull();
  });

  it('matches a name to itself among any list that holds it once (property)', () => {
    fc.assert(
      fc.property(fc.subarray(ODDS_API, { minLength: 1 }), fc.nat(), (list, k) => {
        const name = list[k % list.length]!;
        expect(matchTeamName(name, list, { asOf: AS_OF })).toBe(name);
      }),
    );
  });

  it('refuses a bad argument', () => {
    expect(() => matchTeamName(3 as unknown as string, ODDS_API, { asOf: AS_OF })).toThrow(/matchTeamName/);
  });
});

describe('findTeamMention', () => {
  it('finds a full name, an abbreviation or a distinctive last word, never a generic one', () => {
    // Positions count words after the filler words (`the`) are dropped.
    expect(findTeamMention('Will the Lakers beat the Celtics?', 'Los Angeles Lakers', { asOf: AS_OF })).toBe(1);
    expect(findTeamMention('Man City vs Spurs', 'Manchester City', { asOf: AS_OF })).toBe(0);
    expect(findTeamMention('Man City vs Spurs', 'Tottenham Hotspur', { asOf: AS_OF })).toBe(3);
    // A word two clubs share names both; callers prefer the club the text names in full.
    expect(findTeamMention('Man City vs Spurs', 'Manchester United', { asOf: AS_OF })).toBe(0);
    expect(findTeamMention('Man City vs Spurs', 'Manchester United', { asOf: AS_OF, fullNameOnly: true })).toBe(-1);
    expect(findTeamMention('Will Newcastle beat West Ham?', 'Newcastle United', { asOf: AS_OF })).toBe(1);
    expect(findTeamMention('Will City win?', 'Manchester City', { asOf: AS_OF })).toBe(-1);
    expect(findTeamMention('Arsenal vs. Chelsea', 'Chelsea', { asOf: AS_OF })).toBe(2);
  });
});
