import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { PRESUMPTIVE_PROGRAMS, type PresumptiveProgram, type PresumptiveProgramId } from '../rules/presumptiveConditions.js';
import { containsPhrase, normalizeWords } from './normalizeWords.js';

/** A presumptive program in force at asOf, with the rule version that applies. */
export interface ProgramInForce {
  readonly program: PresumptiveProgram;
  readonly rule: AppliedRule<PresumptiveProgram>;
}

/**
 * Finds the presumptive and toxic-exposure programs a service era points to (US claims only): a program is pointed
 * to when one of its era keywords stands in the veteran's words; one pointed to but not yet in force at asOf is
 * reported apart, so the answer can say it starts later.
 *
 * @param era - The service era in the veteran's words, or null.
 * @param options - `asOf` (ISO date) and `isUs` (whether the claim is assessed under US rules).
 * @returns The programs in force, and the ids of those pointed to but not in force.
 * @see https://www.ecfr.gov/current/title-38/section-3.309
 */
export function findPresumptivePrograms(
  era: string | null,
  options: { readonly asOf: string; readonly isUs: boolean },
): { programs: ProgramInForce[]; notInForce: PresumptiveProgramId[] } {
  const { asOf, isUs } = options;
  const eraWords = era === null ? [] : normalizeWords(era);
  const programs: ProgramInForce[] = [];
  const notInForce: PresumptiveProgramId[] = [];
  if (isUs && era !== null) {
    for (const table of PRESUMPTIVE_PROGRAMS) {
      const newest = table.versions[table.versions.length - 1] as (typeof table.versions)[number];
      if (!newest.value.era_keywords.some((k) => containsPhrase(eraWords, normalizeWords(k)))) continue;
      const rule = pickRule(table, asOf);
      if (rule === undefined) notInForce.push(newest.value.id);
      else programs.push({ program: rule.value, rule });
    }
  }
  return { programs, notInForce };
}
