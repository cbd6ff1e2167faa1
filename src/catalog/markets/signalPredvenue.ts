import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { PREDVENUE_CATEGORIES } from '../marketParams.js';

/** GET /api/signal/predvenue: Prediction-market opportunities where the data-driven probability differs from the market price by more than 10%. */
export const signalPredvenue = defineEndpoint({
  operationId: 'signalPredvenue',
  method: 'GET',
  path: '/api/signal/predvenue',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters',
  summary: 'Prediction-market opportunities where the data-driven probability differs from the market price by more than 10%.',
  params: z.object({
    category: q.oneOf(PREDVENUE_CATEGORIES),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
