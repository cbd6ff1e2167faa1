import type { RuleTable } from '../../core/ruleTable.js';

/** The federal ban on suing, or threatening to sue, on time-barred consumer debt. */
export interface TimeBarredSuitBanValue {
  /** The provision. */
  readonly citation: string;
}

/**
 * Regulation F: a debt collector must not bring or threaten to bring a legal action against a consumer to collect a
 * time-barred debt (12 CFR 1006.26(b)), in force from 30 November 2021.
 *
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1006/26/
 */
export const SETTLEMENT_TIME_BARRED_SUIT_BAN: RuleTable<TimeBarredSuitBanValue> = {
  id: 'us.reg_f_time_barred_suit_ban',
  jurisdiction: 'US',
  title: 'Regulation F: no suit or threat of suit on time-barred debt',
  versions: [
    {
      value: { citation: '12 CFR 1006.26(b)' },
      source: '12 CFR 1006.26(b) (86 FR 5854, Jan. 19, 2021); https://www.consumerfinance.gov/rules-policy/regulations/1006/26/',
      effective: '2021-11-30',
      verified: '2026-11-22',
    },
  ],
};
