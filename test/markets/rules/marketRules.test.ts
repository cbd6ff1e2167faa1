import { describe, expect, it } from 'vitest';
import type { RuleTable } from '../../../src/core/ruleTable.js';
import { resolveInstrument } from '../../../src/markets/instruments/resolveInstrument.js';
import { BASKET_THEME_RULES } from '../../../src/markets/rules/basketThemes.js';
import { INSTRUMENTS } from '../../../src/markets/rules/instruments.js';
import { SCAN_UNIVERSES } from '../../../src/markets/rules/scanUniverses.js';
import { SESSION_CALENDARS } from '../../../src/markets/rules/sessionCalendars.js';
import { SESSION_HOURS } from '../../../src/markets/rules/sessionHours.js';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

const allTables: RuleTable<unknown>[] = [
  INSTRUMENTS,
  ...Object.values(SCAN_UNIVERSES),
  ...Object.values(BASKET_THEME_RULES),
  ...Object.values(SESSION_HOURS),
  ...Object.values(SESSION_CALENDARS).flat(),
];

describe('market rule tables', () => {
  it('date, source and verify every version, with distinct effective dates per table', () => {
    const ids = new Set<string>();
    for (const table of allTables) {
      if (!ids.has(table.id)) ids.add(table.id);
      expect(table.id).toMatch(/^markets\./);
      const effective = table.versions.map((v) => v.effective);
      expect(new Set(effective).size).toBe(effective.length);
      for (const v of table.versions) {
        expect(v.effective).toMatch(ISO);
        expect(v.source.length).toBeGreaterThan(10);
        expect(v.verified === null || ISO.test(v.verified)).toBe(true);
      }
    }
  });

  it('gives every venue valid hours in a zone Intl knows', () => {
    for (const [venue, table] of Object.entries(SESSION_HOURS)) {
      for (const { value } of table.versions) {
        expect(() => new Intl.DateTimeFormat('en-US', { timeZone: value.timeZone }), venue).not.toThrow();
        expect(value.windows.length).toBeGreaterThan(0);
        for (const w of value.windows) {
          expect(w.open).toMatch(HHMM);
          expect(w.close).toMatch(HHMM);
        }
        expect(value.tradingDays.every((d) => d >= 1 && d <= 7)).toBe(true);
      }
      expect(SESSION_CALENDARS[venue as keyof typeof SESSION_CALENDARS]).toBeDefined();
    }
  });

  it('lists holidays only on weekdays inside the calendar\'s years, once each, with valid early-close times', () => {
    for (const tables of Object.values(SESSION_CALENDARS)) {
      for (const table of tables) {
        for (const { value } of table.versions) {
          const dates = value.exceptions.map((e) => e.date);
          expect(new Set(dates).size, table.id).toBe(dates.length);
          for (const e of value.exceptions) {
            expect(e.date >= value.firstDate && e.date <= value.lastDate, `${table.id} ${e.date}`).toBe(true);
            expect([0, 6], `${table.id} ${e.date} is a weekend day`).not.toContain(weekday(e.date));
            if (e.close !== undefined) expect(e.close).toMatch(HHMM);
          }
        }
      }
    }
  });

  // NYSE Group's 2025–2027 calendar: ten holidays in each year, six early closes in all.
  it('holds the NYSE calendar\'s ten holidays a year and six early closes', () => {
    const nyse = SESSION_CALENDARS.nyse[0]?.versions[0]?.value.exceptions ?? [];
    for (const year of ['2025', '2026', '2027']) expect(nyse.filter((e) => e.date.startsWith(year) && e.close === undefined)).toHaveLength(10);
    expect(nyse.filter((e) => e.close === '13:00').map((e) => e.date)).toEqual(['2025-07-03', '2025-11-28', '2025-12-24', '2026-11-27', '2026-12-24', '2027-11-26']);
  });

  it('names only instruments of the table in the scanner lists, each once', () => {
    for (const table of Object.values(SCAN_UNIVERSES)) {
      for (const { value } of table.versions) {
        expect(new Set(value).size).toBe(value.length);
        for (const id of value) expect(resolveInstrument(id).id).toBe(id);
      }
    }
  });

  it('gives every instrument a venue with hours and a positive or null point size', () => {
    for (const spec of INSTRUMENTS.versions[0]?.value ?? []) {
      expect(SESSION_HOURS[spec.sessionVenue], spec.id).toBeDefined();
      expect(spec.pointSize === null || spec.pointSize > 0).toBe(true);
      if (spec.futures !== undefined) expect(spec.futures.contractMonths).toMatch(/^[FGHJKMNQUVXZ]+$/);
    }
  });
});
