import { z } from 'zod';
import { DEBT_CURRENCIES } from '../../debt/debtCountries.js';
import { debtListSchema } from '../../debt/debtInputSchema.js';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, incomePeriodParam, langParam } from '../sharedParams.js';
import { readIncomeParams } from '../readIncomeParams.js';
import { compareConsolidation } from '../../debt/compareConsolidation.js';
import { debtConsolidateResponse } from './responses/consolidate.js';

/** GET /api/debt/consolidate: Personal loan vs balance transfer vs home-equity line, with break-even math. */
export const debtConsolidate = defineEndpoint({
  operationId: 'debtConsolidate',
  method: 'GET',
  path: '/api/debt/consolidate',
  priceUsd: '0.10',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Personal loan vs balance transfer vs home-equity line, with break-even math.',
  params: z.object({
    debts: q.json(debtListSchema),
    credit_score: q.integer({ min: 300, max: 900 }),
    income: q.money().optional(),
    income_period: incomePeriodParam,
    homeowner: q.boolean().default(false),
    country: debtCountryParam,
    lang: langParam,
  }),
  run: (p, ctx) => {
    const income = readIncomeParams(p, { lang: ctx.lang.lang, currency: DEBT_CURRENCIES[p.country], debts: p.debts });
    return addStaleToSummary(income.attach(
      compareConsolidation(p.debts, {
        credit_score: p.credit_score,
        ...(income.monthly === undefined ? {} : { income: income.monthly }),
        homeowner: p.homeowner,
        country: p.country,
        asOf: ctx.asOf,
        lang: ctx.lang.lang,
      }),
    ), ctx.lang.lang);
  },
  response: debtConsolidateResponse,
});
