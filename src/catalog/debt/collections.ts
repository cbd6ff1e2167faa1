import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';

/** GET /api/debt/collections: Consumer rights brief against collectors, letter templates and where to report violations. */
export const debtCollections = defineEndpoint({
  operationId: 'debtCollections',
  method: 'GET',
  path: '/api/debt/collections',
  priceUsd: '0.08',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Consumer rights brief against collectors, letter templates and where to report violations.',
  params: z.object({
    country: debtCountryParam,
    collector: q.text().optional(),
    situation: q.text({ max: 500 }).optional(),
    lang: langParam,
  }),
  unavailableReason: 'its engine lands with issue #3 (debt rules by jurisdiction)',
});
