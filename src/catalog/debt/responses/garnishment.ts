import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { incomeCheckSchema } from '../../responses/incomeCheckSchema.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';


/** The 200 answer of debtGarnishment. */
export const debtGarnishmentResponse = z.looseObject({
  ...commonResponseShape,
  income_check: incomeCheckSchema.optional(),
  ...ruleCitationsShape,
  as_of: z.string().describe('ISO date the answer was computed for.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose garnishment law applies.'),
  jurisdiction: z.string().describe('`US-CA`, `CA-ON`, `UK-ENG`; the country alone when no state or province was given.'),
  jurisdiction_name: z.string().nullable().describe('Name of the state or province whose law applies; null when none was given.'),
  debt_type: z.enum(['credit_card', 'medical', 'student_loan', 'auto', 'personal_loan', 'mortgage', 'payday', 'bnpl', 'tax', 'other', 'child_support', 'private_student_loan']).describe('The kind of debt being collected.'),
  currency: z.enum(['USD', 'GBP', 'CAD', 'AUD']).describe('Currency of every amount: USD, GBP, CAD or AUD.'),
  pay_frequency: z.enum(['biweekly', 'monthly', 'weekly', 'semimonthly']).describe('Pay period the amounts are given per.'),
  income_basis: z.literal('disposable').describe('Always `disposable`: income is read as pay after legally required deductions.'),
  monthly_income: moneySchema.nullable().describe('The monthly income used (see `income_check`); null when no income was given.'),
  disposable_per_period: moneySchema.nullable().describe('Disposable earnings per pay period (after required deductions); null without income.'),
  garnishment_allowed: z.boolean().nullable().describe('False where the debt cannot be collected from wages at all; null when unknown.'),
  max_garnishment_per_period: moneySchema.nullable().describe('Most that may be garnished per pay period; null without income.'),
  max_garnishment_per_month: moneySchema.nullable().describe('Most that may be garnished per month; null without income.'),
  protected_per_period: moneySchema.nullable().describe('What stays protected per pay period; null without income.'),
  protected_per_month: moneySchema.nullable().describe('What stays protected per month; null without income.'),
  federal_max_per_period: moneySchema.nullable().describe('US only: the federal cap alone, to compare with the state\'s.'),
  state_max_per_period: moneySchema.nullable().describe('The state\'s own cap per pay period, when it has one; null otherwise.'),
  state_minimum_wage: z.looseObject({
    hourly: moneySchema.describe('Hourly wage in USD.'),
    region: z.string().nullable().describe('The region whose wage this is (`rest_of_state`, `nyc_long_island_westchester`); null where one wage covers the state.'),
    effective: z.string().describe('Date the figure took effect.'),
    stale: z.boolean().describe('True when the figure\'s year has passed and no newer one is on record.'),
    used_in_floor: z.boolean().describe('True when the state\'s garnishment floor multiplies it.'),
  }).nullable().describe('The state minimum wage in force at as_of, where one is on record; null elsewhere.'),
  wage_regions: z.array(z.looseObject({
    region: z.string().describe('Region key, to pass as wage_region.'),
    name: z.string().describe('Where the wage applies.'),
    hourly: moneySchema.describe('Hourly minimum wage there, USD.'),
    max_garnishment_per_period: moneySchema.nullable().describe('Most that may be garnished per pay period there; null without income.'),
    max_garnishment_per_month: moneySchema.nullable().describe('Most that may be garnished per month there; null without income.'),
  })).describe('Where the state minimum wage differs by region (New York) and the floor uses it: the amounts under each regional wage; empty otherwise.'),
  binding_rule: z.enum(['state', 'federal', 'state_bar', 'support_order', 'student_loan_awg', 'provincial', 'court_set', 'not_modelled', 'tax_levy']).nullable().describe('Which limit binds: the state\'s, the federal one, a state ban, a support order, student-loan administrative garnishment, a provincial rule, a court-set amount, and so on.'),
  rules: prose(z.array(z.string())).describe('The rules that apply, one sentence each.'),
  how_to_object: prose(z.array(z.string())).describe('Steps to claim an exemption or object.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  summary: prose(z.string()).describe('The answer in words.'),
}).describe('How much of a pay cheque a creditor can take, and what stays protected, under the federal and state (or national and provincial) rules.');
