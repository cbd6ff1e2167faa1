import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { SIGNAL_TIMEFRAMES } from '../marketParams.js';

/** GET /api/signal/generate: On-demand signal for any instrument: forex pair, ticker, crypto pair, futures or index symbol. */
export const signalGenerate = defineEndpoint({
  operationId: 'signalGenerate',
  method: 'GET',
  path: '/api/signal/generate',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters',
  summary: 'On-demand signal for any instrument: forex pair, ticker, crypto pair, futures or index symbol.',
  params: z.object({
    // A symbol such as EURUSD, GOLD, BTC-USD, CL=F, ^GSPC or any equity ticker.
    instrument: q.text({ max: 20 }),
    timeframe: q.oneOf(SIGNAL_TIMEFRAMES),
    // Points or pips at risk; when omitted the engine uses 1.5 times ATR (a computed default, so none here).
    risk_points: q.number({ min: 0 }).optional(),
    // Risk-to-reward multiplier.
    reward_ratio: q.number({ min: 0 }).default(1.0),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
