import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One payment of the schedule the APR was computed on. */
const bnplScheduledPaymentSchema = z.looseObject({
  number: z.number().describe('Instalment number, from 1.'),
  amount: moneySchema.describe('Amount of the instalment.'),
  due_in_periods: z.number().describe('Unit-periods (payment intervals) from today.'),
}).describe('One payment of the schedule the APR was computed on.');

/** What a provider is known to do, as the BNPL engine reports it. */
const bnplPlatformRuleSchema = z.looseObject({
  markets: z.array(z.enum(['US', 'UK', 'CA', 'AU'])).describe('Markets (of the debt service\'s four) where the provider lends.'),
  facts_market: z.enum(['US', 'UK', 'CA', 'AU']).describe('The market the late-fee, reporting and rescheduling facts were recorded for.'),
  jurisdiction: z.enum(['US', 'UK', 'CA', 'AU']).describe('Same as facts_market: whose terms these are.'),
  comparison: z.boolean().describe("True when the facts are another market's, shown only for comparison (the borrower's own terms were not recorded)."),
  status: z.enum(['active', 'discontinued']).describe('Whether the provider still lends, or has stopped (discontinued).'),
  discontinued_on: z.string().optional().describe('ISO date new loans stopped, for a discontinued provider.'),
  late_fee: z.union([z.looseObject({
      kind: z.literal('none').describe('No late fee.'),
    }), z.looseObject({
      kind: z.literal('flat').describe('A flat fee per missed instalment, possibly capped.'),
      max_fee: z.string().describe('Most charged for one missed instalment, in `currency`.'),
      currency: z.enum(['USD', 'GBP']).describe('ISO 4217 currency code.'),
      cap_percent_of_order: z.number().optional().describe('Total late fees never exceed this share of the order value, when the provider caps them.'),
    }), z.looseObject({
      kind: z.literal('varies').describe('The fee varies by state or order; check the agreement.'),
    })]).describe('The provider\'s late-fee policy.'),
  credit_reporting: z.enum(['unknown', 'reports_all_loans', 'no_routine_reporting']).describe('Whether pay-in-4 loans reach credit reports in the provider\'s main market.'),
  reschedule: z.enum(['unknown', 'available', 'hardship_only', 'not_available']).describe('Whether a due date can be moved in the app.'),
}).describe('What a provider is known to do, as the BNPL engine reports it.');

/** The 200 answer of debtBNPL. */
export const debtBNPLResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe("The borrower's country: given, else the US when the provider lends there, else its first market."),
  currency: answerCurrencySchema,
  lends_in_country: z.boolean().describe('Whether the provider is recorded as lending in that country.'),
  platform: z.enum(['Affirm', 'Klarna', 'Afterpay', 'Clearpay', 'Zip', 'Sezzle', 'PayPal Pay in 4', 'Apple Pay Later']).describe('The provider, by its usual name.'),
  platform_status: z.enum(['active', 'discontinued']).describe('Whether the provider still lends, or has stopped.'),
  discontinued_on: z.string().nullable().describe('ISO date the provider stopped lending; null while it lends.'),
  balance: moneySchema.describe('What is still owed on the plan.'),
  payments_remaining: z.number().describe('Instalments still to pay.'),
  payment_amount: moneySchema.describe('Amount of each remaining instalment.'),
  payment_interval: z.enum(['biweekly', 'monthly']).describe('Time between instalments.'),
  upfront_fees: moneySchema.describe('Fees paid to get the plan (they reduce the amount financed).'),
  amount_financed: moneySchema.describe('Balance less up-front fees: the credit actually extended.'),
  total_of_payments: moneySchema.describe('Sum of the remaining instalments.'),
  finance_charge: moneySchema.describe('Total of payments less amount financed.'),
  true_apr: moneySchema.describe('True APR in percent by Appendix J, 2 decimals.'),
  apr_status: z.enum(['computed', 'interest_free', 'assumed']).describe('`computed` (a finance charge exists), `interest_free` (payments equal the balance), `assumed` (schedule not given: 4 equal instalments assumed).'),
  payment_schedule: z.array(bnplScheduledPaymentSchema).describe('The remaining instalments with their due dates and amounts.'),
  late_fee_scenario: z.looseObject({
    late_fee: moneySchema.describe('Late fee for one missed instalment, under the provider\'s policy.'),
    true_apr: moneySchema.describe('Annual percentage rate the instalments and fees amount to (0 for an interest- and fee-free plan), in percent.'),
  }).nullable().describe('The APR if one late fee (the platform\'s maximum, within its cap) were added to the next payment; null when the platform charges none or the amount varies.'),
  platform_facts: bnplPlatformRuleSchema.describe('Structured facts from the platform rule table.'),
  risks: prose(z.array(z.string())).describe('Risks of this plan, in words.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  strategy: prose(z.array(z.string())).describe('How to handle the plan, in words.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A buy-now-pay-later plan: its schedule, true APR, late fee, the provider\'s rules, risks and a strategy.');
