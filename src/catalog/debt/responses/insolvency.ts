import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { incomeCheckSchema } from '../../responses/incomeCheckSchema.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One eligibility test of an insolvency option, with the figures compared. */
const insolvencyTestSchema = z.looseObject({
  test: z.string().describe('Stable id, e.g. `unsecured_debt_limit`, `means_test`.'),
  kind: z.enum(['debt_limit', 'income_limit', 'asset_limit', 'requirement']).describe('`debt_limit`: an upper limit on debts; `income_limit`, `asset_limit`; `requirement`: anything else.'),
  outcome: z.enum(['unknown', 'pass', 'fail']).describe('Result of the test: pass, fail, or unknown when an input it needs was not given.'),
  value: moneySchema.nullable().describe('The debtor\'s figure compared (null when not given).'),
  limit: moneySchema.nullable().describe('The threshold (null when the test has none).'),
  reason: prose(z.string()).describe('Why, in words.'),
}).describe('One eligibility test of an insolvency option, with the figures compared.');

/** One insolvency option with its verdict and the tests behind it. */
const insolvencyOptionSchema = z.looseObject({
  id: z.string().describe('`chapter_7`, `chapter_13`, `dro`, `iva`, `bankruptcy`, `consumer_proposal`, `part_ix`, `part_x`.'),
  name: z.string().describe('Name of the procedure (e.g. Chapter 7, Debt Relief Order, consumer proposal).'),
  verdict: z.enum(['unknown', 'likely_eligible', 'likely_ineligible']).describe('Whether the caller likely qualifies; unknown when an input it needs was not given.'),
  reasons: prose(z.array(z.string())).describe('Why, one sentence per test plus notes.'),
  tests: z.array(insolvencyTestSchema).describe('The eligibility tests of the procedure.'),
  fee: moneySchema.nullable().describe('Fee to apply, in the jurisdiction\'s currency; null when not tabulated.'),
}).describe('One insolvency option with its verdict and the tests behind it.');

/** The 200 answer of debtInsolvency. */
export const debtInsolvencyResponse = z.looseObject({
  ...commonResponseShape,
  income_check: incomeCheckSchema.optional(),
  ...ruleCitationsShape,
  as_of: z.string().describe('ISO date the answer was computed for.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose insolvency law applies.'),
  jurisdiction: z.string().describe('`US-CA`, `UK-ENG`, or the country alone.'),
  currency: z.enum(['USD', 'GBP', 'CAD', 'AUD']).describe('ISO 4217 currency code.'),
  monthly_income: moneySchema.nullable().describe('The monthly income used (see `income_check`); null when not given.'),
  total_debts: moneySchema.nullable().describe('Total debts; null when not given.'),
  secured_debts: moneySchema.nullable().describe('Secured part of the debts; null when unknown.'),
  unsecured_debts: moneySchema.nullable().describe('Unsecured part of the debts; null when unknown.'),
  assets: moneySchema.nullable().describe('Assets; null when not given.'),
  household_size: z.number().nullable().describe('Household size used for the means test; null when not given.'),
  options: z.array(insolvencyOptionSchema).describe('Each formal insolvency procedure of the country, with its tests and verdict.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  summary: prose(z.string()).describe('The answer in words.'),
}).describe('Which formal insolvency procedures the caller may qualify for (bankruptcy, debt relief orders, consumer proposals...), test by test.');
