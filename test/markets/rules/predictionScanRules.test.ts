import { describe, expect, it } from 'vitest';
import type { RuleTable } from '../../../src/core/ruleTable.js';
import { resolveInstrument } from '../../../src/markets/instruments/resolveInstrument.js';
import { COINFLIP_INSTRUMENTS } from '../../../src/markets/rules/coinflipInstruments.js';
import { FINANCE_UNDERLYINGS } from '../../../src/markets/rules/financeUnderlyings.js';
import { GISTEMP_GLOBAL_MEANS, US_HURRICANE_LANDFALLS, VEI6_ERUPTION_RATE } from '../../../src/markets/rules/gaiaTables.js';
import { PREDICTION_CALIBRATION, PREDICTION_CROSS_VENUE, PREDICTION_SCAN_LIMITS } from '../../../src/markets/rules/predictionScans.js';
import { RAIN_CITIES } from '../../../src/markets/rules/rainCities.js';
import { WEATHER_SETTLEMENT_STATIONS } from '../../../src/markets/rules/weatherStations.js';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const tables: RuleTable<unknown>[] = [PREDICTION_SCAN_LIMITS, PREDICTION_CALIBRATION, PREDICTION_CROSS_VENUE, WEATHER_SETTLEMENT_STATIONS, RAIN_CITIES, COINFLIP_INSTRUMENTS, FINANCE_UNDERLYINGS, GISTEMP_GLOBAL_MEANS, US_HURRICANE_LANDFALLS, VEI6_ERUPTION_RATE];

describe('prediction scan rule tables', () => {
  it('are dated, sourced and verified only with a date, with distinct ids', () => {
    expect(new Set(tables.map((t) => t.id)).size).toBe(tables.length);
    for (const t of tables) {
      expect(t.id).toMatch(/^markets\.prediction_scan\./);
      for (const v of t.versions) {
        expect(v.effective).toMatch(ISO);
        expect(v.source.length).toBeGreaterThan(20);
        expect(v.verified === null || ISO.test(v.verified)).toBe(true);
      }
    }
  });

  it('give the temperature ladders 52 cities, each with a station on at least one venue in a zone Intl knows', () => {
    const cities = WEATHER_SETTLEMENT_STATIONS.versions[0]!.value;
    expect(cities).toHaveLength(52);
    expect(new Set(cities.map((c) => c.key)).size).toBe(52);
    for (const c of cities) {
      expect(c.kalshi !== null || c.polymarket !== null, c.key).toBe(true);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: c.timeZone }), c.key).not.toThrow();
      for (const s of [c.kalshi, c.polymarket]) if (s !== null) expect(s.station, c.key).toMatch(/^[A-Z]{4}$/);
    }
    expect(RAIN_CITIES.versions[0]!.value).toHaveLength(5);
  });

  it('hold the spec\'s counts of the daily up/down universe: 11 FX pairs of the instrument table, 18 equities with an index fund', () => {
    const list = COINFLIP_INSTRUMENTS.versions[0]!.value;
    const fx = list.filter((i) => i.class === 'fx');
    expect(fx).toHaveLength(11);
    for (const i of fx) expect(resolveInstrument(i.instrument).assetClass).toBe('forex');
    expect(list.filter((i) => i.class === 'equity')).toHaveLength(18);
    expect(list.some((i) => i.instrument === 'SPY')).toBe(true);
  });

  it('name every finance underlying by a distinct name', () => {
    const names = FINANCE_UNDERLYINGS.versions[0]!.value.flatMap((u) => u.names);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keep GISTEMP years in order with twelve months for every complete year', () => {
    const years = GISTEMP_GLOBAL_MEANS.versions[0]!.value;
    years.forEach((y, i) => {
      if (i > 0) expect(y.year).toBe(years[i - 1]!.year + 1);
      if (y.annual !== null) expect(y.months).toHaveLength(12);
    });
    expect(GISTEMP_GLOBAL_MEANS.cadence).toBe('monthly');
  });
});
