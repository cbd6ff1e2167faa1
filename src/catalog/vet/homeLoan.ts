import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { vetCountryParam, vetRatingParam } from '../vetParams.js';

/** GET /api/vet/home-loan: Home-buying assistance: fee exemption, no mortgage insurance, eligibility certificate, entitlement, stacking state programs. */
export const vetHomeLoan = defineEndpoint({
  operationId: 'vetHomeLoan',
  method: 'GET',
  path: '/api/vet/home-loan',
  // The endpoint table's price governs; the doc's second listing gives 0.10 (docs/catalog.md, Prices).
  priceUsd: '0.08',
  domain: 'vet',
  spec: '001_5584a1362f189380.txt#Endpoints',
  summary: 'Home-buying assistance: fee exemption, no mortgage insurance, eligibility certificate, entitlement, stacking state programs.',
  params: z.object({
    disability_rating: vetRatingParam.optional(),
    purchase_price: q.money().optional(),
    prior_va_loan: q.boolean().optional(),
    state: q.text({ max: 60 }).optional(),
    country: vetCountryParam,
    lang: langParam,
  }),
  unavailableReason: 'its engine (issue #5, veterans benefits) has not landed',
});
