import { describe, expect, it } from 'vitest';
import { loadRuleExports } from '../../scripts/loadRuleExports.js';
import { pickRule } from '../../src/core/pickRule.js';
import type { RuleTable } from '../../src/core/ruleTable.js';

// Every rule a domain exports, wherever it sits (a table, or a map of tables by jurisdiction), must carry its
// provenance: a source, an effective date, and a verified date or an explicit null.
function collectTables(value: unknown, path: string, out: Map<string, RuleTable<unknown>>, depth = 0): void {
  if (depth > 4 || value === null || typeof value !== 'object') return;
  const candidate = value as Partial<RuleTable<unknown>>;
  if (typeof candidate.id === 'string' && Array.isArray(candidate.versions)) {
    out.set(`${path} (${candidate.id})`, candidate as RuleTable<unknown>);
    return;
  }
  if (Array.isArray(value)) return;
  for (const [key, item] of Object.entries(value)) collectTables(item, `${path}.${key}`, out, depth + 1);
}

// Every table of every domain: its public index and every module in its rules/ folder.
const tables = new Map<string, RuleTable<unknown>>();
for (const domain of ['debt', 'vet', 'safety', 'backtest', 'markets'] as const) {
  for (const [name, value] of Object.entries(await loadRuleExports(domain))) collectTables(value, `${domain}.${name}`, tables);
}
const ISO = /^\d{4}-\d{2}-\d{2}$/;

describe('exported rule tables', () => {
  it('are found', () => {
    expect(tables.size).toBeGreaterThan(10);
  });

  for (const [name, table] of tables) {
    it(`${name}: every version has a source, an effective date and a verified date or null`, () => {
      expect(table.versions.length, 'at least one version').toBeGreaterThan(0);
      expect(typeof table.title === 'string' && table.title.length > 0, 'title').toBe(true);
      const effectives = new Set<string>();
      for (const version of table.versions) {
        expect(typeof version.source === 'string' && version.source.trim().length > 3, `source of ${version.effective}`).toBe(true);
        expect(version.effective, 'effective').toMatch(ISO);
        expect(version.verified === null || ISO.test(version.verified), `verified of ${version.effective}`).toBe(true);
        effectives.add(version.effective);
      }
      expect(effectives.size, 'distinct effective dates').toBe(table.versions.length);
    });

    it(`${name}: selects no version before its first effective date`, () => {
      const first = [...table.versions].map((v) => v.effective).sort()[0]!;
      const before = `${String(Number(first.slice(0, 4)) - 1).padStart(4, '0')}${first.slice(4)}`;
      expect(pickRule(table, before)).toBeUndefined();
      expect(pickRule(table, first)?.effective).toBe(first);
    });
  }
});
