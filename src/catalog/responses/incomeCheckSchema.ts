import { z } from 'zod';
import { prose } from '../../core/i18n/prose.js';
import { moneySchema } from '../../core/moneySchema.js';

/**
 * The `income_check` a debt endpoint that takes `income` adds to its answer (see `readIncomeParams`): how the income
 * was read, and whether a monthly figure looks like a yearly salary typed by mistake.
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ income_check: incomeCheckSchema.optional() });
 * ```
 * @see docs/income.md
 */
export const incomeCheckSchema = z
  .looseObject({
    income_period: z.string().describe('The period the income was read in (`monthly` when none was sent), e.g. monthly, annual, biweekly, weekly.'),
    income_as_given: moneySchema.describe('The income as sent.'),
    monthly_income: moneySchema.describe('The monthly income the answer used.'),
    looks_annual: z.boolean().describe('True when an income read as monthly looks like a yearly figure (see docs/income.md).'),
    monthly_income_if_annual: moneySchema.nullable().describe('The monthly income if the figure was yearly, when `looks_annual`; else null.'),
    note: prose(z.string()).nullable().describe('The conversion made, or the suspicion and how to fix it; null when there is nothing to say.'),
  })
  .describe('How the income was read; present when an income was sent.');
