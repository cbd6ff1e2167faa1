import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { checkStatuteOfLimitations, STATUTE_DEBT_TYPES } from '../../debt/checkStatuteOfLimitations.js';
import { debtStatuteResponse } from './responses/statute.js';

/**
 * GET /api/debt/statute: Limitation period, expiry date, zombie-debt check and credit-reporting period.
 * `state` and `province` take codes or names as users write them (`NY`, `new york`, `ON`, `Québec`, `NSW`,
 * `New South Wales`, `Northern Ireland`; up to 40 characters); outside the US `state` is read as the province when
 * `province` is absent, and a UK answer without a nation uses England and Wales. The spec names no student-loan
 * kind, so guidekit accepts the undeclared `student_loan_type` (federal, private; default federal): a private loan
 * follows the state's written-contract period; see docs/statute.md.
 */
export const debtStatute = defineEndpoint({
  operationId: 'debtStatute',
  method: 'GET',
  path: '/api/debt/statute',
  priceUsd: '0.05',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Limitation period, expiry date, zombie-debt check and credit-reporting period.',
  params: z.object({
    debt_type: q.oneOf(STATUTE_DEBT_TYPES).default('credit_card'),
    state: q.text({ max: 40 }).optional(),
    country: debtCountryParam,
    province: q.text({ max: 40 }).optional(),
    last_payment: q.date().optional(),
    lang: langParam,
    student_loan_type: q.oneOf(['federal', 'private']).optional().meta(UNDECLARED_PARAM_META),
  }),
  run: (p, ctx) =>
    addStaleToSummary(checkStatuteOfLimitations(
      {
        debt_type: p.debt_type,
        country: p.country,
        ...(p.state === undefined ? {} : { state: p.state }),
        ...(p.province === undefined ? {} : { province: p.province }),
        ...(p.last_payment === undefined ? {} : { last_payment: p.last_payment }),
        ...(p.student_loan_type === undefined ? {} : { student_loan_type: p.student_loan_type }),
      },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: debtStatuteResponse,
});
