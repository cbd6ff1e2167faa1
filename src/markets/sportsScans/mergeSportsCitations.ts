import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import type { AppliedRule } from '../../core/ruleTable.js';

/**
 * One citation block from several: engines' citation blocks and rules applied directly, each rule once, with the stale
 * note written for the whole answer.
 *
 * @param blocks - Citation blocks (anything with `rules_applied`) and applied rules, in the order used; nulls skipped.
 * @param lang - Language of the stale note. Default 'en'.
 * @returns The merged {@link RuleCitations}.
 * @example
 * ```ts
 * mergeSportsCitations([consensus, requireRule(SPORTS_SCAN_SETTINGS, asOf)], 'en').unverified_rules;
 * ```
 * @see src/core/citeRules.ts
 */
export function mergeSportsCitations(blocks: readonly (Pick<RuleCitations, 'rules_applied'> | AppliedRule<unknown> | null | undefined)[], lang: 'en' | 'es' = 'en'): RuleCitations {
  const rules: AppliedRule<unknown>[] = [];
  for (const block of blocks) {
    if (block === null || block === undefined) continue;
    if ('rules_applied' in block) for (const rule of block.rules_applied) rules.push({ ...rule, value: null });
    else rules.push(block);
  }
  return citeRules(rules, { lang });
}
