import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { incomeCheckSchema } from '../../responses/incomeCheckSchema.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One step of the plan. */
const creditBuildingStepSchema = z.looseObject({
  id: z.string().describe('Which step; known values (more may be added): check_reports, electoral_roll, secured_card, starter_card, credit_builder_loan, authorized_user, rent_reporting, on_time_payments, utilization, limit_applications, keep_accounts_open.'),
  description: prose(z.string()).describe('The step in words.'),
  why: prose(z.string()).describe('Why it helps, in words.'),
}).describe('One step of the plan.');

/** The 200 answer of debtBuildCredit. */
export const debtBuildCreditResponse = z.looseObject({
  ...commonResponseShape,
  income_check: incomeCheckSchema.optional(),
  ...ruleCitationsShape,
  as_of: z.string().describe('ISO date the answer was computed for.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose scoring and products the plan follows.'),
  currency: answerCurrencySchema,
  score: z.number().describe('0 when there is no file yet.'),
  goal_score: z.number().describe('The score the plan aims for.'),
  status: z.enum(['no_file', 'building', 'reached']).describe('Where the caller stands: no credit file yet, building, or goal reached.'),
  points_needed: z.number().describe('Points between the current score and the goal.'),
  time_estimate: z.looseObject({
    months_low: z.number().describe('Months to the goal at the fast end of the editorial pace.'),
    months_high: z.number().describe('Months to the goal at the slow end.'),
    date_low: z.string().describe('ISO date of the goal at the fast end.'),
    date_high: z.string().describe('ISO date of the goal at the slow end.'),
  }).describe('Months to the goal, fastest and slowest, with the dates they fall on.'),
  assumptions: z.looseObject({
    points_per_month: z.looseObject({
        low: z.number().describe('Low end of the range.'),
        high: z.number().describe('High end of the range.'),
      }).describe('Typical points gained per month while building (editorial estimate, not a scoring-model figure).'),
    first_score_months: z.number().describe('Months of reported history before a first score can be generated.'),
    first_score: z.number().describe('Typical first score once a file can be scored (editorial estimate).'),
    deposit_share_of_income: z.number().describe('The deposit as a share of monthly income, when income was given.'),
    editorial: z.literal(true).describe('True: the figure is an editorial estimate, not a lender\'s or bureau\'s number.'),
    verified: z.null().describe('ISO date it was checked against its source; null when it was not.'),
  }).describe('Every assumption behind the estimate; editorial and unverified.'),
  secured_deposit: z.looseObject({
    suggested: moneySchema.describe('Suggested deposit (and so the card limit).'),
    affordable_amount: moneySchema.nullable().describe('Deposit the income affords at the share above (null without income).'),
    affordable: z.boolean().nullable().describe('Whether the usual minimum fits the income (null without income).'),
    max_balance_30_percent: moneySchema.describe('Largest balance that keeps the card below 30 % utilisation.'),
    max_balance_10_percent: moneySchema.describe('Largest balance that keeps the card below 10 % utilisation.'),
    note: prose(z.string()).describe('A remark on this item.'),
  }).describe('A secured card\'s suggested deposit and the balances that keep utilisation low.'),
  steps: z.array(creditBuildingStepSchema).describe('What to do, in order.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A plan to build or rebuild a credit file: steps in order, the time to the goal score, and a secured card\'s deposit.');
