import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';
import { planNegotiation } from '../../debt/planNegotiation.js';
import { debtNegotiateResponse } from './responses/negotiate.js';

/** GET /api/debt/negotiate: Creditor negotiation: available programs, opening script, tactics and realistic outcomes. */
export const debtNegotiate = defineEndpoint({
  operationId: 'debtNegotiate',
  method: 'GET',
  path: '/api/debt/negotiate',
  priceUsd: '0.15',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Creditor negotiation: available programs, opening script, tactics and realistic outcomes.',
  params: z.object({
    creditor: q.text(),
    balance: q.money(),
    months_behind: q.integer({ min: 0, max: 600 }).default(0),
    country: debtCountryParam,
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(planNegotiation(
      { creditor: p.creditor, balance: p.balance, months_behind: p.months_behind, country: p.country },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: debtNegotiateResponse,
});
