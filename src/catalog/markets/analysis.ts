import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';

/** POST /api/analysis: Natural-language market analysis: any question about any instrument, sport, race or prediction market, answered as a full report. */
export const marketAnalysis = defineEndpoint({
  operationId: 'marketAnalysis',
  method: 'POST',
  path: '/api/analysis',
  priceUsd: '1.49',
  credit: 'analysis',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters',
  summary: 'Natural-language market analysis: any question about any instrument, sport, race or prediction market, answered as a full report.',
  params: z.object({
    question: q.text({ max: 2000 }),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
