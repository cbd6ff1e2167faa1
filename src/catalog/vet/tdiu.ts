import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { UNDECLARED_PARAM_META, vetCountryParam, vetRatingListParam, vetRatingParam } from '../vetParams.js';

/** GET /api/vet/tdiu: Individual unemployability (TDIU): schedular and extraschedular paths, income threshold, evidence and application. */
export const vetTdiu = defineEndpoint({
  operationId: 'vetTdiu',
  method: 'GET',
  path: '/api/vet/tdiu',
  priceUsd: '0.15',
  domain: 'vet',
  spec: '001_5584a1362f189380.txt#Endpoints',
  summary: 'Individual unemployability (TDIU): schedular and extraschedular paths, income threshold, evidence and application.',
  params: z.object({
    rating: vetRatingParam.optional(),
    work_history: q.text({ max: 500 }).optional(),
    income: q.money().optional(),
    // Rule 2: some calls send these two names although they are not declared; accepted, hidden by generators.
    disability_ratings: vetRatingListParam.optional().meta(UNDECLARED_PARAM_META),
    employment_status: q.text({ max: 60 }).optional().meta(UNDECLARED_PARAM_META),
    country: vetCountryParam,
    lang: langParam,
  }),
  unavailableReason: 'its engine (issue #5, veterans benefits) has not landed',
});
