import type { ConditionRule } from '../rules/conditionCatalog.js';
import { containsPhrase, normalizeWords } from './normalizeWords.js';

/**
 * Finds the rating-schedule condition plain words name: the catalog entry whose longest contained synonym has the
 * most words (`left knee instability` is knee instability, not knee); ties go to the earlier entry.
 *
 * @param catalog - The condition catalog in force (rule table `us.va.rating_schedule_conditions`).
 * @param words - The input's words, from `normalizeWords`.
 * @returns The matching entry, or undefined when no synonym is contained.
 * @example
 * ```ts
 * matchCondition(catalog, normalizeWords('ringing in my ears'))?.id //=> 'tinnitus'
 * ```
 */
export function matchCondition(catalog: readonly ConditionRule[], words: readonly string[]): ConditionRule | undefined {
  let best: ConditionRule | undefined;
  let bestLength = 0;
  for (const rule of catalog) {
    for (const synonym of rule.synonyms) {
      const phrase = normalizeWords(synonym);
      if (phrase.length > bestLength && containsPhrase(words, phrase)) {
        best = rule;
        bestLength = phrase.length;
      }
    }
  }
  return best;
}
