import { describe, expect, it } from 'vitest';
import { readSportsMentions } from '../../../../src/markets/ask/_lib/readSportsMentions.js';
import type { RoleHit } from '../../../../src/markets/ask/_lib/recognizeEntities.js';
import { SPORTS_SEASONS } from '../../../../src/markets/rules/sportsSeasons.js';

const seasons = SPORTS_SEASONS.versions[0]!.value;
/** Team hits as the recognizer gives them: every candidate of a spelling at the same span. */
function teams(text: string, spelled: Record<string, readonly [value: string, sport: string, weak?: boolean][]>): RoleHit[] {
  const hits: RoleHit[] = [];
  for (const [word, candidates] of Object.entries(spelled)) {
    const start = text.toLowerCase().indexOf(word);
    for (const [value, sport, weak] of candidates) hits.push({ role: 'team', value, sport, text: text.slice(start, start + word.length), span: [start, start + word.length], ...(weak === true ? { weak } : {}) });
  }
  return hits;
}
const GIANTS: readonly [string, string, boolean][] = [['New York Giants', 'nfl', true], ['San Francisco Giants', 'mlb', true], ['GWS Giants', 'afl', true]];
const CARDINALS: readonly [string, string, boolean][] = [['Arizona Cardinals', 'nfl', true], ['St. Louis Cardinals', 'mlb', true]];

describe('readSportsMentions', () => {
  it('reads a nickname two leagues share as the league in season on the date', () => {
    const text = 'giants vs cardinals';
    const hits = teams(text, { giants: GIANTS, cardinals: CARDINALS });
    expect(readSportsMentions({ hits, lower: text, asOf: '2026-11-25', seasons }).teams.map((t) => t.sport)).toEqual(['nfl', 'nfl']);
    expect(readSportsMentions({ hits, lower: text, asOf: '2026-07-04', seasons }).teams.map((t) => t.value)).toEqual(['San Francisco Giants', 'St. Louis Cardinals']);
  });

  it('takes the sport both sides of a matchup share before the season', () => {
    const text = 'warriors vs storm';
    const hits = teams(text, { warriors: [['Golden State Warriors', 'nba'], ['New Zealand Warriors', 'nrl']], storm: [['Melbourne Storm', 'nrl', true]] });
    expect(readSportsMentions({ hits, lower: text, asOf: '2026-11-25', seasons }).teams.map((t) => t.value)).toEqual(['New Zealand Warriors', 'Melbourne Storm']);
  });

  it('says which team it assumed when nothing decides', () => {
    const text = 'giants';
    const read = readSportsMentions({ hits: teams(text, { giants: GIANTS }), lower: text, seasons });
    expect(read.teams).toEqual([]);
    const withCue = readSportsMentions({ hits: teams('giants moneyline', { giants: GIANTS }), lower: 'giants moneyline', seasons });
    expect(withCue.teams[0]!.value).toBe('New York Giants');
    expect(withCue.gaps[0]).toMatch(/^sport: "giants" read as New York Giants \(nfl\); also San Francisco Giants \(mlb\), GWS Giants \(afl\)$/);
  });

  it('reads an ordinary-word nickname only in sports context', () => {
    const heat = (text: string) => readSportsMentions({ hits: teams(text, { heat: [['Miami Heat', 'nba', true]] }), lower: text, asOf: '2026-11-25', seasons }).teams.length;
    expect(heat('heat wave in phoenix')).toBe(0);
    expect(heat('heat to win tonight')).toBe(1);
    expect(heat('heat -4.5')).toBe(1);
  });
});
