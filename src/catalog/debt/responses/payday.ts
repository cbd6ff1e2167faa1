import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One legal limit a payday loan is checked against, with the figure, this loan's value and the source. */
const paydayCapCheckSchema = z.looseObject({
  kind: z.string().describe('What is limited, e.g. apr, fee, total_cost, amount, term_min, term_max, daily_cost, default_fees (more may be added). `daily_cost` and `default_fees` are the UK caps; `term_min`/`term_max` the allowed term.'),
  figure: prose(z.string()).describe('The limit in words, e.g. "fees at most 15% of the cheque\'s face amount".'),
  limit: moneySchema.nullable().describe('The limit for this loan (money in the loan\'s currency, percent for `apr`, days for the term); null when it depends on an unknown fee.'),
  actual: moneySchema.nullable().describe('This loan\'s value in the same unit; null when unknown (no fee given, default fees not given).'),
  unit: z.enum(['money', 'percent', 'days']).describe('Unit of `limit` and `actual`: money, percent or days.'),
  breached: z.boolean().nullable().describe('True when the loan breaks the limit, false when it keeps it, null when it cannot be told.'),
  rule_id: z.string().describe('The rule table the figure comes from, and its source.'),
  source: z.string().describe('The statute, regulation or official page it comes from.'),
}).describe('One legal limit a payday loan is checked against, with the figure, this loan\'s value and the source.');

/** The 200 answer of debtPayday. */
export const debtPaydayResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose payday-lending rules apply.'),
  currency: answerCurrencySchema,
  state: z.string().nullable().describe('Two-letter code of the US state whose rules apply, as given; null when none was given.'),
  lender: z.string().nullable().describe('The lender named, or null.'),
  balance: moneySchema.describe('Amount borrowed.'),
  term_days: z.number().describe('Days until the single repayment.'),
  fee_per_100: moneySchema.nullable().describe('Fee per 100 borrowed for the whole term, as parsed from `fee_rate` (a daily rate × days); null when no fee was given.'),
  fee: moneySchema.nullable().describe('The fee in currency, rounded half up to the cent.'),
  total_due: moneySchema.nullable().describe('Balance plus fee, due in one payment on day `term_days`.'),
  apr: moneySchema.nullable().describe('APR in percent by the law of `country` (see `apr_method`): US, Canada and Australia the simple annualisation fee ÷ balance × 365 ÷ days × 100 (2 decimals); UK the compound representative APR (1 decimal).'),
  apr_method: z.enum(['us_reg_z', 'uk_representative', 'simple']).describe('`us_reg_z` (Regulation Z: simple, equal to Appendix J for one payment), `uk_representative` (CONC App 1.2, compound), `simple` (CA, AU).'),
  apr_simple: moneySchema.nullable().describe('The simple annualisation fee ÷ balance × 365 ÷ days × 100 (2 decimals), whatever the country.'),
  apr_appendix_j: moneySchema.nullable().describe('APR in percent by Regulation Z Appendix J (single-advance, single-payment rules), 2 decimals.'),
  rollover_costs: z.array(z.looseObject({
    rollovers: z.number().describe('Times the loan is rolled over.'),
    total_fees: moneySchema.describe('Fees paid in total over those rollovers.'),
    above_total_cost_cap: z.boolean().nullable().describe('True when a total cost cap that counts rollovers applies (UK, Missouri) and this total breaks it; null when no such cap applies.'),
  })).describe('Fees paid in total if the loan is rolled over n times (the balance stays owed); `above_total_cost_cap` when a total cost cap that counts rollovers applies (UK, Missouri), else null.'),
  state_rules: z.looseObject({
    rule_id: z.string().describe('Id of the state\'s rule table.'),
    status: z.enum(['prohibited', 'capped', 'no_fee_cap', 'not_on_record']).describe('`not_on_record` when the table holds no version for `asOf`.'),
    statute: z.string().nullable().describe('The state statute, or null.'),
    checks: z.array(paydayCapCheckSchema).describe('This loan checked against each of the state\'s limits.'),
    breached: z.boolean().nullable().describe('True when a check is breached, false when none is and at least one could be evaluated, else null.'),
    extended_payment_plan_required: z.boolean().nullable().describe('Whether the state requires lenders to offer an extended payment plan; null when unknown.'),
    apr_likely_above_cap: z.boolean().nullable().describe('The APR check\'s verdict (null when the state has no APR ceiling or no fee was given).'),
    explanation: prose(z.string()).describe('Why, in words.'),
  }).nullable().describe('US state rules and this loan\'s checks; null outside the US or without a state.'),
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
    fee_above_cap: z.boolean().nullable().describe('Same as `breached` (kept for callers of earlier versions).'),
    breached: z.boolean().nullable().describe('True when a check is breached, false when none is and at least one could be evaluated, else null.'),
    checks: z.array(paydayCapCheckSchema).describe('This loan checked against each national limit.'),
    explanation: prose(z.string()).describe('Why, in words.'),
  }).nullable().describe('The national cap outside the US (UK, CA, AU), this loan\'s checks, and whether it breaks one.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A payday loan\'s true cost (fee, APR by Regulation Z Appendix J, rollovers) checked against the state, national and military caps that apply.');
