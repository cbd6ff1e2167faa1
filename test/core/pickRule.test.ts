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
