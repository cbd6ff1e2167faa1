import { citeRules, type RuleCitations } from '../../../core/citeRules.js';
import type { AppliedRule } from '../../../core/ruleTable.js';

/**
 * One citation block from several: the engines' own blocks and the rules the catalog applied, each rule once, with the
 * stale note rewritten for the whole answer.
 *
 * @param blocks - Citation blocks (from engine results) and applied rules, in the order used.
 * @param lang - Language of the stale note.
 * @returns The merged {@link RuleCitations}.
 * @example
 * ```ts
 * mergeRuleCitations([call, gate, requireRule(SCAN_SPREAD_BPS, asOf)], 'en').unverified_rules
 * ```
 */
export function mergeRuleCitations(blocks: readonly (RuleCitations | AppliedRule<unknown> | null | undefined)[], lang: 'en' | 'es'): RuleCitations {
  const rules: AppliedRule<unknown>[] = [];
  for (const block of blocks) {
    if (block === null || block === undefined) continue;
    if ('rules_applied' in block) for (const rule of block.rules_applied) rules.push({ ...rule, value: null });
    else rules.push(block);
  }
  return citeRules(rules, { lang });
}
