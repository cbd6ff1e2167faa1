import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { COINFLIP_CLASSES } from '../marketParams.js';

/** GET /api/signal/coinflip: Daily up/down scan across FX (11 pairs) and equities (18 tickers): fair-value band versus venue book. */
export const signalCoinflip = defineEndpoint({
  operationId: 'signalCoinflip',
  method: 'GET',
  path: '/api/signal/coinflip',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Daily up/down scan across FX (11 pairs) and equities (18 tickers): fair-value band versus venue book.',
  params: z.object({
    class: q.oneOf(COINFLIP_CLASSES).optional(),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
