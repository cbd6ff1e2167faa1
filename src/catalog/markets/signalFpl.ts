import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/signal/fpl: Fantasy football engine: captaincy, transfer scans, squad builds (409 pre-season and at season rollover). */
export const signalFpl = defineEndpoint({
  operationId: 'signalFpl',
  method: 'GET',
  path: '/api/signal/fpl',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Fantasy football engine: captaincy, transfer scans, squad builds (409 pre-season and at season rollover).',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
