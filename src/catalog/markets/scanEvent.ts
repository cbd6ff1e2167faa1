import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/scan/event: Economic-event reaction scanner: release surprise to market-reaction playbook. */
export const scanEvent = defineEndpoint({
  operationId: 'scanEvent',
  method: 'GET',
  path: '/api/scan/event',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Economic-event reaction scanner: release surprise to market-reaction playbook.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
