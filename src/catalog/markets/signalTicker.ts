import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { TICKER_CLASSES } from '../marketParams.js';

/** GET /api/signal/ticker: Finance-ladder scan of close-above and touch rungs priced against an options-implied or realized-volatility band. */
export const signalTicker = defineEndpoint({
  operationId: 'signalTicker',
  method: 'GET',
  path: '/api/signal/ticker',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Finance-ladder scan of close-above and touch rungs priced against an options-implied or realized-volatility band.',
  params: z.object({
    class: q.oneOf(TICKER_CLASSES),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
