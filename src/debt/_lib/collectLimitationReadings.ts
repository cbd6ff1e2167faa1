import type { Translate } from '../../core/i18n/createTranslate.js';
import { pickRule } from '../../core/pickRule.js';
import { requireRule } from '../../core/requireRule.js';
import type { AppliedRule, RuleTable } from '../../core/ruleTable.js';
import type { CheckStatuteOfLimitationsMessageKey } from '../messages/checkStatuteOfLimitations.js';
import type { JurisdictionLimitations, LimitationCategory, LimitationPeriod, LimitationTransition } from '../rules/limitationPeriods.js';
import { US_SALE_OF_GOODS_PERIOD } from '../rules/limitationPeriodsUs.js';

/** One reading of the period: the rule that governs it and, for a claim older than a law change, the transition deadline. */
export interface LimitationReading {
  readonly period: AppliedRule<LimitationPeriod>;
  readonly transition: AppliedRule<LimitationTransition> | null;
  /** With a transition: the period the law changed to on the transition's date. */
  readonly changedTo: AppliedRule<LimitationPeriod> | null;
}

/**
 * Collects every reading of the limitation period that may apply: each candidate claim kind, at asOf and, if the law
 * changed since accrual, at accrual. Where every change since has a transition rule, the claim keeps the period of
 * its accrual date, cut off at the earliest transition deadline; otherwise both periods are considered.
 *
 * @param jurisdiction - The jurisdiction's limitation periods.
 * @param basis - The claim kinds to read (see `selectLimitationCategories`).
 * @param options - `asOf`, the last payment (ISO date) or undefined, the translator and the engine's name (`fn`).
 * @returns The readings, the period rules to cite, a change of period with no transition rule (or null) and the
 *   warnings on transitions applied.
 */
export function collectLimitationReadings(
  jurisdiction: JurisdictionLimitations,
  basis: readonly LimitationCategory[],
  options: { readonly asOf: string; readonly lastPayment: string | undefined; readonly t: Translate<CheckStatuteOfLimitationsMessageKey>; readonly fn: string },
): { readings: LimitationReading[]; citedPeriods: AppliedRule<unknown>[]; lawChange: { old: number; now: number } | null; warnings: string[] } {
  const { asOf, lastPayment, t, fn } = options;
  const readings: LimitationReading[] = [];
  const citedPeriods: AppliedRule<unknown>[] = [];
  const warnings: string[] = [];
  let lawChange: { old: number; now: number } | null = null;
  for (const category of basis) {
    const table = tableFor(jurisdiction, category, fn);
    const now = requireRule(table, asOf);
    const then = lastPayment === undefined ? undefined : pickRule(table, lastPayment);
    if (then === undefined || then.effective === now.effective) {
      readings.push({ period: now, transition: null, changedTo: null });
      citedPeriods.push(now);
      continue;
    }
    const transitions = transitionsSince(jurisdiction, category, table, then.effective, asOf);
    if (transitions !== null) {
      const binding = transitions.reduce((a, b) => (b.value.latest < a.value.latest ? b : a));
      const changedTo = requireRule(table, binding.effective);
      readings.push({ period: then, transition: binding, changedTo });
      citedPeriods.push(then, ...transitions, now);
      warnings.push(t('law_changed_transition', { changed_on: binding.effective, old: then.value.years, new: changedTo.value.years, latest: binding.value.latest, source: binding.source }));
    } else {
      readings.push({ period: now, transition: null, changedTo: null }, { period: then, transition: null, changedTo: null });
      citedPeriods.push(now, then);
      if (then.value.years !== now.value.years) lawChange = { old: then.value.years, now: now.value.years };
    }
  }
  return { readings, citedPeriods, lawChange, warnings };
}

/** The period table of a claim kind; sale of goods reads the one UCC § 2-725 table on record. */
function tableFor(j: JurisdictionLimitations, category: LimitationCategory, fn: string): RuleTable<LimitationPeriod> {
  if (category === 'sale_of_goods') return US_SALE_OF_GOODS_PERIOD;
  const table = j.periods[category];
  if (table === undefined) throw new Error(`${fn}: no ${category} period for ${j.country}-${j.code}`);
  return table;
}

/**
 * The transition rules of every change to `table` after the version in force at accrual (effective `since`) up to
 * asOf, or null when one of those changes has none on record.
 */
function transitionsSince(
  j: JurisdictionLimitations,
  category: LimitationCategory,
  table: RuleTable<LimitationPeriod>,
  since: string,
  asOf: string,
): AppliedRule<LimitationTransition>[] | null {
  const transitionTable = j.transitions?.[category];
  if (transitionTable === undefined) return null;
  const found: AppliedRule<LimitationTransition>[] = [];
  for (const change of table.versions.filter((v) => v.effective > since && v.effective <= asOf)) {
    const rule = pickRule(transitionTable, change.effective);
    if (rule === undefined || rule.effective !== change.effective) return null;
    found.push(rule);
  }
  return found.length === 0 ? null : found;
}
