import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** A debt's payoff within a plan. */
const payoffOrderEntrySchema = z.looseObject({
  creditor: z.string().describe('Name of the creditor, as given.'),
  month: z.number().describe('Month (1-based) of the payment that clears the debt.'),
  payoff_date: z.string().describe('asOf + month months.'),
}).describe('A debt\'s payoff within a plan.');

/** One method's plan. */
const payoffMethodPlanSchema = z.looseObject({
  months: z.number().describe('Months to debt-free; when not paid off, the months simulated.'),
  paid_off: z.boolean().describe('True when every debt is paid off within max_months.'),
  debt_free_date: z.string().nullable().describe('asOf + months when paid off, else null.'),
  total_interest: moneySchema.describe('Interest paid over the plan.'),
  total_paid: moneySchema.describe('Everything paid over the plan: principal plus interest.'),
  remaining_balance: moneySchema.describe('Owed at the end of the plan: zero when paid off.'),
  priority: z.array(z.string()).describe('Creditors in the order the method sends extra money to them.'),
  payoff_order: z.array(payoffOrderEntrySchema).describe('Debts in the order they are paid off (same-month payoffs in priority order).'),
}).describe('One method\'s plan.');

/** Paying each debt only its own minimum (no rollover, no extra): the baseline of `interest_savings_vs_minimums`. */
const minimumsOnlyPlanSchema = z.looseObject({
  months: z.number().describe('Months to debt-free; when not paid off, the months simulated.'),
  paid_off: z.boolean().describe('True when the minimums alone pay every debt off within max_months.'),
  debt_free_date: z.string().nullable().describe('asOf + months when paid off, else null.'),
  total_interest: moneySchema.describe('Interest paid paying only the minimums.'),
  total_paid: moneySchema.describe('Everything paid paying only the minimums.'),
  remaining_balance: moneySchema.describe('Owed at the end: zero when paid off.'),
}).describe('Paying each debt only its own minimum (no rollover, no extra): the baseline of `interest_savings_vs_minimums`.');

/** A milestone of the recommended plan. */
const payoffMilestoneSchema = z.looseObject({
  kind: z.enum(['first_debt_paid', 'half_balance_paid', 'debt_free']).describe('Which milestone: the first debt paid off, half the starting balance paid, or debt-free.'),
  month: z.number().describe('Month (1-based) the milestone is reached.'),
  date: z.string().describe('ISO date the milestone is reached.'),
  creditor: z.string().nullable().describe('The creditor paid off, for `first_debt_paid`; else null.'),
  description: prose(z.string()).describe('The milestone in words.'),
}).describe('A milestone of the recommended plan.');

/** One row of the recommended plan's schedule: a month or a plan year. */
const payoffScheduleRowSchema = z.looseObject({
  period: z.number().describe('Month number (monthly schedule) or year number (yearly schedule), from 1.'),
  end_date: z.string().describe('Date of the period\'s last payment.'),
  paid: moneySchema.describe('Paid during the period.'),
  interest: moneySchema.describe('Interest charged during the period.'),
  remaining_balance: moneySchema.describe('Total owed after the period\'s payments.'),
}).describe('One row of the recommended plan\'s schedule: a month or a plan year.');

/** A warning about one debt or one plan. */
const payoffWarningSchema = z.looseObject({
  code: z.string().describe('What the warning is about, e.g. negative_amortization (a minimum below the interest), interest_only, no_minimum, already_paid, never_pays_off, plan_unfinished, minimums_unfinished, diverged; more codes may be added.'),
  creditor: z.string().nullable().describe('The debt concerned, or null for a plan-wide warning.'),
  method: z.enum(['avalanche', 'snowball', 'hybrid']).nullable().describe('The method concerned, for plan warnings; else null.'),
  message: prose(z.string()).describe('The warning in words.'),
}).describe('A warning about one debt or one plan.');

/** The 200 answer of debtPayoff. */
export const debtPayoffResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  as_of: z.string().describe('ISO date the answer was computed for.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The jurisdiction given (US by default); it sets the currency.'),
  currency: answerCurrencySchema,
  total_debt: moneySchema.describe('Sum of the balances.'),
  total_minimum_payment: moneySchema.describe('Sum of the minimums of debts with a balance.'),
  extra_payment: moneySchema.describe('The extra paid every month on top of the minimums.'),
  monthly_budget: moneySchema.describe('What goes to the debts every month: minimums plus extra.'),
  interest_mode: z.enum(['monthly', 'average_daily_balance']).describe('How interest accrues: monthly (APR / 12 on the balance) or average daily balance.'),
  max_months: z.number().describe('Longest plan simulated, in months.'),
  methods: z.looseObject({
    avalanche: payoffMethodPlanSchema,
    snowball: payoffMethodPlanSchema,
    hybrid: payoffMethodPlanSchema,
  }).describe('The plan of each method: avalanche (highest rate first), snowball (smallest balance first) and hybrid.'),
  minimums_only: minimumsOnlyPlanSchema,
  method_requested: z.enum(['auto', 'avalanche', 'snowball', 'hybrid']).describe('The method asked for (`auto` lets the engine choose).'),
  recommended_method: z.enum(['avalanche', 'snowball', 'hybrid']).describe('The method the plan recommends: the requested one, or auto\'s choice.'),
  auto_method: z.enum(['avalanche', 'snowball', 'hybrid']).describe('What `auto` chooses for these inputs, and why (a code).'),
  auto_reason: z.enum(['all_methods_equal', 'quick_win_costs_little', 'lowest_interest', 'none_finish']).describe('Why auto chose its method: all methods cost the same, snowball\'s quick win costs little more, avalanche saves the most, or no method finishes.'),
  recommendation: prose(z.string()).describe('The recommendation in words: which method and why.'),
  milestones: z.array(payoffMilestoneSchema).describe('Milestones of the recommended plan, in order.'),
  interest_savings_vs_minimums: moneySchema.describe('Interest paying only the minimums minus the recommended method\'s interest.'),
  interest_savings_is_lower_bound: z.boolean().describe('True when paying only the minimums does not finish within max_months, so the saving is at least this.'),
  schedule_interval: z.enum(['monthly', 'none', 'yearly']).describe('Granularity of `schedule`: monthly rows, yearly rows, or none.'),
  schedule: z.array(payoffScheduleRowSchema).describe('The recommended plan period by period.'),
  warnings: z.array(payoffWarningSchema).describe('Warnings to read before acting.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A month-by-month payoff plan by the avalanche, snowball and hybrid orders, compared with paying only the minimums, with the recommended method, milestones, warnings and the rules applied.');
