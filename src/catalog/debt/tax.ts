import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';

/** GET /api/debt/tax: Tax debt options: payment plans, penalties and interest, offers in compromise. */
export const debtTax = defineEndpoint({
  operationId: 'debtTax',
  method: 'GET',
  path: '/api/debt/tax',
  priceUsd: '0.12',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Tax debt options: payment plans, penalties and interest, offers in compromise.',
  params: z.object({
    amount_owed: q.money(),
    country: debtCountryParam,
    years_behind: q.integer({ min: 0, max: 50 }).default(1),
    situation: q.text({ max: 500 }).optional(),
    lang: langParam,
  }),
  unavailableReason: 'its engine lands with issue #3 (debt rules by jurisdiction)',
});
