import { z } from 'zod';
import { debtListSchema } from '../../debt/debtInputSchema.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { assessDebtSnapshot } from '../../debt/assessDebtSnapshot.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';

/** GET /api/debt/snapshot: Debt burden score, rating, debt-to-income ratio, warning flags and priority actions. */
export const debtSnapshot = defineEndpoint({
  operationId: 'debtSnapshot',
  method: 'GET',
  path: '/api/debt/snapshot',
  priceUsd: '0.10',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Debt burden score, rating, debt-to-income ratio, warning flags and priority actions.',
  params: z.object({
    debts: q.json(debtListSchema),
    income: q.money().optional(),
    country: debtCountryParam,
    lang: langParam,
  }),
  run: (p, ctx) =>
    assessDebtSnapshot(p.debts, {
      asOf: ctx.asOf,
      lang: ctx.lang.lang,
      country: p.country,
      ...(p.income === undefined ? {} : { income: p.income }),
    }),
});
