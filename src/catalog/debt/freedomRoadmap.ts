import { z } from 'zod';
import { DEBT_CURRENCIES } from '../../debt/debtCountries.js';
import { debtListSchema } from '../../debt/debtInputSchema.js';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { planFreedomRoadmap } from '../../debt/planFreedomRoadmap.js';
import { q } from '../../core/queryParams.js';
import { readIncomeParams } from '../readIncomeParams.js';
import { debtCountryParam, incomePeriodParam, langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { debtFreedomRoadmapResponse } from './responses/freedomRoadmap.js';

/**
 * GET /api/debt/freedom-roadmap: Phased plan to debt-free and a 10-year net-worth projection. Undeclared extensions:
 * `income_period` (docs/income.md) and `expenses`, the essential monthly living costs the income must also carry
 * (docs/payoff.md).
 */
export const debtFreedomRoadmap = defineEndpoint({
  operationId: 'debtFreedomRoadmap',
  method: 'GET',
  path: '/api/debt/freedom-roadmap',
  priceUsd: '0.15',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Phased plan to debt-free and a 10-year net-worth projection.',
  params: z.object({
    debts: q.json(debtListSchema),
    income: q.money(),
    savings: q.money().optional(),
    country: debtCountryParam,
    lang: langParam,
    income_period: incomePeriodParam,
    expenses: q.money().optional().meta(UNDECLARED_PARAM_META),
  }),
  run: (p, ctx) => {
    const income = readIncomeParams(p, { lang: ctx.lang.lang, currency: DEBT_CURRENCIES[p.country], debts: p.debts, expenses: p.expenses });
    return addStaleToSummary(income.attach(
      planFreedomRoadmap(p.debts, {
        asOf: ctx.asOf,
        lang: ctx.lang.lang,
        income: income.monthly!,
        country: p.country,
        ...(p.savings === undefined ? {} : { savings: p.savings }),
        ...(p.expenses === undefined ? {} : { expenses: p.expenses }),
      }),
    ), ctx.lang.lang);
  },
  response: debtFreedomRoadmapResponse,
});
