import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';

/** GET /api/debt/garnishment: Wage garnishment rules by jurisdiction, protected amounts and how to object. */
export const debtGarnishment = defineEndpoint({
  operationId: 'debtGarnishment',
  method: 'GET',
  path: '/api/debt/garnishment',
  priceUsd: '0.08',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Wage garnishment rules by jurisdiction, protected amounts and how to object.',
  params: z.object({
    country: debtCountryParam,
    state: q.text({ max: 3 }).optional(),
    debt_type: q.text({ max: 40 }).default('credit_card'),
    income: q.money().optional(),
    lang: langParam,
  }),
  unavailableReason: 'its engine lands with issue #3 (debt rules by jurisdiction)',
});
