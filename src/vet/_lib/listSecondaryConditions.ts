import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';
import type { AssessedCondition } from '../assessDisabilityClaim.js';
import type { ConditionRule } from '../rules/conditionCatalog.js';

/**
 * Lists the secondary conditions worth claiming: those the claimed conditions often lead to and that are not claimed
 * already, each with the claimed conditions that lead to it, in the order they first appear.
 *
 * @param assessed - The conditions as assessed, with their secondary conditions.
 * @param options - The catalog ids already claimed, the condition catalog in force and the language of the names.
 * @returns One entry per secondary condition.
 */
export function listSecondaryConditions(
  assessed: readonly AssessedCondition[],
  options: { readonly matchedIds: ReadonlySet<string>; readonly catalog: readonly ConditionRule[]; readonly lang: ShippedLanguage },
): { id: string; name: string; because_of: string[] }[] {
  const { matchedIds, catalog, lang } = options;
  const byId = new Map(catalog.map((c) => [c.id, c]));
  const secondary = new Map<string, string[]>();
  for (const c of assessed) {
    for (const s of c.secondary_conditions) {
      if (matchedIds.has(s.id)) continue;
      const list = secondary.get(s.id) ?? [];
      if (c.id !== null && !list.includes(c.id)) list.push(c.id);
      secondary.set(s.id, list);
    }
  }
  return [...secondary.entries()].map(([id, because]) => ({ id, name: (byId.get(id) as ConditionRule).name[lang] ?? (byId.get(id) as ConditionRule).name.en, because_of: because }));
}
