import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** The points each signal contributed to a debt's score. */
const priorityComponentsSchema = z.looseObject({
  legal_risk: z.number().describe('Lawsuit or judgment, tax debt, collections.'),
  collateral: z.number().describe('Secured debt, more when behind (collateral at risk).'),
  interest_rate: z.number().describe('Points for the interest rate.'),
  account_health: z.number().describe('Months behind.'),
  limitation: z.number().describe('Negative when the limitation period should be checked before paying, else 0.'),
}).describe('The points each signal contributed to a debt\'s score.');

/** Whether to check the limitation period (a generic placeholder, never a verdict that a debt is time-barred). */
const limitationCheckSchema = z.looseObject({
  status: z.enum(['unknown', 'check', 'within', 'not_applicable']).describe('`check`: the shortest period in the country may have run; `within`: it has not; `unknown`: no last payment date; `not_applicable`: a lawsuit exists.'),
  months_since_last_payment: z.number().nullable().describe('Months since the last payment, when known; else null.'),
  threshold_months: z.number().describe('Months without a payment from which the check is advised.'),
  reason: prose(z.string()).describe('Why, in words.'),
}).describe('Whether to check the limitation period (a generic placeholder, never a verdict that a debt is time-barred).');

/** One debt in priority order. */
const rankedDebtSchema = z.looseObject({
  rank: z.number().describe('1 = deal with first. Ranks are 1..n with no ties.'),
  creditor: z.string().describe('Name of the creditor, as given.'),
  balance: moneySchema.describe('The balance, as given.'),
  rate: z.number().describe('APR in percent.'),
  type: z.enum(['credit_card', 'medical', 'student_loan', 'auto', 'personal_loan', 'mortgage', 'payday', 'bnpl', 'tax', 'other']).nullable().describe('The kind of debt, as given; null when not given.'),
  score: z.number().describe('Sum of the components, rounded to 2 decimals.'),
  components: priorityComponentsSchema,
  reasons: prose(z.array(z.string())).describe('One reason per signal that contributed.'),
  limitation_check: limitationCheckSchema,
  recommendation: prose(z.string()).describe('What to do about this debt.'),
}).describe('One debt in priority order.');

/** The 200 answer of debtPriority. */
export const debtPriorityResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose rules set the priorities.'),
  currency: answerCurrencySchema,
  ranked_debts: z.array(rankedDebtSchema).describe('The debts, most urgent first, each with its score and reasons.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('Which debt to deal with first: each debt scored on legal risk, collateral, interest, account health and the limitation period.');
