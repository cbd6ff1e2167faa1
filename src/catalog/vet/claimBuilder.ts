import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { vetCountryParam, vetRatingParam } from '../vetParams.js';

/** GET /api/vet/claim-builder: Claim evidence strategy: records to request, witness statements, exam preparation, causation-letter template. */
export const vetClaimBuilder = defineEndpoint({
  operationId: 'vetClaimBuilder',
  method: 'GET',
  path: '/api/vet/claim-builder',
  // The endpoint table's price governs; the doc's second listing gives 0.15 (docs/catalog.md, Prices).
  priceUsd: '0.20',
  domain: 'vet',
  spec: '001_5584a1362f189380.txt#Endpoints',
  summary: 'Claim evidence strategy: records to request, witness statements, exam preparation, causation-letter template.',
  params: z.object({
    conditions: q.list(),
    service_era: q.text({ max: 60 }).optional(),
    current_rating: vetRatingParam.optional(),
    previous_denials: q.list().optional(),
    country: vetCountryParam,
    lang: langParam,
  }),
  unavailableReason: 'its engine (issue #5, veterans benefits) has not landed',
});
