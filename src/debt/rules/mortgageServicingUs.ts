import type { RuleTable } from '../../core/ruleTable.js';

/** Regulation X foreclosure timing protections. */
export interface MortgageServicingTimingValue {
  /** The loan must be more than this many days delinquent before the first foreclosure notice or filing (§ 1024.41(f)(1)). */
  readonly pre_foreclosure_days: number;
  /** A complete application received more than this many days before a sale must be evaluated and bars the sale meanwhile (§ 1024.41(c)(1), (g)). */
  readonly complete_application_days_before_sale: number;
  /** Days the servicer has to evaluate such a complete application (§ 1024.41(c)(1)). */
  readonly evaluation_days: number;
  /** An application received this many days or more before a sale gets a completeness notice (§ 1024.41(b)(2)). */
  readonly acknowledgment_cutoff_days: number;
  /** Business days to send that notice. */
  readonly acknowledgment_business_days: number;
  /** Day of delinquency by which the servicer must try live contact (§ 1024.39(a)). */
  readonly live_contact_day: number;
  /** Day of delinquency by which the servicer must send the written early-intervention notice (§ 1024.39(b)). */
  readonly written_notice_day: number;
}

/**
 * CFPB mortgage servicing rules (Regulation X, 12 CFR 1024.39 and 1024.41), in force from 2014-01-10: no first
 * foreclosure notice or filing until the loan is more than 120 days delinquent; a complete loss-mitigation
 * application received more than 37 days before a sale must be evaluated within 30 days and the sale cannot go
 * ahead meanwhile; an application received 45 days or more before a sale gets a completeness notice within 5
 * business days; early intervention by day 36 (live contact) and day 45 (written notice).
 *
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1024/41/
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1024/39/
 */
export const MORTGAGE_SERVICING_TIMING: RuleTable<MortgageServicingTimingValue> = {
  id: 'us.reg_x.loss_mitigation_timing',
  jurisdiction: 'US',
  title: 'Regulation X: 120-day pre-foreclosure review period, 37-day complete-application rule, early intervention',
  versions: [
    {
      value: {
        pre_foreclosure_days: 120,
        complete_application_days_before_sale: 37,
        evaluation_days: 30,
        acknowledgment_cutoff_days: 45,
        acknowledgment_business_days: 5,
        live_contact_day: 36,
        written_notice_day: 45,
      },
      source: '12 CFR 1024.41(b)(2), (c)(1), (f)(1), (g); 12 CFR 1024.39(a), (b) (Mortgage Servicing Rules, 78 FR 10696, effective 2014-01-10)',
      effective: '2014-01-10',
      verified: '2026-11-22',
      note: '§ 1024.41(b)(2), (f)(1) and (g) were read in the regulation text; the 30-day evaluation and the § 1024.39 days are recalled. Small servicers are exempt from most of § 1024.41 but not from (f)(1).',
    },
  ],
};

/** Where US homeowners get free foreclosure-prevention counselling. */
export interface HousingCounselingValue {
  readonly phone: string;
  readonly url: string;
}

/**
 * HUD-approved housing counselling agencies give free or low-cost foreclosure-prevention advice.
 *
 * @see https://www.hud.gov/counseling
 */
export const MORTGAGE_HUD_COUNSELING: RuleTable<HousingCounselingValue> = {
  id: 'us.hud.housing_counseling',
  jurisdiction: 'US',
  title: 'HUD-approved housing counselors (free foreclosure-prevention counselling)',
  versions: [
    {
      value: { phone: '1-800-569-4287', url: 'https://www.hud.gov/counseling' },
      source: 'HUD Housing Counseling Program (12 U.S.C. 1701x; 24 CFR part 214)',
      effective: '2014-01-10',
      verified: null,
      note: 'Phone number recalled, not checked.',
    },
  ],
};
