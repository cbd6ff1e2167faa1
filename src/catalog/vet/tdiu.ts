import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { assessTdiu } from '../../vet/assessTdiu.js';
import { UNDECLARED_PARAM_META, vetCountryParam, vetRatingListParam, vetRatingParam } from '../vetParams.js';
import { vetTdiuResponse } from './responses/tdiu.js';

/** GET /api/vet/tdiu: Individual unemployability (TDIU): schedular and extraschedular paths, income threshold, evidence and application. */
export const vetTdiu = defineEndpoint({
  operationId: 'vetTdiu',
  method: 'GET',
  path: '/api/vet/tdiu',
  priceUsd: '0.15',
  domain: 'vet',
  spec: 'Veterans Benefits Guidance Service, Endpoints',
  summary: 'Individual unemployability (TDIU): schedular and extraschedular paths, income threshold, evidence and application.',
  params: z.object({
    rating: vetRatingParam.optional(),
    work_history: q.text({ max: 500 }).optional(),
    income: q.money().optional(),
    // Rule 2: some calls send these two names although they are not declared; accepted, hidden by generators.
    disability_ratings: vetRatingListParam.optional().meta(UNDECLARED_PARAM_META),
    employment_status: q.text({ max: 60 }).optional().meta(UNDECLARED_PARAM_META),
    country: vetCountryParam,
    // guidekit extension (docs/vet-abroad.md): the country where the veteran lives, for the `abroad` section.
    residence: vetCountryParam.meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  // income is monthly earned income (annualised by the engine; docs/vet-endpoints.md).
  run: (p, ctx) =>
    addStaleToSummary(assessTdiu(
      {
        ...(p.rating === undefined ? {} : { rating: p.rating }),
        ...(p.disability_ratings === undefined ? {} : { disability_ratings: p.disability_ratings }),
        ...(p.work_history === undefined ? {} : { work_history: p.work_history }),
        ...(p.income === undefined ? {} : { income: p.income }),
        ...(p.employment_status === undefined ? {} : { employment_status: p.employment_status }),
        ...(p.country === undefined ? {} : { country: p.country }),
        ...(p.residence === undefined ? {} : { residence: p.residence }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: vetTdiuResponse,
});
