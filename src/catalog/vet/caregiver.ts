import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { vetCountryParam } from '../vetParams.js';

/** GET /api/vet/caregiver: Family caregiver support: eligibility, stipend, respite care, travel benefits, application steps. */
export const vetCaregiver = defineEndpoint({
  operationId: 'vetCaregiver',
  method: 'GET',
  path: '/api/vet/caregiver',
  priceUsd: '0.10',
  domain: 'vet',
  spec: '001_5584a1362f189380.txt#Endpoints',
  summary: 'Family caregiver support: eligibility, stipend, respite care, travel benefits, application steps.',
  params: z.object({
    relationship: q.text({ max: 60 }).optional(),
    veteran_needs: q.list().optional(),
    discharge_date: q.date().optional(),
    country: vetCountryParam,
    lang: langParam,
  }),
  unavailableReason: 'its engine (issue #5, veterans benefits) has not landed',
});
