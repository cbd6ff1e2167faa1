import type { RuleTable } from '../../core/ruleTable.js';

/** The ban on debt relief companies charging before they settle a debt. */
export interface AdvanceFeeBanValue {
  /** The provision. */
  readonly citation: string;
}

/**
 * Telemarketing Sales Rule: a for-profit debt relief provider may not request or receive a fee before it has
 * settled, reduced or otherwise changed at least one debt and the consumer has made a payment under that
 * agreement (16 CFR 310.4(a)(5)(i)), in force from 27 October 2010.
 *
 * @see https://www.ecfr.gov/current/title-16/chapter-I/subchapter-C/part-310/section-310.4
 * @see https://www.govinfo.gov/content/pkg/FR-2010-08-10/pdf/2010-19412.pdf
 */
export const SETTLEMENT_ADVANCE_FEE_BAN: RuleTable<AdvanceFeeBanValue> = {
  id: 'us.tsr_debt_relief_advance_fee_ban',
  jurisdiction: 'US',
  title: 'Telemarketing Sales Rule: no advance fees for debt relief services',
  versions: [
    {
      value: { citation: '16 CFR 310.4(a)(5)(i)' },
      source: '16 CFR 310.4(a)(5)(i); 75 FR 48458 (Aug. 10, 2010), effective for §310.4(a)(5) on 2010-10-27',
      effective: '2010-10-27',
      verified: '2026-11-22',
    },
  ],
};
