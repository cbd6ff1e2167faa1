import type { RuleTable } from '../../core/ruleTable.js';

/** How Equifax, Experian and TransUnion treat medical collections on US credit files. */
export interface MedicalBureauPolicy {
  /** Paid medical collections are deleted. */
  readonly paid_removed: boolean;
  /** Medical collections with an initial reported balance below this many cents are not reported (0: all are). */
  readonly min_reported_cents: number;
  /** Days after the first delinquency before an unpaid medical collection may appear. */
  readonly wait_days: number;
}

/**
 * The three nationwide bureaus' voluntary medical-debt policy. NCAP (2017-09-15) set a 180-day wait; from
 * 2022-07-01 paid medical collections are deleted and the wait is one year; from 2023-04-11 medical collections
 * with an initial balance under $500 are not reported. A voluntary policy, not a law: other bureaus may differ.
 *
 * @see https://www.consumerfinance.gov/about-us/blog/medical-debt-anything-already-paid-or-under-500-should-no-longer-be-on-your-credit-report/
 * @see https://www.equifax.com/personal/help/article-list/-/h/a/medical-debt-collections-on-credit-report-not-removed/
 */
export const MEDICAL_BUREAU_POLICY: RuleTable<MedicalBureauPolicy> = {
  id: 'us.bureaus.medical_collections',
  jurisdiction: 'US',
  title: 'Equifax, Experian and TransUnion: medical collections (paid removed, under $500 removed, 365-day wait)',
  versions: [
    {
      value: { paid_removed: false, min_reported_cents: 0, wait_days: 180 },
      source: 'National Consumer Assistance Plan: 180-day waiting period for medical collections',
      effective: '2017-09-15',
      verified: null,
      note: 'Date of the NCAP medical waiting period from secondary sources; not checked.',
    },
    {
      value: { paid_removed: true, min_reported_cents: 0, wait_days: 365 },
      source: 'Equifax, Experian and TransUnion joint announcement of 2022-03-18; Equifax help page "medical debt collections on credit report"',
      effective: '2022-07-01',
      verified: '2026-11-22',
    },
    {
      value: { paid_removed: true, min_reported_cents: 50_000, wait_days: 365 },
      source: 'CFPB blog "Have medical debt? Anything already paid or under $500 should no longer be on your credit report" (step in effect 2023-04-11)',
      effective: '2023-04-11',
      verified: '2026-11-22',
    },
  ],
};

/** Status of the CFPB's 2025 rule removing medical debt from credit reports (Regulation V). */
export interface CfpbMedicalRuleStatus {
  readonly status: 'final_not_in_force' | 'vacated';
}

/**
 * The CFPB's final rule of 2025-01-07 barring medical debt from most credit reports and lender decisions never took
 * effect: the Eastern District of Texas vacated it on 2025-07-11 (Cornerstone Credit Union League v. CFPB,
 * No. 4:25-cv-00016), holding that FCRA § 604(g) lets bureaus report coded medical information.
 *
 * @see https://bankingjournal.aba.com/?p=60010
 */
export const MEDICAL_CFPB_RULE: RuleTable<CfpbMedicalRuleStatus> = {
  id: 'us.cfpb.medical_debt_rule_2025',
  jurisdiction: 'US',
  title: 'CFPB medical-debt credit-reporting rule (Regulation V, 2025): vacated 2025-07-11',
  versions: [
    {
      value: { status: 'final_not_in_force' },
      source: 'CFPB final rule "Prohibition on Creditors and Consumer Reporting Agencies Concerning Medical Information (Regulation V)", issued 2025-01-07, 12 CFR part 1022',
      effective: '2025-01-07',
      verified: null,
      note: 'Scheduled effective date (2025-03-17) was stayed by the court; not checked against the Federal Register.',
    },
    {
      value: { status: 'vacated' },
      source: 'Cornerstone Credit Union League v. CFPB, No. 4:25-cv-00016 (E.D. Tex. July 11, 2025) (order vacating the rule)',
      effective: '2025-07-11',
      verified: '2026-11-22',
      note: 'Checked against the ABA Banking Journal case summary, not the order itself. The court\u2019s remark that the FCRA pre-empts state bans conflicts with the First Circuit; state laws still apply.',
    },
  ],
};

