import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';

/** GET /api/debt/medical: Medical bill strategy: financial assistance, billing errors, surprise-billing protections. */
export const debtMedical = defineEndpoint({
  operationId: 'debtMedical',
  method: 'GET',
  path: '/api/debt/medical',
  priceUsd: '0.10',
  domain: 'debt',
  spec: '000_bbc236ec7569c69c.txt#Endpoints',
  summary: 'Medical bill strategy: financial assistance, billing errors, surprise-billing protections.',
  params: z.object({
    bill_amount: q.money(),
    situation: q.oneOf(['uninsured', 'underinsured', 'surprise_bill', 'out_of_network', 'insurance_denied']).default('uninsured'),
    insurance: q.text().optional(),
    lang: langParam,
  }),
  unavailableReason: 'its engine lands with issue #3 (debt rules by jurisdiction)',
});
