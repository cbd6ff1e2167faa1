import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';

/** GET /api/debt/statute: Limitation period, expiry date, zombie-debt check and credit-reporting period. */
export const debtStatute = defineEndpoint({
  operationId: 'debtStatute',
  method: 'GET',
  path: '/api/debt/statute',
  priceUsd: '0.05',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Limitation period, expiry date, zombie-debt check and credit-reporting period.',
  params: z.object({
    debt_type: q.oneOf(['credit_card', 'medical', 'student_loan', 'auto', 'personal_loan']).default('credit_card'),
    state: q.text({ max: 2 }).optional(),
    country: debtCountryParam,
    province: q.text({ max: 3 }).optional(),
    last_payment: q.date().optional(),
    lang: langParam,
  }),
  unavailableReason: 'its engine lands with issue #3 (debt rules by jurisdiction)',
});
