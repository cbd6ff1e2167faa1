import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';

/** GET /api/debt/settle: Settlement ranges, negotiation script, tax of cancelled debt and time-barred-debt warnings. */
export const debtSettle = defineEndpoint({
  operationId: 'debtSettle',
  method: 'GET',
  path: '/api/debt/settle',
  priceUsd: '0.15',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Settlement ranges, negotiation script, tax of cancelled debt and time-barred-debt warnings.',
  params: z.object({
    creditor: q.text(),
    balance: q.money(),
    months_behind: q.integer({ min: 0, max: 600 }).default(90),
    debt_type: q.text({ max: 40 }).default('credit_card'),
    lang: langParam,
  }),
  unavailableReason: 'the debt calculators of issue #2 are being wired',
});
