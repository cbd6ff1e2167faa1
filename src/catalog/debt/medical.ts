import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { planMedicalBill } from '../../debt/planMedicalBill.js';
import { debtCountryParam, langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { debtMedicalResponse } from './responses/medical.js';

/** GET /api/debt/medical: Medical bill strategy: financial assistance, billing errors, surprise-billing protections. */
export const debtMedical = defineEndpoint({
  operationId: 'debtMedical',
  method: 'GET',
  path: '/api/debt/medical',
  priceUsd: '0.10',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Medical bill strategy: financial assistance, billing errors, surprise-billing protections.',
  params: z.object({
    bill_amount: q.money(),
    situation: q.oneOf(['uninsured', 'underinsured', 'surprise_bill', 'out_of_network', 'insurance_denied']).default('uninsured'),
    insurance: q.text().optional(),
    // guidekit extension: the good-faith estimate total, to test the $400 dispute threshold (45 CFR 149.620).
    good_faith_estimate: q.money().optional().meta(UNDECLARED_PARAM_META),
    // Shared parameter of the debt service (spec, Shared parameters): a UK, Canadian or Australian bill gets that
    // country's routes, never the US federal rules.
    country: debtCountryParam.meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(planMedicalBill(
      { bill_amount: p.bill_amount, situation: p.situation, ...(p.insurance === undefined ? {} : { insurance: p.insurance }) },
      { asOf: ctx.asOf, lang: ctx.lang.lang, country: p.country, ...(p.good_faith_estimate === undefined ? {} : { good_faith_estimate: p.good_faith_estimate }) },
    ), ctx.lang.lang),
  response: debtMedicalResponse,
});
