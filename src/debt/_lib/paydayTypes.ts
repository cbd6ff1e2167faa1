import type Decimal from 'decimal.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { AnalyzePaydayLoanMessageKey } from '../messages/analyzePaydayLoan.js';
import type { MoneyText } from './paydayCaps.js';

/** The jurisdictions whose payday law analyzePaydayLoan knows. */
export type PaydayCountry = 'US' | 'UK' | 'CA' | 'AU';

/** What the limit checks need to know about the loan. */
export interface PaydayLoan {
  /** Amount advanced, currency units. */
  readonly balance: Decimal;
  /** Fee charged, currency units; null when not given. */
  readonly fee: Decimal | null;
  readonly days: number;
  /** Simple (Regulation Z) APR in percent; null without a fee. */
  readonly apr: Decimal | null;
}

/** The rule a limit comes from, as each check cites it. */
export type PaydayCite = { readonly rule_id: string; readonly source: string };

/**
 * What the analysis gathers as it goes, in the order the answer lists it: the rules applied, the notes and the
 * warnings. Each step appends to it, so the order of the steps is the order of the answer.
 */
export interface PaydayFindings {
  readonly applied: AppliedRule<unknown>[];
  readonly notes: string[];
  readonly warnings: string[];
}

/** The answer's language and currency, for text. */
export interface PaydayText {
  readonly t: Translate<AnalyzePaydayLoanMessageKey>;
  /** An amount of the loan's currency, in currency units. */
  readonly money: MoneyText;
  /** An amount of the loan's currency, in cents. */
  readonly moneyCents: (cents: number) => string;
}
