import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { assessAidAttendance } from '../../vet/assessAidAttendance.js';
import { UNDECLARED_PARAM_META, vetCountryParam } from '../vetParams.js';
import { vetAidAttendanceResponse } from './responses/aidAttendance.js';

/** GET /api/vet/aid-attendance: Care-needs pension (aid and attendance): eligibility, rates by family status, net-worth and income limits, medical deductions. */
export const vetAidAttendance = defineEndpoint({
  operationId: 'vetAidAttendance',
  method: 'GET',
  path: '/api/vet/aid-attendance',
  // The endpoint table's price governs; the doc's second listing gives 0.10 (docs/catalog.md, Prices).
  priceUsd: '0.15',
  domain: 'vet',
  spec: 'Veterans Benefits Guidance Service, Endpoints',
  summary: 'Care-needs pension (aid and attendance): eligibility, rates by family status, net-worth and income limits, medical deductions.',
  params: z.object({
    age: q.integer({ min: 0, max: 130 }).optional(),
    needs: q.list().optional(),
    income: q.money().optional(),
    assets: q.money().optional(),
    care_cost: q.money().optional(),
    surviving_spouse: q.boolean().optional(),
    country: vetCountryParam,
    // guidekit extension (docs/vet-abroad.md): the country where the veteran lives, for the `abroad` section.
    residence: vetCountryParam.meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  // income and care_cost are monthly amounts (annualised by the engine; docs/vet-endpoints.md).
  run: (p, ctx) =>
    addStaleToSummary(assessAidAttendance(
      {
        ...(p.age === undefined ? {} : { age: p.age }),
        ...(p.needs === undefined ? {} : { needs: p.needs }),
        ...(p.income === undefined ? {} : { income: p.income }),
        ...(p.assets === undefined ? {} : { assets: p.assets }),
        ...(p.care_cost === undefined ? {} : { care_cost: p.care_cost }),
        ...(p.surviving_spouse === undefined ? {} : { surviving_spouse: p.surviving_spouse }),
        ...(p.country === undefined ? {} : { country: p.country }),
        ...(p.residence === undefined ? {} : { residence: p.residence }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: vetAidAttendanceResponse,
});
