import type { RuleTable } from '../../core/ruleTable.js';

/** Delinquency stages a negotiation outcome depends on. */
export type DelinquencyStage = 'current' | 'early_delinquency' | 'serious_delinquency' | 'charged_off';

/** What a debtor can realistically expect at one stage. */
export interface StageOutcome {
  readonly stage: DelinquencyStage;
  /** First month behind (inclusive) of the stage. */
  readonly min_months: number;
  /** Reduced APR range (percent) issuers commonly grant under a hardship plan at this stage; `null` when none is likely. */
  readonly hardship_apr_percent: { readonly low: number; readonly high: number } | null;
  /** Typical length of a temporary hardship plan, in months. */
  readonly hardship_months: { readonly min: number; readonly max: number } | null;
  /** How likely late fees are waived. */
  readonly fee_waiver: 'likely' | 'possible' | 'unlikely';
  /** Whether a lump-sum settlement is realistic at this stage. */
  readonly settlement_realistic: boolean;
}

/** Stage outcomes and the illustrative debt management plan. */
export interface NegotiationOutcomesValue {
  /** Stages in ascending `min_months`. */
  readonly stages: readonly StageOutcome[];
  /** Illustrative debt management plan: concessionary APR per country (`null` when not modelled) and term. */
  readonly dmp: {
    readonly apr_percent: Readonly<Record<'US' | 'UK' | 'CA' | 'AU', number | null>>;
    readonly term_months: number;
  };
}

/**
 * Realistic outcomes of negotiating with a creditor, by delinquency stage: guidekit's editorial reading of lender
 * practice, the same in every country (no country's law sets them), so the table's jurisdiction is `INTL`. The last
 * stage begins at six months behind, when lenders usually write an unsecured account off (in the US, the banking
 * agencies' 180-day charge-off policy, {@link US_CHARGE_OFF_POLICY}, cited in US answers). The concession figures
 * are industry observations and unverified.
 */
export const NEGOTIATION_OUTCOMES: RuleTable<NegotiationOutcomesValue> = {
  id: 'debt.negotiation_outcomes',
  title: 'Realistic negotiation outcomes by delinquency stage, and the illustrative debt management plan',
  jurisdiction: 'INTL',
  versions: [
    {
      value: {
        stages: [
          { stage: 'current', min_months: 0, hardship_apr_percent: { low: 0, high: 15 }, hardship_months: { min: 6, max: 12 }, fee_waiver: 'possible', settlement_realistic: false },
          { stage: 'early_delinquency', min_months: 1, hardship_apr_percent: { low: 0, high: 10 }, hardship_months: { min: 6, max: 12 }, fee_waiver: 'likely', settlement_realistic: false },
          { stage: 'serious_delinquency', min_months: 3, hardship_apr_percent: { low: 0, high: 10 }, hardship_months: { min: 6, max: 60 }, fee_waiver: 'likely', settlement_realistic: true },
          { stage: 'charged_off', min_months: 6, hardship_apr_percent: null, hardship_months: null, fee_waiver: 'unlikely', settlement_realistic: true },
        ],
        dmp: { apr_percent: { US: 8, UK: 0, CA: 0, AU: null }, term_months: 60 },
      },
      source: 'guidekit editorial stages (an unsecured account is usually written off about six months behind); concessions: industry observations compiled by guidekit',
      effective: '2000-06-12',
      verified: null,
      note: 'Concessions are at the creditor\'s discretion. Debt management plan rates are illustrative: counselling agencies report reduced rates negotiated with card issuers in the US, while UK and Canadian plans often freeze interest.',
    },
  ],
};

/**
 * US: open-end retail credit is charged off at 180 days past due, and re-aged only under limits (the federal banking
 * agencies' account-management policy). Dates the last negotiation stage of US answers.
 *
 * @see 65 FR 36903 (FFIEC Uniform Retail Credit Classification and Account Management Policy, 2000-06-12)
 */
export const US_CHARGE_OFF_POLICY: RuleTable<{ readonly charge_off_days: number }> = {
  id: 'us.ffiec.retail_charge_off',
  title: 'US: open-end retail credit charged off at 180 days past due (FFIEC account-management policy)',
  jurisdiction: 'US',
  versions: [
    {
      value: { charge_off_days: 180 },
      source: 'FFIEC Uniform Retail Credit Classification and Account Management Policy, 65 FR 36903 (2000-06-12)',
      effective: '2000-06-12',
      verified: null,
    },
  ],
};
