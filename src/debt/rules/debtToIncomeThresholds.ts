import type { RuleTable } from '../../core/ruleTable.js';
import type { DebtCountry } from '../debtCountries.js';

/** Debt-to-income ratios (monthly debt payments ÷ gross monthly income) at which the burden is flagged. */
export interface DebtToIncomeThresholdsValue {
  /** Above this the burden is flagged as elevated. */
  readonly elevated: number;
  /** At or above this the burden is flagged as high. */
  readonly high: number;
}

const NO_CEILING_BANDS =
  'guidekit editorial bands (36% elevated, 43% high: the lending benchmarks most widely quoted, used as a rule of thumb); no statute or regulator in this country sets a debt-to-income ceiling';

/**
 * Reference debt-to-income thresholds, one table per country so each answer cites its own:
 *
 * - US: 0.43 is the ceiling of the General Qualified Mortgage definition in Regulation Z (12 CFR 1026.43(e)(2)(vi) as
 *   adopted in 2013, effective 2014-01-10; the 2020 General QM amendments replaced it with a price-based test, but
 *   lenders and consumer material still quote it); 0.36 is the conventional lender guideline for total debt payments.
 * - Canada: 0.44 is the total debt service (TDS) ceiling CMHC applies to insured mortgages (restored on 2021-07-05
 *   after a year at 0.42); the elevated band is editorial.
 * - UK and Australia: no ratio is set by law. Lenders assess affordability (FCA CONC 5.2A; National Consumer Credit
 *   Protection Act 2009 Part 3-2), so the bands are guidekit's editorial rule of thumb and say so.
 *
 * Used as burden benchmarks, not as a lending rule. None re-checked against an official text here, hence unverified.
 *
 * @see https://www.ecfr.gov/current/title-12/chapter-X/part-1026/subpart-E/section-1026.43
 * @see https://www.cmhc-schl.gc.ca/en/consumers/home-buying/calculators/debt-service-calculator
 * @see https://www.handbook.fca.org.uk/handbook/CONC/5/2A.html
 */
export const DEBT_TO_INCOME_THRESHOLDS: Readonly<Record<DebtCountry, RuleTable<DebtToIncomeThresholdsValue>>> = {
  US: {
    id: 'us.debt_to_income_thresholds',
    title: 'US: debt-to-income ratios flagged as elevated and high',
    jurisdiction: 'US',
    versions: [
      {
        value: { elevated: 0.36, high: 0.43 },
        source: '12 CFR 1026.43(e)(2)(vi) (General QM 43% DTI ceiling, 78 FR 6408); CFPB "What is a debt-to-income ratio?"',
        effective: '2014-01-10',
        verified: null,
        note: 'The 43% ceiling left the General QM definition in the 2020 amendments (mandatory from 2022-10-01); guidekit keeps it as a burden benchmark.',
      },
    ],
  },
  UK: {
    id: 'uk.debt_to_income_thresholds',
    title: 'UK: debt-to-income ratios flagged as elevated and high (editorial; no statutory ceiling)',
    jurisdiction: 'UK',
    versions: [
      {
        value: { elevated: 0.36, high: 0.43 },
        source: `${NO_CEILING_BANDS}: lenders assess creditworthiness and affordability case by case (FCA Handbook CONC 5.2A)`,
        effective: '2018-11-01',
        verified: null,
        note: 'Editorial benchmark, not a UK rule.',
      },
    ],
  },
  CA: {
    id: 'ca.debt_to_income_thresholds',
    title: 'Canada: debt-to-income ratios flagged as elevated and high (CMHC total debt service ceiling)',
    jurisdiction: 'CA',
    versions: [
      {
        value: { elevated: 0.36, high: 0.44 },
        source: 'CMHC mortgage loan insurance underwriting: total debt service (TDS) ratio up to 44% of gross income (restored 2021-07-05); the 36% elevated band is guidekit editorial',
        effective: '2021-07-05',
        verified: null,
        note: 'TDS counts housing costs as well as other debt payments; send a mortgage or rent payment among the debts for a like-for-like ratio.',
      },
    ],
  },
  AU: {
    id: 'au.debt_to_income_thresholds',
    title: 'Australia: debt-to-income ratios flagged as elevated and high (editorial; no statutory ceiling)',
    jurisdiction: 'AU',
    versions: [
      {
        value: { elevated: 0.36, high: 0.43 },
        source: `${NO_CEILING_BANDS}: lenders must not offer an unsuitable contract (National Consumer Credit Protection Act 2009 (Cth) Part 3-2, responsible lending)`,
        effective: '2010-07-01',
        verified: null,
        note: 'Editorial benchmark, not an Australian rule.',
      },
    ],
  },
};
