import type { RuleTable } from '../../core/ruleTable.js';

/** One bracket of the marginal HELP repayment schedule. */
export interface HelpBracket {
  /** Bracket applies to repayment income above this amount (AUD)… */
  readonly income_above: string;
  /** …up to and including this amount; `null`: no upper bound. */
  readonly income_up_to: string | null;
  /** Fixed amount for the bracket (AUD). */
  readonly base: string;
  /** Cents per dollar above `income_above`… */
  readonly marginal_percent: number;
  /** …or, when set, this percent of TOTAL repayment income instead (the top bracket). */
  readonly total_income_percent: number | null;
}

/** HELP compulsory repayment schedule of one income year (1 July to 30 June). */
export interface StudentAuHelpValue {
  readonly brackets: readonly HelpBracket[];
}

const SCHEDULE_2025_26: HelpBracket[] = [
  { income_above: '0', income_up_to: '67000', base: '0', marginal_percent: 0, total_income_percent: null },
  { income_above: '67000', income_up_to: '125000', base: '0', marginal_percent: 15, total_income_percent: null },
  { income_above: '125000', income_up_to: '179285', base: '8700', marginal_percent: 17, total_income_percent: null },
  { income_above: '179285', income_up_to: null, base: '0', marginal_percent: 0, total_income_percent: 10 },
];

/**
 * Compulsory HELP (and other study and training loan) repayments. From 2025-26 they are marginal: nil up to $67,000;
 * 15c per $1 above $67,000 up to $125,000; $8,700 plus 17c per $1 above $125,000 up to $179,285; 10 % of total
 * repayment income from $179,286.
 *
 * The thresholds are indexed for every income year (1 July to 30 June), so the table is annual and each schedule
 * expires with its income year. The 2026–27 schedule was not found: from 2026-07-01 the 2025–26 schedule is used and
 * reported stale, rather than repeated under a 2026–27 date as if it were that year's.
 *
 * @see https://www.ato.gov.au/tax-rates-and-codes/study-and-training-support-loans-rates-and-repayment-thresholds
 */
export const STUDENT_AU_HELP: RuleTable<StudentAuHelpValue> = {
  id: 'au.help_repayment',
  jurisdiction: 'AU',
  title: 'HELP compulsory repayment schedule by income year',
  // Indexed for each income year from 1 July.
  cadence: 'annual',
  versions: [
    {
      value: { brackets: SCHEDULE_2025_26 },
      source: 'Higher Education Support Act 2003 s 154-20 as amended by Universities Accord (Cutting Student Debt by 20 per cent) Act 2025; ATO Table 1: 2025–26 repayment thresholds and rates',
      effective: '2025-07-01',
      expires: '2026-06-30',
      verified: '2026-11-22',
    },
  ],
};
