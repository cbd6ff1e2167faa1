import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { debtCountryParam, langParam } from '../sharedParams.js';
import { summarizeConsumerRights } from '../../debt/summarizeConsumerRights.js';
import { debtRightsResponse } from './responses/rights.js';

/** GET /api/debt/rights: Consumer debt rights by country. */
export const debtRights = defineEndpoint({
  operationId: 'debtRights',
  method: 'GET',
  path: '/api/debt/rights',
  priceUsd: '0.05',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Consumer debt rights by country.',
  params: z.object({
    country: debtCountryParam,
    lang: langParam,
  }),
  run: (p, ctx) => addStaleToSummary(summarizeConsumerRights({ country: p.country }, { asOf: ctx.asOf, lang: ctx.lang.lang }), ctx.lang.lang),
  response: debtRightsResponse,
});
