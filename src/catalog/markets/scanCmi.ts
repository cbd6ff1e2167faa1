import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { scanStyleParam } from '../marketParams.js';

/** GET /api/scan/cmi: 13 commodity, metal and index CFDs scanned as one group, aware of which sessions are eligible. */
export const scanCmi = defineEndpoint({
  operationId: 'scanCmi',
  method: 'GET',
  path: '/api/scan/cmi',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: '13 commodity, metal and index CFDs scanned as one group, aware of which sessions are eligible.',
  params: z.object({
    style: scanStyleParam,
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
