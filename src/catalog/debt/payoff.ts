import { z } from 'zod';
import { debtListSchema } from '../../debt/debtInputSchema.js';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { planPayoff } from '../../debt/planPayoff.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { debtPayoffResponse } from './responses/payoff.js';

/** GET /api/debt/payoff: Month-by-month payoff plan by avalanche, snowball, hybrid or auto. */
export const debtPayoff = defineEndpoint({
  operationId: 'debtPayoff',
  method: 'GET',
  path: '/api/debt/payoff',
  priceUsd: '0.10',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Month-by-month payoff plan by avalanche, snowball, hybrid or auto.',
  params: z.object({
    debts: q.json(debtListSchema),
    extra_payment: q.money().default('0'),
    method: q.oneOf(['avalanche', 'snowball', 'hybrid', 'auto']).default('auto'),
    // Shared parameter of the debt service (spec, Shared parameters): the currency of the amounts and of the text.
    country: debtCountryParam.meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(planPayoff(p.debts, { asOf: ctx.asOf, lang: ctx.lang.lang, country: p.country, extraPayment: p.extra_payment, method: p.method, schedule: 'monthly' }), ctx.lang.lang),
  response: debtPayoffResponse,
});
