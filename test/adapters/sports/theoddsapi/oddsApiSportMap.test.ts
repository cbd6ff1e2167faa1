import { describe, expect, it } from 'vitest';
import { ODDS_API_SPORT_MAP } from '../../../../src/adapters/sports/theoddsapi/oddsApiSportMap.js';
import { resolveOddsApiSport } from '../../../../src/adapters/sports/theoddsapi/resolveOddsApiSport.js';
import { PM_SPORTS_VALUES, SIGNAL_SPORTS_VALUES } from '../../../../src/catalog/marketParams.js';
import { GuidekitError } from '../../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../../src/core/SourceUnavailableError.js';

describe('ODDS_API_SPORT_MAP', () => {
  it('has an entry for every sport key the catalog accepts (the spec\'s supported sports, f1, and the prediction-market sports scan\'s keys)', () => {
    const missing = [...new Set([...SIGNAL_SPORTS_VALUES, ...PM_SPORTS_VALUES])].filter((key) => !Object.hasOwn(ODDS_API_SPORT_MAP, key));
    expect(missing).toEqual([]);
  });

  it('names Odds API keys in the API\'s form, group prefixes that end a key family, and a reason for every unpriced sport', () => {
    for (const [sport, entry] of Object.entries(ODDS_API_SPORT_MAP)) {
      if (entry.kind === 'keys') {
        expect(entry.keys.length, sport).toBeGreaterThan(0);
        for (const key of entry.keys) expect(key, sport).toMatch(/^[a-z]+_[a-z0-9_]+$/);
      }
      if (entry.kind === 'group') expect(entry.prefix, sport).toMatch(/^[a-z]+_?$/);
      if (entry.kind === 'none') expect(entry.reason.length, sport).toBeGreaterThan(10);
      if (entry.kind !== 'none') expect(entry.regions.length, sport).toBeGreaterThan(0);
    }
  });

  it('maps the headline competitions to the keys The Odds API documents', () => {
    // The API's own examples: americanfootball_nfl, basketball_nba, soccer_epl (the-odds-api.com/liveapi/guides/v4).
    expect(ODDS_API_SPORT_MAP.nfl).toMatchObject({ kind: 'keys', keys: ['americanfootball_nfl'] });
    expect(ODDS_API_SPORT_MAP.nba).toMatchObject({ kind: 'keys', keys: ['basketball_nba'] });
    expect(ODDS_API_SPORT_MAP.epl).toMatchObject({ kind: 'keys', keys: ['soccer_epl'] });
    expect(ODDS_API_SPORT_MAP.ufc).toEqual(ODDS_API_SPORT_MAP.mma);
  });
});

describe('resolveOddsApiSport', () => {
  it('matches without regard to case or spaces', () => {
    expect(resolveOddsApiSport('odds.odds', ' EPL ')).toMatchObject({ sport: 'epl', entry: { kind: 'keys', keys: ['soccer_epl'] } });
  });

  it('refuses an unknown key as a bad argument naming sport, and an unpriced one as the source lacking it', () => {
    for (const sport of ['quidditch', 'toString', '__proto__', '']) {
      const error = (() => {
        try {
          resolveOddsApiSport('odds.odds', sport);
        } catch (e) {
          return e;
        }
      })();
      expect(error, sport).toBeInstanceOf(GuidekitError);
      expect(error, sport).not.toBeInstanceOf(SourceUnavailableError);
      expect((error as GuidekitError).field).toBe('sport');
    }
    expect(() => resolveOddsApiSport('odds.odds', 'valorant')).toThrow(SourceUnavailableError);
  });
});
