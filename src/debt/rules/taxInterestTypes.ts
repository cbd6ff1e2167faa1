import type { RuleTable } from '../../core/ruleTable.js';

/** One rate of a tax authority's late-payment interest. */
export interface TaxInterestRateValue {
  /** Annual rate in percent (exact decimal string). */
  readonly annual_percent: string;
}

/** A dated interest-rate table with how the authority applies it. */
export interface TaxInterestSchedule {
  readonly table: RuleTable<TaxInterestRateValue>;
  /** `daily`: interest on interest every day; `simple`: interest on the unpaid amount only. */
  readonly compounding: 'daily' | 'simple';
  /** Last day covered by a verified rate; later days carry the last rate forward, marked unverified. */
  readonly known_through: string;
}
