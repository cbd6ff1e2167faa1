import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { incomeCheckSchema } from '../../responses/incomeCheckSchema.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One repayment plan or program, as reported by planStudentLoans. */
const studentPlanOptionSchema = z.looseObject({
  id: z.string().describe('Stable id, e.g. `rap`, `ibr`, `standard_10_year`, `tiered_standard`, `pslf`, `uk_plan2`, `au_help`, `ca_rap`.'),
  name: prose(z.string()).describe('Display name in the response language.'),
  available: z.boolean().describe('Whether the borrower can use it on `asOf` (with what we know).'),
  monthly_payment: moneySchema.nullable().describe('Monthly payment in the loan\'s currency, `null` when it cannot be computed (no income, not available).'),
  annual_payment: moneySchema.nullable().describe('Yearly payment (12 × monthly, or the yearly schedule the plan is defined by).'),
  payment_basis: z.enum(['unknown', 'exact', 'estimate', 'upper_bound']).describe('How `monthly_payment` was found: exact, an estimate, an upper bound, or unknown.'),
  term_months: z.number().nullable().describe('Months until paid off or forgiven at constant income, when known.'),
  total_paid: moneySchema.nullable().describe('Amount paid over `term_months`, when known.'),
  forgiven_amount: moneySchema.nullable().describe('Balance cancelled at the end, when the plan forgives and it was projected.'),
  forgiveness_taxable: z.boolean().nullable().describe('Whether forgiveness under this plan is taxable income (`null` when the plan does not forgive or it is unknown).'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
}).describe('One repayment plan or program, as reported by planStudentLoans.');

/** The 200 answer of debtStudent. */
export const debtStudentResponse = z.looseObject({
  ...commonResponseShape,
  income_check: incomeCheckSchema.optional(),
  ...ruleCitationsShape,
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose student-loan system applies.'),
  currency: z.enum(['USD', 'GBP', 'CAD', 'AUD']).describe('Currency the amounts are read and returned in.'),
  type: z.enum(['federal', 'private']).describe('Federal or private loans, as given.'),
  balance: moneySchema.describe('The balance, as given.'),
  monthly_income: moneySchema.nullable().describe('The monthly income used (see `income_check`); null when not given.'),
  annual_income: moneySchema.nullable().describe('12 × monthly income (the AGI estimate in the US).'),
  employer_type: z.enum(['private', 'government', 'nonprofit']).nullable().describe('The employer type, as given; null when not given.'),
  plan_type: z.enum(['plan1', 'plan2', 'plan4', 'plan5', 'postgraduate']).nullable().describe('UK plan type read from `province`.'),
  province: z.enum(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']).nullable().describe('Canadian province read from `province`.'),
  dependents: z.number().describe('Dependents used for the income-driven plans.'),
  interest_rate: moneySchema.nullable().describe('Interest rate used for projections (percent), `null` when none applied.'),
  plans: z.array(studentPlanOptionSchema).describe('Each repayment plan or program of the country, with its payment and forgiveness.'),
  recommendation: z.string().describe('Id of the recommended plan (one of `plans[].id`, or `uk_identify_plan`).'),
  recommendation_reasons: prose(z.array(z.string())).describe('Why that plan, in words.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  assumptions: prose(z.array(z.string())).describe('The assumptions in words.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('Student-loan repayment plans of the country compared at the caller\'s income, with forgiveness programs and the recommended plan.');
