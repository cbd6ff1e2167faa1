import { addDaysIso } from '../../core/addDaysIso.js';
import { addMonthsIso } from '../../core/addMonthsIso.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { CreditReportingStatus } from '../checkStatuteOfLimitations.js';
import type { CheckStatuteOfLimitationsMessageKey } from '../messages/checkStatuteOfLimitations.js';
import { CREDIT_REPORTING_PERIODS } from '../rules/creditReportingPeriods.js';

/**
 * Estimates how long a debt may stay on a credit report, a clock apart from the limitation period: the country's
 * reporting period counted from the last payment as a stand-in for the event the law counts from.
 *
 * @param country - The debt's country.
 * @param lastPayment - The last payment (ISO date), or undefined.
 * @param asOf - The ISO date the answer is for.
 * @param t - The engine's translator.
 * @param applied - The engine's applied rules; the reporting rule is added when one is in force.
 * @returns The credit-reporting side of the answer.
 */
export function estimateCreditReporting(
  country: 'US' | 'UK' | 'CA' | 'AU',
  lastPayment: string | undefined,
  asOf: string,
  t: Translate<CheckStatuteOfLimitationsMessageKey>,
  applied: AppliedRule<unknown>[],
): CreditReportingStatus {
  const rule = pickRule(CREDIT_REPORTING_PERIODS[country], asOf);
  if (rule === undefined) {
    // The reporting rule of that country is not tabulated for so early a date.
    return { period_years: null, starts_from: CREDIT_REPORTING_PERIODS[country].versions[0]!.value.starts_from, estimated_removal_date: null, estimate_is_proxy: false, likely_still_reportable: null, verified: false, note: t(`reporting_${country}`) };
  }
  applied.push(rule);
  const { years, extra_days, starts_from } = rule.value;
  const removal = lastPayment === undefined ? null : addMonthsIso(addDaysIso(lastPayment, extra_days), years * 12);
  const notes = [t(`reporting_${country}`)];
  if (removal !== null) notes.push(t('reporting_proxy'));
  if (rule.unverified) notes.push(t('reporting_unverified'));
  return {
    period_years: years,
    starts_from,
    estimated_removal_date: removal,
    estimate_is_proxy: removal !== null,
    likely_still_reportable: removal === null ? null : asOf < removal,
    verified: !rule.unverified,
    note: notes.join(' '),
  };
}
