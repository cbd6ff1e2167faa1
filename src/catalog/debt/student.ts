import { z } from 'zod';
import { DEBT_CURRENCIES } from '../../debt/debtCountries.js';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, incomePeriodParam, langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { readIncomeParams } from '../readIncomeParams.js';
import { planStudentLoans } from '../../debt/planStudentLoans.js';
import { debtStudentResponse } from './responses/student.js';

/**
 * GET /api/debt/student: Student-loan repayment plans, payments from income, forgiveness and a recommendation.
 * `province` is the UK plan type or the CA province (unknown values are a 400 listing the allowed ones). Undeclared
 * extensions: `plan` (the UK plan type in its own parameter; `province` stays accepted), `interest_rate` (percent),
 * `dependents`, `loan_disbursed` (YYYY-MM-DD); see docs/student-loans.md.
 */
export const debtStudent = defineEndpoint({
  operationId: 'debtStudent',
  method: 'GET',
  path: '/api/debt/student',
  priceUsd: '0.12',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Student-loan repayment plans, payments from income, forgiveness and a recommendation.',
  params: z.object({
    balance: q.money(),
    country: debtCountryParam,
    type: q.oneOf(['federal', 'private']).default('federal'),
    income: q.money().optional(),
    income_period: incomePeriodParam,
    employer_type: q.oneOf(['government', 'nonprofit', 'private']).optional(),
    province: q.text({ max: 40 }).optional(),
    lang: langParam,
    interest_rate: q.number({ min: 0, max: 100 }).optional().meta(UNDECLARED_PARAM_META),
    dependents: q.integer({ min: 0, max: 20 }).optional().meta(UNDECLARED_PARAM_META),
    loan_disbursed: q.date().optional().meta(UNDECLARED_PARAM_META),
    plan: q.text({ max: 40 }).optional().meta({
      ...UNDECLARED_PARAM_META,
      description: 'UK repayment plan: plan1, plan2, plan4, plan5 or postgraduate (any case; "Plan 2", plan_2 and pgl are read too). province= is accepted as well; both must agree.',
    }),
  }),
  run: (p, ctx) => {
    const income = readIncomeParams(p, { lang: ctx.lang.lang, currency: DEBT_CURRENCIES[p.country] });
    return addStaleToSummary(income.attach(
      planStudentLoans(
        {
          balance: p.balance,
          country: p.country,
          type: p.type,
          ...(income.monthly === undefined ? {} : { income: income.monthly }),
          ...(p.employer_type === undefined ? {} : { employer_type: p.employer_type }),
          ...(p.province === undefined ? {} : { province: p.province }),
          ...(p.interest_rate === undefined ? {} : { interest_rate: String(p.interest_rate) }),
          ...(p.dependents === undefined ? {} : { dependents: p.dependents }),
          ...(p.loan_disbursed === undefined ? {} : { loan_disbursed: p.loan_disbursed }),
          ...(p.plan === undefined ? {} : { plan: p.plan }),
        },
        { asOf: ctx.asOf, lang: ctx.lang.lang },
      ),
    ), ctx.lang.lang);
  },
  response: debtStudentResponse,
});
