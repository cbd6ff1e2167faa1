import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/signal/tokenized-eligibility: Jurisdiction-eligibility check for tokenized stocks and pre-IPO perpetuals. */
export const signalTokenizedEligibility = defineEndpoint({
  operationId: 'signalTokenizedEligibility',
  method: 'GET',
  path: '/api/signal/tokenized-eligibility',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Jurisdiction-eligibility check for tokenized stocks and pre-IPO perpetuals.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
