import { describe, expect, it } from 'vitest';
import { pickRule } from '../../../src/core/pickRule.js';
import type { RuleTable } from '../../../src/core/ruleTable.js';
import * as markets from '../../../src/markets/index.js';
import { PROBABILITY_COINFLIP_RULES } from '../../../src/markets/rules/probabilityCoinflip.js';
import { PROBABILITY_EDGE_RULES } from '../../../src/markets/rules/probabilityEdges.js';
import { PROBABILITY_MACRO_MODEL, PROBABILITY_MACRO_SERIES } from '../../../src/markets/rules/probabilityMacro.js';
import { PROBABILITY_ANNUALISATION } from '../../../src/markets/rules/probabilityVolatility.js';
import { PROBABILITY_WEATHER_RULES } from '../../../src/markets/rules/probabilityWeather.js';

const TABLES: RuleTable<unknown>[] = [PROBABILITY_ANNUALISATION, PROBABILITY_EDGE_RULES, PROBABILITY_MACRO_SERIES, PROBABILITY_MACRO_MODEL, PROBABILITY_WEATHER_RULES, PROBABILITY_COINFLIP_RULES];
const ISO = /^\d{4}-\d{2}-\d{2}$/;

describe('probability rule tables', () => {
  it('carry an id, a source, an effective date and a verified date or null, and are exported by guidekit/markets', () => {
    const exported = new Set<unknown>(Object.values(markets));
    for (const table of TABLES) {
      expect(table.id).toMatch(/^markets\.probability\./);
      expect(exported.has(table)).toBe(true);
      for (const v of table.versions) {
        expect(v.source.length).toBeGreaterThan(20);
        expect(v.effective).toMatch(ISO);
        expect(v.verified === null || ISO.test(v.verified)).toBe(true);
      }
    }
  });

  it('hold the documented figures: 10 points, quarter-Kelly, 252/365, CPI and unemployment to 0.1, the yield to 0.01', () => {
    const at = '2026-11-25';
    expect(pickRule(PROBABILITY_EDGE_RULES, at)?.value).toMatchObject({ minEdge: 0.1, kellyFraction: 0.25 });
    expect(pickRule(PROBABILITY_ANNUALISATION, at)?.value).toEqual({ trading: 252, continuous: 365 });
    const series = pickRule(PROBABILITY_MACRO_SERIES, at)!.value;
    expect([series.cpi_yoy.step, series.unrate.step, series.us10y.step]).toEqual([0.1, 0.1, 0.01]);
    expect(pickRule(PROBABILITY_WEATHER_RULES, at)?.value).toMatchObject({ temperatureStep: 1, precipitationStep: 0.01 });
  });

  it('apply to the prediction-market backtest corpus too (in force from 2022)', () => {
    for (const table of TABLES) expect(pickRule(table, '2022-01-01')).toBeDefined();
  });
});
