import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { assessDisabilityClaim } from '../../vet/assessDisabilityClaim.js';
import { UNDECLARED_PARAM_META, vetCountryParam } from '../vetParams.js';
import { vetDisabilityResponse } from './responses/disability.js';

/** GET /api/vet/disability: Likely rating per condition, combined-rating math, monthly compensation, presumptive and toxic-exposure eligibility, secondary conditions. */
export const vetDisability = defineEndpoint({
  operationId: 'vetDisability',
  method: 'GET',
  path: '/api/vet/disability',
  priceUsd: '0.15',
  domain: 'vet',
  spec: 'Veterans Benefits Guidance Service, Endpoints',
  summary: 'Likely rating per condition, combined-rating math, monthly compensation, presumptive and toxic-exposure eligibility, secondary conditions.',
  params: z.object({
    conditions: q.list(),
    service_era: q.text({ max: 60 }).optional(),
    country: vetCountryParam,
    // guidekit extension (docs/vet-abroad.md): the country where the veteran lives, for the `abroad` section.
    residence: vetCountryParam.meta(UNDECLARED_PARAM_META),
    // guidekit extension (docs/vet-ratings.md): ratings the veteran already holds, as text ("PTSD 50, knee left 10")
    // or a JSON list, combined exactly in `stated_ratings`; a bad rating is a 400 naming the item (ratings[2]).
    ratings: q.text({ max: 4000 }).optional().meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(assessDisabilityClaim(
      {
        conditions: p.conditions,
        ...(p.service_era === undefined ? {} : { service_era: p.service_era }),
        ...(p.country === undefined ? {} : { country: p.country }),
        ...(p.residence === undefined ? {} : { residence: p.residence }),
        ...(p.ratings === undefined ? {} : { ratings: p.ratings }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: vetDisabilityResponse,
});
