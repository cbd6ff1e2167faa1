import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';

/** GET /api/debt/dispute: Credit-report dispute letters, bureau process and escalation by country. */
export const debtDispute = defineEndpoint({
  operationId: 'debtDispute',
  method: 'GET',
  path: '/api/debt/dispute',
  priceUsd: '0.08',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Credit-report dispute letters, bureau process and escalation by country.',
  params: z.object({
    country: debtCountryParam,
    negative_items: q.list().optional(),
    bureau: q.text({ max: 40 }).optional(),
    lang: langParam,
  }),
  unavailableReason: 'its engine lands with issue #3 (debt rules by jurisdiction)',
});
