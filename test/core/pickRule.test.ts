import { describe, expect, it } from 'vitest';
import { citeRules } from '../../src/core/citeRules.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { pickRule } from '../../src/core/pickRule.js';
import { requireRule } from '../../src/core/requireRule.js';
import type { RuleTable } from '../../src/core/ruleTable.js';

const WAGE: RuleTable<string> = {
  id: 'test.wage',
  title: 'A wage that changed twice',
  versions: [
    { value: '7.25', source: '29 U.S.C. 206(a)(1)(C)', effective: '2009-07-24', verified: '2026-11-22' },
    { value: '5.85', source: 'Pub. L. 110-28', effective: '2007-07-24', verified: '2026-11-22' },
    { value: '9.00', source: 'hypothetical future law', effective: '2027-01-01', verified: null },
  ],
};

describe('pickRule', () => {
  it('picks the latest version in force on asOf, whatever the order of versions', () => {
    expect(pickRule(WAGE, '2008-01-01')?.value).toBe('5.85');
    expect(pickRule(WAGE, '2009-07-24')?.value).toBe('7.25');
    expect(pickRule(WAGE, '2026-12-31')?.value).toBe('7.25');
    expect(pickRule(WAGE, '2027-01-01')?.value).toBe('9.00');
  });

  it('returns undefined before the first version and rejects a malformed asOf', () => {
    expect(pickRule(WAGE, '2000-01-01')).toBeUndefined();
    expect(() => pickRule(WAGE, '22/11/2026')).toThrow(GuidekitError);
    expect(() => requireRule(WAGE, '2000-01-01')).toThrow(/requireRule: no version of test.wage/);
  });

  it('marks an unverified value so responses can say so', () => {
    const rule = requireRule(WAGE, '2027-06-01');
    expect(rule.unverified).toBe(true);
    const cited = citeRules([rule, requireRule(WAGE, '2020-01-01'), rule]);
    expect(cited.rules_applied).toHaveLength(2);
    expect(cited.unverified_rules).toEqual(['test.wage']);
    expect(cited.rules_applied[0]).not.toHaveProperty('value');
  });
});

const POVERTY: RuleTable<number> = {
  id: 'test.poverty_line',
  title: 'An indexed figure re-published every January',
  cadence: 'annual',
  versions: [
    { value: 15060, source: '89 FR 2961', effective: '2024-01-17', verified: '2026-11-22' },
    { value: 15650, source: '90 FR 5917', effective: '2025-01-15', verified: '2026-11-22' },
  ],
};

const THRESHOLD: RuleTable<number> = {
  id: 'test.half_yearly_threshold',
  title: 'A threshold with a stated end date',
  versions: [{ value: 100, source: 'gazette', effective: '2026-03-20', verified: null, expires: '2026-09-19' }],
};

describe('pickRule staleness', () => {
  it('marks an annual figure stale once a year has passed with no successor, and not before', () => {
    expect(pickRule(POVERTY, '2026-01-14')?.stale).toBe(false);
    const late = pickRule(POVERTY, '2026-01-15');
    expect(late?.stale).toBe(true);
    expect(late?.stale_since).toBe('2026-01-15');
    // The superseded 2024 figure is not stale on a 2024 date: its successor exists but was not yet in force.
    expect(pickRule(POVERTY, '2024-12-31')?.stale).toBe(false);
  });

  it('uses a version\'s own expiry date in preference to a cadence', () => {
    expect(pickRule(THRESHOLD, '2026-09-19')?.stale).toBe(false);
    expect(pickRule(THRESHOLD, '2026-09-20')?.stale_since).toBe('2026-09-20');
  });

  it('never marks a rule without cadence or expiry stale', () => {
    expect(pickRule(WAGE, '2040-01-01')?.stale).toBe(false);
  });

  it('lists stale rules with a note in both shipped languages', () => {
    const cited = citeRules([requireRule(POVERTY, '2026-11-24'), requireRule(WAGE, '2026-11-24')]);
    expect(cited.stale_rules).toEqual(['test.poverty_line']);
    expect(cited.stale_note).toMatch(/test\.poverty_line \(2025-01-15 → 2026-01-15\)/);
    expect(citeRules([requireRule(POVERTY, '2026-11-24')], { lang: 'es' }).stale_note).toMatch(/^Desactualizado/);
    expect(citeRules([requireRule(WAGE, '2026-11-24')])).not.toHaveProperty('stale_note');
  });
});
