import { describe, expect, it } from 'vitest';
import { pickRule } from '../../../src/core/pickRule.js';
import type { RuleTable } from '../../../src/core/ruleTable.js';
import * as basket from '../../../src/markets/rules/basketRegime.js';
import * as reference from '../../../src/markets/rules/referenceGate.js';
import * as screener from '../../../src/markets/rules/screenerFactors.js';

// The rule tables of the reference gate, the basket engine and the screener carry their provenance like every other
// domain's: a source, an effective date, and a verified date only where the source was read.
const tables = (Object.entries({ ...reference, ...basket, ...screener }) as [string, unknown][]).filter(
  (entry): entry is [string, RuleTable<unknown>] => typeof entry[1] === 'object' && entry[1] !== null && 'versions' in entry[1],
);
const ISO = /^\d{4}-\d{2}-\d{2}$/;

describe('reference, basket and screener rule tables', () => {
  it('are all found', () => {
    expect(tables.map(([name]) => name).sort()).toEqual([
      'BASKET_LEADERSHIP', 'BASKET_MEMBERSHIP', 'BASKET_REGIME_THRESHOLDS', 'BASKET_WINDOWS',
      'REFERENCE_MAX_BOOK_AGE_SECONDS', 'REFERENCE_MAX_MARK_ORACLE_BPS', 'REFERENCE_MAX_MOVE_PCT', 'REFERENCE_MAX_SPREAD_BPS', 'REFERENCE_MAX_UNIT_RATIO', 'REFERENCE_MIN_DEPTH',
      'SCREENER_CROSS_SECTION', 'SCREENER_FACTOR_WEIGHTS', 'SCREENER_FUNDAMENTALS', 'SCREENER_MOMENTUM_WINDOW', 'SCREENER_PRICE_WINDOWS', 'SCREENER_REGIME',
    ]);
  });

  for (const [name, table] of tables) {
    it(`${name}: sourced, dated, verified only when read; guidekit's own choices say so and stay unverified`, () => {
      expect(table.id).toMatch(/^markets\.(reference|basket|screener)\./);
      for (const version of table.versions) {
        expect(version.source.length).toBeGreaterThan(10);
        expect(version.effective).toMatch(ISO);
        if (/^guidekit methodology choice/.test(version.source)) expect(version.verified).toBeNull();
        else expect(version.verified === null || ISO.test(version.verified)).toBe(true);
      }
      expect(pickRule(table, '1989-12-31')).toBeUndefined();
      expect(pickRule(table, '2026-11-25')).toBeDefined();
    });
  }

  it('leave unbounded reachable: the move cap is inside what the unit ratio allows either way', () => {
    const ratio = pickRule(reference.REFERENCE_MAX_UNIT_RATIO, '2026-11-25')!.value;
    const cap = pickRule(reference.REFERENCE_MAX_MOVE_PCT, '2026-11-25')!.value;
    expect(cap).toBeLessThan((ratio - 1) * 100);
    expect(cap).toBeLessThan((1 - 1 / ratio) * 100);
  });

  it('give the screener weights summing to 1', () => {
    const weights = pickRule(screener.SCREENER_FACTOR_WEIGHTS, '2026-11-25')!.value;
    expect(Object.values(weights).reduce((s, w) => s + w, 0)).toBeCloseTo(1, 12);
  });
});
