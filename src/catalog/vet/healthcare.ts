import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { vetCountryParam, vetDependentsParam, vetRatingParam } from '../vetParams.js';

/** GET /api/vet/healthcare: Healthcare eligibility: priority groups and copays, dependent coverage, community care, dental, mental health. */
export const vetHealthcare = defineEndpoint({
  operationId: 'vetHealthcare',
  method: 'GET',
  path: '/api/vet/healthcare',
  // The endpoint table's price governs; the doc's second listing gives 0.10 (docs/catalog.md, Prices).
  priceUsd: '0.08',
  domain: 'vet',
  spec: '001_5584a1362f189380.txt#Endpoints',
  summary: 'Healthcare eligibility: priority groups and copays, dependent coverage, community care, dental, mental health.',
  params: z.object({
    priority_group: q.integer({ min: 1, max: 8 }).optional(),
    income: q.money().optional(),
    disability_rating: vetRatingParam.optional(),
    dependents: vetDependentsParam.optional(),
    country: vetCountryParam,
    lang: langParam,
  }),
  unavailableReason: 'its engine (issue #5, veterans benefits) has not landed',
});
