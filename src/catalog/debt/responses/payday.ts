import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';


/** The 200 answer of debtPayday. */
export const debtPaydayResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose payday-lending rules apply.'),
  state: z.string().nullable().describe('Two-letter code of the US state whose rules apply, as given; null when none was given.'),
  lender: z.string().nullable().describe('The lender named, or null.'),
  balance: moneySchema.describe('Amount borrowed.'),
  term_days: z.number().describe('Days until the single repayment.'),
  fee_per_100: moneySchema.nullable().describe('Fee per 100 borrowed as parsed from `fee_rate`; null when no fee was given.'),
  fee: moneySchema.nullable().describe('The fee in currency, rounded half up to the cent.'),
  total_due: moneySchema.nullable().describe('Balance plus fee, due in one payment on day `term_days`.'),
  apr: moneySchema.nullable().describe('APR in percent, fee ÷ balance × 365 ÷ days × 100, 2 decimals.'),
  apr_appendix_j: moneySchema.nullable().describe('APR in percent by Regulation Z Appendix J (single-advance, single-payment rules), 2 decimals.'),
  rollover_costs: z.array(z.looseObject({
    rollovers: z.number().describe('Times the loan is rolled over.'),
    total_fees: moneySchema.describe('Fees paid in total over those rollovers.'),
  })).describe('Fees paid in total if the loan is rolled over n times (the balance stays owed).'),
  state_rules: z.looseObject({
    status: z.enum(['rate_cap_or_ban', 'not_listed']).describe('Whether the state caps rates or bans payday loans (rate_cap_or_ban), or has no listed rule (not_listed).'),
    extended_payment_plan_required: z.boolean().nullable().describe('Whether the state requires lenders to offer an extended payment plan; null when unknown.'),
    apr_likely_above_cap: z.boolean().nullable().describe('Whether this loan\'s APR likely exceeds the state\'s cap; null when unknown.'),
    explanation: prose(z.string()).describe('Why, in words.'),
  }).nullable().describe('US state rules; null outside the US or without a state.'),
  extended_payment_plan: z.looseObject({
    required_by_state: z.boolean().nullable().describe('Whether the state requires an extended payment plan; null when unknown.'),
    explanation: prose(z.string()).describe('Why, in words.'),
  }).nullable().describe('Extended payment plans, when the state requires them; null otherwise.'),
  military_lending_act: z.looseObject({
    mapr_cap_percent: z.number().describe('Cap of the Military Lending Act\'s MAPR, in percent.'),
    apr_above_cap: z.boolean().nullable().describe('Whether this loan\'s APR exceeds the cap; null when no fee was given.'),
    explanation: prose(z.string()).describe('Why, in words.'),
  }).nullable().describe('The Military Lending Act\'s 36 % cap for service members and their families; null outside the US.'),
  ach_revocation: z.looseObject({
    steps: prose(z.array(z.string())).describe('What to do, in order.'),
  }).nullable().describe('How to revoke the lender\'s authorisation to debit the account; null where not applicable.'),
  country_cap: z.looseObject({
    rule_id: z.string().describe('Id of the rule table of the national cap.'),
    fee_above_cap: z.boolean().nullable().describe('Whether this fee exceeds the cap; null when no fee was given.'),
    explanation: prose(z.string()).describe('Why, in words.'),
  }).nullable().describe('The national cap outside the US (UK, CA, AU) and whether this fee breaks it.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A payday loan\'s true cost (fee, APR by Regulation Z Appendix J, rollovers) and the state, national and military caps that apply.');
