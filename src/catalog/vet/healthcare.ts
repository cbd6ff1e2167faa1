import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { assessHealthcare } from '../../vet/assessHealthcare.js';
import { UNDECLARED_PARAM_META, vetCountryParam, vetDependentsParam, vetRatingParam } from '../vetParams.js';
import { vetHealthcareResponse } from './responses/healthcare.js';

/** GET /api/vet/healthcare: Healthcare eligibility: priority groups and copays, dependent coverage, community care, dental, mental health. */
export const vetHealthcare = defineEndpoint({
  operationId: 'vetHealthcare',
  method: 'GET',
  path: '/api/vet/healthcare',
  // The endpoint table's price governs; the doc's second listing gives 0.10 (docs/catalog.md, Prices).
  priceUsd: '0.08',
  domain: 'vet',
  spec: 'Veterans Benefits Guidance Service, Endpoints',
  summary: 'Healthcare eligibility: priority groups and copays, dependent coverage, community care, dental, mental health.',
  params: z.object({
    priority_group: q.integer({ min: 1, max: 8 }).optional(),
    // Monthly gross household income, annualised by the engine (docs/vet-claims-care-health.md).
    income: q.money().optional(),
    disability_rating: vetRatingParam.optional(),
    dependents: vetDependentsParam.optional(),
    country: vetCountryParam,
    // guidekit extension (docs/vet-abroad.md): the country where the veteran lives, for the `abroad` section.
    residence: vetCountryParam.meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(assessHealthcare(
      {
        ...(p.priority_group === undefined ? {} : { priority_group: p.priority_group }),
        ...(p.income === undefined ? {} : { income: p.income }),
        ...(p.disability_rating === undefined ? {} : { disability_rating: p.disability_rating }),
        ...(p.dependents === undefined ? {} : { dependents: p.dependents }),
        ...(p.country === undefined ? {} : { country: p.country }),
        ...(p.residence === undefined ? {} : { residence: p.residence }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: vetHealthcareResponse,
});
