import { z } from 'zod';
import { prose } from '../../core/i18n/prose.js';
import { moneySchema } from '../../core/moneySchema.js';

/**
 * The `income_check` a debt endpoint that takes `income` adds to its answer (see `readIncomeParams`): how the income
 * was read: its unit, and whether a figure sent without one looked like a yearly salary (then read as yearly).
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ income_check: incomeCheckSchema.optional() });
 * ```
 * @see docs/income.md
 */
export const incomeCheckSchema = z
  .looseObject({
    income_period: z.string().describe('The period the income was read in: the one sent, `annual` when a figure sent without one looked yearly, else `monthly`; e.g. monthly, annual, biweekly, weekly.'),
    income_period_basis: z.enum(['given', 'inferred', 'default']).describe('Why that period: `given` (income_period was sent), `inferred` (a yearly-looking figure read as yearly), `default` (monthly, the unit of income on this service).'),
    income_as_given: moneySchema.describe('The income as sent.'),
    monthly_income: moneySchema.describe('The monthly income the answer used.'),
    looks_annual: z.boolean().describe('True when an income sent without a period looked like a yearly figure and was read as one (see docs/income.md).'),
    monthly_income_if_annual: moneySchema.nullable().describe('The monthly income of the yearly reading (income ÷ 12), when `looks_annual`; else null.'),
    note: prose(z.string()).describe('How the income was read, in words: its unit, the conversion made, or the yearly reading and how to override it.'),
  })
  .describe('How the income was read; present when an income was sent.');
