import { z } from 'zod';
import { debtListSchema } from '../../debt/debtInputSchema.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';

/** GET /api/debt/insolvency: Insolvency options and eligibility: Chapter 7 and 13, IVA, DRO, bankruptcy, consumer proposal, Part IX and X. */
export const debtInsolvency = defineEndpoint({
  operationId: 'debtInsolvency',
  method: 'GET',
  path: '/api/debt/insolvency',
  priceUsd: '0.20',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Insolvency options and eligibility: Chapter 7 and 13, IVA, DRO, bankruptcy, consumer proposal, Part IX and X.',
  params: z.object({
    country: debtCountryParam,
    income: q.money().optional(),
    debts: z.union([q.money(), q.json(debtListSchema)]).optional(),
    assets: q.money().optional(),
    state: q.text({ max: 3 }).optional(),
    lang: langParam,
  }),
  unavailableReason: 'its engine lands with issue #3 (debt rules by jurisdiction)',
});
