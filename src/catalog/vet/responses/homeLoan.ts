import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { countryScopeSchema, namedProgramSchema } from './vetResponseParts.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { vetAnswerCurrencySchema } from '../../responses/answerCurrencyShape.js';

/** One row of the purchase/construction fee schedule: the rate applies when the down payment is at least `min_down_percent`. */
const fundingFeeBandSchema = z.looseObject({
  min_down_percent: z.number().describe('Lowest down payment, in percent of the purchase price, for this rate (0, 5, 10).'),
  first_use_percent: z.string().describe('Fee in percent of the loan amount, first use.'),
  subsequent_use_percent: z.string().describe('Fee in percent of the loan amount, every later use.'),
}).describe('One row of the purchase/construction fee schedule: the rate applies when the down payment is at least `min_down_percent`.');

/** The VA funding fee schedule of 38 U.S.C. 3729(b)(2) for one closing-date window. */
const fundingFeeScheduleSchema = z.looseObject({
  purchase: z.array(fundingFeeBandSchema).describe('Purchase and construction loans, by down payment, lowest band first.'),
  cash_out_first_use_percent: z.string().describe('Cash-out refinance, first and later use (percent of the loan).'),
  cash_out_subsequent_use_percent: z.string().describe('Cash-out refinance, subsequent use (percent of the loan).'),
  irrrl_percent: z.string().describe('Interest rate reduction refinance loan (IRRRL).'),
  manufactured_home_percent: z.string().describe('Manufactured home not permanently affixed.'),
  assumption_percent: z.string().describe('Loan assumption.'),
  vendee_percent: z.string().describe('Vendee loan (VA-acquired property).'),
  nadl_percent: z.string().describe('Native American Direct Loan (not IRRRL).'),
  closing_before: z.string().describe('First closing date (ISO) on which this schedule no longer applies; the statute then changes the rates.'),
}).describe('The VA funding fee schedule of 38 U.S.C. 3729(b)(2) for one closing-date window.');

/** The funding fee part of the plan (US only). */
const fundingFeePlanSchema = z.looseObject({
  status: z.enum(['computed', 'exempt', 'needs_price', 'not_encoded']).describe('`computed`: the fee was computed; `exempt`: the veteran pays none; `needs_price`: a purchase price is needed; `not_encoded`: the closing date has no schedule on record.'),
  exempt: z.boolean().nullable().describe('True (rating ≥ 10%), false (0% rating, no compensation) or null (rating not given).'),
  use: z.enum(['first', 'subsequent']).describe('First use of the benefit, or a subsequent one.'),
  loan_amount: moneySchema.nullable().describe('Amount borrowed (price minus down payment); null without a price.'),
  down_payment: moneySchema.nullable().describe('The down payment used; null without a price.'),
  down_payment_percent: moneySchema.nullable().describe('Down payment as a percent of the price; null without a price.'),
  rate_percent: moneySchema.nullable().describe('Funding fee rate, in percent of the loan; null when not computed.'),
  amount: moneySchema.nullable().describe('The fee due (0 when exempt).'),
  amount_if_not_exempt: moneySchema.nullable().describe('What the fee would be without the exemption.'),
  schedule: fundingFeeScheduleSchema.nullable(),
  detail: prose(z.string()).describe('The funding fee in words.'),
}).describe('The funding fee part of the plan (US only).');

/** The 200 answer of vetHomeLoan. */
export const vetHomeLoanResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country_scope: countryScopeSchema,
  currency: vetAnswerCurrencySchema,
  summary: prose(z.string()).describe('The answer in words.'),
  funding_fee: fundingFeePlanSchema.nullable(),
  fee_exemptions: prose(z.array(z.string())).describe('Who pays no funding fee, in words.'),
  mortgage_insurance: z.looseObject({
    required: z.literal(false).describe('False: a VA loan needs no private mortgage insurance.'),
    assumed_pmi_rate_percent: moneySchema.describe('PMI rate assumed for the saving estimate, in percent of the loan a year.'),
    monthly_savings_estimate: moneySchema.nullable().describe('Estimated PMI saved a month; null without a price.'),
    annual_savings_estimate: moneySchema.nullable().describe('Estimated PMI saved a year; null without a price.'),
    detail: prose(z.string()).describe('The saving in words.'),
  }).nullable().describe('Mortgage insurance saved on a VA loan; null outside the US.'),
  entitlement: z.looseObject({
    full_entitlement_no_limit: z.boolean().describe('True when full entitlement applies, so VA sets no loan limit.'),
    basic_entitlement: moneySchema.describe('Basic entitlement.'),
    conforming_limit_baseline: moneySchema.nullable().describe('The conforming loan limit baseline used for partial entitlement; null when not applicable.'),
    partial_entitlement_possible: z.boolean().describe('True when a remaining (partial) entitlement may be used.'),
    detail: prose(z.string()).describe('Entitlement in words.'),
  }).nullable().describe('How much VA guarantees; null outside the US.'),
  certificate_of_eligibility: prose(z.array(z.string())).describe('How to get the Certificate of Eligibility, in words.'),
  entitlement_restoration: prose(z.array(z.string())).describe('How to restore used entitlement, in words.'),
  state_programs: z.looseObject({
    state: z.string().describe('Two-letter code of the state.'),
    state_name: z.string().describe('Name of the state.'),
    programs: z.array(namedProgramSchema).describe('The state\'s veteran home-loan programs.'),
    detail: prose(z.string()).describe('The state programs in words.'),
  }).nullable().describe('Home-loan programs of the state given; null without a state.'),
  local_programs: z.array(namedProgramSchema).describe('Outside the US: the military program, or the closest general program when none is veteran-specific.'),
  veteran_specific_program_exists: z.boolean().nullable().describe('Outside the US: whether a veteran-specific program exists (null in the US and for unmapped countries).'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  disclaimer: prose(z.string()).describe('What the answer is not (legal, tax or financial advice), in words.'),
  next_calls: z.array(z.string()).describe('Endpoints to call next (spec rule 3).'),
}).describe('A VA home loan: the funding fee (or exemption), the mortgage insurance saved, entitlement and the loan limit, the Certificate of Eligibility and state programs.');
