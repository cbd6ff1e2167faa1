import { addDaysIso } from '../../core/addDaysIso.js';
import { addMonthsIso } from '../../core/addMonthsIso.js';
import type { SolStatus, TransitionApplied } from '../checkStatuteOfLimitations.js';
import type { LimitationReading } from './collectLimitationReadings.js';

/** The longest and shortest readings of the period, their expiry dates and the status they give at asOf. */
export interface LimitationExpiry {
  readonly longest: number;
  readonly shortest: number;
  readonly status: SolStatus;
  /** Expiry under the longest reading; null without last payment. */
  readonly expiry: string | null;
  /** Expiry under the shortest reading; null without last payment. */
  readonly expiryShortest: string | null;
  readonly accrual: string | null;
  readonly transitionApplied: TransitionApplied | null;
  /** True when a transition deadline comes before the end of the longest reading's period. */
  readonly capped: boolean;
  /** True when the readings differ (by expiry date when it is known, else by years). */
  readonly ranged: boolean;
  /**
   * True when only the shortest reading ends within six months: the status stays `active` (it follows the longest
   * reading, like `sol_expiry_date`) and a warning names the shorter reading's date.
   */
  readonly shorter_ends_soon: boolean;
}

/**
 * Computes the expiry of the limitation period under its longest and shortest readings, conservatively: the debt is
 * time-barred only when the longest reading has run out, and `disputed` when only the shortest has. Without the last
 * payment, only the years are known and the status is `unknown`.
 *
 * @param readings - Every reading that may apply (see `collectLimitationReadings`).
 * @param lastPayment - The last payment (ISO date), the stand-in for accrual, or undefined.
 * @param asOf - The ISO date the answer is for; within six months of expiry is `expiring_soon`.
 * @returns The longest and shortest readings, their dates and the status.
 */
export function computeLimitationExpiry(readings: readonly LimitationReading[], lastPayment: string | undefined, asOf: string): LimitationExpiry {
  // Longest and shortest readings: by expiry date when the accrual date is known, else by years.
  let longest = Math.max(...readings.map((r) => r.period.value.years));
  let shortest = Math.min(...readings.map((r) => r.period.value.alternative_years ?? r.period.value.years));
  let status: SolStatus = 'unknown';
  let expiry: string | null = null;
  let expiryShortest: string | null = null;
  let accrual: string | null = null;
  let transitionApplied: TransitionApplied | null = null;
  let capped = false;
  let shorterEndsSoon = false;
  if (lastPayment !== undefined) {
    const dated = readings.map((r) => expiriesOf(r, lastPayment as string));
    const long = dated.reduce((a, b) => (b.expiry > a.expiry || (b.expiry === a.expiry && b.years > a.years) ? b : a));
    const short = dated.reduce((a, b) => (b.expiryShortest < a.expiryShortest || (b.expiryShortest === a.expiryShortest && b.yearsShortest < a.yearsShortest) ? b : a));
    longest = long.years;
    shortest = short.expiryShortest === long.expiry ? long.years : short.yearsShortest;
    expiry = long.expiry;
    expiryShortest = short.expiryShortest;
    accrual = long.accrual;
    capped = long.capped;
    const { transition: tr, changedTo } = long.reading;
    if (tr !== null && changedTo !== null) {
      transitionApplied = { rule_id: tr.id, changed_on: tr.effective, old_years: long.reading.period.value.years, new_years: changedTo.value.years, latest: tr.value.latest, capped: long.capped };
    }
    const soon = addMonthsIso(asOf, 6);
    const statusOf = (date: string): SolStatus => (asOf > date ? 'expired' : date <= soon ? 'expiring_soon' : 'active');
    const underLongest = statusOf(expiry);
    const underShortest = statusOf(expiryShortest);
    // The status follows sol_expiry_date (the longest reading) unless the readings disagree on whether the debt is
    // time-barred; a shorter reading that merely ends soon is said in the warnings, never as the status.
    status = underLongest === 'expired' ? 'expired' : underShortest === 'expired' ? 'disputed' : underLongest;
    shorterEndsSoon = underShortest === 'expiring_soon' && underLongest === 'active';
  }
  const ranged = expiry === null ? shortest !== longest : expiryShortest !== expiry;
  return { longest, shortest, status, expiry, expiryShortest, accrual, transitionApplied, capped, ranged, shorter_ends_soon: shorterEndsSoon };
}

/** Expiry dates of one reading counted from the last payment: statutory accrual offset, whole years, transition deadline. */
function expiriesOf(reading: LimitationReading, lastPayment: string) {
  const { years, alternative_years, accrual_offset_days } = reading.period.value;
  const accrual = addDaysIso(lastPayment, accrual_offset_days ?? 0);
  const latest = reading.transition?.value.latest;
  const cut = (date: string): string => (latest !== undefined && latest < date ? latest : date);
  const uncapped = addMonthsIso(accrual, years * 12);
  return {
    reading,
    accrual,
    years,
    yearsShortest: alternative_years ?? years,
    expiry: cut(uncapped),
    expiryShortest: cut(addMonthsIso(accrual, (alternative_years ?? years) * 12)),
    capped: cut(uncapped) !== uncapped,
  };
}
