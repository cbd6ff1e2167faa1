import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';

/** GET /api/debt/payday: Payday loan: true APR from the fee, state rules, extended payment plans, ACH revocation. */
export const debtPayday = defineEndpoint({
  operationId: 'debtPayday',
  method: 'GET',
  path: '/api/debt/payday',
  priceUsd: '0.10',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Payday loan: true APR from the fee, state rules, extended payment plans, ACH revocation.',
  params: z.object({
    balance: q.money(),
    fee_rate: q.text({ max: 60 }).optional(),
    state: q.text({ max: 3 }).optional(),
    country: debtCountryParam,
    lender: q.text().optional(),
    lang: langParam,
  }),
  unavailableReason: 'the debt calculators of issue #2 are being wired',
});
