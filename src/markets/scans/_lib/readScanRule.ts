import { GuidekitError } from '../../../core/GuidekitError.js';
import { parseIsoDate } from '../../../core/parseIsoDate.js';
import { pickRule } from '../../../core/pickRule.js';
import type { AppliedRule, RuleTable } from '../../../core/ruleTable.js';

/**
 * The version of a scan rule table in force on `asOf`, reported under the calling function's name: a bad or too early
 * `asOf` is the caller's bad argument, not pickRule's.
 *
 * @param fn - The calling engine's name.
 * @param table - The rule table.
 * @param asOf - ISO date.
 * @returns The applied rule.
 * @throws {@link GuidekitError} `invalid_date` or `out_of_range` on `asOf`.
 */
export function readScanRule<T>(fn: string, table: RuleTable<T>, asOf: unknown): AppliedRule<T> {
  const date = parseIsoDate(asOf, { fn, field: 'asOf' });
  const rule = pickRule(table, date);
  if (rule === undefined) throw new GuidekitError(`${fn}: no version of ${table.id} is in force on ${date}`, { code: 'out_of_range', field: 'asOf' });
  return rule;
}
