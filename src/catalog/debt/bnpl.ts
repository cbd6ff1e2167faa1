import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { DEBT_COUNTRIES } from '../../debt/debtCountries.js';
import { analyzeBnpl } from '../../debt/analyzeBnpl.js';
import { BNPL_PLATFORM_NAMES, findBnplPlatform } from '../../debt/rules/bnplPlatforms.js';
import { debtBNPLResponse } from './responses/bnpl.js';

/** `platform`: one of the eight providers, any case, or an alias; anything else is a 400 listing the names. */
const platformParam = z.string().transform((raw, ctx) => {
  const found = findBnplPlatform(raw);
  if (found === undefined) {
    ctx.addIssue({ code: 'custom', message: `must be one of ${BNPL_PLATFORM_NAMES.join(', ')}; got ${JSON.stringify(raw.slice(0, 40))}` });
    return z.NEVER;
  }
  return found;
});

/** GET /api/debt/bnpl: Buy-now-pay-later: true APR, platform risks, escape and consolidation strategy. */
export const debtBNPL = defineEndpoint({
  operationId: 'debtBNPL',
  method: 'GET',
  path: '/api/debt/bnpl',
  priceUsd: '0.08',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Buy-now-pay-later: true APR, platform risks, escape and consolidation strategy.',
  params: z.object({
    platform: platformParam,
    balance: q.money(),
    payments_remaining: q.integer({ min: 0, max: 120 }).optional(),
    payment_amount: q.money().optional(),
    /** Ours (docs/apr.md): fees paid to get the plan; they reduce the amount financed. */
    upfront_fees: q.money().optional().meta(UNDECLARED_PARAM_META),
    /** Ours (docs/apr.md): biweekly (pay-in-4, default) or monthly plans. */
    payment_interval: q.oneOf(['biweekly', 'monthly']).optional().meta(UNDECLARED_PARAM_META),
    // Shared parameter of the debt service (spec, Shared parameters). No default: without it the answer is for the
    // US when the provider lends there, else for its first market (Clearpay: the UK).
    country: q.oneOf(DEBT_COUNTRIES).optional().meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(analyzeBnpl(
      {
        platform: p.platform,
        balance: p.balance,
        ...(p.payments_remaining === undefined || p.payments_remaining === 0 ? {} : { payments_remaining: p.payments_remaining }),
        ...(p.payment_amount === undefined ? {} : { payment_amount: p.payment_amount }),
        ...(p.upfront_fees === undefined ? {} : { upfront_fees: p.upfront_fees }),
        ...(p.payment_interval === undefined ? {} : { payment_interval: p.payment_interval }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang, ...(p.country === undefined ? {} : { country: p.country }) },
    ), ctx.lang.lang),
  response: debtBNPLResponse,
});
