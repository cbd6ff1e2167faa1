import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/signal/tokenization-radar: Tokenization-trend radar: listings and flows. */
export const signalTokenizationRadar = defineEndpoint({
  operationId: 'signalTokenizationRadar',
  method: 'GET',
  path: '/api/signal/tokenization-radar',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Tokenization-trend radar: listings and flows.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
