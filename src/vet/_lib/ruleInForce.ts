import { GuidekitError } from '../../core/GuidekitError.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule, RuleTable } from '../../core/ruleTable.js';

/**
 * The version of a veterans rule in force on `asOf`, or the newest version when no date is given (engines whose
 * date is optional answer under the law as encoded today, never by reading a clock).
 *
 * @param table - The dated rule table.
 * @param asOf - ISO date of the question, or undefined for the newest version.
 * @param fn - Name of the calling engine, for the error message.
 * @returns The applied rule.
 * @throws {@link GuidekitError} `invalid_date` on `asOf` for a malformed date; `out_of_range` on `asOf` when no
 *   version was in force on that date.
 * @example
 * ```ts
 * ruleInForce(BILATERAL_FACTOR, '2023-01-01', 'combineRatings').value.most_favorable_exclusion //=> false
 * ```
 */
export function ruleInForce<T>(table: RuleTable<T>, asOf: string | undefined, fn: string): AppliedRule<T> {
  if (asOf === undefined) {
    const newest = [...table.versions].sort((x, y) => (x.effective < y.effective ? 1 : -1))[0];
    if (newest === undefined) throw new GuidekitError(`${fn}: rule table ${table.id} has no versions`, { code: 'internal' });
    return pickRule(table, newest.effective) as AppliedRule<T>;
  }
  parseIsoDate(asOf, { fn, field: 'asOf' });
  const rule = pickRule(table, asOf);
  if (rule === undefined) {
    const first = [...table.versions].map((v) => v.effective).sort()[0];
    throw new GuidekitError(`${fn}: asOf ${asOf} is before the first version of ${table.id} (${first ?? 'none'})`, {
      code: 'out_of_range',
      field: 'asOf',
    });
  }
  return rule;
}
