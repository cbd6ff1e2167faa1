import { GuidekitError } from '../../core/GuidekitError.js';
import { UK_STUDENT_PLANS, type UkStudentPlan } from '../rules/studentUk.js';

/** Canadian provinces and territories: the CA values of `province`. */
export const CA_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
/** A Canadian province or territory code. */
export type CaProvince = (typeof CA_PROVINCES)[number];
/** Provinces and territories that run their own student aid instead of Canada Student Loans. */
export const CA_NON_PARTICIPATING: readonly CaProvince[] = ['QC', 'NT', 'NU'];

const CA_NAMES: Readonly<Record<string, CaProvince>> = {
  alberta: 'AB', 'british columbia': 'BC', manitoba: 'MB', 'new brunswick': 'NB', 'newfoundland and labrador': 'NL',
  newfoundland: 'NL', 'nova scotia': 'NS', 'northwest territories': 'NT', nunavut: 'NU', ontario: 'ON',
  'prince edward island': 'PE', quebec: 'QC', 'québec': 'QC', saskatchewan: 'SK', yukon: 'YT',
};

/**
 * Reads a UK plan type from `plan` or `province`: `plan1`, `Plan 1`, `plan_1`, `1`, `pgl`, `postgrad`, `postgraduate`,
 * any case.
 *
 * @param raw - The value sent.
 * @param fn - Calling engine, for the message.
 * @param field - The parameter it came from (default `province`), named in the error.
 * @returns The plan.
 * @throws {@link GuidekitError} `invalid_value` on `field`, listing the allowed values.
 * @example
 * ```ts
 * readUkStudentPlan('Plan 2', 'planStudentLoans') //=> 'plan2'
 * ```
 */
export function readUkStudentPlan(raw: string, fn: string, field: 'plan' | 'province' = 'province'): UkStudentPlan {
  const key = String(raw).trim().toLowerCase().replace(/[\s_-]+/g, '');
  const mapped = /^(plan)?([1245])$/.exec(key);
  if (mapped) return `plan${mapped[2]}` as UkStudentPlan;
  if (['pgl', 'postgrad', 'postgraduate', 'postgraduateloan', 'plan3', '3'].includes(key)) return 'postgraduate';
  const what = field === 'plan' ? 'plan' : 'province for UK';
  throw new GuidekitError(`${fn}: ${what} must be a plan type, one of ${UK_STUDENT_PLANS.join(', ')}; got ${JSON.stringify(raw)}`, {
    code: 'invalid_value',
    field,
  });
}

/**
 * Reads a Canadian province or territory from `province`: a two-letter code or an English name, any case.
 *
 * @param raw - The value sent.
 * @param fn - Calling engine, for the message.
 * @returns The code.
 * @throws {@link GuidekitError} `invalid_value` on `province`, listing the allowed codes.
 * @example
 * ```ts
 * readCaProvince('ontario', 'planStudentLoans') //=> 'ON'
 * ```
 */
export function readCaProvince(raw: string, fn: string): CaProvince {
  const text = raw.trim();
  const code = CA_PROVINCES.find((c) => c === text.toUpperCase());
  if (code !== undefined) return code;
  const named = CA_NAMES[text.toLowerCase()];
  if (named !== undefined) return named;
  throw new GuidekitError(`${fn}: province for CA must be one of ${CA_PROVINCES.join(', ')}; got ${JSON.stringify(raw)}`, {
    code: 'invalid_value',
    field: 'province',
  });
}
