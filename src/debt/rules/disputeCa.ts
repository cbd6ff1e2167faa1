import type { RuleTable } from '../../core/ruleTable.js';

/** How long a Canadian credit bureau takes to investigate a dispute. */
export interface CaBureauDisputeValue {
  readonly investigation_days: number;
  readonly citation: string;
}

/**
 * Credit reporting is provincial in Canada (e.g. Ontario's Consumer Reporting Act, Quebec's Consumer Protection Act
 * and private-sector privacy act). Equifax Canada and TransUnion Canada investigate disputes in about 30 days.
 *
 * @see https://ic.gc.ca/eic/site/oca-bc.nsf/eng/ca02181.html
 */
export const CA_BUREAU_DISPUTE: RuleTable<CaBureauDisputeValue> = {
  id: 'ca.credit_bureau_dispute',
  jurisdiction: 'CA',
  title: 'Canadian credit bureaus: disputes investigated in about 30 days',
  versions: [
    {
      value: { investigation_days: 30, citation: 'Provincial consumer reporting acts; bureau dispute procedures' },
      source: 'Office of Consumer Affairs (ic.gc.ca), "What to do if you find errors in your credit report"; provincial consumer reporting acts',
      effective: '2000-01-01',
      verified: null,
      note: 'The 30-day figure comes only from consumer guides (Quebec); no provincial statute was read. The effective date is a placeholder.',
    },
  ],
};

/** The banking ombudsman's time limits. */
export interface CaObsiLimitsValue {
  /** Days a bank or federal credit union has to resolve a complaint before it can go to OBSI. */
  readonly bank_response_days: number;
  /** Days after the firm's final response within which the complaint must reach OBSI. */
  readonly referral_days: number;
  readonly citation: string;
}

/**
 * Ombudsman for Banking Services and Investments (Canada's single external complaints body for banking from
 * 2024-11-01): banks have 56 days; the consumer then has 180 days after the final response.
 *
 * @see https://www.obsi.ca/en/for-consumers/how-the-complaint-process-works
 */
export const CA_OBSI_LIMITS: RuleTable<CaObsiLimitsValue> = {
  id: 'ca.obsi_time_limits',
  jurisdiction: 'CA',
  title: 'OBSI: banks have 56 days; refer within 180 days of the final response',
  versions: [
    {
      value: { bank_response_days: 56, referral_days: 180, citation: 'Bank Act complaint-handling rules; OBSI Terms of Reference' },
      source: 'OBSI, How the complaint process works (obsi.ca); Financial Consumer Protection Framework (Bank Act)',
      effective: '2022-06-30',
      verified: '2026-11-22',
      note: 'Figures checked on obsi.ca; the in-force date of the 56-day rule is from memory.',
    },
  ],
};
