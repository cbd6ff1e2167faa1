import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One relief program worth asking for. */
const availableProgramSchema = z.looseObject({
  id: z.string().describe('Which program; known values (more may be added): forbearance, hardship_plan, apr_reduction, re_aging, debt_management_plan, breathing_space, fca_forbearance, payment_arrangement, free_debt_advice_dmp, credit_counselling_dmp, consumer_proposal, hardship_variation, financial_counselling, afca_complaint.'),
  summary: prose(z.string()).describe('Short name.'),
  description: prose(z.string()).describe('The program in words.'),
  fit: z.enum(['good', 'possible']).describe('`good` when the account\'s months behind fall in the program\'s usual window, else `possible`.'),
  source: z.string().describe('Statute, regulation or body the program comes from.'),
}).describe('One relief program worth asking for.');

/** What the debtor can realistically expect. */
const realisticOutcomesSchema = z.looseObject({
  stage: z.enum(['current', 'early_delinquency', 'serious_delinquency', 'charged_off']).describe('Delinquency stage the expectations are for.'),
  summary: prose(z.string()).describe('What lenders usually do at this stage, in words.'),
  hardship_apr_percent: z.looseObject({
      low: z.number().describe('Low end of the range.'),
      high: z.number().describe('High end of the range.'),
    }).nullable().describe('Reduced APR range (percent) under a hardship plan, or `null` when unlikely at this stage.'),
  hardship_months: z.looseObject({
      min: z.number().describe('Shortest usual plan, in months.'),
      max: z.number().describe('Longest usual plan, in months.'),
    }).nullable().describe('Usual length of a hardship plan, in months, or `null`.'),
  fee_waiver: z.enum(['likely', 'possible', 'unlikely']).describe('How likely late fees are waived.'),
  settlement: z.looseObject({
      percent: z.looseObject({
            low: z.number().describe('Low end of the range.'),
            typical: z.number().describe('Typical value within the range.'),
            high: z.number().describe('High end of the range.'),
          }).describe('Settlement as a percent of the balance.'),
      amounts: z.looseObject({
            low: moneySchema.describe('Low end of the range.'),
            typical: moneySchema.describe('Typical value within the range.'),
            high: moneySchema.describe('High end of the range.'),
          }).describe('Settlement in money.'),
    }).nullable().describe('Lump-sum settlement range (credit-card figures), or `null` when a settlement is unrealistic at this stage.'),
  debt_management_plan: z.looseObject({
      apr_percent: z.number().describe('APR of the illustrated plan, in percent.'),
      term_months: z.number().describe('Term of the illustrated plan, in months.'),
      monthly_payment: moneySchema.describe('Monthly payment of the illustrated plan.'),
    }).nullable().describe('Illustrative debt management plan payment, or `null` where not modelled (AU).'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
}).describe('What the debtor can realistically expect.');

/** The 200 answer of debtNegotiate. */
export const debtNegotiateResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  creditor: z.string().describe('The creditor, as given.'),
  balance: moneySchema.describe('The balance, as given.'),
  months_behind: z.number().describe('Months behind, as given.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose programs and rules apply.'),
  currency: answerCurrencySchema,
  available_programs: z.array(availableProgramSchema).describe('Hardship and workout programs lenders offer in the country.'),
  opening_script: prose(z.string()).describe('What to say when calling the creditor, in words.'),
  negotiation_tactics: prose(z.array(z.string())).describe('Tactics for the call, in words.'),
  realistic_outcomes: realisticOutcomesSchema,
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A negotiation plan for one creditor: the programs available, realistic outcomes at this delinquency stage, an opening script and tactics.');
