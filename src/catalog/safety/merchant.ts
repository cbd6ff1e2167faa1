import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';

/** GET /api/safety/merchant: Merchant trust score from domain age, blocklists, TLS and policy pages. */
export const safetyMerchant = defineEndpoint({
  operationId: 'safetyMerchant',
  method: 'GET',
  path: '/api/safety/merchant',
  priceUsd: '0.02',
  domain: 'safety',
  spec: '002_55be4aa7ee3acf96.txt#Shopping safety service',
  summary: 'Merchant trust score from domain age, blocklists, TLS and policy pages.',
  params: z.object({
    // The shop's domain (a hostname; reducing it to the registrable domain is the engine's, issue #7).
    domain: q.text({ max: 253 }),
    lang: langParam,
  }),
  unavailableReason: 'its engine (issue #7, shopping safety) has not landed',
});
