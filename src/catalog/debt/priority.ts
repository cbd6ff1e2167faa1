import { z } from 'zod';
import { debtListSchema } from '../../debt/debtInputSchema.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';
import { rankDebtPriority } from '../../debt/rankDebtPriority.js';
import { debtPriorityResponse } from './responses/priority.js';

/** GET /api/debt/priority: Ranks debts by legal risk, limitation-period proximity, rate, collateral and account health. */
export const debtPriority = defineEndpoint({
  operationId: 'debtPriority',
  method: 'GET',
  path: '/api/debt/priority',
  priceUsd: '0.10',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Ranks debts by legal risk, limitation-period proximity, rate, collateral and account health.',
  params: z.object({
    debts: q.json(debtListSchema),
    country: debtCountryParam,
    lang: langParam,
  }),
  run: (p, ctx) => rankDebtPriority(p.debts, { country: p.country, asOf: ctx.asOf, lang: ctx.lang.lang }),
  response: debtPriorityResponse,
});
