import type { RuleTable } from '../../core/ruleTable.js';

/** No Surprises Act balance-billing protections. */
export interface NoSurprisesActValue {
  readonly citation: string;
  /** Federal help desk for surprise-billing complaints. */
  readonly help_desk_phone: string;
  /** Hours before scheduled out-of-network care that a notice-and-consent waiver must be given (72 h). */
  readonly consent_notice_hours: number;
}

/**
 * The No Surprises Act (Consolidated Appropriations Act, 2021, div. BB, title I; 42 U.S.C. 300gg-111 et seq.) bars
 * balance bills for emergency care, for care by out-of-network providers at in-network facilities and for air
 * ambulances: the patient owes only in-network cost sharing. In force for plan years from 2022-01-01.
 *
 * @see https://www.law.cornell.edu/uscode/text/42/300gg-111
 * @see https://www.cms.gov/nosurprises/consumers
 */
export const MEDICAL_NO_SURPRISES_ACT: RuleTable<NoSurprisesActValue> = {
  id: 'us.no_surprises_act',
  jurisdiction: 'US',
  title: 'No Surprises Act: no balance billing for emergency care and out-of-network care at in-network facilities',
  versions: [
    {
      value: { citation: '42 U.S.C. 300gg-111 to 300gg-139; 45 CFR part 149', help_desk_phone: '1-800-985-3059', consent_notice_hours: 72 },
      source: 'Consolidated Appropriations Act, 2021, Pub. L. 116-260, div. BB, title I (No Surprises Act); 45 CFR 149.110, 149.410, 149.420',
      effective: '2022-01-01',
      verified: null,
      note: 'In-force date and help-desk number appear on CMS-based notices and secondary pages read here; statute text not read.',
    },
  ],
};

/** Good-faith estimate and patient-provider dispute resolution for uninsured and self-pay patients. */
export interface GoodFaithEstimateValue {
  /** The bill must exceed the estimate by at least this many cents for the dispute process (45 CFR 149.620(a)(2)). */
  readonly dispute_threshold_cents: number;
  /** Days from the date of the initial bill to start the dispute. */
  readonly dispute_window_days: number;
  /** Administrative fee the patient pays to start a dispute, in cents. */
  readonly dispute_fee_cents: number;
}

/**
 * Providers must give uninsured and self-pay patients a good-faith estimate (45 CFR 149.610); when the bill from a
 * provider or facility is at least $400 more than its estimate ("substantially in excess", 45 CFR 149.620(a)(2)(iii)),
 * the patient may start patient-provider dispute resolution within 120 days of the bill, for a $25 fee.
 *
 * @see https://www.ecfr.gov/current/title-45/subtitle-A/subchapter-B/part-149/subpart-G/section-149.620
 */
export const MEDICAL_GOOD_FAITH_ESTIMATE: RuleTable<GoodFaithEstimateValue> = {
  id: 'us.nsa.good_faith_estimate_ppdr',
  jurisdiction: 'US',
  title: 'Good-faith estimate (45 CFR 149.610) and patient-provider dispute resolution at $400 over it (45 CFR 149.620)',
  versions: [
    {
      value: { dispute_threshold_cents: 40_000, dispute_window_days: 120, dispute_fee_cents: 2_500 },
      source: '45 CFR 149.610; 45 CFR 149.620(a)(2) ("substantially in excess": at least $400 more), (c) (120 days), (g) (administrative fee)',
      effective: '2022-01-01',
      verified: '2026-11-22',
      note: 'The $400 definition was read in the regulation text; the 120-day window and $25 fee in CMS-based patient notices.',
    },
  ],
};

/** Nonprofit hospital financial assistance and collection limits under IRC 501(r). */
export interface HospitalFinancialAssistanceValue {
  /** Days after the first post-discharge billing statement during which a financial-assistance application must be accepted. */
  readonly application_period_days: number;
  /** Days after the first post-discharge billing statement before any extraordinary collection action. */
  readonly eca_wait_days: number;
  /** Days of written notice before an extraordinary collection action. */
  readonly eca_notice_days: number;
}

/**
 * Tax-exempt hospitals must have a written financial assistance policy (26 CFR 1.501(r)-4), may not charge eligible
 * patients more than amounts generally billed to insured patients (1.501(r)-5), must accept applications for 240 days
 * after the first post-discharge bill and may not start extraordinary collection actions (credit reporting, lawsuits,
 * liens, wage garnishment, debt sales) for 120 days, with 30 days' written notice (1.501(r)-6).
 *
 * @see https://www.irs.gov/charities-non-profits/billing-and-collections-section-501r6
 * @see https://www.law.cornell.edu/cfr/text/26/1.501(r)-6
 */
export const MEDICAL_HOSPITAL_FINANCIAL_ASSISTANCE: RuleTable<HospitalFinancialAssistanceValue> = {
  id: 'us.irc_501r.financial_assistance',
  jurisdiction: 'US',
  title: 'IRC 501(r): nonprofit hospital financial assistance (240-day application period, no collection actions for 120 days)',
  versions: [
    {
      value: { application_period_days: 240, eca_wait_days: 120, eca_notice_days: 30 },
      source: 'IRC § 501(r)(4)–(6); 26 CFR 1.501(r)-1(b)(3) (application period), 1.501(r)-4, 1.501(r)-5, 1.501(r)-6(c)',
      effective: '2016-01-01',
      verified: null,
      note: 'Final regulations (T.D. 9708) apply to taxable years beginning after 2015-12-29; the 240/120/30-day figures were not read in the regulation text here.',
    },
  ],
};

/** Internal appeal and external review of a health-plan denial. */
export interface InsuranceAppealValue {
  /** Days after the denial notice to file an internal appeal. */
  readonly internal_appeal_days: number;
  /** Months after the final internal denial to ask for federal external review. */
  readonly external_review_months: number;
  /** Hours for an expedited (urgent) external review decision. */
  readonly expedited_hours: number;
}

/**
 * Non-grandfathered plans must allow an internal appeal filed within 180 days of an adverse benefit determination
 * and an independent external review (federal process: request within 4 months of the final internal denial;
 * urgent cases decided within 72 hours). Air ambulance and No Surprises Act disputes reach external review even in
 * grandfathered plans.
 *
 * @see https://www.law.cornell.edu/cfr/text/45/147.136
 */
export const MEDICAL_INSURANCE_APPEALS: RuleTable<InsuranceAppealValue> = {
  id: 'us.aca.claims_appeals_external_review',
  jurisdiction: 'US',
  title: 'ACA claims appeals: internal appeal within 180 days, external review (45 CFR 147.136)',
  versions: [
    {
      value: { internal_appeal_days: 180, external_review_months: 4, expedited_hours: 72 },
      source: '45 CFR 147.136(b)(2)(ii)(C) and 29 CFR 2560.503-1(h)(3)(i) (180 days), 147.136(d)(2)(i) (4 months), (d)(3) (72 hours); 42 U.S.C. 300gg-19',
      effective: '2010-09-23',
      verified: null,
      note: 'Applies to plan years beginning on or after 2010-09-23; figures recalled, not read in the regulation text here.',
    },
  ],
};
