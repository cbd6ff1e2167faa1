import { z } from 'zod';
import { DEBT_CURRENCIES } from '../../debt/debtCountries.js';
import { debtListSchema } from '../../debt/debtInputSchema.js';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, incomePeriodParam, langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { readIncomeParams } from '../readIncomeParams.js';
import { assessInsolvency } from '../../debt/assessInsolvency.js';
import { debtInsolvencyResponse } from './responses/insolvency.js';

/**
 * `debts`: a total amount (`'48000'`) or a JSON list of debts. A value that starts with `[` (or an array) is read as the
 * list, so a bad item is reported at its own path (`debts[0].balance`) rather than as a failed union.
 */
const debtsParam = z.unknown().transform((raw, ctx) => {
  const looksLikeList = Array.isArray(raw) || (typeof raw === 'string' && /^\s*[[{]/.test(raw));
  const parsed = looksLikeList ? q.json(debtListSchema).safeParse(raw) : q.money().safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
  return z.NEVER;
});

/**
 * GET /api/debt/insolvency: Insolvency options and eligibility: Chapter 7 and 13, IVA, DRO, bankruptcy, consumer
 * proposal, Part IX and X. `debts` is a total amount or a JSON list; `state` is a US state or a UK nation. Undeclared
 * extension (docs/insolvency.md): `household_size` (1–20) for the means test.
 */
export const debtInsolvency = defineEndpoint({
  operationId: 'debtInsolvency',
  method: 'GET',
  path: '/api/debt/insolvency',
  priceUsd: '0.20',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Insolvency options and eligibility: Chapter 7 and 13, IVA, DRO, bankruptcy, consumer proposal, Part IX and X.',
  params: z.object({
    country: debtCountryParam,
    income: q.money().optional(),
    income_period: incomePeriodParam,
    debts: debtsParam.optional(),
    assets: q.money().optional(),
    state: q.text({ max: 40 }).optional(),
    lang: langParam,
    household_size: q.integer({ min: 1, max: 20 }).optional().meta(UNDECLARED_PARAM_META),
  }),
  run: (p, ctx) => {
    const income = readIncomeParams(p, { lang: ctx.lang.lang, currency: DEBT_CURRENCIES[p.country], debts: p.debts });
    return addStaleToSummary(income.attach(
      assessInsolvency(
        {
          country: p.country,
          ...(income.monthly === undefined ? {} : { income: income.monthly }),
          ...(p.debts === undefined ? {} : { debts: p.debts }),
          ...(p.assets === undefined ? {} : { assets: p.assets }),
          ...(p.state === undefined ? {} : { state: p.state }),
          ...(p.household_size === undefined ? {} : { household_size: p.household_size }),
        },
        { asOf: ctx.asOf, lang: ctx.lang.lang },
      ),
    ), ctx.lang.lang);
  },
  response: debtInsolvencyResponse,
});
