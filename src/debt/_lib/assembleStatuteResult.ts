import { citeRules } from '../../core/citeRules.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { DEBT_CURRENCIES } from '../debtCountries.js';
import type { CheckStatuteOfLimitationsResult } from '../checkStatuteOfLimitations.js';
import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';

/** The fields every answer sets. */
type SetFields = 'as_of' | 'country' | 'jurisdiction' | 'jurisdiction_name' | 'debt_type' | 'limitation_basis' | 'sol_status' | 'summary' | 'credit_reporting_status';
/** The fields only a dated answer sets; the others leave them "not known" (null or false). */
type DatedFields = 'sol_years' | 'sol_years_shortest' | 'accrual_date' | 'sol_expiry_date' | 'sol_expiry_date_shortest' | 'transition' | 'is_zombie_debt'
  | 'debt_extinguished_on_expiry' | 'revival_after_expiry';

/** The fields an answer sets; the others default to "not known" (null, false or empty). */
export type StatuteAnswerFields = Pick<CheckStatuteOfLimitationsResult, SetFields> & Partial<Pick<CheckStatuteOfLimitationsResult, DatedFields>>;

/**
 * Assembles a statute-of-limitations answer in its documented field order, whatever branch produced it (no limit,
 * unknown jurisdiction, dated or undated answer), with its warnings and the rules it applied.
 *
 * @param fields - The fields the branch set.
 * @param options - The critical warnings, the rules applied and the language of the citations.
 * @returns The answer.
 * @see ../../../docs/statute.md
 */
export function assembleStatuteResult(
  fields: StatuteAnswerFields,
  options: { readonly warnings: readonly string[]; readonly applied: AppliedRule<unknown>[]; readonly lang: ShippedLanguage },
): CheckStatuteOfLimitationsResult {
  return {
    as_of: fields.as_of,
    country: fields.country,
    currency: DEBT_CURRENCIES[fields.country],
    jurisdiction: fields.jurisdiction,
    jurisdiction_name: fields.jurisdiction_name,
    jurisdiction_assumed: false,
    other_jurisdictions: [],
    debt_type: fields.debt_type,
    limitation_basis: fields.limitation_basis,
    sol_years: fields.sol_years ?? null,
    sol_years_shortest: fields.sol_years_shortest ?? null,
    accrual_date: fields.accrual_date ?? null,
    sol_expiry_date: fields.sol_expiry_date ?? null,
    sol_expiry_date_shortest: fields.sol_expiry_date_shortest ?? null,
    transition: fields.transition ?? null,
    sol_status: fields.sol_status,
    is_zombie_debt: fields.is_zombie_debt ?? false,
    debt_extinguished_on_expiry: fields.debt_extinguished_on_expiry ?? null,
    revival_after_expiry: fields.revival_after_expiry ?? null,
    critical_warnings: options.warnings,
    credit_reporting_status: fields.credit_reporting_status,
    summary: fields.summary,
    ...citeRules(options.applied, { lang: options.lang }),
  };
}
