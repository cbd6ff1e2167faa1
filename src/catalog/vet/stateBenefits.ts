import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { vetCountryParam, vetRatingParam } from '../vetParams.js';
import { listStateBenefits } from '../../vet/listStateBenefits.js';
import { vetStateBenefitsResponse } from './responses/stateBenefits.js';

/** GET /api/vet/state-benefits: State or regional benefits: property tax, tuition waivers, employment preference, vehicles, licences, burial, veterans homes. */
export const vetStateBenefits = defineEndpoint({
  operationId: 'vetStateBenefits',
  method: 'GET',
  path: '/api/vet/state-benefits',
  priceUsd: '0.10',
  domain: 'vet',
  spec: 'Veterans Benefits Guidance Service, Endpoints',
  summary: 'State or regional benefits: property tax, tuition waivers, employment preference, vehicles, licences, burial, veterans homes.',
  params: z.object({
    // Rule 1: a US state, or a province, nation or region when `country` names another country.
    state: q.text({ max: 60 }),
    disability_rating: vetRatingParam.optional(),
    country: vetCountryParam,
    lang: langParam,
  }),
  // An unknown state or region is a 400 from the engine (GuidekitError invalid_state on `state`, listing the
  // allowed values), because which values are allowed depends on the country.
  run: (p, ctx) =>
    addStaleToSummary(listStateBenefits(
      {
        state: p.state,
        ...(p.disability_rating === undefined ? {} : { disability_rating: p.disability_rating }),
        ...(p.country === undefined ? {} : { country: p.country }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: vetStateBenefitsResponse,
});
