import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { DEBT_TYPES } from '../../debt/debtInputSchema.js';
import { planSettlement } from '../../debt/planSettlement.js';
import { debtSettleResponse } from './responses/settle.js';

/** GET /api/debt/settle: Settlement ranges, negotiation script, tax of cancelled debt and time-barred-debt warnings. */
export const debtSettle = defineEndpoint({
  operationId: 'debtSettle',
  method: 'GET',
  path: '/api/debt/settle',
  priceUsd: '0.15',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Settlement ranges, negotiation script, tax of cancelled debt and time-barred-debt warnings.',
  params: z.object({
    creditor: q.text(),
    balance: q.money(),
    months_behind: q.integer({ min: 0, max: 600 }).default(90),
    debt_type: q.oneOf(DEBT_TYPES).default('credit_card'),
    // Shared parameter of the debt service (spec, Shared parameters); sets the tax and time-barred sections.
    country: debtCountryParam.meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  run: (p, ctx) =>
    planSettlement(
      { creditor: p.creditor, balance: p.balance, months_behind: p.months_behind, debt_type: p.debt_type },
      { asOf: ctx.asOf, lang: ctx.lang.lang, country: p.country },
    ),
  response: debtSettleResponse,
});
