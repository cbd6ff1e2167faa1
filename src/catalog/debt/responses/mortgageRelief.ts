import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** US foreclosure timeline under Regulation X. */
const foreclosureTimelineSchema = z.looseObject({
  first_missed_payment: z.string().describe('Estimated due date of the oldest unpaid payment: `asOf` minus `months_behind` months (see `assumption`).'),
  days_delinquent: z.number().describe('Days since the first missed payment.'),
  foreclosure_not_before: z.string().describe('First missed payment + 120 days: no first foreclosure notice or filing before (or on) this date.'),
  earliest_first_filing: z.string().describe('The day after: the loan is then more than 120 days delinquent (12 CFR 1024.41(f)(1)).'),
  pre_foreclosure_period: z.enum(['running', 'ended']).describe('Whether the 120-day pre-foreclosure review period is still running or has ended.'),
  assumption: prose(z.string()).describe('The assumption behind the dates, in words.'),
  explanation: prose(z.string()).describe('Why, in words.'),
}).describe('US foreclosure timeline under Regulation X.');

/** One relief option. */
const mortgageReliefOptionSchema = z.looseObject({
  id: z.string().describe('Which option; known values (more may be added): forbearance, repayment_plan, payment_deferral, flex_modification, fha_partial_claim, fha_hamp_modification, va_partial_claim, va_modification, usda_mortgage_recovery_advance, usda_modification, short_sale, deed_in_lieu, uk_arrangement, uk_smi_loan, uk_pre_action_protocol, uk_free_advice, uk_voluntary_sale, ca_default_management, ca_credit_counselling, ca_enforcement_route, ca_sale_before_enforcement, au_hardship_notice, au_afca_complaint, au_financial_counsellor, au_sell_before_enforcement.'),
  fit: z.enum(['good', 'possible']).describe('`good` when the months behind fall in the option\'s usual window; `possible` otherwise.'),
  description: prose(z.string()).describe('The option in words.'),
  source: z.string().describe('The statute, regulation or official page it comes from.'),
}).describe('One relief option.');

/** The 200 answer of debtMortgageRelief. */
export const debtMortgageReliefResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  as_of: z.string().describe('ISO date the answer was computed for.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose mortgage rules apply.'),
  currency: answerCurrencySchema,
  months_behind: z.number().describe('Months behind, as given.'),
  loan_type: z.enum(['Conventional', 'FHA', 'VA', 'USDA']).nullable().describe('The US loan type, or null outside the US.'),
  servicer: z.string().nullable().describe('The servicer named, or null.'),
  foreclosure_timeline: foreclosureTimelineSchema.nullable().describe('US only; null outside the US or when no payment is missed.'),
  options: z.array(mortgageReliefOptionSchema).describe('Relief options for this loan type and delinquency, in order.'),
  loss_mitigation_rules: prose(z.array(z.string())).describe('US loss-mitigation timing rules in words; empty outside the US.'),
  counseling: prose(z.string()).describe('Where to get free counselling, in words.'),
  servicer_script: prose(z.string()).describe('What to say to the servicer, in words.'),
  steps: prose(z.array(z.string())).describe('What to do, in order.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('Mortgage relief: the options for the loan type and delinquency, the foreclosure timeline, free counselling and a script for the servicer.');
