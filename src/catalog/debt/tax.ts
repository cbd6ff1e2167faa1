import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { projectTaxDebt } from '../../debt/projectTaxDebt.js';
import { debtTaxResponse } from './responses/tax.js';

/**
 * GET /api/debt/tax: Tax debt options: payment plans, penalties and interest, offers in compromise.
 * For the UK the Self Assessment late-payment penalties (or, when `situation` mentions Making Tax Digital, the MTD for
 * Income Tax ones) are projected into `total_penalties` and `projected_balance`, and HMRC's online Time to Pay is offered
 * only inside its window (otherwise the answer says to call HMRC).
 * Undeclared extension: `months` (projection horizon, 1–120, default 24); see docs/tax-debt.md.
 */
export const debtTax = defineEndpoint({
  operationId: 'debtTax',
  method: 'GET',
  path: '/api/debt/tax',
  priceUsd: '0.12',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Tax debt options: payment plans, penalties and interest, offers in compromise.',
  params: z.object({
    amount_owed: q.money(),
    country: debtCountryParam,
    years_behind: q.integer({ min: 0, max: 50 }).default(1),
    situation: q.text({ max: 500 }).optional(),
    lang: langParam,
    months: q.integer({ min: 1, max: 120 }).optional().meta(UNDECLARED_PARAM_META),
  }),
  run: (p, ctx) =>
    addStaleToSummary(projectTaxDebt(
      {
        amount_owed: p.amount_owed,
        country: p.country,
        years_behind: p.years_behind,
        ...(p.situation === undefined ? {} : { situation: p.situation }),
        ...(p.months === undefined ? {} : { months: p.months }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: debtTaxResponse,
});
