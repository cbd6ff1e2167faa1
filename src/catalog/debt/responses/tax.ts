import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** What the free-text `situation` of the tax endpoint says, read by keywords (English and Spanish). */
const taxSituationFlagsSchema = z.looseObject({
  text: z.string().nullable().describe('The text as sent (trimmed), or `null`.'),
  installment_agreement: z.boolean().describe('An installment agreement / payment plan is in place (US failure-to-pay drops to 0.25 %/month).'),
  unfiled_returns: z.boolean().describe('A return is not filed (failure-to-file penalty).'),
  hardship: z.boolean().describe('The taxpayer cannot meet basic living costs.'),
}).describe('What the free-text `situation` of the tax endpoint says, read by keywords (English and Spanish).');

/** US additions to tax. */
const taxPenaltySummarySchema = z.looseObject({
  failure_to_pay: z.looseObject({
      monthly_percent: moneySchema.describe('Failure-to-pay penalty per month, in percent of the unpaid tax.'),
      cap_percent: moneySchema.describe('Cap of the failure-to-pay penalty, in percent of the unpaid tax.'),
      months_elapsed: z.number().describe('Months of the penalty assumed to have run already.'),
      cap_remaining_percent: moneySchema.describe('Room left under the cap, in percent.'),
      projected: moneySchema.describe('Failure-to-pay penalty over the projection.'),
    }).describe('Failure to pay: percent per month used in the projection, the cap, months assumed already run and room left.'),
  failure_to_file: z.looseObject({
      applies: z.boolean().describe('True when the situation says a return is unfiled.'),
      monthly_percent: moneySchema.describe('Failure-to-file penalty per month, in percent of the unpaid tax.'),
      cap_percent: moneySchema.describe('Cap of the failure-to-file penalty, in percent.'),
      max_amount: moneySchema.describe('Most the failure-to-file penalty can reach on this amount.'),
    }).describe('Failure to file: reported, not projected. `applies` is true when the situation says a return is unfiled.'),
}).describe('US additions to tax.');

/** One month of a tax-debt projection (amounts in cents-exact Decimals). */
const taxProjectionRowSchema = z.looseObject({
  month: z.number().describe('Month of the projection, from 1.'),
  date: z.string().describe('Last day covered (ISO date): the month\'s anniversary of `asOf`.'),
  interest: moneySchema.describe('Interest charged that month.'),
  penalty: moneySchema.describe('Penalty charged that month.'),
  balance: moneySchema.describe('Owed at the end of the month.'),
}).describe('One month of a tax-debt projection (amounts in cents-exact Decimals).');

/** One way to pay or settle a tax debt. */
const taxPaymentOptionSchema = z.looseObject({
  id: z.string().describe('Which payment option.'),
  name: z.string().describe('Name of the option.'),
  eligible: z.boolean().nullable().describe('Whether the amount owed fits the option\'s limits (`null`: no published limit or it depends on facts we lack).'),
  max_months: z.number().nullable().describe('Longest term of the option in months; null when open.'),
  setup_fee: moneySchema.nullable().describe('Setup fee in the local currency, when one applies.'),
  monthly_payment: moneySchema.nullable().describe('Level monthly payment that clears the balance within `max_months` at the current rate (an estimate).'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
}).describe('One way to pay or settle a tax debt.');

/** Offer in compromise basics (US). */
const taxOfferInCompromiseSchema = z.looseObject({
  application_fee: moneySchema.describe('Fee to apply for an offer in compromise.'),
  lump_sum_down_percent: z.number().describe('Share of a lump-sum offer paid with the application, in percent.'),
  rcp_months_lump_sum: z.number().describe('Months of future income counted in the reasonable collection potential for a lump-sum offer.'),
  rcp_months_periodic: z.number().describe('Months counted for a periodic-payment offer.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
}).describe('Offer in compromise basics (US).');

/** The collection time limit. */
const taxCollectionLimitSchema = z.looseObject({
  years: z.number().nullable().describe('Years the authority has to collect, `null` when no general limit is modelled.'),
  estimated_expiry: z.string().nullable().describe('Estimated end, counting from an assessment `years_behind` years before `asOf`; `null` without a limit.'),
  citation: z.string().nullable().describe('The statute or regulation, cited.'),
  note: prose(z.string()).describe('A remark on this item.'),
}).describe('The collection time limit.');

/** The 200 answer of debtTax. */
export const debtTaxResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose tax authority applies.'),
  currency: z.enum(['USD', 'GBP', 'CAD', 'AUD']).describe('ISO 4217 currency code.'),
  amount_owed: moneySchema.describe('The amount owed, as given.'),
  years_behind: z.number().describe('Years behind, as given.'),
  situation: z.string().nullable().describe('The situation as given, or null.'),
  situation_flags: taxSituationFlagsSchema,
  interest: z.looseObject({
    annual_percent: moneySchema.describe('Interest rate in force, in percent a year.'),
    compounding: z.enum(['daily', 'simple']).describe('How interest compounds.'),
    carried_forward: z.boolean().describe('True when the rate is carried forward from the last published figure.'),
    description: prose(z.string()).describe('The interest rule in words.'),
  }).describe('Interest in force at `asOf`: annual percent, compounding, and whether it is carried forward (unverified).'),
  penalties: taxPenaltySummarySchema.nullable().describe('US only; `null` elsewhere (penalties noted in `warnings`).'),
  horizon_months: z.number().describe('Months projected.'),
  projection: z.array(taxProjectionRowSchema).describe('The debt month by month.'),
  projected_balance: moneySchema.describe('Owed at the end of the projection.'),
  total_interest: moneySchema.describe('Interest over the projection.'),
  total_penalties: moneySchema.describe('Penalties over the projection.'),
  payment_options: z.array(taxPaymentOptionSchema).describe('Ways to pay the tax authority (payment plans, hardship arrangements).'),
  offer_in_compromise: taxOfferInCompromiseSchema.nullable(),
  collection_limit: taxCollectionLimitSchema,
  next_steps: prose(z.array(z.string())).describe('What to do next, in order.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  assumptions: prose(z.array(z.string())).describe('The assumptions in words.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A back-tax debt projected month by month with interest and penalties, the payment options of the tax authority, and what to do next.');
