import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { AssessedCondition, PresumptiveAssessment } from '../assessDisabilityClaim.js';
import type { AssessDisabilityClaimMessageKey } from '../messages/assessDisabilityClaim.js';
import { PRESUMPTIVE_PROGRAMS, type PresumptiveProgram, type PresumptiveProgramId } from '../rules/presumptiveConditions.js';
import type { ScopeVeteranCountryResult } from '../scopeVeteranCountry.js';
import type { ProgramInForce } from './findPresumptivePrograms.js';

/**
 * Assesses each presumptive program the service era points to against the claimed conditions: which of them the
 * program presumes service-connected, or why none applies (no era, an era no program covers, a claim outside the US,
 * a program not yet in force at asOf).
 *
 * @param assessed - The conditions as assessed, with the programs each falls under.
 * @param options - The programs in force and those not yet in force, the era, the country scope, asOf and the translator.
 * @returns One assessment per program (those in force first), the note on the block and the program rules applied.
 * @see https://www.ecfr.gov/current/title-38/section-3.309
 */
export function assessPresumptivePrograms(
  assessed: readonly AssessedCondition[],
  options: {
    readonly programs: readonly ProgramInForce[];
    readonly notInForce: readonly PresumptiveProgramId[];
    readonly era: string | null;
    readonly scope: ScopeVeteranCountryResult;
    readonly asOf: string;
    readonly t: Translate<AssessDisabilityClaimMessageKey>;
    /** The answer's language: German answers use a program's German service requirement where the table has one. Default `en`. */
    readonly lang?: ShippedLanguage;
  },
): { programs: PresumptiveAssessment[]; note: string | null; rules: AppliedRule<unknown>[] } {
  const { programs, notInForce, era, scope, asOf, t } = options;
  const requirement = (p: PresumptiveProgram): string => (options.lang === 'de' ? p.service_requirement_de : undefined) ?? p.service_requirement;
  const isUs = scope.key === 'US';
  const rules: AppliedRule<unknown>[] = [];
  let presumptiveNote: string | null = null;
  const programAssessments: PresumptiveAssessment[] = [];
  if (!isUs) {
    presumptiveNote = scope.key === null
      ? t('presumptive_unmapped', { country: scope.country_scope.country_name })
      : t('presumptive_non_us', { authority: scope.country_scope.authority ?? '' });
  } else if (era === null) {
    presumptiveNote = t('presumptive_no_era');
  } else if (programs.length === 0 && notInForce.length === 0) {
    presumptiveNote = t('presumptive_no_program', { era });
  }
  for (const { program, rule } of programs) {
    rules.push(rule);
    const matched = assessed.flatMap((c) => c.presumptive.filter((p) => p.program === program.id).map((p) => ({ input: c.input, term: p.term })));
    programAssessments.push({
      id: program.id,
      name: t(`program_${program.id}`),
      cfr: program.cfr,
      service_requirement: requirement(program),
      minimum_days: program.minimum_days,
      matched_conditions: matched,
      note: matched.length > 0 ? t('presumptive_applies') : t('presumptive_no_condition'),
    });
  }
  for (const id of notInForce) {
    const table = PRESUMPTIVE_PROGRAMS.find((p) => p.versions.some((v) => v.value.id === id));
    const value = table?.versions[0]?.value as PresumptiveProgram;
    programAssessments.push({
      id, name: t(`program_${id}`), cfr: value.cfr, service_requirement: requirement(value), minimum_days: value.minimum_days,
      matched_conditions: [], note: t('presumptive_not_in_force', { asOf }),
    });
  }
  return { programs: programAssessments, note: presumptiveNote, rules };
}
