import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { MACRO_FAMILIES } from '../marketParams.js';

/** GET /api/signal/macro: Economic-threshold ladder scan. */
export const signalMacro = defineEndpoint({
  operationId: 'signalMacro',
  method: 'GET',
  path: '/api/signal/macro',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Economic-threshold ladder scan.',
  params: z.object({
    family: q.oneOf(MACRO_FAMILIES).optional(),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
