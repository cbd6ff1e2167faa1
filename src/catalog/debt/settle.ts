import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { DEBT_TYPES } from '../../debt/debtInputSchema.js';
import { planSettlement } from '../../debt/planSettlement.js';
import { debtSettleResponse } from './responses/settle.js';

/**
 * What `months_behind` means, default included: published as the parameter's description (OpenAPI, MCP, llms.txt).
 * 90 months is 7.5 years: the default describes an old, charged-off account, not a recent one.
 */
export const SETTLE_MONTHS_BEHIND_DESCRIPTION =
  'Whole months since the account fell behind, 0 to 600. Default 90, read as 90 months (7.5 years): an account long charged off and probably sold to a debt buyer, so the answer uses the top settlement band (25 months or more) and raises the time-barred check in every country (it is past the shortest limitation period of each). Send the real count for a recent account: 90 days behind is 3.';

/** GET /api/debt/settle: Settlement ranges, negotiation script, tax of cancelled debt and time-barred-debt warnings. */
export const debtSettle = defineEndpoint({
  operationId: 'debtSettle',
  method: 'GET',
  path: '/api/debt/settle',
  priceUsd: '0.15',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Settlement ranges, negotiation script, tax of cancelled debt and time-barred-debt warnings.',
  params: z.object({
    creditor: q.text(),
    balance: q.money(),
    // The declared default is 90 with no unit; the parameter's name makes it months (see docs/settle-negotiate.md).
    months_behind: q.integer({ min: 0, max: 600 }).default(90).meta({ description: SETTLE_MONTHS_BEHIND_DESCRIPTION }),
    debt_type: q.oneOf(DEBT_TYPES).default('credit_card'),
    // Shared parameter of the debt service (spec, Shared parameters); sets the tax and time-barred sections.
    country: debtCountryParam.meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(planSettlement(
      { creditor: p.creditor, balance: p.balance, months_behind: p.months_behind, debt_type: p.debt_type },
      { asOf: ctx.asOf, lang: ctx.lang.lang, country: p.country },
    ), ctx.lang.lang),
  response: debtSettleResponse,
});
