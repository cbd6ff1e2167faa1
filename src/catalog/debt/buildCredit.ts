import { z } from 'zod';
import { DEBT_CURRENCIES } from '../../debt/debtCountries.js';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { planCreditBuilding } from '../../debt/planCreditBuilding.js';
import { debtCountryParam, incomePeriodParam, langParam } from '../sharedParams.js';
import { readIncomeParams } from '../readIncomeParams.js';
import { debtBuildCreditResponse } from './responses/buildCredit.js';

/** GET /api/debt/build-credit: Credit-building plan toward a goal score. */
export const debtBuildCredit = defineEndpoint({
  operationId: 'debtBuildCredit',
  method: 'GET',
  path: '/api/debt/build-credit',
  priceUsd: '0.10',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Credit-building plan toward a goal score.',
  params: z.object({
    score: q.integer({ min: 0, max: 1200 }).default(0),
    country: debtCountryParam,
    goal_score: q.integer({ min: 0, max: 1200 }).default(700),
    income: q.money().optional(),
    income_period: incomePeriodParam,
    lang: langParam,
  }),
  run: (p, ctx) => {
    const income = readIncomeParams(p, { lang: ctx.lang.lang, currency: DEBT_CURRENCIES[p.country] });
    return addStaleToSummary(income.attach(
      planCreditBuilding(
        { score: p.score, country: p.country, goal_score: p.goal_score, ...(income.monthly === undefined ? {} : { income: income.monthly }) },
        { asOf: ctx.asOf, lang: ctx.lang.lang },
      ),
    ), ctx.lang.lang);
  },
  response: debtBuildCreditResponse,
});
