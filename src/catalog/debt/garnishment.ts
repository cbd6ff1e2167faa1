import { z } from 'zod';
import { DEBT_CURRENCIES } from '../../debt/debtCountries.js';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, incomePeriodParam, langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { readIncomeParams } from '../readIncomeParams.js';
import { calculateGarnishment, GARNISHMENT_DEBT_TYPES } from '../../debt/calculateGarnishment.js';
import { PAY_FREQUENCIES } from '../../debt/rules/garnishmentUsFederal.js';
import { debtGarnishmentResponse } from './responses/garnishment.js';

/**
 * GET /api/debt/garnishment: Wage garnishment rules by jurisdiction, protected amounts and how to object.
 * `state` also takes a CA province, AU state or UK nation, as a code or a name in any case (up to 40 characters).
 * Undeclared extensions (docs/garnishment.md): `pay_frequency` (weekly, biweekly, semimonthly, monthly; default
 * monthly), `dependents`, `head_of_household`, `wage_region` (New York: rest_of_state or nyc_long_island_westchester).
 */
export const debtGarnishment = defineEndpoint({
  operationId: 'debtGarnishment',
  method: 'GET',
  path: '/api/debt/garnishment',
  priceUsd: '0.08',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Wage garnishment rules by jurisdiction, protected amounts and how to object.',
  params: z.object({
    country: debtCountryParam,
    state: q.text({ max: 40 }).optional(),
    debt_type: q.oneOf(GARNISHMENT_DEBT_TYPES).default('credit_card'),
    income: q.money().optional(),
    income_period: incomePeriodParam,
    lang: langParam,
    pay_frequency: q.oneOf(PAY_FREQUENCIES as unknown as readonly [string, ...string[]]).optional().meta(UNDECLARED_PARAM_META),
    dependents: q.integer({ min: 0, max: 30 }).optional().meta(UNDECLARED_PARAM_META),
    head_of_household: q.boolean().optional().meta(UNDECLARED_PARAM_META),
    wage_region: q.text({ max: 40 }).optional().meta(UNDECLARED_PARAM_META),
  }),
  run: (p, ctx) => {
    const income = readIncomeParams(p, { lang: ctx.lang.lang, currency: DEBT_CURRENCIES[p.country] });
    return addStaleToSummary(income.attach(
      calculateGarnishment(
        {
          country: p.country,
          debt_type: p.debt_type,
          ...(p.state === undefined ? {} : { state: p.state }),
          ...(income.monthly === undefined ? {} : { income: income.monthly }),
          ...(p.pay_frequency === undefined ? {} : { pay_frequency: p.pay_frequency as (typeof PAY_FREQUENCIES)[number] }),
          ...(p.dependents === undefined ? {} : { dependents: p.dependents }),
          ...(p.head_of_household === undefined ? {} : { head_of_household: p.head_of_household }),
        ...(p.wage_region === undefined ? {} : { wage_region: p.wage_region }),
        },
        { asOf: ctx.asOf, lang: ctx.lang.lang },
      ),
    ), ctx.lang.lang);
  },
  response: debtGarnishmentResponse,
});
