import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { incomeCheckSchema } from '../../responses/incomeCheckSchema.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One component of the burden score with the points it added and why. */
const burdenComponentSchema = z.looseObject({
  component: z.enum(['negative_amortization', 'debt_to_income', 'average_apr', 'high_apr_share', 'debt_count']).describe('Which component of the burden score.'),
  points: z.number().describe('Points it added.'),
  max_points: z.number().describe('Most points it can add.'),
  value: z.number().nullable().describe('The measured value (ratio, APR percent, share or count), or null when not available.'),
  included: z.boolean().describe('False when the component could not be measured (no income) and was left out of the score.'),
  reason: prose(z.string()).describe('Why, in words.'),
}).describe('One component of the burden score with the points it added and why.');

/** A warning flag. */
const snapshotWarningFlagSchema = z.looseObject({
  code: z.string().describe('What the flag is about; known values (more may be added): lawsuit, in_collections, negative_amortization, very_high_apr, high_debt_to_income, elevated_debt_to_income, minimums_exceed_income, behind_on_payments, secured_behind, never_paid_on_minimums.'),
  severity: z.enum(['medium', 'high']).describe('How serious the flag is.'),
  creditor: z.string().nullable().describe('The debt concerned, or null for all debts.'),
  message: prose(z.string()).describe('The flag in words.'),
}).describe('A warning flag.');

/** A priority action, most urgent first. */
const snapshotActionSchema = z.looseObject({
  code: z.string().describe('Which action; known values (more may be added): respond_to_lawsuit, protect_collateral, stop_balance_growth, seek_counselling, validate_collection, review_high_cost, follow_method, raise_payment.'),
  creditor: z.string().nullable().describe('The debt concerned, or null for all debts.'),
  action: prose(z.string()).describe('What to do, in words.'),
}).describe('A priority action, most urgent first.');

/** Projection summary of one plan. */
const snapshotPlanSummarySchema = z.looseObject({
  months: z.number().describe('Months to debt-free; when not paid off, the months simulated.'),
  paid_off: z.boolean().describe('True when every debt is paid off within the plan\'s horizon.'),
  debt_free_date: z.string().nullable().describe('ISO date every debt is paid off; null when not paid off.'),
  total_interest: moneySchema.describe('Interest paid over the plan.'),
  remaining_balance: moneySchema.describe('Owed at the end of the plan: zero when paid off.'),
}).describe('Projection summary of one plan.');

/** The 200 answer of debtSnapshot. */
export const debtSnapshotResponse = z.looseObject({
  ...commonResponseShape,
  income_check: incomeCheckSchema.optional(),
  ...ruleCitationsShape,
  as_of: z.string().describe('ISO date the answer was computed for.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose rules and benchmarks apply.'),
  currency: answerCurrencySchema,
  total_debt: moneySchema.describe('Sum of the balances.'),
  total_minimum_payment: moneySchema.describe('Sum of the minimum payments.'),
  burden_score: z.number().describe('0 to 100, higher is heavier.'),
  burden_rating: z.enum(['low', 'high', 'severe', 'moderate']).describe('Burden band of `burden_score`.'),
  score_components: z.array(burdenComponentSchema).describe('How the burden score was made up, component by component.'),
  debt_to_income_ratio: z.number().nullable().describe('Monthly minimum payments ÷ gross monthly income, 4 decimals; null without income (or with zero income).'),
  weighted_average_apr: z.number().describe('Balance-weighted average APR, percent, 2 decimals.'),
  warning_flags: z.array(snapshotWarningFlagSchema).describe('Warnings about the debts, most serious first.'),
  priority_actions: z.array(snapshotActionSchema).describe('What to do first, in order.'),
  payoff_projection: z.looseObject({
    minimums_only: snapshotPlanSummarySchema.describe('Paying only the minimums.'),
    recommended_method: z.enum(['avalanche', 'snowball', 'hybrid']).describe('The method the projection recommends (as in /api/debt/payoff).'),
    with_recommended_method: snapshotPlanSummarySchema.describe('Paying by the recommended method.'),
    interest_savings: moneySchema.describe('Interest paying only the minimums minus the recommended method\'s interest.'),
    interest_savings_is_lower_bound: z.boolean().describe('True when paying only the minimums does not finish within the horizon, so the saving is at least this.'),
  }).describe('Paying only the minimums against the recommended method.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A snapshot of a set of debts: the burden score and its components, debt-to-income, warning flags, priority actions and a payoff projection.');
