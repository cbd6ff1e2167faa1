import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';

/** GET /api/debt/rights: Consumer debt rights by country. */
export const debtRights = defineEndpoint({
  operationId: 'debtRights',
  method: 'GET',
  path: '/api/debt/rights',
  priceUsd: '0.05',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Consumer debt rights by country.',
  params: z.object({
    country: debtCountryParam,
    lang: langParam,
  }),
  unavailableReason: 'its engine lands with issue #3 (debt rules by jurisdiction)',
});
