import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { vetCountryParam, vetDependentsParam } from '../vetParams.js';

/** GET /api/vet/education: Education benefits: US chapters 33, 30, 35, 1606 and 31 compared, or the closest real program elsewhere. */
export const vetEducation = defineEndpoint({
  operationId: 'vetEducation',
  method: 'GET',
  path: '/api/vet/education',
  priceUsd: '0.10',
  domain: 'vet',
  spec: '001_5584a1362f189380.txt#Endpoints',
  summary: 'Education benefits: US chapters 33, 30, 35, 1606 and 31 compared, or the closest real program elsewhere.',
  params: z.object({
    chapter: q.text({ max: 40 }).optional(),
    branch: q.text({ max: 60 }).optional(),
    school_location: q.text({ max: 120 }).optional(),
    dependents: vetDependentsParam.optional(),
    country: vetCountryParam,
    lang: langParam,
  }),
  unavailableReason: 'its engine (issue #5, veterans benefits) has not landed',
});
