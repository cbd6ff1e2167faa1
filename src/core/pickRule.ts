import { addDaysIso } from './addDaysIso.js';
import { GuidekitError } from './GuidekitError.js';
import { addMonthsIso } from './addMonthsIso.js';
import { RULE_CADENCE_MONTHS, type AppliedRule, type RuleTable, type RuleVersion } from './ruleTable.js';

/**
 * Picks the version of a rule in force on `asOf`: the one with the latest `effective` date not after it.
 *
 * @param table - The dated rule table.
 * @param asOf - ISO date (YYYY-MM-DD) of the question.
 * @returns The applied rule with its source, or `undefined` when `asOf` precedes every version. The rule is marked
 *   `stale` when its period (the version's `expires`, else one table cadence after `effective`) ended before `asOf`.
 * @throws {@link GuidekitError} when `asOf` is not an ISO date.
 * @example
 * ```ts
 * pickRule(FEDERAL_MINIMUM_WAGE, '2026-11-22')?.value //=> '7.25'
 * ```
 */
export function pickRule<T>(table: RuleTable<T>, asOf: string): AppliedRule<T> | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
    throw new GuidekitError(`pickRule: asOf must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(asOf)}`, { code: 'invalid_date', field: 'asOf' });
  }
  let best: RuleVersion<T> | undefined;
  for (const version of table.versions) {
    // ISO dates compare correctly as strings.
    if (version.effective <= asOf && (best === undefined || version.effective > best.effective)) best = version;
  }
  if (best === undefined) return undefined;
  const staleSince = staleSinceOf(best, table);
  const stale = staleSince !== undefined && staleSince <= asOf;
  return {
    id: table.id,
    title: table.title,
    value: best.value,
    source: best.source,
    effective: best.effective,
    verified: best.verified,
    unverified: best.verified === null,
    stale,
    ...(stale ? { stale_since: staleSince } : {}),
    ...(best.note === undefined ? {} : { note: best.note }),
    ...(table.jurisdiction === undefined ? {} : { jurisdiction: table.jurisdiction }),
  };
}

/** The first day after the version's known period, or undefined for a rule that lasts until the law changes. */
function staleSinceOf(version: RuleVersion<unknown>, table: RuleTable<unknown>): string | undefined {
  if (version.expires !== undefined) return addDaysIso(version.expires, 1);
  if (table.cadence === undefined) return undefined;
  return addMonthsIso(version.effective, RULE_CADENCE_MONTHS[table.cadence]);
}

