import { describe, expect, it } from 'vitest';
import { BASKET_THEMES, POLITICS_TAGS, PREDVENUE_CATEGORIES, SIGNAL_TIMEFRAMES, SPORT_KEYS, SUPPORTED_SPORTS } from '../../../src/catalog/marketParams.js';
import type { RuleTable } from '../../../src/core/ruleTable.js';
import { ASK_VOCABULARY } from '../../../src/markets/rules/askVocabulary.js';
import { ECONOMIC_CALENDARS, ECONOMIC_EVENT_KINDS } from '../../../src/markets/rules/economicCalendar.js';
import { EVENT_MEASURES, EVENT_PLAYBOOK_INSTRUMENTS, EVENT_REACTION_RULE, EVENT_SURPRISE_RULE } from '../../../src/markets/rules/eventPlaybook.js';
import { INSTRUMENTS } from '../../../src/markets/rules/instruments.js';
import { SPORTS_LEAGUES } from '../../../src/markets/rules/sportsLeagues.js';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const tables: RuleTable<unknown>[] = [ASK_VOCABULARY, SPORTS_LEAGUES, ...Object.values(ECONOMIC_CALENDARS), EVENT_MEASURES, EVENT_SURPRISE_RULE, EVENT_REACTION_RULE, EVENT_PLAYBOOK_INSTRUMENTS];
const instrumentIds = new Set(INSTRUMENTS.versions.flatMap((v) => v.value.map((s) => s.id)));

describe('ask and event rule tables', () => {
  it('date, source and verify every version, with distinct effective dates', () => {
    for (const table of tables) {
      expect(table.id).toMatch(/^markets\./);
      expect(new Set(table.versions.map((v) => v.effective)).size).toBe(table.versions.length);
      for (const v of table.versions) {
        expect(v.effective).toMatch(ISO);
        expect(v.source.length).toBeGreaterThan(10);
        expect(v.verified === null || ISO.test(v.verified)).toBe(true);
      }
    }
  });

  it('list every sport key of the catalog once, in its group and order', () => {
    const leagues = SPORTS_LEAGUES.versions.at(-1)!.value;
    expect(leagues.map((l) => l.key)).toEqual([...SPORT_KEYS]);
    for (const [group, keys] of Object.entries(SUPPORTED_SPORTS)) expect(leagues.filter((l) => l.group === group).map((l) => l.key)).toEqual([...keys]);
    // A key that is a country or a word is reached through a name.
    for (const l of leagues) if (l.keyIsWord === true) expect(l.names.length, l.key).toBeGreaterThan(0);
  });

  it('date every release of the calendars on a weekday of the version\'s own year, each year one version', () => {
    for (const kind of ECONOMIC_EVENT_KINDS) {
      for (const v of ECONOMIC_CALENDARS[kind].versions) {
        const year = v.effective.slice(0, 4);
        expect(v.effective).toBe(`${year}-01-01`);
        expect(v.expires).toBe(`${year}-12-31`);
        for (const r of v.value) {
          expect(r.date.slice(0, 4), `${kind} ${r.date}`).toBe(year);
          expect([1, 2, 3, 4, 5]).toContain(weekday(r.date));
          expect(r.time_et).toMatch(/^(08:30|14:00)$/);
          expect(r.reference_period).toMatch(/^\d{4}-(\d{2}|Q[1-4])$/);
          if (r.originally !== undefined) expect(r.status).not.toBe('scheduled');
        }
      }
    }
  });

  it('put every FOMC statement on a Wednesday at 14:00 Eastern Time, as the Committee\'s schedules say', () => {
    for (const v of ECONOMIC_CALENDARS.fomc.versions) {
      expect(v.value).toHaveLength(8);
      for (const r of v.value) {
        expect(weekday(r.date)).toBe(3);
        expect(r.time_et).toBe('14:00');
      }
    }
  });

  it('keep one live release per reference period of CPI and the Employment Situation', () => {
    for (const kind of ['cpi', 'nfp'] as const) {
      const live = ECONOMIC_CALENDARS[kind].versions.flatMap((v) => v.value).filter((r) => r.status !== 'canceled').map((r) => r.reference_period);
      expect(new Set(live).size).toBe(live.length);
    }
  });

  it('map the router vocabulary onto values the endpoints accept', () => {
    const vocabulary = ASK_VOCABULARY.versions.at(-1)!.value;
    for (const { id } of vocabulary.instruments) expect(instrumentIds, id).toContain(id);
    for (const { timeframe } of vocabulary.timeframes) expect(SIGNAL_TIMEFRAMES).toContain(timeframe);
    for (const { theme } of vocabulary.themes) expect(BASKET_THEMES).toContain(theme);
    for (const { category } of vocabulary.predictionCategories) expect(PREDVENUE_CATEGORIES).toContain(category);
    for (const { tag } of vocabulary.politicsTags) expect(POLITICS_TAGS).toContain(tag);
    for (const { ticker } of vocabulary.companies) expect(ticker).toMatch(/^[A-Z]{1,5}(\.[A-Z])?$/);
  });

  it('name only instruments of the instrument table in the event playbook', () => {
    for (const v of EVENT_PLAYBOOK_INSTRUMENTS.versions) for (const id of v.value) expect(instrumentIds).toContain(id);
  });
});
