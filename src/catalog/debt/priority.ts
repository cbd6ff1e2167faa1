import { z } from 'zod';
import { debtListSchema } from '../../debt/debtInputSchema.js';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';
import { rankDebtPriority } from '../../debt/rankDebtPriority.js';
import { debtPriorityResponse } from './responses/priority.js';

/**
 * GET /api/debt/priority: Ranks debts by legal risk, limitation-period proximity, rate, collateral and account health.
 * With `country` UK, CA or AU the country's own priority debts (UK: council tax, rent or mortgage arrears, energy,
 * magistrates' court fines, TV licence, child maintenance, HMRC; CA and AU their equivalents) are recognised from the
 * debt type or the creditor's name and ranked first, in that country's wording; see docs/consolidate-priority.md.
 */
export const debtPriority = defineEndpoint({
  operationId: 'debtPriority',
  method: 'GET',
  path: '/api/debt/priority',
  priceUsd: '0.10',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Ranks debts by legal risk, limitation-period proximity, rate, collateral and account health.',
  params: z.object({
    debts: q.json(debtListSchema),
    country: debtCountryParam,
    lang: langParam,
  }),
  run: (p, ctx) => addStaleToSummary(rankDebtPriority(p.debts, { country: p.country, asOf: ctx.asOf, lang: ctx.lang.lang }), ctx.lang.lang),
  response: debtPriorityResponse,
});
