import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { listVeteranDiscounts } from '../../vet/listVeteranDiscounts.js';
import { VET_DISCOUNT_CATEGORIES, vetCountryParam, vetRatingParam } from '../vetParams.js';
import { vetDiscountsResponse } from './responses/discounts.js';

/** GET /api/vet/discounts: Verified veteran discounts by category. */
export const vetDiscounts = defineEndpoint({
  operationId: 'vetDiscounts',
  method: 'GET',
  path: '/api/vet/discounts',
  priceUsd: '0.05',
  domain: 'vet',
  spec: 'Veterans Benefits Guidance Service, Endpoints',
  summary: 'Verified veteran discounts by category.',
  params: z.object({
    category: q.oneOf(VET_DISCOUNT_CATEGORIES).optional(),
    disability_rating: vetRatingParam.optional(),
    country: vetCountryParam,
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(listVeteranDiscounts(
      {
        ...(p.category === undefined ? {} : { category: p.category }),
        ...(p.disability_rating === undefined ? {} : { disability_rating: p.disability_rating }),
        ...(p.country === undefined ? {} : { country: p.country }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: vetDiscountsResponse,
});
