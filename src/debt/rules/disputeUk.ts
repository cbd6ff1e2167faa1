import type { RuleTable } from '../../core/ruleTable.js';

/** The UK GDPR right to rectification. */
export interface UkRectificationValue {
  /** Calendar months the controller has to respond. */
  readonly response_months: number;
  /** Further months allowed for complex requests. */
  readonly extension_months: number;
  readonly citation: string;
}

/**
 * Inaccurate personal data, including a credit file, must be rectified without undue delay (UK GDPR art 16); the
 * controller has one calendar month to respond, extendable by two months for complex requests (art 12(3)).
 *
 * @see https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/individual-rights/individual-rights/right-to-rectification/
 */
export const UK_RECTIFICATION: RuleTable<UkRectificationValue> = {
  id: 'uk.gdpr_rectification',
  jurisdiction: 'UK',
  title: 'UK GDPR art 16: rectification, answered within one month',
  versions: [
    {
      value: { response_months: 1, extension_months: 2, citation: 'UK GDPR arts 12(3) and 16; Data Protection Act 2018' },
      source: 'UK GDPR arts 12(3) and 16 (retained Regulation (EU) 2016/679); ICO guide, Right to rectification',
      effective: '2018-05-25',
      verified: '2026-11-22',
    },
  ],
};

/** The Consumer Credit Act's correction procedure at a credit reference agency. */
export interface UkCraCorrectionValue {
  /** Days the agency has to answer a request to correct or remove an entry. */
  readonly agency_reply_days: number;
  /** Longest notice of correction the consumer may add. */
  readonly notice_max_words: number;
  readonly citation: string;
}

/**
 * Consumer Credit Act 1974 s159: the agency answers a correction request within 28 days; the consumer may then add a
 * notice of correction of up to 200 words; disputes go to the Information Commissioner.
 *
 * @see https://www.legislation.gov.uk/ukpga/1974/39/section/159
 */
export const UK_CRA_CORRECTION: RuleTable<UkCraCorrectionValue> = {
  id: 'uk.cca_s159_correction',
  jurisdiction: 'UK',
  title: 'Consumer Credit Act s159: 28 days to answer; 200-word notice of correction',
  versions: [
    {
      value: { agency_reply_days: 28, notice_max_words: 200, citation: 'Consumer Credit Act 1974 s159' },
      source: 'Consumer Credit Act 1974 s159(2)-(5)',
      effective: '1985-05-19',
      verified: null,
      note: 'Figures read only in CPAG and consumer-guide summaries; the section text and its commencement date were not checked.',
    },
  ],
};
