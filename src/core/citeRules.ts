import type { AppliedRule } from './ruleTable.js';

/** How a response reports the rules it applied. */
export interface RuleCitations {
  /** Every rule applied, with source, effective and verified dates. */
  readonly rules_applied: readonly Omit<AppliedRule<unknown>, 'value'>[];
  /** Ids of applied rules that could not be verified against their source. Empty when all were verified. */
  readonly unverified_rules: readonly string[];
}

/**
 * Turns the rules an engine applied into the citation block every rule-based response carries,
 * so a reader can see where each number came from and which ones are unverified.
 *
 * @param rules - The applied rules, in the order they were used; duplicates (same id and effective date) are dropped.
 * @returns `{ rules_applied, unverified_rules }`.
 * @example
 * ```ts
 * citeRules([requireRule(FEDERAL_MINIMUM_WAGE, '2026-11-22')]).unverified_rules //=> []
 * ```
 */
export function citeRules(rules: readonly AppliedRule<unknown>[]): RuleCitations {
  const seen = new Set<string>();
  const applied: Omit<AppliedRule<unknown>, 'value'>[] = [];
  for (const rule of rules) {
    const key = `${rule.id}@${rule.effective}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { value: _value, ...rest } = rule;
    applied.push(rest);
  }
  return { rules_applied: applied, unverified_rules: applied.filter((r) => r.unverified).map((r) => r.id) };
}
