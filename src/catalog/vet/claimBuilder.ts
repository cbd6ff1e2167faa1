import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { buildClaimPlan } from '../../vet/buildClaimPlan.js';
import { vetCountryParam, vetRatingParam } from '../vetParams.js';
import { vetClaimBuilderResponse } from './responses/claimBuilder.js';

/** GET /api/vet/claim-builder: Claim evidence strategy: records to request, witness statements, exam preparation, causation-letter template. */
export const vetClaimBuilder = defineEndpoint({
  operationId: 'vetClaimBuilder',
  method: 'GET',
  path: '/api/vet/claim-builder',
  // The endpoint table's price governs; the doc's second listing gives 0.15 (docs/catalog.md, Prices).
  priceUsd: '0.20',
  domain: 'vet',
  spec: 'Veterans Benefits Guidance Service, Endpoints',
  summary: 'Claim evidence strategy: records to request, witness statements, exam preparation, causation-letter template.',
  params: z.object({
    conditions: q.list(),
    service_era: q.text({ max: 60 }).optional(),
    current_rating: vetRatingParam.optional(),
    previous_denials: q.list().optional(),
    country: vetCountryParam,
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(buildClaimPlan(
      {
        conditions: p.conditions,
        ...(p.service_era === undefined ? {} : { service_era: p.service_era }),
        ...(p.current_rating === undefined ? {} : { current_rating: p.current_rating }),
        ...(p.previous_denials === undefined ? {} : { previous_denials: p.previous_denials }),
        ...(p.country === undefined ? {} : { country: p.country }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: vetClaimBuilderResponse,
});
