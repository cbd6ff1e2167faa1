import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';
import { planCreditDispute } from '../../debt/planCreditDispute.js';
import { debtDisputeResponse } from './responses/dispute.js';

/** GET /api/debt/dispute: Credit-report dispute letters, bureau process and escalation by country. */
export const debtDispute = defineEndpoint({
  operationId: 'debtDispute',
  method: 'GET',
  path: '/api/debt/dispute',
  priceUsd: '0.08',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Credit-report dispute letters, bureau process and escalation by country.',
  params: z.object({
    country: debtCountryParam,
    negative_items: q.list().optional(),
    bureau: q.text({ max: 40 }).optional(),
    lang: langParam,
  }),
  // The allowed bureaus depend on the country, so the engine checks `bureau` and a wrong one is a 400 listing them.
  run: (p, ctx) =>
    addStaleToSummary(planCreditDispute(
      { country: p.country, ...(p.negative_items === undefined ? {} : { negative_items: p.negative_items }), ...(p.bureau === undefined ? {} : { bureau: p.bureau }) },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: debtDisputeResponse,
});
