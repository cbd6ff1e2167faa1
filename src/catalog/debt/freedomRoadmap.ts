import { z } from 'zod';
import { debtListSchema } from '../../debt/debtInputSchema.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { planFreedomRoadmap } from '../../debt/planFreedomRoadmap.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';

/** GET /api/debt/freedom-roadmap: Phased plan to debt-free and a 10-year net-worth projection. */
export const debtFreedomRoadmap = defineEndpoint({
  operationId: 'debtFreedomRoadmap',
  method: 'GET',
  path: '/api/debt/freedom-roadmap',
  priceUsd: '0.15',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Phased plan to debt-free and a 10-year net-worth projection.',
  params: z.object({
    debts: q.json(debtListSchema),
    income: q.money(),
    savings: q.money().optional(),
    country: debtCountryParam,
    lang: langParam,
  }),
  run: (p, ctx) =>
    planFreedomRoadmap(p.debts, {
      asOf: ctx.asOf,
      lang: ctx.lang.lang,
      income: p.income,
      country: p.country,
      ...(p.savings === undefined ? {} : { savings: p.savings }),
    }),
});
