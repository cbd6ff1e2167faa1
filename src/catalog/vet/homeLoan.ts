import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { planHomeLoan } from '../../vet/planHomeLoan.js';
import { UNDECLARED_PARAM_META, vetCountryParam, vetRatingParam } from '../vetParams.js';
import { vetHomeLoanResponse } from './responses/homeLoan.js';

/** GET /api/vet/home-loan: Home-buying assistance: fee exemption, no mortgage insurance, eligibility certificate, entitlement, stacking state programs. */
export const vetHomeLoan = defineEndpoint({
  operationId: 'vetHomeLoan',
  method: 'GET',
  path: '/api/vet/home-loan',
  // The endpoint table's price governs; the doc's second listing gives 0.10 (docs/catalog.md, Prices).
  priceUsd: '0.08',
  domain: 'vet',
  spec: 'Veterans Benefits Guidance Service, Endpoints',
  summary: 'Home-buying assistance: fee exemption, no mortgage insurance, eligibility certificate, entitlement, stacking state programs.',
  params: z.object({
    disability_rating: vetRatingParam.optional(),
    purchase_price: q.money().optional(),
    prior_va_loan: q.boolean().optional(),
    state: q.text({ max: 60 }).optional(),
    // Not declared by the spec: the down payment picks the funding-fee band (docs/vet-education-home-discounts.md).
    down_payment: q.money().optional().meta(UNDECLARED_PARAM_META),
    country: vetCountryParam,
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(planHomeLoan(
      {
        ...(p.disability_rating === undefined ? {} : { disability_rating: p.disability_rating }),
        ...(p.purchase_price === undefined ? {} : { purchase_price: p.purchase_price }),
        ...(p.prior_va_loan === undefined ? {} : { prior_va_loan: p.prior_va_loan }),
        ...(p.state === undefined ? {} : { state: p.state }),
        ...(p.down_payment === undefined ? {} : { down_payment: p.down_payment }),
        ...(p.country === undefined ? {} : { country: p.country }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: vetHomeLoanResponse,
});
