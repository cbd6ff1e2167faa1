import { addDaysIso } from '../../core/addDaysIso.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { StatuteDebtType } from '../checkStatuteOfLimitations.js';
import type { CheckStatuteOfLimitationsMessageKey } from '../messages/checkStatuteOfLimitations.js';
import type { JurisdictionLimitations, LimitationCategory } from '../rules/limitationPeriods.js';
import type { RevivalAfterExpiry } from '../rules/revivalRules.js';
import type { LimitationReading } from './collectLimitationReadings.js';
import type { LimitationExpiry } from './computeLimitationExpiry.js';

/** What the warnings of a dated answer are written from. */
export interface StatuteWarningFacts {
  readonly country: 'US' | 'UK' | 'CA' | 'AU';
  readonly jurisdiction: JurisdictionLimitations;
  /** The jurisdiction's name as the answer shows it. */
  readonly name: string;
  readonly debtType: StatuteDebtType;
  readonly basis: readonly LimitationCategory[];
  readonly readings: readonly LimitationReading[];
  readonly citedPeriods: readonly AppliedRule<unknown>[];
  readonly lawChange: { readonly old: number; readonly now: number } | null;
  readonly expiry: LimitationExpiry;
  readonly revival: { readonly extinguishes_debt: boolean | null; readonly revival_after_expiry: RevivalAfterExpiry };
  readonly revivalSource: string;
  readonly lastPayment: string | undefined;
}

/**
 * Lists the critical warnings of an answer for a known jurisdiction, most urgent first: the status, what expiry does
 * to the debt and what a payment does after it, how the clock restarts there, the readings that differ, law changes,
 * unverified periods, and the limits of the estimate (last payment as a stand-in for accrual, judgments).
 *
 * @param facts - The answer's jurisdiction, readings, dates and revival rule.
 * @param t - The engine's translator.
 * @returns The warnings, in the order the answer shows them.
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1006/26/ (Reg F, time-barred debt)
 */
export function listStatuteWarnings(facts: StatuteWarningFacts, t: Translate<CheckStatuteOfLimitationsMessageKey>): string[] {
  const { country: cty, jurisdiction, name, debtType, basis, readings, citedPeriods, lawChange, revival, revivalSource, lastPayment } = facts;
  const { status, expiry, expiryShortest, shortest, longest, ranged } = facts.expiry;
  const warnings: string[] = [];
  if (status === 'expired') warnings.push(t(revival.extinguishes_debt === true ? 'status_expired_extinguished' : 'status_expired', { expiry: expiry as string }));
  if (status === 'expiring_soon') warnings.push(t('status_expiring_soon', { expiry: expiry as string }));
  if (facts.expiry.shorter_ends_soon) warnings.push(t('status_shorter_ends_soon', { shortest, longest, shortest_expiry: expiryShortest as string, expiry: expiry as string }));
  if (status === 'disputed') warnings.push(t('status_disputed', { shortest, longest, shortest_expiry: expiryShortest as string, expiry: expiry as string }));
  if (revival.extinguishes_debt === true) warnings.push(t('extinguished', { jurisdiction: name, source: revivalSource }));
  // An extinguished debt cannot be revived; the extinction warning already says so.
  if (revival.extinguishes_debt !== true) warnings.push(revivalWarning(revival.revival_after_expiry, name, revivalSource, t));
  if (cty === 'UK' && jurisdiction.code !== 'SCT') warnings.push(t('uk_restart_before_expiry'));
  if (cty === 'UK' && jurisdiction.code === 'SCT') warnings.push(t('scotland_interruption'));
  if (cty === 'CA' && longest === 2) warnings.push(t('ca_discovery', { years: longest }));
  if (cty === 'US') warnings.push(t('reg_f'));
  if (ranged && status !== 'disputed') warnings.push(t('period_range', { shortest, longest, basis: basis.join(', ') }));
  if (lawChange !== null) warnings.push(t('law_changed', { old: lawChange.old, new: lawChange.now }));
  const offset = readings.find((r) => (r.period.value.accrual_offset_days ?? 0) > 0)?.period;
  if (offset !== undefined && lastPayment !== undefined) {
    warnings.push(t('accrual_offset', { days: offset.value.accrual_offset_days as number, accrual: addDaysIso(lastPayment, offset.value.accrual_offset_days as number), source: offset.source }));
  }
  const unverified = citedPeriods.filter((r) => r.unverified).map((r) => r.id);
  if (unverified.length > 0) warnings.push(t('unverified_period', { rules: [...new Set(unverified)].join(', ') }));
  warnings.push(lastPayment === undefined ? t('no_last_payment') : t('accrual_proxy'));
  if (cty === 'US' && jurisdiction.code === 'AZ' && debtType === 'credit_card') warnings.push(t('az_card_accrual'));
  if (cty === 'US' && debtType === 'medical') warnings.push(t('medical_mapping'));
  if (cty === 'US' && debtType === 'auto') warnings.push(t('auto_mapping'));
  if (cty === 'US') warnings.push(t('borrowing_statute'));
  warnings.push(t('judgment_differs'));
  return warnings;
}

/** What a payment or acknowledgment does to an expired debt there. */
function revivalWarning(value: RevivalAfterExpiry, jurisdiction: string, source: string, t: Translate<CheckStatuteOfLimitationsMessageKey>): string {
  const key = value === 'never' ? 'revival_never'
    : value === 'signed_writing_only' ? 'revival_signed_writing_only'
      : value === 'not_for_debt_buyers' ? 'revival_debt_buyers'
        : value === 'possible' ? 'revival_possible' : 'revival_unknown';
  return t(key, { jurisdiction, source });
}
