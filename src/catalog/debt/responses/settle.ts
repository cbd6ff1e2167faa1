import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** A low / typical / high triple. */
const settlementTripleSchema = z.looseObject({
  low: z.number().describe('Low end of the range.'),
  typical: z.number().describe('Typical value within the range.'),
  high: z.number().describe('High end of the range.'),
}).describe('A low / typical / high triple.');

/** A low / typical / high triple. */
const settlementTripleSchema_ = z.looseObject({
  low: moneySchema.describe('Low end of the range.'),
  typical: moneySchema.describe('Typical value within the range.'),
  high: moneySchema.describe('High end of the range.'),
}).describe('A low / typical / high triple.');

/** Tax consequences of the forgiven part of the balance. */
const settlementTaxImplicationsSchema = z.looseObject({
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose tax rules apply.'),
  cancelled_amounts: settlementTripleSchema_.describe('Balance minus the settlement amount, for each of the low / typical / high settlements.'),
  taxable_as_income: z.boolean().describe('Whether forgiven consumer debt counts as taxable income (US: yes unless an exclusion applies).'),
  form_1099c: z.enum(['expected', 'possible', 'not_required']).nullable().describe('US only: whether the creditor must file Form 1099-C, judged over the settlement range; `null` outside the US.'),
  reporting_threshold: moneySchema.nullable().describe('US only: the Form 1099-C reporting threshold in USD; `null` outside the US.'),
  exclusions: z.array(z.looseObject({
      id: z.enum(['insolvency', 'bankruptcy']).describe('Which exception can exclude forgiven debt from income: insolvency or bankruptcy.'),
      citation: z.string().describe('The statute or regulation, cited.'),
      form: z.string().nullable().describe('Form to file, e.g. IRS Form 982; null where none.'),
    })).describe('Exclusions that may apply (US), with the form to file.'),
  notes: prose(z.array(z.string())).describe('Plain-language explanation.'),
}).describe('Tax consequences of the forgiven part of the balance.');

/** The 200 answer of debtSettle. */
export const debtSettleResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  creditor: z.string().describe('The creditor, as given.'),
  balance: moneySchema.describe('The balance, as given.'),
  months_behind: z.number().describe('Months behind, as given.'),
  debt_type: z.enum(['credit_card', 'medical', 'student_loan', 'auto', 'personal_loan', 'mortgage', 'payday', 'bnpl', 'tax', 'other']).describe('The kind of debt, as given.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose rules apply.'),
  currency: answerCurrencySchema,
  band: z.looseObject({
    min_months: z.number().describe('Fewest months behind in the band.'),
    max_months: z.number().nullable().describe('Most months behind in the band; null for the open-ended last band.'),
  }).describe('The months-behind band whose range applied.'),
  settlement_percentages: settlementTripleSchema.describe('Settlement as a percent of the balance: low ≤ typical ≤ high, each within 5–100.'),
  settlement_amounts: settlementTripleSchema_.describe('Settlement amounts in USD, each within [0, balance], low ≤ typical ≤ high.'),
  script: prose(z.array(z.string())).describe('Negotiation script, one line per step.'),
  hardship_programs: z.array(z.looseObject({
    id: z.string().describe('Which program.'),
    summary: prose(z.string()).describe('The program in a line.'),
    description: prose(z.string()).describe('The program in words.'),
  })).describe('Alternatives to a lump-sum settlement.'),
  tax_implications: settlementTaxImplicationsSchema,
  time_barred_check: z.looseObject({
    check: z.boolean().describe('True: check the limitation period before paying or promising to pay.'),
    threshold_months: z.number().describe('Months behind from which the check is advised.'),
    reason: prose(z.string()).describe('Why, in words.'),
  }).describe('Whether to check the limitation period before paying (a generic placeholder, never a verdict).'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  assumptions: prose(z.array(z.string())).describe('The assumptions in words.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A settlement plan for one debt: what creditors typically accept at this delinquency, a script, hardship alternatives, the tax on forgiven debt and the limitation-period check.');
