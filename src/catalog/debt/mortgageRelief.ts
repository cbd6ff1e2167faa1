import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { planMortgageRelief } from '../../debt/planMortgageRelief.js';
import { debtCountryParam, langParam } from '../sharedParams.js';
import { debtMortgageReliefResponse } from './responses/mortgageRelief.js';

/** GET /api/debt/mortgage-relief: Mortgage relief options by loan type and months behind. */
export const debtMortgageRelief = defineEndpoint({
  operationId: 'debtMortgageRelief',
  method: 'GET',
  path: '/api/debt/mortgage-relief',
  priceUsd: '0.12',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Mortgage relief options by loan type and months behind.',
  params: z.object({
    country: debtCountryParam,
    months_behind: q.integer({ min: 0, max: 600 }).default(1),
    servicer: q.text().optional(),
    loan_type: q.oneOf(['Conventional', 'FHA', 'VA', 'USDA']).default('Conventional'),
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(planMortgageRelief(
      { country: p.country, months_behind: p.months_behind, loan_type: p.loan_type, ...(p.servicer === undefined ? {} : { servicer: p.servicer }) },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: debtMortgageReliefResponse,
});
