import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { incomeCheckSchema } from '../../responses/incomeCheckSchema.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** Keeping the current debts and paying each its minimum. */
const keepCurrentPlanSchema = z.looseObject({
  total_balance: moneySchema.describe('Total owed on the debts today.'),
  monthly_payment: moneySchema.describe('Sum of the current minimum payments.'),
  months_to_payoff: z.number().nullable().describe('Months until every debt is paid off, or `null` when the minimums never clear them within 600 months.'),
  total_interest: moneySchema.describe('Interest paid keeping the current debts to payoff.'),
  total_paid: moneySchema.describe('Everything paid keeping the current debts to payoff.'),
}).describe('Keeping the current debts and paying each its minimum.');

/** One consolidation product, computed with the assumed terms of the borrower's credit band. */
const consolidationOptionSchema = z.looseObject({
  option: z.enum(['personal_loan', 'balance_transfer', 'home_equity']).describe('Which kind of consolidation.'),
  summary: prose(z.string()).describe('The option in words.'),
  eligible: z.boolean().describe('False when the product is not available to this borrower (no home; balance transfer at a poor score).'),
  approval_odds: z.enum(['likely', 'possible', 'unlikely']).describe('How likely approval is at this credit score (editorial).'),
  apr: z.number().describe('APR in percent (for a balance transfer: the rate after the promotion).'),
  promo: z.looseObject({
      apr: z.number().describe('Typical APR at this credit band, in percent.'),
      months: z.number().describe('Months of the promotional rate, for a balance transfer.'),
    }).nullable().describe('Promotional rate and its length, for a balance transfer.'),
  fees: z.looseObject({
      origination_percent: z.number().nullable().describe('Origination fee of the loan, in percent of the amount; null when not applicable.'),
      transfer_fee_percent: z.number().nullable().describe('Balance-transfer fee, in percent of the amount moved; null when not applicable.'),
      closing_cost_percent: z.number().nullable().describe('Closing costs, in percent of the amount; null when not applicable.'),
      amount: moneySchema.nullable().describe('Amount consolidated (balances plus fees); null when the option does not apply.'),
    }).describe('Upfront costs: the percent applied and the amount (financed into the new balance).'),
  principal: moneySchema.nullable().describe('Amount owed on the new product at the start: the debts plus financed fees. `null` when not eligible.'),
  term_months: z.number().nullable().describe('Term of the new loan in months; null when not applicable.'),
  monthly_payment: moneySchema.nullable().describe('Monthly payment on the new loan; null when not applicable.'),
  months_to_payoff: z.number().nullable().describe('Months until the consolidated amount is paid off; null when not applicable.'),
  total_interest: moneySchema.nullable().describe('Interest over the new loan; null when not applicable.'),
  total_cost: moneySchema.nullable().describe('Fees plus interest: the cost of borrowing.'),
  total_paid: moneySchema.nullable().describe('Everything paid on the new loan; null when not applicable.'),
  savings_vs_current: moneySchema.nullable().describe('Keep-current interest minus this option\'s total cost (negative: the option costs more).'),
  break_even_month: z.number().nullable().describe('First month (1-based) in which the cumulative savings exceed the fees, or `null` when that never happens.'),
  cumulative_net_savings: z.array(moneySchema).nullable().describe('Month by month (index 0 = month 1): keep-current cumulative interest minus this option\'s cumulative cost (fees + interest). Break-even is the first month where it is positive.'),
  payment_to_income_percent: z.number().nullable().describe('Monthly payment as a percent of monthly income, when income was given.'),
  notes: prose(z.array(z.string())).describe('Eligibility hints, assumptions and risks.'),
}).describe('One consolidation product, computed with the assumed terms of the borrower\'s credit band.');

/** The 200 answer of debtConsolidate. */
export const debtConsolidateResponse = z.looseObject({
  ...commonResponseShape,
  income_check: incomeCheckSchema.optional(),
  ...ruleCitationsShape,
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose products and rules apply.'),
  currency: answerCurrencySchema,
  credit_score: z.number().describe('The credit score given.'),
  credit_band: z.enum(['excellent', 'good', 'fair', 'poor']).describe('Credit band of the score, which sets the typical rates.'),
  homeowner: z.boolean().describe('Whether the caller owns a home (home equity is an option only then).'),
  keep_current: keepCurrentPlanSchema,
  options: z.array(consolidationOptionSchema).describe('Each consolidation option, costed.'),
  best_option: z.enum(['personal_loan', 'balance_transfer', 'home_equity', 'keep_current']).describe('The recommended option: eligible, approval not unlikely and saving money; unsecured options before the home-equity line, a payment within the current minimums before a higher one, then the larger saving. `\'keep_current\'` when none.'),
  recommendation: prose(z.string()).describe('Which option to take, and why, in words.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('Consolidation options (personal loan, balance transfer, home equity) costed against keeping the current debts.');
