import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';

/** GET /api/debt/negotiate: Creditor negotiation: available programs, opening script, tactics and realistic outcomes. */
export const debtNegotiate = defineEndpoint({
  operationId: 'debtNegotiate',
  method: 'GET',
  path: '/api/debt/negotiate',
  priceUsd: '0.15',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Creditor negotiation: available programs, opening script, tactics and realistic outcomes.',
  params: z.object({
    creditor: q.text(),
    balance: q.money(),
    months_behind: q.integer({ min: 0, max: 600 }).default(0),
    country: debtCountryParam,
    lang: langParam,
  }),
  unavailableReason: 'the debt calculators of issue #2 are being wired',
});
