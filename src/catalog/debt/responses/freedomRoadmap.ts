import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { incomeCheckSchema } from '../../responses/incomeCheckSchema.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One phase of the roadmap. */
const roadmapPhaseSchema = z.looseObject({
  phase: z.enum(['stabilise', 'starter_emergency_fund', 'payoff', 'build']).describe('Which phase: stabilise, build the starter emergency fund, pay off the debts, build wealth.'),
  start_month: z.number().describe('First month (1-based) of the phase.'),
  duration_months: z.number().nullable().describe('Whole months; 0 when the phase is not needed. Null when the payoff phase does not finish, and for stabilise when the plan cannot be funded (it lasts until the shortfall is closed).'),
  target_amount: moneySchema.nullable().describe('What the phase aims at: the emergency-fund size, or the debt to clear; null for stabilise.'),
  monthly_amount: moneySchema.describe('Money the phase directs each month (to savings, or to debts beyond nothing).'),
  actions: prose(z.array(z.string())).describe('What to do in the phase, in words.'),
}).describe('One phase of the roadmap.');

/** One year of the net-worth projection (year 0 is today). */
const netWorthYearSchema = z.looseObject({
  year: z.number().describe('Year of the projection, 0 = today.'),
  date: z.string().describe('ISO date of the point.'),
  cash: moneySchema.describe('Cash held (the emergency fund).'),
  investments: moneySchema.describe('Invested savings.'),
  debt: moneySchema.describe('Debt still owed.'),
  net_worth: moneySchema.describe('Cash plus investments minus debt.'),
}).describe('One year of the net-worth projection (year 0 is today).');

/** The 200 answer of debtFreedomRoadmap. */
export const debtFreedomRoadmapResponse = z.looseObject({
  ...commonResponseShape,
  income_check: incomeCheckSchema.optional(),
  ...ruleCitationsShape,
  as_of: z.string().describe('ISO date the answer was computed for.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose priorities and benchmarks apply.'),
  currency: answerCurrencySchema,
  status: z.enum(['on_track', 'never_pays_off', 'cannot_fund']).describe('`on_track`: the plan pays the debts off; `never_pays_off`: the available money does not outrun the interest; `cannot_fund`: income does not cover the minimums (plus expenses, when given).'),
  total_debt: moneySchema.describe('Sum of the balances.'),
  monthly_income: moneySchema.describe('The monthly income used (see `income_check`).'),
  monthly_expenses: moneySchema.nullable().describe('Essential monthly expenses as given; null when not given.'),
  monthly_capacity: moneySchema.describe('What the plan can pay beyond the minimums each month.'),
  total_minimum_payment: moneySchema.describe('Sum of the minimum payments.'),
  monthly_shortfall: moneySchema.describe('By how much income falls short of the minimums (plus expenses, when given) each month; 0 unless `cannot_fund`.'),
  payoff_method: z.enum(['avalanche', 'snowball', 'hybrid']).nullable().describe('The payoff order the plan follows; null when the plan cannot be funded.'),
  months_to_debt_free: z.number().nullable().describe('Months until every debt is paid off; null when the plan does not get there.'),
  debt_free_date: z.string().nullable().describe('ISO date every debt is paid off; null when the plan does not get there.'),
  next_steps: prose(z.array(z.string())).describe('What to do now when the plan cannot be funded (priority debts, hardship programmes, free advice); else empty.'),
  phases: z.array(roadmapPhaseSchema).describe('The four phases; only `stabilise` when the plan cannot be funded.'),
  net_worth_projection: z.array(netWorthYearSchema).describe('Years 0 to 10; only year 0 (today) when the plan cannot be funded, since no budget exists to project.'),
  assumptions: prose(z.array(z.string())).describe('The assumptions in words.'),
  assumption_values: z.looseObject({
    share_of_income_available: z.number().describe('Share of monthly income that goes to savings and extra payments beyond the minimums (0.2 = 20 %).'),
    annual_return: z.number().describe('Yearly return assumed for investments (0.05 = 5 %), a planning assumption, not a forecast.'),
    emergency_fund_months: z.number().describe('Months of income the full emergency fund holds.'),
    starter_emergency_fund: moneySchema.describe('The starter emergency fund.'),
    emergency_fund_target: moneySchema.describe('The full emergency fund.'),
  }).describe('The assumptions as numbers.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A road map out of debt: phases (stabilise, starter fund, payoff, build), the debt-free date and a ten-year net-worth projection, with its assumptions.');
