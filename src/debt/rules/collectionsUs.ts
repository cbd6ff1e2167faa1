import type { RuleTable } from '../../core/ruleTable.js';

/** FDCPA validation: the notice, the validation period and the effect of a written dispute. */
export interface UsValidationValue {
  /** Days after the initial communication within which the validation notice must be sent. */
  readonly notice_days: number;
  /** Days after the consumer receives the notice during which a written dispute obliges verification. */
  readonly validation_period_days: number;
  /** A written dispute within the period stops collection until verification is mailed. */
  readonly dispute_pauses_collection: boolean;
  readonly citation: string;
}

/**
 * A debt collector must send the validation notice within five days after the initial communication; a written
 * dispute within thirty days after receipt makes it stop collecting until it mails verification (15 U.S.C. 1692g(a),
 * (b)); Regulation F restates both from 30 November 2021 (12 CFR 1006.34(a)(1)(i)(B)).
 *
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1006/34/
 */
export const US_VALIDATION: RuleTable<UsValidationValue> = {
  id: 'us.fdcpa_validation',
  jurisdiction: 'US',
  title: 'FDCPA validation notice within 5 days; 30-day validation period; a written dispute pauses collection',
  versions: [
    {
      value: { notice_days: 5, validation_period_days: 30, dispute_pauses_collection: true, citation: '15 U.S.C. 1692g(a)-(b)' },
      source: 'Fair Debt Collection Practices Act s809(a)-(b), 15 U.S.C. 1692g(a)-(b)',
      effective: '1978-03-20',
      verified: '2026-11-22',
      note: 'Statute text checked; the in-force date (six months after enactment on 1977-09-20, s818) is from memory.',
    },
    {
      value: { notice_days: 5, validation_period_days: 30, dispute_pauses_collection: true, citation: '15 U.S.C. 1692g(a)-(b); 12 CFR 1006.34' },
      source: '15 U.S.C. 1692g(a)-(b); 12 CFR 1006.34(a)(1)(i)(B) (Regulation F, 85 FR 76734 and 86 FR 5766)',
      effective: '2021-11-30',
      verified: '2026-11-22',
    },
  ],
};

/** Regulation F's assumption about when a mailed validation notice is received. */
export interface UsAssumedReceiptValue {
  /** The collector may assume receipt on any date at least this many days after sending, excluding weekends and legal public holidays. */
  readonly business_days: number;
  readonly citation: string;
}

/**
 * The validation period ends 30 days after the consumer receives, or is assumed to receive, the validation
 * information; the collector may assume receipt at least five days (excluding legal public holidays, Saturdays and
 * Sundays) after providing it (12 CFR 1006.34(b)(5)).
 *
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1006/34/
 */
export const US_ASSUMED_RECEIPT: RuleTable<UsAssumedReceiptValue> = {
  id: 'us.reg_f_assumed_receipt',
  jurisdiction: 'US',
  title: 'Regulation F: validation notice assumed received 5 business days after it is sent',
  versions: [
    {
      value: { business_days: 5, citation: '12 CFR 1006.34(b)(5)' },
      source: '12 CFR 1006.34(b)(5) (Regulation F); https://www.consumerfinance.gov/rules-policy/regulations/1006/34/',
      effective: '2021-11-30',
      verified: null,
      note: 'Wording read only as quoted from the 2019 proposed rule by an industry page; the final text was not read.',
    },
  ],
};

/** Hours during which a collector may assume it is convenient to communicate. */
export interface UsCallingHoursValue {
  /** First permitted hour, local time at the consumer's location (24-hour clock). */
  readonly earliest_hour: number;
  /** Hour from which communication is presumed inconvenient. */
  readonly latest_hour: number;
  readonly citation: string;
}

/**
 * Without the consumer's consent a collector must assume that communication before 8 a.m. or after 9 p.m., local
 * time at the consumer's location, is inconvenient (15 U.S.C. 1692c(a)(1)).
 *
 * @see https://www.law.cornell.edu/uscode/text/15/1692c
 */
export const US_CALLING_HOURS: RuleTable<UsCallingHoursValue> = {
  id: 'us.fdcpa_calling_hours',
  jurisdiction: 'US',
  title: 'FDCPA: no communication before 8 a.m. or after 9 p.m. local time',
  versions: [
    {
      value: { earliest_hour: 8, latest_hour: 21, citation: '15 U.S.C. 1692c(a)(1)' },
      source: 'Fair Debt Collection Practices Act s805(a)(1), 15 U.S.C. 1692c(a)(1)',
      effective: '1978-03-20',
      verified: '2026-11-22',
      note: 'In-force date from memory.',
    },
  ],
};

