import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';

/** GET /api/debt/student: Student-loan repayment plans, payments from income, forgiveness and a recommendation. */
export const debtStudent = defineEndpoint({
  operationId: 'debtStudent',
  method: 'GET',
  path: '/api/debt/student',
  priceUsd: '0.12',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Student-loan repayment plans, payments from income, forgiveness and a recommendation.',
  params: z.object({
    balance: q.money(),
    country: debtCountryParam,
    type: q.oneOf(['federal', 'private']).default('federal'),
    income: q.money().optional(),
    employer_type: q.oneOf(['government', 'nonprofit', 'private']).optional(),
    province: q.text({ max: 20 }).optional(),
    lang: langParam,
  }),
  unavailableReason: 'its engine lands with issue #3 (debt rules by jurisdiction)',
});
