import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { analyzePaydayLoan } from '../../debt/analyzePaydayLoan.js';
import { debtPaydayResponse } from './responses/payday.js';

/**
 * GET /api/debt/payday: Payday loan: true APR from the fee (UK: the compound representative APR), every state's and the UK,
 * Canadian and Australian caps checked against the loan, extended payment plans, ACH revocation.
 */
export const debtPayday = defineEndpoint({
  operationId: 'debtPayday',
  method: 'GET',
  path: '/api/debt/payday',
  priceUsd: '0.10',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Payday loan: true APR from the fee, state rules, extended payment plans, ACH revocation.',
  params: z.object({
    balance: q.money(),
    fee_rate: q.text({ max: 60 }).optional(),
    /** Ours (docs/apr.md): days until the single repayment; default the term stated in fee_rate, else 14. */
    term_days: q.integer({ min: 1, max: 365 }).optional().meta(UNDECLARED_PARAM_META),
    state: q.text({ max: 3 }).optional(),
    country: debtCountryParam,
    lender: q.text().optional(),
    /** Ours (docs/apr.md): default (late) fees charged, checked against the UK £15 default-fee and total cost caps. */
    default_fees: q.money().optional().meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(analyzePaydayLoan(
      {
        balance: p.balance,
        country: p.country,
        ...(p.term_days === undefined ? {} : { term_days: p.term_days }),
        ...(p.default_fees === undefined ? {} : { default_fees: p.default_fees }),
        ...(p.fee_rate === undefined ? {} : { fee_rate: p.fee_rate }),
        ...(p.state === undefined ? {} : { state: p.state }),
        ...(p.lender === undefined ? {} : { lender: p.lender }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: debtPaydayResponse,
});