/** Regulation F's call-frequency presumptions. */
export interface UsCallFrequencyValue {
  /** More calls than this within seven consecutive days about one debt are presumed to harass. */
  readonly max_calls_in_7_days: number;
  /** Days after a telephone conversation about the debt during which a further call is presumed to harass. */
  readonly quiet_days_after_conversation: number;
  readonly citation: string;
}

/**
 * A collector is presumed to violate the ban on repeated calls if it calls a person about a debt more than seven
 * times within seven consecutive days, or within seven days after a telephone conversation about it (12 CFR
 * 1006.14(b)(2)).
 *
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1006/14/
 */
export const US_CALL_FREQUENCY: RuleTable<UsCallFrequencyValue> = {
  id: 'us.reg_f_call_frequency',
  jurisdiction: 'US',
  title: 'Regulation F: the 7-in-7 call-frequency presumption',
  versions: [
    {
      value: { max_calls_in_7_days: 7, quiet_days_after_conversation: 7, citation: '12 CFR 1006.14(b)(2)' },
      source: '12 CFR 1006.14(b)(2) (Regulation F, 85 FR 76734); https://www.consumerfinance.gov/rules-policy/regulations/1006/14/',
      effective: '2021-11-30',
      verified: '2026-11-22',
    },
  ],
};

/** The right to stop a collector's communications. */
export interface UsCeaseCommunicationValue {
  readonly citation: string;
}

/**
 * Once the consumer tells a collector in writing to stop communicating (or that they refuse to pay), the collector
 * may only write to say its efforts are ending or that it or the creditor may or will invoke a specified remedy
 * (15 U.S.C. 1692c(c)).
 *
 * @see https://www.law.cornell.edu/uscode/text/15/1692c
 */
export const US_CEASE_COMMUNICATION: RuleTable<UsCeaseCommunicationValue> = {
  id: 'us.fdcpa_cease_communication',
  jurisdiction: 'US',
  title: 'FDCPA: a written request stops further communication',
  versions: [
    {
      value: { citation: '15 U.S.C. 1692c(c)' },
      source: 'Fair Debt Collection Practices Act s805(c), 15 U.S.C. 1692c(c)',
      effective: '1978-03-20',
      verified: '2026-11-22',
      note: 'In-force date from memory.',
    },
  ],
};

/** What an individual may recover from a collector that breaks the FDCPA. */
export interface UsFdcpaDamagesValue {
  /** Additional (statutory) damages a court may allow an individual, USD, exact decimal. */
  readonly individual_max_usd: string;
  readonly citation: string;
}

/**
 * Actual damages, additional damages up to $1,000 in an individual action, and costs with a reasonable attorney's
 * fee (15 U.S.C. 1692k(a)).
 *
 * @see https://www.law.cornell.edu/uscode/text/15/1692k
 */
export const US_FDCPA_DAMAGES: RuleTable<UsFdcpaDamagesValue> = {
  id: 'us.fdcpa_statutory_damages',
  jurisdiction: 'US',
  title: 'FDCPA: additional damages up to $1,000 in an individual action',
  versions: [
    {
      value: { individual_max_usd: '1000', citation: '15 U.S.C. 1692k(a)(2)(A)' },
      source: 'Fair Debt Collection Practices Act s813(a)(2)(A), 15 U.S.C. 1692k(a)(2)(A)',
      effective: '1978-03-20',
      verified: '2026-11-22',
      note: 'In-force date from memory.',
    },
  ],
};

/** The time limit for suing a collector under the FDCPA. */
export interface UsFdcpaSuitDeadlineValue {
  /** Years from the date of the violation. */
  readonly years: number;
  readonly citation: string;
}

/**
 * An FDCPA action must be brought within one year from the date on which the violation occurs (15 U.S.C. 1692k(d);
 * no discovery rule: Rotkiske v. Klemm, 589 U.S. 8 (2019)).
 *
 * @see https://www.law.cornell.edu/uscode/text/15/1692k
 */
export const US_FDCPA_SUIT_DEADLINE: RuleTable<UsFdcpaSuitDeadlineValue> = {
  id: 'us.fdcpa_suit_deadline',
  jurisdiction: 'US',
  title: 'FDCPA: sue within one year of the violation',
  versions: [
    {
      value: { years: 1, citation: '15 U.S.C. 1692k(d)' },
      source: 'Fair Debt Collection Practices Act s813(d), 15 U.S.C. 1692k(d)',
      effective: '1978-03-20',
      verified: null,
      note: 'Only secondary sources read (commentary on Rotkiske v. Klemm); the subsection text itself was not read.',
    },
  ],
};
