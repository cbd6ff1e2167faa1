import { describe, expect, it } from 'vitest';
import { citeRules } from '../../src/core/citeRules.js';
import { pickRule } from '../../src/core/pickRule.js';
import type { RuleTable } from '../../src/core/ruleTable.js';

const RATE: RuleTable<string> = {
  id: 'test.quarterly_rate',
  title: 'A rate set every quarter',
  cadence: 'quarterly',
  versions: [{ value: '7', source: 'test', effective: '2026-04-01', verified: '2026-05-01' }],
};

describe('citeRules', () => {
  it('lists a stale rule once when an engine also cites a carried-forward copy of it', () => {
    // A projection cites the version and, from the day no verified rate exists, a copy carried forward under that day.
    const version = pickRule(RATE, '2026-11-25')!;
    const carried = { ...version, effective: '2026-11-25', verified: null, unverified: true };
    const cited = citeRules([version, carried]);
    expect(cited.rules_applied).toHaveLength(2);
    expect(cited.stale_rules).toEqual(['test.quarterly_rate']);
    // The note names the version's own period, once.
    expect(cited.stale_note).toMatch(/^Out of date: test\.quarterly_rate \(2026-04-01 → 2026-07-01\)\. /);
  });
});
