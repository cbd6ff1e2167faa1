import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { assessCaregiverSupport } from '../../vet/assessCaregiverSupport.js';
import { GS_LOCALITY_CODES } from '../../vet/rules/gsPayTables.js';
import { UNDECLARED_PARAM_META, vetCountryParam, vetRatingParam } from '../vetParams.js';
import { vetCaregiverResponse } from './responses/caregiver.js';

/** GET /api/vet/caregiver: Family caregiver support: eligibility, stipend, respite care, travel benefits, application steps. */
export const vetCaregiver = defineEndpoint({
  operationId: 'vetCaregiver',
  method: 'GET',
  path: '/api/vet/caregiver',
  priceUsd: '0.10',
  domain: 'vet',
  spec: 'Veterans Benefits Guidance Service, Endpoints',
  summary: 'Family caregiver support: eligibility, stipend, respite care, travel benefits, application steps.',
  params: z.object({
    relationship: q.text({ max: 60 }).optional(),
    veteran_needs: q.list().optional(),
    discharge_date: q.date().optional(),
    // guidekit extensions (docs/vet-claims-care-health.md): the 70% rating test and the OPM locality pay area.
    disability_rating: vetRatingParam.optional().meta(UNDECLARED_PARAM_META),
    locality: q.oneOf(GS_LOCALITY_CODES).optional().meta(UNDECLARED_PARAM_META),
    country: vetCountryParam,
    // guidekit extension (docs/vet-abroad.md): the country where the veteran lives, for the `abroad` section.
    residence: vetCountryParam.meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(assessCaregiverSupport(
      {
        ...(p.relationship === undefined ? {} : { relationship: p.relationship }),
        ...(p.veteran_needs === undefined ? {} : { veteran_needs: p.veteran_needs }),
        ...(p.discharge_date === undefined ? {} : { discharge_date: p.discharge_date }),
        ...(p.disability_rating === undefined ? {} : { disability_rating: p.disability_rating }),
        ...(p.locality === undefined ? {} : { locality: p.locality }),
        ...(p.country === undefined ? {} : { country: p.country }),
        ...(p.residence === undefined ? {} : { residence: p.residence }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: vetCaregiverResponse,
});
