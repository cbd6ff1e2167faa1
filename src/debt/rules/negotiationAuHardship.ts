import type { RuleTable } from '../../core/ruleTable.js';

/** Australian hardship variation under the National Credit Code. */
export interface AuHardshipValue {
  /** The provision. */
  readonly citation: string;
  /** Days within which the credit provider may ask for more information after a hardship notice. */
  readonly information_request_days: number;
}

/**
 * A debtor who is or will be unable to meet a credit contract's obligations may give the credit provider a hardship
 * notice, orally or in writing (National Credit Code s72(1)); within 21 days the provider may ask for information
 * (s72(2)) and must then tell the debtor whether it agrees to change the contract (s72(4)). Current form from
 * 1 March 2013 (Consumer Credit Legislation Amendment (Enhancements) Act 2012).
 *
 * @see https://www.legislation.gov.au/C2009A00134/latest/text
 */
export const NEGOTIATION_AU_HARDSHIP: RuleTable<AuHardshipValue> = {
  id: 'au.ncc_s72_hardship',
  jurisdiction: 'AU',
  title: 'National Credit Code s72: hardship notice, oral or written',
  versions: [
    {
      value: { citation: 'National Credit Code s72', information_request_days: 21 },
      source: 'National Consumer Credit Protection Act 2009 (Cth) Sch 1 (National Credit Code) s72(1)–(4), as substituted by the Consumer Credit Legislation Amendment (Enhancements) Act 2012',
      effective: '2013-03-01',
      verified: '2026-11-22',
    },
  ],
};