/** A state law keeping medical debt off credit reports. */
export interface StateMedicalReportingLaw {
  readonly citation: string;
  /** What the law bars, in short (English; the engine\u2019s message catalog gives the translated text). */
  readonly scope: 'all_medical_debt' | 'all_medical_debt_with_mortgage_exception';
}

/** States whose medical-debt reporting laws the medical engine names (more states have since acted). */
export const MEDICAL_STATE_CODES = ['CO', 'NY', 'MN', 'CA'] as const;
/** One of {@link MEDICAL_STATE_CODES}. */
export type MedicalStateCode = (typeof MEDICAL_STATE_CODES)[number];

/**
 * State laws barring medical debt from consumer reports. Colorado (HB23-1126, from 2023-08-07; exception above the
 * conforming loan limit; sunset 2028-07-01), New York (Fair Medical Debt Reporting Act, 2023), Minnesota (Debt
 * Fairness Act, 2024-10-01), California (SB 1061, 2025-01-01). Connecticut, New Jersey, Vermont, Maine, Rhode Island,
 * Illinois and others followed; they are not tabulated here.
 *
 * @see https://leg.colorado.gov/bills/hb23-1126
 * @see https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240SB1061
 */
export const MEDICAL_STATE_REPORTING_LAWS: Readonly<Record<MedicalStateCode, RuleTable<StateMedicalReportingLaw>>> = {
  CO: {
    id: 'us.co.medical_debt_reporting_ban',
    jurisdiction: 'US-CO',
    title: 'Colorado HB23-1126: consumer reports may not contain medical debt',
    versions: [
      {
        value: { citation: 'C.R.S. 5-18-109 and 12-14.3-104.5 (HB23-1126)', scope: 'all_medical_debt_with_mortgage_exception' },
        source: 'Colorado HB23-1126, signed 2023-06-05',
        effective: '2023-08-07',
        verified: null,
        note: 'Sources disagree on the start (2023-08-07 in a trade report, 2024-08-06 in another); the earlier is used. Repeal date 2028-07-01 unless extended.',
      },
    ],
  },
  NY: {
    id: 'us.ny.fair_medical_debt_reporting_act',
    jurisdiction: 'US-NY',
    title: 'New York Fair Medical Debt Reporting Act: no medical debt on credit reports',
    versions: [
      {
        value: { citation: 'N.Y. Gen. Bus. Law § 380-j(a)(4) (S4907-A/A7363-A)', scope: 'all_medical_debt' },
        source: 'New York S4907-A, signed 2023-12-13',
        effective: '2023-12-13',
        verified: null,
        note: 'From memory; effective on signature as recalled, not checked.',
      },
    ],
  },
  MN: {
    id: 'us.mn.debt_fairness_act_medical',
    jurisdiction: 'US-MN',
    title: 'Minnesota Debt Fairness Act: medical debt may not be reported',
    versions: [
      {
        value: { citation: 'Minn. Stat. § 332C (2024 Minn. Laws ch. 114)', scope: 'all_medical_debt' },
        source: 'Minnesota Debt Fairness Act (HF 4247, 2024)',
        effective: '2024-10-01',
        verified: null,
        note: 'From memory; not checked.',
      },
    ],
  },
  CA: {
    id: 'us.ca.sb1061_medical_debt',
    jurisdiction: 'US-CA',
    title: 'California SB 1061: consumer reports may not contain medical debt',
    versions: [
      {
        value: { citation: 'Cal. Civ. Code § 1785.27 (SB 1061)', scope: 'all_medical_debt' },
        source: 'California SB 1061 (Stats. 2024, ch. 520)',
        effective: '2025-01-01',
        verified: null,
        note: 'Effective date from a secondary summary; not checked against the statute.',
      },
    ],
  },
};
