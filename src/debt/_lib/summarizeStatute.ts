import type { Translate } from '../../core/i18n/createTranslate.js';
import type { CheckStatuteOfLimitationsMessageKey } from '../messages/checkStatuteOfLimitations.js';
import type { LimitationExpiry } from './computeLimitationExpiry.js';

/**
 * Writes the one-sentence summary of an answer for a known jurisdiction: the period and its expiry, saying when the
 * readings differ or a transition deadline decides the date, and falling back to the period alone without the last
 * payment.
 *
 * @param expiry - The readings' dates and status (see `computeLimitationExpiry`).
 * @param name - The jurisdiction's name as the answer shows it.
 * @param lastPayment - The last payment (ISO date), or undefined.
 * @param t - The engine's translator.
 * @returns The summary in the engine's language.
 */
export function summarizeStatute(expiry: LimitationExpiry, name: string, lastPayment: string | undefined, t: Translate<CheckStatuteOfLimitationsMessageKey>): string {
  const { status, ranged, capped, longest, shortest, transitionApplied } = expiry;
  const params = {
    jurisdiction: name, years: longest, shortest, last_payment: lastPayment ?? '', expiry: expiry.expiry ?? '', shortest_expiry: expiry.expiryShortest ?? '',
    changed_on: transitionApplied?.changed_on ?? '',
  };
  const summaryKey =
    lastPayment === undefined ? 'summary_unknown_date'
      : status === 'disputed' ? 'summary_disputed'
        : ranged ? (status === 'expired' ? 'summary_expired' : 'summary_range')
          : capped ? (status === 'expired' ? 'summary_transition_expired' : 'summary_transition')
            : status === 'expired' ? 'summary_expired'
              : status === 'expiring_soon' ? 'summary_expiring_soon' : 'summary_active';
  return t(summaryKey, params);
}
