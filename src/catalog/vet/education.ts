import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { compareEducationBenefits, MAX_SERVICE_DAYS } from '../../vet/compareEducationBenefits.js';
import { UNDECLARED_PARAM_META, vetCountryParam, vetDependentsParam } from '../vetParams.js';
import { vetEducationResponse } from './responses/education.js';

/** GET /api/vet/education: Education benefits: US chapters 33, 30, 35, 1606 and 31 compared, or the closest real program elsewhere. */
export const vetEducation = defineEndpoint({
  operationId: 'vetEducation',
  method: 'GET',
  path: '/api/vet/education',
  priceUsd: '0.10',
  domain: 'vet',
  spec: 'Veterans Benefits Guidance Service, Endpoints',
  summary: 'Education benefits: US chapters 33, 30, 35, 1606 and 31 compared, or the closest real program elsewhere.',
  params: z.object({
    chapter: q.text({ max: 40 }).optional(),
    branch: q.text({ max: 60 }).optional(),
    school_location: q.text({ max: 120 }).optional(),
    dependents: vetDependentsParam.optional(),
    // Not declared by the spec: days (VA's unit) or months of active duty after 2001-09-10 give the chapter 33
    // percentage (docs/vet-education-home-discounts.md); sending both is a 400 from the engine.
    service_days: q.integer({ min: 0, max: MAX_SERVICE_DAYS }).optional().meta(UNDECLARED_PARAM_META),
    service_months: q.integer({ min: 0, max: 600 }).optional().meta(UNDECLARED_PARAM_META),
    country: vetCountryParam,
    lang: langParam,
  }),
  // An unknown chapter is a 400 from the engine, whose message lists the allowed values.
  run: (p, ctx) =>
    addStaleToSummary(compareEducationBenefits(
      {
        ...(p.chapter === undefined ? {} : { chapter: p.chapter }),
        ...(p.branch === undefined ? {} : { branch: p.branch }),
        ...(p.school_location === undefined ? {} : { school_location: p.school_location }),
        ...(p.dependents === undefined ? {} : { dependents: p.dependents }),
        ...(p.service_days === undefined ? {} : { service_days: p.service_days }),
        ...(p.service_months === undefined ? {} : { service_months: p.service_months }),
        ...(p.country === undefined ? {} : { country: p.country }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: vetEducationResponse,
});
