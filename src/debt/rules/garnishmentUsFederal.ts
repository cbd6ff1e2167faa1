import type { RuleTable } from '../../core/ruleTable.js';

/** Date on which the rows marked verified were checked (research notes §3 [V], or the page named in `source`). */
const CHECKED = '2026-11-22';

/**
 * Federal minimum hourly wage, FLSA § 6(a)(1) (29 U.S.C. § 206(a)(1)): the unit of the Title III floor.
 * Amounts are exact decimal strings in USD per hour.
 */
export const US_FEDERAL_MINIMUM_WAGE: RuleTable<string> = {
  id: 'us.flsa.federal_minimum_wage',
  jurisdiction: 'US',
  title: 'Federal minimum hourly wage (29 U.S.C. § 206(a)(1))',
  versions: [
    { value: '5.85', effective: '2007-07-24', source: '29 U.S.C. § 206(a)(1)(A) (Fair Minimum Wage Act of 2007)', verified: null },
    { value: '6.55', effective: '2008-07-24', source: '29 U.S.C. § 206(a)(1)(B)', verified: null },
    {
      value: '7.25', effective: '2009-07-24', source: '29 U.S.C. § 206(a)(1)(C); DOL Fact Sheet #30 (30 × $7.25 = $217.50)', verified: CHECKED,
      note: 'Research notes §3 [V]; the Virginia DOLI garnishment page also applies $7.25 from July 24, 2009.',
    },
  ],
};

/** The ordinary-garnishment limit of 15 U.S.C. § 1673(a): share of disposable earnings and the minimum-wage multiple per workweek. */
export interface FederalGarnishmentLimit {
  /** Largest share of disposable earnings in percent (25). */
  readonly percent: string;
  /** Weekly floor as a multiple of the federal minimum hourly wage (30). */
  readonly floor_hours: number;
}

/** 15 U.S.C. § 1673(a): the lesser of 25% of weekly disposable earnings or the excess over 30 × the federal minimum wage. */
export const US_FEDERAL_GARNISHMENT_LIMIT: RuleTable<FederalGarnishmentLimit> = {
  id: 'us.ccpa.1673a.ordinary_garnishment_limit',
  jurisdiction: 'US',
  title: 'CCPA Title III limit on ordinary wage garnishment (15 U.S.C. § 1673(a))',
  versions: [
    {
      value: { percent: '25', floor_hours: 30 }, effective: '1970-07-01',
      source: '15 U.S.C. § 1673(a); https://www.dol.gov/agencies/whd/fact-sheets/30-cppa', verified: CHECKED,
      note: 'Research notes §3 [V]. Title III took effect July 1, 1970.',
    },
  ],
};

/** A pay period the federal rule converts the weekly floor to. */
export type PayFrequency = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
/** Pay frequencies accepted by the garnishment engine. */
export const PAY_FREQUENCIES: readonly PayFrequency[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];

/**
 * Multiples of the minimum wage that make up the floor for each pay period (DOL Fact Sheet #30; 29 C.F.R. § 870.10):
 * weekly 30, biweekly 60, semimonthly 65, monthly 130 (30 × 13/6 and 30 × 13/3). `periods_per_year` turns a monthly
 * income into per-period pay.
 */
export const US_PAY_PERIOD_MULTIPLES: RuleTable<Readonly<Record<PayFrequency, { readonly floor_hours: number; readonly periods_per_year: number }>>> = {
  id: 'us.dol.29cfr870_10.pay_period_multiples',
  jurisdiction: 'US',
  title: 'Minimum-wage multiples for pay periods other than weekly (29 C.F.R. § 870.10; DOL Fact Sheet #30)',
  versions: [
    {
      value: {
        weekly: { floor_hours: 30, periods_per_year: 52 },
        biweekly: { floor_hours: 60, periods_per_year: 26 },
        semimonthly: { floor_hours: 65, periods_per_year: 24 },
        monthly: { floor_hours: 130, periods_per_year: 12 },
      },
      effective: '1970-07-01',
      source: '29 C.F.R. § 870.10(c); https://www.dol.gov/agencies/whd/fact-sheets/30-cppa',
      verified: null,
      note: 'The transformation method is confirmed by D.C. Mun. Regs. tit. 7 § 977 (pay periods longer than a week); the 60/65/130 multiples were not checked against the Fact Sheet text here.',
    },
  ],
};

/** Support-order limits of 15 U.S.C. § 1673(b)(2), in percent of disposable earnings. */
export interface SupportOrderLimits {
  /** Debtor supporting another spouse or child. */
  readonly supporting_other: string;
  readonly not_supporting_other: string;
  /** Added when the arrears are more than 12 weeks old. */
  readonly arrears_addition: string;
}

/** 15 U.S.C. § 1673(b)(2): 50% / 60% of disposable earnings, plus 5 points for arrears over 12 weeks. */
export const US_SUPPORT_ORDER_LIMITS: RuleTable<SupportOrderLimits> = {
  id: 'us.ccpa.1673b.support_order_limit',
  jurisdiction: 'US',
  title: 'Limit on garnishment for child support or alimony (15 U.S.C. § 1673(b)(2))',
  versions: [{ value: { supporting_other: '50', not_supporting_other: '60', arrears_addition: '5' }, effective: '1977-01-01', source: '15 U.S.C. § 1673(b)(2); DOL Fact Sheet #30', verified: CHECKED, note: 'Checked against the Department of Labor program description (CFDA 17.306, as republished): 50% when supporting another spouse or child, 60% if not, plus 5% for support more than 12 weeks in arrears. Effective date not checked.' }],
};

/** Administrative wage garnishment of defaulted federal student loans: share of disposable pay and the minimum-wage floor. */
export interface AwgLimit {
  readonly percent: string;
  readonly floor_hours: number;
}

/** 20 U.S.C. § 1095a(a)(1) and 31 C.F.R. § 285.11(i): at most 15% of disposable pay, never below 30 × the federal minimum wage. */
export const US_FEDERAL_STUDENT_LOAN_AWG: RuleTable<AwgLimit> = {
  id: 'us.hea.1095a.administrative_wage_garnishment',
  jurisdiction: 'US',
  title: 'Administrative wage garnishment of federal student loans (20 U.S.C. § 1095a; 31 C.F.R. § 285.11)',
  versions: [{ value: { percent: '15', floor_hours: 30 }, effective: '1998-10-07', source: '20 U.S.C. § 1095a(a)(1); 31 C.F.R. § 285.11(i)(2)', verified: null, note: 'Research notes §3 [V2] (15%). The 1998 HEA amendments raised the share from 10% to 15%; effective date not re-checked.' }],
};

/** Federal tax levy on wages: the exempt amount follows 26 U.S.C. § 6334(d) (IRS Publication 1494 tables). */
export const US_FEDERAL_TAX_LEVY: RuleTable<{ readonly method: 'publication_1494' }> = {
  id: 'us.irc.6334d.wage_levy_exemption',
  jurisdiction: 'US',
  title: 'Exempt amount of wages under an IRS levy (26 U.S.C. § 6334(d); IRS Publication 1494)',
  versions: [{ value: { method: 'publication_1494' }, effective: '2018-01-01', source: '26 U.S.C. § 6334(d); IRS Publication 1494', verified: null, note: 'Exempt amount = standard deduction plus dependents allowance, per pay period, from the yearly Publication 1494 tables; not computed here.' }],
};
