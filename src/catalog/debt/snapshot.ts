import { z } from 'zod';
import { DEBT_CURRENCIES } from '../../debt/debtCountries.js';
import { debtListSchema } from '../../debt/debtInputSchema.js';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { assessDebtSnapshot } from '../../debt/assessDebtSnapshot.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, incomePeriodParam, langParam } from '../sharedParams.js';
import { readIncomeParams } from '../readIncomeParams.js';
import { debtSnapshotResponse } from './responses/snapshot.js';

/** GET /api/debt/snapshot: Debt burden score, rating, debt-to-income ratio, warning flags and priority actions. */
export const debtSnapshot = defineEndpoint({
  operationId: 'debtSnapshot',
  method: 'GET',
  path: '/api/debt/snapshot',
  priceUsd: '0.10',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Debt burden score, rating, debt-to-income ratio, warning flags and priority actions.',
  params: z.object({
    debts: q.json(debtListSchema),
    income: q.money().optional(),
    income_period: incomePeriodParam,
    country: debtCountryParam,
    lang: langParam,
  }),
  run: (p, ctx) => {
    const income = readIncomeParams(p, { lang: ctx.lang.lang, currency: DEBT_CURRENCIES[p.country], debts: p.debts });
    return addStaleToSummary(income.attach(
      assessDebtSnapshot(p.debts, {
        asOf: ctx.asOf,
        lang: ctx.lang.lang,
        country: p.country,
        ...(income.monthly === undefined ? {} : { income: income.monthly }),
      }),
    ), ctx.lang.lang);
  },
  response: debtSnapshotResponse,
});
