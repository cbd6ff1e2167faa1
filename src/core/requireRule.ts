import { GuidekitError } from './GuidekitError.js';
import { pickRule } from './pickRule.js';
import type { AppliedRule, RuleTable } from './ruleTable.js';

/**
 * Like {@link pickRule}, but a missing version is a bad argument: the caller asked about a date the table does not cover.
 *
 * @param table - The dated rule table.
 * @param asOf - ISO date (YYYY-MM-DD).
 * @returns The applied rule.
 * @throws {@link GuidekitError} with code `out_of_range` on field `asOf` when no version is in force.
 * @example
 * ```ts
 * requireRule(FEDERAL_MINIMUM_WAGE, '2026-11-22').value //=> '7.25'
 * ```
 */
export function requireRule<T>(table: RuleTable<T>, asOf: string): AppliedRule<T> {
  const rule = pickRule(table, asOf);
  if (rule === undefined) {
    throw new GuidekitError(`requireRule: no version of ${table.id} is in force on ${asOf}`, { code: 'out_of_range', field: 'asOf' });
  }
  return rule;
}
