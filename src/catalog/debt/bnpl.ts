import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';

/** GET /api/debt/bnpl: Buy-now-pay-later: true APR, platform risks, escape and consolidation strategy. */
export const debtBNPL = defineEndpoint({
  operationId: 'debtBNPL',
  method: 'GET',
  path: '/api/debt/bnpl',
  priceUsd: '0.08',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Buy-now-pay-later: true APR, platform risks, escape and consolidation strategy.',
  params: z.object({
    platform: q.text({ max: 40 }),
    balance: q.money(),
    payments_remaining: q.integer({ min: 0, max: 120 }).optional(),
    payment_amount: q.money().optional(),
    lang: langParam,
  }),
  unavailableReason: 'the debt calculators of issue #2 are being wired',
});
