import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { planCreditRepair } from '../../debt/planCreditRepair.js';
import { debtCountryParam, langParam } from '../sharedParams.js';
import { debtCreditResponse } from './responses/credit.js';

/** GET /api/debt/credit: Credit score repair plan from the score and the negative items. */
export const debtCredit = defineEndpoint({
  operationId: 'debtCredit',
  method: 'GET',
  path: '/api/debt/credit',
  priceUsd: '0.10',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Credit score repair plan from the score and the negative items.',
  params: z.object({
    score: q.integer({ min: 0, max: 1200 }),
    country: debtCountryParam,
    negatives: q.list().optional(),
    goal: q.text().optional(),
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(planCreditRepair(
      { score: p.score, country: p.country, ...(p.negatives === undefined ? {} : { negatives: p.negatives }), ...(p.goal === undefined ? {} : { goal: p.goal }) },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: debtCreditResponse,
});
